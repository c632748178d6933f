import SketchCore

/// The names of the controller's grouped state (`ControllerState`), read and written through.
extension SketchController {
    /// The mode's own input handling and draft (see `CanvasInteraction`).
    var interaction: any CanvasInteraction { modes.current }
    var hexField: TextFieldState { get { overlays.hex.field } set { overlays.hex.field = newValue } }
    var restoreOffer: RestoreOffer { get { overlays.restore.offer } set { overlays.restore.offer = newValue } }
    var panelScroll: Int { get { scroll.panel } set { scroll.panel = newValue } }
    var scrollGrab: Double? { get { scroll.grab } set { scroll.grab = newValue } }

    /// The pointer as the widgets see it.
    var pointer: WidgetInput { get { pointerState.widgets } set { pointerState.widgets = newValue } }
    /// The mouse's place.
    var hoverPosition: Point? { get { pointerState.hover } set { pointerState.hover = newValue } }
    var modifiers: KeyModifiers { get { pointerState.modifiers } set { pointerState.modifiers = newValue } }

    var quitAt: Double? { get { deadlines.quit } set { deadlines.quit = newValue } }
    var zoomSettlesAt: Double? { get { deadlines.zoomSettles } set { deadlines.zoomSettles = newValue } }
    var pictureSaveStarted: Double? { get { deadlines.pictureSaveStarted } set { deadlines.pictureSaveStarted = newValue } }

    var decoder: PhotoDecoder { background.decoder }
    var thumbnails: Thumbnails { background.thumbnails }
    var keptDrawings: KeptDrawingLookup { background.keptDrawings }
    var clipboardReader: ClipboardReader { background.clipboard }
    var opener: PhotoOpener { background.opener }
    var folderShower: FolderShower { background.folderShower }
    var screenshots: ScreenshotTaker { background.screenshots }
    var opening: PhotoOpening? { get { background.opening } set { background.opening = newValue } }

    public var outputFile: String? { get { destination.outputFile } set { destination.outputFile = newValue } }
    public var saveFolder: String? { get { destination.saveFolder } set { destination.saveFolder = newValue } }
    var photoName: String? { get { destination.photoName } set { destination.photoName = newValue } }
    public internal(set) var drawingFile: String? { get { destination.drawingFile } set { destination.drawingFile = newValue } }
    public internal(set) var continuedPicture: String? { get { destination.continuedPicture } set { destination.continuedPicture = newValue } }

    public internal(set) var recentColors: [Color] { get { colors.recent } set { colors.recent = newValue } }
    var penColorDrawn: Bool { get { colors.penColorDrawn } set { colors.penColorDrawn = newValue } }
}
