import Foundation
import SketchCore
import SketchRaster

/// The mouse cursor the window should show.
public enum CursorRequest: Equatable, Sendable {
    case arrow
    /// A ring as wide as the pen on screen, over the canvas.
    case ring(diameter: Double)
}

/// The app's controller: takes input events, edits the document through the canvas view,
/// runs the widgets, and paints the changed parts of `frame`. It never talks to SDL: the
/// platform layer feeds it events and presents `frame`, so all of this is tested headless.
public final class SketchController {
    public private(set) var frame: RGBAImage
    public private(set) var pen: PenSettings
    public private(set) var tool: Tool = .pen
    public private(set) var settingsOpen: Bool
    public private(set) var wantsQuit = false
    public private(set) var title = "Sketchpad"
    public private(set) var cursor = CursorRequest.arrow
    public var document: Document { canvas.document }
    /// The photo's rectangle in the window.
    public var canvasRect: IntRect { canvas.rect }
    public var toastText: String? { toast?.text }
    public var isPickerOpen: Bool { picker != nil }
    public private(set) var isHelpOpen = false
    /// Strokes begun, added, dropped and in progress (see `CanvasView.strokesBegun`).
    public var strokeCounts: (begun: Int, added: Int, dropped: Int, live: Int) {
        (canvas.strokesBegun, canvas.strokesAdded, canvas.strokesDropped, canvas.live.count)
    }
    /// The folder the photo picker shows, while it is open.
    public var pickerFolder: String? { picker?.folder }

    /// Where the widget `id` (for example "toolbar.Undo" or "settings.width") was drawn last.
    public func rect(ofWidget id: String) -> IntRect? { ui.rects[id] }

    let services: AppServices
    public let ui: WidgetContext
    let painter: WidgetPainter
    private(set) var layout: Layout
    let canvas: CanvasView
    private var picker: PhotoPicker?
    private let saves: SaveQueue
    private var toast: Toast?
    private var dirty = DirtyRegion()
    private var sections: [(rect: IntRect, commands: [DrawCommand])] = []
    private var pointer = WidgetInput()
    private var uiPointer: PointerID?
    private var hoverPosition: Point?
    private var penChangedSinceStore = false
    /// The settings from the config file, kept so storing them changes only what the user changed.
    private var settings: Settings
    /// `-o FILE`: Save writes this file instead of a new one in the save folder.
    public var outputFile: String?
    /// `--save-dir DIR` or `save.folder`: where Save writes instead of the Pictures folder.
    public var saveFolder: String?
    private var modifiers = KeyModifiers()
    /// Whether this drawing's edits already go to the journal (else the first edit starts it).
    private var journalStarted = false
    /// A session from the journal that a plain launch offers to restore.
    private var restoreOffer: SessionJournal.Replay?
    private var taps = TapDetector()

    /// - Parameters:
    ///   - width, height: the window's drawable size in pixels.
    ///   - photo: a photo to open at start, or nil for a white canvas the size of the window.
    ///   - scale: drawable pixels per window coordinate (2 on a HiDPI screen).
    public init(services: AppServices, width: Int, height: Int, settings: Settings = Settings(), scale: Int = 1) {
        self.services = services
        pen = settings.pen
        tool = settings.tool
        settingsOpen = settings.showSettingsPanel
        self.settings = settings
        saveFolder = settings.saveFolder
        ui = WidgetContext(text: services.glyphs)
        painter = WidgetPainter(glyphs: services.glyphs)
        saves = SaveQueue(services: services)
        let w = max(width, 1), h = max(height, 1)
        frame = RGBAImage(width: w, height: h)
        ui.theme.scale = max(1, scale)
        layout = Layout(width: w, height: h, panelOpen: settingsOpen, scale: ui.theme.scale)
        let blank = layout.canvasArea.insetBy(ui.px(8))
        canvas = CanvasView(document: Document(width: max(1, blank.width), height: max(1, blank.height)), photo: nil)
        canvas.uiScale = ui.theme.scale
        canvas.setLayout(layout)
        canvas.onEdit = { [unowned self] in self.journal($0) }
        refreshUI()
        dirty.add(layout.window)
    }

