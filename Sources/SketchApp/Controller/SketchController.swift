import FoundationEssentials
import SketchCore
import SketchRaster

/// The app's controller: routes input events to the widgets, the keys or the current canvas
/// mode (`CanvasInteraction`, one type a mode in `Modes/`), acts on what they ask for through
/// the session, and paints the changed parts of `frame`. It never talks to SDL: the platform layer feeds it events and presents `frame`, so
/// all of this is tested headless.
///
/// The parts: `DocumentSession` (the document, its history, journal and saves), `CanvasView`
/// (its layers and the strokes in progress), the widgets (`UI/`, one pass per input), and
/// `FrameCompositor` (the frame from all of them).
public final class SketchController {
    public internal(set) var frame: RGBAImage
    /// The one place the pen lives: the panel, keys and anything else change it here, and a
    /// change goes to the mode (Select restyles the selected strokes: `SelectMode.penChanged`).
    public internal(set) var pen: PenSettings {
        didSet { if pen != oldValue { penChanged(from: oldValue, fill: fillShapes) } }
    }
    public internal(set) var tool: Tool = .pen
    /// Whether rectangles and ellipses are drawn filled with the pen's colour (F).
    public internal(set) var fillShapes = false {
        didSet { if fillShapes != oldValue { penChanged(from: pen, fill: oldValue) } }
    }
    public internal(set) var settingsOpen: Bool
    public var wantsQuit: Bool { quitAt.map { services.clock.now() >= $0 } ?? false }

    let services: AppServices
    public let ui: WidgetContext
    let session: DocumentSession
    let canvas: CanvasView
    let compositor: FrameCompositor
    var layout: Layout
    var dirty = DirtyRegion()
    /// Who holds each pointer pressed (see `SketchController+Input`).
    var pointers = PointerRouter()
    /// Pointers moving the view in any mode (Space or the middle button held).
    var gesture = ViewGesture()
    /// What a press on the canvas does, and the mode a borrowed one goes back to.
    var modes = CanvasModes()
    public var mode: CanvasMode { interaction.mode }
    /// The settings as last loaded or stored, so storing them changes only what the user changed.
    var settings: Settings
    // The rest, by group (see `ControllerState`).
    /// The picker, the help, the pop-over, the banners, the message... (see `OverlayStack`).
    let overlays = OverlayStack()
    var scroll = ScrollState()
    var pointerState = PointerState()
    var deadlines = Deadlines()
    var background: BackgroundWork
    var destination = Destination()
    var colors: ColorMemory

    /// - Parameters:
    ///   - width, height: the window's drawable size in pixels.
    ///   - scale: the widgets' scale, drawable pixels per unit of their design (2 on a HiDPI
    ///     screen; fractional scales are kept, every size rounded to whole pixels).
    ///   - desktop: the desktop's light or dark preference (`desktopColorSchemeChanged` follows
    ///     it); light where nothing says, as on a desktop that states none.
    /// It starts with a white canvas the size of the window; `openPhoto` opens one.
    public init(services: AppServices, width: Int, height: Int, settings: Settings = Settings(), scale: Double = 1, desktop: ColorScheme = .light) {
        self.services = services
        pen = settings.pen
        colors = ColorMemory(recent: settings.recentColors)
        tool = settings.tool
        settingsOpen = settings.showSettingsPanel
        fillShapes = settings.fillShapes
        self.settings = settings
        destination.saveFolder = settings.saveFolder
        ui = WidgetContext(text: services.glyphs)
        background = BackgroundWork(services)
        compositor = FrameCompositor(glyphs: services.glyphs)
        let w = max(width, 1), h = max(height, 1)
        frame = RGBAImage(width: w, height: h)
        ui.theme.use(settings.theme.scheme(desktop: desktop))
        ui.theme.scale = max(1, scale)
        layout = Layout(width: w, height: h, panelOpen: settingsOpen, scale: ui.theme.scale)
        let blank = layout.canvasArea.insetBy(ui.px(8))
        session = DocumentSession(document: Document(width: max(1, blank.width), height: max(1, blank.height)), services: services)
        canvas = CanvasView(session: session, layout: layout)
        canvas.live.uiScale = ui.theme.scale
        canvas.onRepaint = { [unowned self] in self.dirty.add($0) }
        canvas.onNeedPixels = { [unowned self] in self.decoder.decode($0, $1) }
        canvas.onDocumentChanged = { [unowned self] in self.documentChanged($0) }
        canvas.setLayout(layout)
        session.loadPhoto = { [unowned self] path, canvas in self.loadPhotoForHistory(path, canvas: canvas) }
        refreshUI()
        dirty.add(layout.window)
    }

    // MARK: What tests, benchmarks and the platform read

    public var document: Document { session.document }
    /// Whether the photo shows a preview while its whole picture decodes behind it (a HEIF's
    /// thumbnail): drawing goes on, saves and copies wait for it.
    public var isLoadingFullResolution: Bool { canvas.photo.isLoadingFullResolution }
    /// Whether the drawing changed since it was opened or last saved.
    public var hasUnsavedChanges: Bool { session.saved.isChanged(session.historyMark) }
    /// The photo's rectangle in the window.
    public var canvasRect: IntRect { canvas.rect }
    /// Strokes begun, added, dropped and in progress (see `LivePreview.begun`).
    public var strokeCounts: (begun: Int, added: Int, dropped: Int, live: Int) {
        (canvas.live.begun, canvas.live.finished, canvas.live.dropped, canvas.live.strokes.count)
    }
    /// Where the widget `id` (for example "toolbar.undo" or "settings.width") was drawn last.
    public func rect(ofWidget id: String) -> IntRect? { ui.rects[id] }
    /// The canvas as Save view captures it: the photo's rectangle as shown, strokes, no overlays.
    public var capture: RGBAImage {
        canvas.settle()
        return canvas.shownDimmed
    }
    /// The widgets' scale (see `init`).
    public var scale: Double { ui.theme.scale }

    /// The window's title for a photo's file name (`beach.jpg — Sketchpad`).
    public static func windowTitle(photo: String?) -> String { Strings.windowTitle(photo: photo, unsaved: false) }
    /// See `DocumentSession.checkpointInterval`.
    public static func checkpointInterval(strokes: Int) -> Int { DocumentSession.checkpointInterval(strokes: strokes) }
    public static var checkpointUndoSteps: Int { DocumentSession.checkpointUndoSteps }
    /// Sessions the restore offer lists at most.
    public static var offeredSessions: Int { RestoreBanner.listed }
}
