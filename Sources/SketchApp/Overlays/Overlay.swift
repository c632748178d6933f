import FoundationEssentials
import SketchCore
import SketchRaster

/// Something shown over the canvas and the panels that takes input before them: the picker,
/// the help, a pop-over, the tooltip, the banners, the message, the hex entry. One type a file
/// in `Overlays/`, each owning its state. `OverlayStack` lists them in the one order they are
/// drawn in (and offered input in, the topmost first), and the controller routes to them
/// through it, as it routes the canvas to the mode (`CanvasInteraction`).
protocol Overlay: AnyObject {
    /// Whether it shows. Keys and presses are offered to every overlay (the help opens on a
    /// key), each taking only what it wants.
    var isShown: Bool { get }
    /// While it shows it covers the window: the widgets beneath take no input, no pop-over or
    /// tooltip shows, and of several such only the topmost is drawn. Fixed for an overlay:
    /// `OverlayStack` reads it once.
    var isModal: Bool { get }
    /// While it shows, the canvas's own widgets (the zoom, the scroll bars, the banners) are not drawn.
    var hidesCanvasWidgets: Bool { get }
    /// Whether a text field of it has the keyboard: keys and text come to it before Escape
    /// cancels anything and before any shortcut but Ctrl+Q.
    func hasKeyboard(in context: OverlayContext) -> Bool
    /// A pass of the widgets begins (before any of them runs).
    func begin(in context: OverlayContext)
    /// Where it takes presses over the canvas (they go to the widgets), as last drawn.
    func rect(in context: OverlayContext) -> IntRect?
    /// A key, with the command the table gives it; true when it took the key.
    func key(_ key: Key, _ modifiers: KeyModifiers, command: Command?, in context: OverlayContext) -> Bool
    /// Text typed or composed by an input method; true when it took it.
    func text(_ input: TextFieldInput, in context: OverlayContext) -> Bool
    /// A press anywhere, before the widgets see it; true when it used the press up.
    func press(at p: Point, in context: OverlayContext) -> Bool
    /// Its widgets in the pass, drawn in `section`s. What they asked for comes back as work to
    /// do once the pass is over, so a pass never runs inside another.
    func run(in context: OverlayContext, section: WidgetSections) -> (() -> Void)?
    /// Its `deadline` has come (the event loop woke at it, or for an event after it).
    func tick(in context: OverlayContext)
    /// When the event loop must wake for it, and `tick` it.
    var deadline: Double? { get }
    /// Whether it ever has a `deadline`: fixed for an overlay, read once by `OverlayStack`,
    /// which asks only these on each turn of the loop.
    var keepsTime: Bool { get }
}

/// Collects what one widget section draws in the pass (see `SketchController.uiPass`).
typealias WidgetSections = (IntRect, () -> Void) -> Void

extension Overlay {
    var isModal: Bool { false }
    var hidesCanvasWidgets: Bool { false }
    func hasKeyboard(in context: OverlayContext) -> Bool { false }
    func begin(in context: OverlayContext) {}
    func rect(in context: OverlayContext) -> IntRect? { nil }
    func key(_ key: Key, _ modifiers: KeyModifiers, command: Command?, in context: OverlayContext) -> Bool { false }
    func text(_ input: TextFieldInput, in context: OverlayContext) -> Bool { false }
    func press(at p: Point, in context: OverlayContext) -> Bool { false }
    func run(in context: OverlayContext, section: WidgetSections) -> (() -> Void)? { nil }
    func tick(in context: OverlayContext) {}
    var deadline: Double? { nil }
    var keepsTime: Bool { false }
}

/// What an overlay may reach: the widgets, the window's layout, the pen, the time, where it sits
/// in the stack, and the few things only the controller can do. It is made for every pointer
/// move: those few things are calls on the controller, not closures allocated with it.
struct OverlayContext {
    /// Reached only through the calls below: an overlay never talks to the controller itself.
    private unowned let controller: SketchController
    let ui: WidgetContext
    let layout: Layout
    /// The pointer as the widgets see it in this pass.
    let pointer: WidgetInput
    /// The services' clock.
    let now: Double
    let pen: PenSettings
    let recentColors: [Color]
    /// The toolbar's buttons that did not fit, in this pass (the overflow menu lists them).
    var overflow: [Command] = []
    /// Set by `OverlayStack` for each overlay: a modal shows above it, or it is the topmost
    /// modal; a modal shows; the canvas's widgets are hidden; where the autosave warning is.
    var modalAbove = false
    var isTopModal = false
    var isModal = false
    var canvasWidgetsHidden = false
    var autosaveBanner: IntRect?

    init(_ controller: SketchController) {
        self.controller = controller
        ui = controller.ui
        layout = controller.layout
        pointer = controller.pointer
        now = controller.services.clock.now()
        pen = controller.pen
        recentColors = controller.recentColors
    }

    /// The date now (how long ago a session was edited).
    func date() -> Date { controller.services.clock.date() }
    /// What the toolbar shows (the overflow menu marks the same).
    func toolbar() -> Toolbar.State { controller.toolbarState }
    /// Does what a key, a button or a menu row asks for.
    func perform(_ command: Command) { controller.perform(command) }
    /// Opens a photo, throwing why it cannot.
    func openPhoto(_ path: String) { controller.beginOpening(path, for: .open) }
    /// Saves the picture to this file (Save as…), replacing one that is there.
    func saveAs(_ path: String) { controller.saveAs(path) }
    /// Restores the stored session with this id.
    func restore(_ sessionID: String) { controller.restore(sessionID: sessionID) }
    /// Gives the pen another colour, as chosen (the settings keep it).
    func setPenColor(_ color: Color) {
        controller.pen.color = color
        controller.storeSettingsIfChanged()
    }
    /// A message in the window; `true`: an error.
    func toast(_ text: String, _ isError: Bool) { controller.showToast(text, isError: isError) }
    /// A line on standard error.
    func log(_ line: String) { controller.services.log(line) }
    /// Marks window pixels to paint again.
    func repaint(_ rect: IntRect) { controller.dirty.add(rect) }
    /// The widgets are run again, showing what changed.
    func refresh() { controller.refreshUI() }
    /// The question before leaving a drawing no save holds was answered.
    func answerClose(_ answer: CloseAnswer) { controller.answerCloseQuestion(answer) }
    /// A message's button was pressed.
    func toastAction(_ action: ToastAction) { controller.perform(action) }

    /// `v` units of the widgets' design in drawable pixels.
    func px(_ v: Int) -> Int { ui.px(v) }
}
