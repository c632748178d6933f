import FoundationEssentials
import SketchCore
import SketchRaster

/// What the controller does: edits, tools, the pen, opening photos, saving, quitting, and the
/// window's size and scale.
extension SketchController {
    public func undo() {
        interaction.historyWillStep(in: interactionContext)
        canvas.finishStrokesInProgress()
        let before = document.canvas, message = document.undoMessage
        session.undo()
        if document.canvas != before { canvasChanged() }
        interaction.historyDidStep(in: interactionContext)
        if let message { showToast(message, isError: false, inStatusLine: true) }
        refreshUI()
    }

    public func redo() {
        interaction.historyWillStep(in: interactionContext)
        canvas.finishStrokesInProgress()
        let before = document.canvas, message = document.redoMessage
        session.redo()
        if document.canvas != before { canvasChanged() }
        interaction.historyDidStep(in: interactionContext)
        if let message { showToast(message, isError: false, inStatusLine: true) }
        refreshUI()
    }

    public func clear() {
        canvas.finishStrokesInProgress()
        endModeDraft()
        let count = document.strokes.count
        session.clear()
        if count > 0 { showToast(HistoryMessages.cleared(count), isError: false, inStatusLine: true) }
        refreshUI()
    }

    /// Ends every stroke in progress, keeping it (before the app ends).
    public func finishStrokesInProgress() { canvas.finishStrokesInProgress() }

    /// After the canvas itself changed (an open, or its undo): the title follows the photo,
    /// and everything around the canvas is repainted.
    func canvasChanged() {
        photoName = (drawingFile ?? continuedPicture).map { PathName.last($0) } ?? document.photoPath.map { PathName.last($0) }
        dirty.add(layout.window)
    }