    /// Sends an edit to the journal, starting a new one at the first edit of a new drawing.
    private func journal(_ record: SessionJournal.Record) {
        if !journalStarted {
            journalStarted = true
            let d = canvas.document
            services.journal(.begin(width: d.width, height: d.height, background: d.background, photo: d.photoPath))
            for stroke in d.strokes { services.journal(.add(stroke)) }
            if restoreOffer != nil {
                // A new drawing has started: the old session is gone.
                restoreOffer = nil
                refreshUI()
            }
        }
        services.journal(record)
    }

    // MARK: Events

    public func handle(_ event: InputEvent) {
        switch event {
        case .pointerDown(let id, let p):
            if picker != nil || isHelpOpen || ui.isCapturing || isOverWidgets(p) {
                guard uiPointer == nil || uiPointer == id else { return }
                uiPointer = id
                pointer = WidgetInput(position: p, isDown: true, pressed: true)
                uiPass()
            } else if layout.canvasArea.contains(p) {
                if case .finger(let f) = id { taps.fingerDown(f, at: p, time: services.now()) }
                dirty.add(canvas.begin(id, at: p, tool: tool, pen: pen))
            }
        case .pointerMoved(let id, let p):
            if id == .mouse { hoverPosition = p }
            if canvas.isDrawing(id) {
                if case .finger(let f) = id { taps.fingerMoved(f, to: p) }
                dirty.add(canvas.move(id, to: p, constrained: modifiers.contains(.shift)))
            } else if uiPointer == id {
                pointer = WidgetInput(position: p, isDown: true)
                uiPass()
            }
        case .pointerUp(let id, let p):
            if id == .mouse { hoverPosition = p }
            if case .finger(let f) = id, canvas.isDrawing(id), taps.fingerUp(f, at: p, time: services.now()) {
                doubleTapClear(secondTap: id)
            } else if canvas.isDrawing(id) {
                dirty.add(canvas.finish(id, at: p, constrained: modifiers.contains(.shift)).dirty)
                refreshUI()
            } else if uiPointer == id {
                releaseUIPointer(at: p, keepHover: id == .mouse)
            }
        case .pointerCancelled(let id):
            if case .finger(let f) = id { taps.cancel(f) }
            if canvas.isDrawing(id) {
                dirty.add(canvas.finish(id).dirty)
                refreshUI()
            }
            if uiPointer == id { releaseUIPointer(at: nil, keepHover: false) }
        case .hover(let p):
            hoverPosition = p
            if uiPointer == nil {
                pointer = WidgetInput(position: p)
                uiPass()
            }
        case .hoverEnded:
            hoverPosition = nil
            if uiPointer == nil {
                pointer = WidgetInput()
                uiPass()
            }
        case .wheel(let dy):
            pointer = WidgetInput(position: hoverPosition, isDown: pointer.isDown, wheel: dy)
            uiPass()
            pointer.wheel = 0
        case .key(let key, let modifiers):
            handleKey(key, modifiers)
        case .modifiersChanged(let mods):
            modifiers = mods
        case .fileDropped(let path):
            openPhoto(path)
        case .resized(let w, let h):
            resize(width: w, height: h)
        case .focusLost:
            dirty.add(canvas.finishAllLive())
            refreshUI()
            if uiPointer != nil { releaseUIPointer(at: nil, keepHover: false) }
        case .quitRequested:
            quit()
        }
        updateCursor()
    }

    private func releaseUIPointer(at p: Point?, keepHover: Bool) {
        pointer = WidgetInput(position: p, isDown: false, released: true)
        uiPass()
        uiPointer = nil
        pointer = WidgetInput(position: keepHover ? p : nil)
        uiPass()
    }

    private func isOverWidgets(_ p: Point) -> Bool {
        layout.toolbar.contains(p) || (layout.panel?.contains(p) ?? false) || (restoreOffer != nil && restoreBanner.contains(p))
    }

    private func restoreMessage(_ offer: SessionJournal.Replay) -> String {
        let n = offer.document.strokes.count
        let photo = offer.document.photoPath.map { " on " + ($0 as NSString).lastPathComponent } ?? ""
        return "Your last drawing (\(n) stroke\(n == 1 ? "" : "s")\(photo)) can be restored."
    }

