import Foundation
import SketchCore
import SketchRaster

/// What the controller does: edits, tools, opening photos, saving, quitting, and the work
/// that finishes in the background.
extension SketchController {
    // MARK: Actions

    public func undo() {
        dirty.add(canvas.finishAllLive())
        let canvasBefore = document.canvas
        dirty.add(canvas.undo())
        if document.canvas != canvasBefore { canvasChanged() }
        refreshUI()
    }

    public func redo() {
        dirty.add(canvas.finishAllLive())
        let canvasBefore = document.canvas
        dirty.add(canvas.redo())
        if document.canvas != canvasBefore { canvasChanged() }
        refreshUI()
    }

    /// After the canvas itself changed (an open, or its undo): the title follows the photo,
    /// and everything around the canvas is repainted.
    func canvasChanged() {
        title = Self.windowTitle(photo: document.photoPath.map { ($0 as NSString).lastPathComponent })
        dirty.add(layout.window)
    }

    /// Ends every stroke in progress, keeping it (before the app ends).
    public func finishStrokesInProgress() {
        dirty.add(canvas.finishAllLive())
    }

    public func clear() {
        dirty.add(canvas.finishAllLive())
        dirty.add(canvas.clear())
        refreshUI()
    }

    /// Picks the tool for the next stroke.
    public func select(_ newTool: Tool) {
        guard newTool != tool else { return }
        tool = newTool
        refreshUI()
    }

    /// A double tap with a finger clears the canvas, undoably. The taps themselves
    /// leave no dots: the first tap's dot is taken back, the second is never added.
    func doubleTapClear(secondTap id: PointerID) {
        dirty.add(canvas.discard(id))
        if let last = canvas.document.strokes.last, last.points.count == 1 || last.tool.isTwoPoint && last.points[0].distance(to: last.points[1]) < 1e-9 {
            dirty.add(canvas.undo())
        }
        clear()
    }

    func changeWidth(by delta: Int) {
        pen.setWidth(pen.width + delta)
        storeSettingsIfChanged()
        refreshUI()
    }

    func toggleSettings() {
        settingsOpen.toggle()
        storeSettingsIfChanged()
        relayout()
    }

    func openPicker() {
        dirty.add(canvas.finishAllLive())
        picker = PhotoPicker(folder: services.picturesFolder, services: services)
        refreshUI()
    }

    func perform(_ action: PickerAction) {
        picker = nil
        dirty.add(layout.window)
        if case .open(let path) = action { openPhoto(path) }
    }

    /// Opens a photo. Over a drawing (anything drawn, or a history) it is one more undoable step:
    /// Undo brings back the drawing before it, with its photo and strokes. A photo that cannot
    /// be opened leaves the canvas as it was and says why, in the window and on stderr.
    public func openPhoto(_ path: String) {
        do {
            var warnings: [String] = []
            let (image, source) = try services.loadPhotoSource(path, warnings: &warnings)
            guard image.width <= Document.maxSide, image.height <= Document.maxSide else {
                throw SaveError(message: "\(path): \(image.width)x\(image.height) is over the limit of \(Document.maxSide) px a side")
            }
            dirty.add(canvas.finishAllLive())
            let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
            let next = Canvas(width: image.width, height: image.height, photoPath: absolute)
            if document.hasWork || journalStarted {
                dirty.add(canvas.open(next, photo: source, decoded: image))
                canvasChanged()
                refreshUI()
            } else {
                open(document: Document(canvas: next), source: source, decoded: image, title: (path as NSString).lastPathComponent)
            }
            if let warning = warnings.first {
                showToast(warning, isError: true)
                services.log("sketchpad: \(warning)")
            }
        } catch {
            showToast("Cannot open \(error)", isError: true)
            services.log("sketchpad: cannot open \(error)")
        }
    }

    /// Opens a document as it is, with its history (a restored session, a benchmark).
    public func open(document: Document, photo: RGBAImage?, title: String? = nil, continuingJournal: Bool = false) {
        open(document: document, source: photo.map(PhotoSource.init), decoded: photo, title: title, continuingJournal: continuingJournal)
    }

