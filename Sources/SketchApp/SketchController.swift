import Foundation
import SketchCore
import SketchRaster

/// The mouse cursor the window should show.
public enum CursorRequest: Equatable, Sendable {
    case arrow
    /// A ring as wide as the pen on screen (in drawable pixels), over the canvas; its lines are
    /// `scale` (the widgets' scale) pixels per unit.
    case ring(diameter: Double, scale: Double)
}

/// The app's controller: takes input events, edits the document through the canvas view,
/// runs the widgets, and paints the changed parts of `frame`. It never talks to SDL: the
/// platform layer feeds it events and presents `frame`, so all of this is tested headless.
public final class SketchController {
    public internal(set) var frame: RGBAImage
    public internal(set) var pen: PenSettings
    public internal(set) var tool: Tool = .pen
    public internal(set) var settingsOpen: Bool
    public internal(set) var wantsQuit = false
    public internal(set) var title = "Sketchpad"
    public internal(set) var cursor = CursorRequest.arrow
    public var document: Document { canvas.document }
    /// The photo's rectangle in the window.
    public var canvasRect: IntRect { canvas.rect }
    public var toastText: String? { toast?.text }
    public var isPickerOpen: Bool { picker != nil }
    public internal(set) var isHelpOpen = false
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
    var layout: Layout
    let canvas: CanvasView
    var picker: PhotoPicker?
    let saves: SaveQueue
    var toast: Toast?
    var dirty = DirtyRegion()
    var sections: [(rect: IntRect, commands: [DrawCommand])] = []
    var pointer = WidgetInput()
    var uiPointer: PointerID?
    var hoverPosition: Point?
    /// The settings as last loaded or stored, so storing them changes only what the user changed.
    var settings: Settings
    /// `-o FILE`: Save writes this file instead of a new one in the save folder.
    public var outputFile: String?
    /// `--save-dir DIR` or `save.folder`: where Save writes instead of the Pictures folder.
    public var saveFolder: String?
    var modifiers = KeyModifiers()
    /// Whether this drawing's edits already go to the journal (else the first edit starts it).
    var journalStarted = false
    /// While a restored session's edits are made again: they are in the journal already.
    var replaying = false
    /// Edits journalled since the last checkpoint.
    var editsSinceCheckpoint = 0
    /// Stored sessions a plain launch offers to restore, most recent first.
    var restoreOffer: [SessionSummary] = []
    /// How many more the offer mentions than it lists.
    var restoreOfferMore = 0
    /// The session picked in the offer, restored after the widget pass.
    var restoreChoice: String?
    /// Why autosave cannot write, shown until it can.
    var autosaveProblem: String?
    var taps = TapDetector()

    /// - Parameters:
    ///   - width, height: the window's drawable size in pixels.
    ///   - photo: a photo to open at start, or nil for a white canvas the size of the window.
    ///   - scale: the widgets' scale, drawable pixels per unit of their design (2 on a HiDPI
    ///     screen; fractional scales are kept, every size rounded to whole pixels).
    public init(services: AppServices, width: Int, height: Int, settings: Settings = Settings(), scale: Double = 1) {
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
        canvas.loadPhoto = { [unowned self] path in self.loadPhotoForHistory(path) }
        refreshUI()
        dirty.add(layout.window)
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

    func releaseUIPointer(at p: Point?, keepHover: Bool) {
        pointer = WidgetInput(position: p, isDown: false, released: true)
        uiPass()
        uiPointer = nil
        pointer = WidgetInput(position: keepHover ? p : nil)
        uiPass()
    }

    func isOverWidgets(_ p: Point) -> Bool {
        layout.toolbar.contains(p) || (layout.panel?.contains(p) ?? false) || (!restoreOffer.isEmpty && restoreBanner.contains(p))
            || (autosaveProblem != nil && autosaveBanner.contains(p))
    }

    var helpClosed = false

    func handleKey(_ key: Key, _ mods: KeyModifiers) {
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
}