    private var restoreBanner: IntRect {
        let a = layout.canvasArea
        let text = restoreOffer.map { ui.text.textWidth(restoreMessage($0), size: ui.theme.fontSize) } ?? 400
        let w = min(a.width - ui.px(24), text + ui.px(230))
        return IntRect(x: a.x + (a.width - w) / 2, y: a.y + ui.px(12), width: w, height: ui.px(46))
    }
    private var restoreClicked = false
    private var helpClosed = false

    private func handleKey(_ key: Key, _ mods: KeyModifiers) {
        let ctrl = mods.contains(.control), shift = mods.contains(.shift)
        if ctrl, key == .character("q") { quit(); return }
        if isHelpOpen {
            // Any key closes the help.
            isHelpOpen = false
            dirty.add(layout.window)
            refreshUI()
            return
        }
        if key == .f1 || key == .character("?") || (key == .character("/") && shift) {
            isHelpOpen = true
            refreshUI()
            return
        }
        if let picker {
            if let action = picker.key(key) { perform(action) }
            refreshUI()
            return
        }
        switch (key, ctrl) {
        case (.character("z"), true): shift ? redo() : undo()
        case (.character("y"), true): redo()
        case (.character("s"), true): save(fullResolution: shift)
        case (.character("c"), true): copyToClipboard()
        case (.character("o"), true): openPicker()
        case (.character("["), false): changeWidth(by: shift ? -5 : -1)
        case (.character("]"), false): changeWidth(by: shift ? 5 : 1)
        case (.escape, _): if settingsOpen { toggleSettings() }
        case (.character(let c), false):
            if let picked = Tool.allCases.first(where: { $0.shortcut == c }) { select(picked) }
        default: break
        }
    }

    // MARK: Actions

    public func undo() {
        dirty.add(canvas.finishAllLive())
        dirty.add(canvas.undo())
        refreshUI()
    }

    public func redo() {
        dirty.add(canvas.finishAllLive())
        dirty.add(canvas.redo())
        refreshUI()
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
        penChangedSinceStore = true
        refreshUI()
    }

    /// A double tap with a finger clears the canvas (seed 001), undoably. The taps themselves
    /// leave no dots: the first tap's dot is taken back, the second is never added.
    private func doubleTapClear(secondTap id: PointerID) {
        dirty.add(canvas.discard(id))
        if let last = canvas.document.strokes.last, last.points.count == 1 || last.tool.isTwoPoint && last.points[0].distance(to: last.points[1]) < 1e-9 {
            dirty.add(canvas.undo())
        }
        clear()
    }

    private func changeWidth(by delta: Int) {
        pen.setWidth(pen.width + delta)
        penChangedSinceStore = true
        storeSettingsIfChanged()
        refreshUI()
    }

    private func toggleSettings() {
        settingsOpen.toggle()
        penChangedSinceStore = true
        storeSettingsIfChanged()
        relayout()
    }

    private func openPicker() {
        dirty.add(canvas.finishAllLive())
        picker = PhotoPicker(folder: services.picturesFolder, services: services)
        refreshUI()
    }

    private func perform(_ action: PickerAction) {
        picker = nil
        dirty.add(layout.window)
        if case .open(let path) = action { openPhoto(path) }
    }

