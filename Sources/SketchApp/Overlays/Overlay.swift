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
    /// tooltip shows, and of several such only the topmost is drawn.
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
    /// Time passed (the event loop woke at `deadline` or for an event).
    func tick(in context: OverlayContext)
    /// When the event loop must wake for it.
    var deadline: Double? { get }
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
}

/// What an overlay may reach: the widgets, the window's layout, the pen, the time, where it sits
/// in the stack, and the few things only the controller can do.
struct OverlayContext {
    let ui: WidgetContext
    let layout: Layout
    /// The pointer as the widgets see it in this pass.
    let pointer: WidgetInput
    /// The services' clock, and the date now (how long ago a session was edited).
    let now: Double
    let date: () -> Date
    let pen: PenSettings
    let recentColors: [Color]
    /// What the toolbar shows (the overflow menu marks the same).
    let toolbar: () -> Toolbar.State
    /// The toolbar's buttons that did not fit, in this pass (the overflow menu lists them).
    var overflow: [Command] = []
    /// Set by `OverlayStack` for each overlay: a modal shows above it, or it is the topmost
    /// modal; a modal shows; the canvas's widgets are hidden; where the autosave warning is.
    var modalAbove = false
    var isTopModal = false
    var isModal = false
    var canvasWidgetsHidden = false
    var autosaveBanner: IntRect?

    /// Does what a key, a button or a menu row asks for.
    let perform: (Command) -> Void
    /// Opens a photo, throwing why it cannot.
    let openPhoto: (String) -> Void
    /// Saves the picture to this file (Save as…), replacing one that is there.
    let saveAs: (String) -> Void
    /// Restores the stored session with this id.
    let restore: (String) -> Void
    /// Gives the pen another colour, as chosen (the settings keep it).
    let setPenColor: (Color) -> Void
    /// A message in the window; `true`: an error.
    let toast: (String, Bool) -> Void
    /// A line on standard error.
    let log: (String) -> Void
    /// Marks window pixels to paint again.
    let repaint: (IntRect) -> Void
    /// The widgets are run again, showing what changed.
    let refresh: () -> Void
    /// The question before leaving a drawing no save holds was answered.
    let answerClose: (CloseAnswer) -> Void
    /// A message's button was pressed.
    let toastAction: (ToastAction) -> Void

    /// `v` units of the widgets' design in drawable pixels.
    func px(_ v: Int) -> Int { ui.px(v) }
}
