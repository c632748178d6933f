import SketchApp
import SketchPlatform

extension ScreenshotClient {
    /// A region of the screen (`ScreenCapture`), chosen with `window` hidden on X11, kept in
    /// the session as a photo from standard input is.
    public static func live(environment: [String: String], journal: JournalFile, window: UInt?) -> ScreenshotClient {
        ScreenshotClient {
            do {
                let bytes = try ScreenCapture.take(.region, environment: environment, hiding: window, fromOpenWindow: true)
                return .photo(try journal.keepStandardInput(bytes))
            } catch CaptureFailure.cancelled {
                return .cancelled
            } catch CaptureFailure.failed(let reason) {
                return .failed(reason)
            } catch {
                return .failed("\(error)")
            }
        }
    }
}