    /// Opens a photo as a new drawing. A photo that cannot be opened leaves the canvas as it was
    /// and says why, in the window and on stderr.
    public func openPhoto(_ path: String) {
        do {
            var warnings: [String] = []
            let (image, source) = try services.loadPhotoSource(path, warnings: &warnings)
            guard image.width <= Document.maxSide, image.height <= Document.maxSide else {
                throw SaveError(message: "\(path): \(image.width)x\(image.height) is over the limit of \(Document.maxSide) px a side")
            }
            dirty.add(canvas.finishAllLive())
            let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
            open(document: Document(width: image.width, height: image.height, photoPath: absolute), source: source, decoded: image,
                 title: (path as NSString).lastPathComponent)
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

    func open(document: Document, source: PhotoSource?, decoded: RGBAImage?, title: String? = nil, continuingJournal: Bool = false) {
        dirty.add(canvas.finishAllLive())
        canvas.replace(document: document, photo: source, decoded: decoded, layout: layout)
        journalStarted = continuingJournal
        self.title = title ?? document.photoPath.map { ($0 as NSString).lastPathComponent } ?? "Sketchpad"
        dirty.add(layout.window)
        refreshUI()
    }

    /// Offers, in the window, to restore a session found in the journal.
    public func offerRestore(_ replay: SessionJournal.Replay) {
        restoreOffer = replay
        refreshUI()
    }

    public var isOfferingRestore: Bool { restoreOffer != nil }

    /// Reopens a session from the journal: its photo, strokes and undo history; further edits
    /// go on in the same journal.
    public func restore(_ replay: SessionJournal.Replay) {
        restoreOffer = nil
        var photo: (image: RGBAImage, source: PhotoSource)?
        var problem: String?
        if let path = replay.document.photoPath {
            var warnings: [String] = []
            do { photo = try services.loadPhotoSource(path, warnings: &warnings) } catch { problem = "\(error)" }
        }
        if let p = photo, p.image.width != replay.document.width || p.image.height != replay.document.height {
            problem = "\(replay.document.photoPath ?? "the photo") has changed size since"
            photo = nil
        }
        open(document: replay.document, source: photo?.source, decoded: photo?.image, continuingJournal: true)
        if let problem {
            showToast("Restored the strokes without the photo: \(problem)", isError: true)
            services.log("sketchpad: restored the strokes without the photo: \(problem)")
        } else {
            let n = replay.document.strokes.count
            showToast("Restored your last drawing (\(n) stroke\(n == 1 ? "" : "s"))", isError: false)
        }
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

    private func quit() {
        dirty.add(canvas.finishAllLive())
        storeSettingsIfChanged(force: true)
        saves.waitUntilIdle()
        collectBackgroundWork()
        wantsQuit = true
    }

    private func resize(width: Int, height: Int) {
        let w = max(width, 1), h = max(height, 1)
        guard w != frame.width || h != frame.height else { return }
        frame = RGBAImage(width: w, height: h)
        relayout()
    }

    private func relayout() {
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

    private func showToast(_ text: String, isError: Bool) {
        if let old = toast { dirty.add(old.layout(in: layout.canvasArea, ui: ui).rect) }
        let t = Toast(text: text, isError: isError, expires: services.now() + (isError ? Toast.errorDuration : Toast.duration))
        toast = t
        dirty.add(t.layout(in: layout.canvasArea, ui: ui).rect)
    }

    // MARK: Widgets

    /// Runs one pass of the widgets with the current pointer, and acts on what they report.
    private func uiPass() {
        ui.begin(pointer)
        let modal = picker != nil || isHelpOpen
        if modal { ui.input = WidgetInput() }
        var newSections: [(IntRect, [DrawCommand])] = []
        var start = ui.commands.count
        let toolbarAction = Toolbar.run(ui, layout.toolbar, canUndo: canvas.document.canUndo, canRedo: canvas.document.canRedo,
                                        canClear: !canvas.document.strokes.isEmpty, settingsOpen: settingsOpen, tool: tool)
        newSections.append((layout.toolbar, Array(ui.commands[start...])))
        var penChanged = false
        if let panel = layout.panel {
            start = ui.commands.count
            var p = pen
            if SettingsView.run(ui, panel, pen: &p) { pen = p; penChanged = true }
            newSections.append((panel, Array(ui.commands[start...])))
        }
        if let offer = restoreOffer, picker == nil {
            start = ui.commands.count
            let r = restoreBanner
            let px = ui.px
            ui.draw(.rect(r, Color(red: 0x20, green: 0x22, blue: 0x25, alpha: 240), radius: px(8)))
            ui.label(restoreMessage(offer), x: r.x + px(14), y: r.y + px(14))
            if ui.button("restore.yes", IntRect(x: r.maxX - px(196), y: r.y + px(8), width: px(90), height: px(30)), label: "Restore") {
                restoreClicked = true
            }
            if ui.button("restore.no", IntRect(x: r.maxX - px(100), y: r.y + px(8), width: px(90), height: px(30)), label: "Dismiss") {
                restoreOffer = nil
            }
            newSections.append((r, Array(ui.commands[start...])))
        }
        var pickerAction: PickerAction?
        if isHelpOpen {
            ui.input = pointer
            start = ui.commands.count
            if HelpOverlay.run(ui, window: layout.window) { helpClosed = true }
            newSections.append((layout.window, Array(ui.commands[start...])))
        } else if let picker {
            ui.input = pointer
            start = ui.commands.count
            pickerAction = picker.run(ui, window: layout.window)
            newSections.append((layout.window, Array(ui.commands[start...])))
        }
        ui.end()
        for (i, section) in newSections.enumerated() {
            if i >= sections.count || sections[i].rect != section.0 || sections[i].commands != section.1 {
                dirty.add(section.0)
            }
        }
        if sections.count > newSections.count { dirty.add(layout.window) }
        sections = newSections.map { (rect: $0.0, commands: $0.1) }
        if penChanged { penChangedSinceStore = true }
        if !ui.isCapturing { storeSettingsIfChanged() }
        if let pickerAction { perform(pickerAction); refreshUI() }
        if restoreClicked, let offer = restoreOffer { restoreClicked = false; restore(offer) }
        if helpClosed {
            helpClosed = false
            isHelpOpen = false
            dirty.add(layout.window)
            refreshUI()
        }
        if let toolbarAction { perform(toolbarAction) }
    }

    private func perform(_ action: ToolbarAction) {
        switch action {
        case .open: openPicker()
        case .undo: undo()
        case .redo: redo()
        case .clear: clear()
        case .save: save(fullResolution: false)
        case .settings: toggleSettings()
        case .tool(let t): select(t)
        }
    }

    /// Re-runs the widgets without new input, after the state they show has changed.
    private func refreshUI() {
        let saved = pointer
        pointer = WidgetInput(position: saved.position, isDown: saved.isDown)
        uiPass()
        pointer = saved
    }

    private func storeSettingsIfChanged(force: Bool = false) {
        guard penChangedSinceStore || force else { return }
        settings.pen = pen
        settings.tool = tool
        settings.showSettingsPanel = settingsOpen
        services.storeSettings(settings)
        penChangedSinceStore = false
    }

    /// The canvas as Save captures it: the photo's rectangle as shown, strokes, no overlays.
    public var capture: RGBAImage { canvas.layer }

    private func updateCursor() {
        let overCanvas = hoverPosition.map { layout.canvasArea.contains($0) && !isOverWidgets($0) } ?? false
        let next: CursorRequest = overCanvas && picker == nil && !isHelpOpen ? .ring(diameter: tool.strokeWidth(forPen: pen.width) * canvas.transform.scale) : .arrow
        if next != cursor { cursor = next }
    }

    // MARK: Painting

    /// Paints every changed part of `frame` and returns those rectangles (for presenting).
    public func render() -> [IntRect] {
        dirty.clip(to: layout.window)
        let rects = dirty.rects
        for r in rects { paint(r) }
        dirty.removeAll()
        return rects
    }

    /// Marks the whole window for repainting (after the window was exposed).
    public func invalidateAll() { dirty.add(layout.window) }

    public var needsRender: Bool { !dirty.isEmpty }

    private func paint(_ region: IntRect) {
        for piece in region.subtracting(canvas.rect) { frame.fill(piece, with: ui.theme.background) }
        canvas.compose(into: &frame, region: region)
        painter.paint(canvas.tipCommands, into: &frame, clip: region.intersection(layout.canvasArea))
        let overlay = picker != nil || isHelpOpen
        // Most frames while drawing touch the canvas only: widgets away from them cost nothing.
        for section in sections where (section.rect != layout.window || !overlay) && !section.rect.intersection(region).isEmpty {
            painter.paint(section.commands, into: &frame, clip: region.intersection(section.rect))
        }
        if let toast {
            painter.paint(toast.layout(in: layout.canvasArea, ui: ui).commands, into: &frame, clip: region)
        }
        if overlay, let last = sections.last {
            painter.paint(last.commands, into: &frame, clip: region)
        }
    }
}

extension IntRect {
    /// This rectangle minus `hole`, as up to four rectangles.
    func subtracting(_ hole: IntRect) -> [IntRect] {
        let h = intersection(hole)
        guard !h.isEmpty else { return isEmpty ? [] : [self] }
        var out: [IntRect] = []
        if h.y > y { out.append(IntRect(x: x, y: y, width: width, height: h.y - y)) }
        if h.maxY < maxY { out.append(IntRect(x: x, y: h.maxY, width: width, height: maxY - h.maxY)) }
        if h.x > x { out.append(IntRect(x: x, y: h.y, width: h.x - x, height: h.height)) }
        if h.maxX < maxX { out.append(IntRect(x: h.maxX, y: h.y, width: maxX - h.maxX, height: h.height)) }
        return out
    }
}