    /// Picks the tool for the next stroke (and leaves the Hand tool).
    public func select(_ newTool: Tool) {
        setMode(.draw)
        guard newTool != tool else { return }
        tool = newTool
        refreshUI()
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

    // MARK: Photos

    /// Opens a photo in the background (`SketchController+Opening`). Over a drawing (anything
    /// drawn, or a history) it is one more undoable step: Undo brings back the drawing before
    /// it, with its photo and strokes. A photo that cannot be opened leaves the canvas as it
    /// was and says why, in the window and on stderr.
    public func openPhoto(_ path: String) {
        if services.drawings.isDrawing(path) { openDrawing(path) } else { beginOpening(path, for: .open) }
    }

    /// Puts a photo read from `path` under the drawing: over a drawing as one undoable step,
    /// on a new document otherwise. `title` names it in the title bar (by default its file name).
    func show(_ loaded: LoadedPhoto, from path: String, title: String? = nil) {
        let (image, source, warnings) = (loaded.image, loaded.source, loaded.warnings)
        canvas.finishStrokesInProgress()
        continuedPicture = nil
        leaveModeForAnotherPicture()
        let absolute = path.hasPrefix("/") ? path : CurrentFolder.path() + "/" + path
        // A photo with transparency goes on a transparent canvas, so its outputs keep the alpha.
        let next = Canvas(width: source.width, height: source.height, background: image.isOpaque ? .white : .clear, photoPath: absolute)
        if document.hasWork || session.journalStarted {
            session.open(next, photo: source, decoded: image)
            // The photo just opened is as it is on disk: nothing of it is unsaved.
            session.saved.reset(to: session.historyMark)
            canvasChanged()
            if let title { photoName = title }
            refreshUI()
        } else {
            open(document: Document(canvas: next), source: source, decoded: image, title: title ?? PathName.last(path))
        }
        if let warning = warnings.first {
            showToast(warning, isError: true)
            services.log(Strings.warningLog(warning))
        }
        keptDrawings.look(for: absolute)
    }

    /// Opens a document as it is, with its history (a benchmark's drawing).
    public func open(document: Document, photo: RGBAImage?, title: String? = nil) {
        open(document: document, source: photo.map(PhotoSource.init), decoded: photo, title: title)
    }

    func open(document: Document, source: PhotoSource?, decoded: RGBAImage?, title: String? = nil) {
        canvas.finishStrokesInProgress()
        leaveModeForAnotherPicture()
        continuedPicture = nil
        session.replace(document, photo: source, decoded: decoded, continuingJournal: false)
        photoName = title ?? document.photoPath.map { PathName.last($0) }
        refreshUI()
    }

    // MARK: Saving

    /// Saves the picture at the photo's own size (the crop applied; a blank canvas at its
    /// document size) into the save folder, or `-o FILE`, in the background; its message
    /// shows progress after half a second.
    public func save() {
        // A drawing from a `.sketch` is saved back into it (not with -o, which names the output).
        // A continued drawing goes back into the picture it was saved as (the app's own output).
        if let drawingFile, outputFile == nil {
            saveDrawing(to: drawingFile)
        } else if let continuedPicture, outputFile == nil {
            savePicture(to: .file(continuedPicture))
        } else {
            savePicture(to: saveTarget(pattern: namePattern(settings.filePattern)))
        }
    }

    /// The name pattern for a save: begun with the photo's name (see `SaveName.pattern`).
    func namePattern(_ pattern: String) -> String { SaveName.pattern(pattern, photo: document.photoPath.map { PathName.last($0) }) }

    /// Save as…: the picture to `path`, which the picker named (and, if it was there, the user
    /// chose to replace). Once it is written, its folder is where the next Save as opens.
    func saveAs(_ path: String) {
        // A folder not there yet (Pictures on a new account) is made, as Save makes it.
        let folder = PathName.parent(path)
        try? services.files.createFolder(folder)
        if SketchContainer.isSketchName(path) {
            saveDrawing(to: path)
        } else if DrawingClient.isOpenRasterName(path) {
            exportLayers(to: path)
        } else {
            savePicture(to: .file(path))
        }
        destination.saveAsFolderPending = folder
    }

    /// Where the next Save as opens, in this run and the next: the folder of the last one
    /// written (a folder it could not write to is never kept).
    func rememberSaveAsFolder(_ folder: String) {
        var next = settings
        next.saveAsFolder = folder
        guard next != settings else { return }
        services.settings.store(next, settings)
        settings = next
    }

    /// Saves the picture as `save` does, to `target` (Save as…'s file).
    func savePicture(to target: SaveTarget) {
        pictureSaveStarted = services.clock.now()
        session.saved.saveStarted(at: session.historyMark)
        session.savePicture(to: target, options: saveOptions)
        showToast(isLoadingFullResolution ? Strings.saveWaitsForFullResolution : Strings.saving, isError: false)
    }

    /// Saves the canvas as shown (the screenshot of the view) as `save` does, under the view's name.
    public func saveView() {
        session.saved.saveStarted(at: nil)
        session.saveView(capture, to: saveTarget(pattern: namePattern(settings.viewPattern)), options: saveOptions)
        showToast(Strings.saving, isError: false)
    }

    /// The picture Save writes, rendered now (for `-o -` as the app ends).
    public func renderPicture() throws -> RGBAImage {
        canvas.finishStrokesInProgress()
        return try session.renderPicture()
    }

    func saveTarget(pattern: String) -> SaveTarget {
        outputFile.map { .file($0) } ?? .folder(saveFolder ?? services.picturesFolder, pattern: pattern, format: settings.saveFormat)
    }

    var saveOptions: ImageWriter.Options { ImageWriter.Options(quality: settings.saveQuality, matte: document.canvas.matte) }

    /// Copies the canvas as Save view captures it to the desktop's clipboard.
    public func copyToClipboard() { session.copy(capture) }

    /// Ends the app once saves in progress are written. Asked for in the window (`notice`) with
    /// changes no save holds, it first says for a moment that the drawing is kept.
    func quit(notice: Bool = false) {
        guard quitAt == nil else { return }
        canvas.finishStrokesInProgress()
        storeSettingsIfChanged()
        session.saves.waitUntilIdle()
        collectBackgroundWork()
        let now = services.clock.now()
        if notice && keepsUnsavedDrawing {
            showToast(Strings.drawingKept, isError: false)
            quitAt = now + Self.quitNoticeTime
        } else {
            quitAt = now
        }
    }

    /// How long the window says the drawing is kept before it closes.
    public static let quitNoticeTime = 1.2

    /// Whether quitting now leaves a drawing that only its session holds (see `Strings.drawingKept`).
    public var keepsUnsavedDrawing: Bool { hasUnsavedChanges && document.hasWork && !overlays.autosave.isShown }

    // MARK: The window

    /// A window moved to a screen of another scale gets that scale's widgets.
    public func setScale(_ scale: Double) {
        let s = max(1, scale)
        guard s != ui.theme.scale else { return }
        ui.theme.scale = s
        canvas.live.uiScale = s
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
        compositor.reset()
        refreshUI()
        dirty.add(layout.window)
    }
}

/// Why a picture could not be opened or saved, where no file or system call said so.
struct SaveError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
