import SketchCore

/// The names of the controller's grouped state (`ControllerState`), read and written through.
extension SketchController {
    var picker: PhotoPicker? { get { overlays.picker } set { overlays.picker = newValue } }
    var pickerSort: PickerSort { get { overlays.pickerSort } set { overlays.pickerSort = newValue } }
    public internal(set) var isHelpOpen: Bool { get { overlays.isHelpOpen } set { overlays.isHelpOpen = newValue } }
    var popover: PopoverState { get { overlays.popover } set { overlays.popover = newValue } }
    var tooltip: TooltipOverlay { get { overlays.tooltip } set { overlays.tooltip = newValue } }
    var restoreOffer: RestoreOffer { get { overlays.restoreOffer } set { overlays.restoreOffer = newValue } }
    var autosaveProblem: String? { get { overlays.autosaveProblem } set { overlays.autosaveProblem = newValue } }
    var toast: Toast? { get { overlays.toast } set { overlays.toast = newValue } }
    var hexField: TextFieldState { get { overlays.hexField } set { overlays.hexField = newValue } }
    var panelScroll: Int { get { overlays.panelScroll } set { overlays.panelScroll = newValue } }
    var scrollGrab: Double? { get { overlays.scrollGrab } set { overlays.scrollGrab = newValue } }

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

    public var outputFile: String? { get { destination.outputFile } set { destination.outputFile = newValue } }
    public var saveFolder: String? { get { destination.saveFolder } set { destination.saveFolder = newValue } }
    var photoName: String? { get { destination.photoName } set { destination.photoName = newValue } }

    public internal(set) var recentColors: [Color] { get { colors.recent } set { colors.recent = newValue } }
    var penColorDrawn: Bool { get { colors.penColorDrawn } set { colors.penColorDrawn = newValue } }
}
