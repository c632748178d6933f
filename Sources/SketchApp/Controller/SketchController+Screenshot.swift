import SketchCore

/// "New screenshot": the window hides, the user takes a region of the screen (or what
/// `screenshot.mode` says), and the picture
/// opens as the photo under a new drawing, as Open does (over a drawing, one undoable step).
/// A cancel goes back to the drawing as it was.
extension SketchController {
    public func takeScreenshot() {
        _ = screenshots.start()
    }

    func collectScreenshots() {
        for outcome in screenshots.collect() {
            switch outcome {
            case .photo(let path): openPhoto(path)
            case .cancelled: refreshUI()
            case .failed(let reason):
                showToast(Strings.couldNotTakeScreenshot(reason), isError: true)
                services.log(Strings.couldNotTakeScreenshotLog(reason))
            }
        }
    }
}