    func open(document: Document, source: PhotoSource?, decoded: RGBAImage?, title: String? = nil, continuingJournal: Bool = false, layer: RGBAImage? = nil) {
        dirty.add(canvas.finishAllLive())
        canvas.replace(document: document, photo: source, decoded: decoded, layout: layout, layer: layer)
        journalStarted = continuingJournal
        self.title = Self.windowTitle(photo: title ?? document.photoPath.map { ($0 as NSString).lastPathComponent })
        dirty.add(layout.window)
        refreshUI()
    }

    /// Saves the canvas as shown (or, with `fullResolution`, the whole document at the photo's
    /// size) into the Pictures folder, in the background.
    public func save(fullResolution: Bool) {
        let target: SaveTarget = outputFile.map { .file($0) } ?? .folder(saveFolder ?? services.picturesFolder, pattern: settings.filePattern)
        if fullResolution {
            let document = canvas.document, photo = canvas.photo
            saves.save(to: target) { DocumentRenderer.render(document, photo: photo?.image(), scale: 1) }
        } else {
            let capture = canvas.layer
            saves.save(to: target) { capture }
        }
        showToast(fullResolution ? "Exporting…" : "Saving…", isError: false)
    }

    /// Copies the canvas as Save would capture it to the desktop's clipboard.
    public func copyToClipboard() {
        let capture = canvas.layer
        saves.copy { capture }
    }

    func quit() {
        dirty.add(canvas.finishAllLive())
        storeSettingsIfChanged()
        saves.waitUntilIdle()
        collectBackgroundWork()
        wantsQuit = true
    }

    /// The window's title: the photo's file name, then the app's, as desktop apps name their
    /// windows (`beach.jpg — Sketchpad`).
    public static func windowTitle(photo: String?) -> String {
        photo.map { "\($0) — Sketchpad" } ?? "Sketchpad"
    }

    /// The widgets' scale (see `init`); a window moved to a screen of another scale gets it.
    public var scale: Double { ui.theme.scale }

    public func setScale(_ scale: Double) {
        let s = max(1, scale)
        guard s != ui.theme.scale else { return }
        ui.theme.scale = s
        canvas.uiScale = s
        relayout()
    }

    func resize(width: Int, height: Int) {
        let w = max(width, 1), h = max(height, 1)
        guard w != frame.width || h != frame.height else { return }
        frame = RGBAImage(width: w, height: h)
        relayout()
    }

    func relayout() {
        layout = Layout(width: frame.width, height: frame.height, panelOpen: settingsOpen, scale: ui.theme.scale)
        canvas.setLayout(layout)
        sections = []
        refreshUI()
        dirty.add(layout.window)
    }

    // MARK: Background work and time

    /// Picks up finished saves; the event loop calls this when woken.
    public func collectBackgroundWork() {
        for outcome in saves.collect() {
            switch outcome {
            case .saved(let path): showToast("Saved \(path)", isError: false)
            case .copied(let tool): showToast("Copied the picture to the clipboard (\(tool))", isError: false)
            case .failed(let reason):
                showToast("Could not save: \(reason)", isError: true)
                services.log("sketchpad: could not save: \(reason)")
            case .copyFailed(let reason):
                showToast("Could not copy the picture: \(reason)", isError: true)
                services.log("sketchpad: could not copy the picture: \(reason)")
            }
        }
        updateAutosaveProblem()
    }

    /// Waits for every save in progress and collects the outcomes.
    public func waitForBackgroundWork() {
        saves.waitUntilIdle()
        collectBackgroundWork()
    }

    /// When the loop must wake even without events (a message to take down), on `services.now()`'s clock.
    public var nextDeadline: Double? { toast?.expires }

    /// Takes down an expired message.
    public func tick() {
        if let t = toast, services.now() >= t.expires {
            dirty.add(t.layout(in: layout.canvasArea, ui: ui).rect)
            toast = nil
        }
    }

    func showToast(_ text: String, isError: Bool) {
        if let old = toast { dirty.add(old.layout(in: layout.canvasArea, ui: ui).rect) }
        let t = Toast(text: text, isError: isError, expires: services.now() + (isError ? Toast.errorDuration : Toast.duration))
        toast = t
        dirty.add(t.layout(in: layout.canvasArea, ui: ui).rect)
    }
}
