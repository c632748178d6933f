import SketchCore
import SketchRaster

/// What a canvas mode does with the pointers and keys it is given, and what it draws over the
/// canvas. One type a mode, each in its own file under `Modes/`, each owning its draft (the
/// rectangle being chosen, the drag in progress); it reaches the canvas, the session, the pen and
/// the repaint through `InteractionContext`, never through the controller. `PointerRouter` gives
/// it only the pointers it took.
protocol CanvasInteraction: AnyObject {
    /// The mode this is (what the toolbar marks and `SketchController.mode` says).
    var mode: CanvasMode { get }
    /// A press on the canvas (window pixels).
    func press(_ id: PointerID, at p: Point, in context: InteractionContext) -> PressOutcome
    /// A pointer it holds moved.
    func move(_ id: PointerID, to p: Point, in context: InteractionContext)
    /// A pointer it holds let go at `p`; nil: cancelled, or the window lost the focus.
    func release(_ id: PointerID, at p: Point?, in context: InteractionContext)
    /// A key; returns whether the mode took it.
    func key(_ key: Key, _ modifiers: KeyModifiers, in context: InteractionContext) -> Bool
    /// Escape while a pointer of its drags: drops what the drag did; false when none does.
    func cancelDrag(in context: InteractionContext) -> Bool
    /// The pen (or the fill) changed from `old`.
    func penChanged(from old: PenSettings, fill oldFill: Bool, in context: InteractionContext)
    /// The pointer that held the widgets let go (a pen change held back can now be made).
    func widgetsReleased(in context: InteractionContext)
    /// An undo or redo is about to be made, and was made.
    func historyWillStep(in context: InteractionContext)
    func historyDidStep(in context: InteractionContext)
    /// The session changed the document.
    func documentChanged(_ change: DocumentChange, in context: InteractionContext)
    /// The mode is left, or what it worked on went (another photo, a restore, a clear): its
    /// draft ends, and the pointers it held are let go.
    func deactivate(in context: InteractionContext)
    /// What it shows over the canvas (window pixels), never in what Save captures.
    func overlay(in context: InteractionContext) -> [DrawCommand]
    /// The cursor over the canvas.
    func cursor(in context: InteractionContext) -> CursorRequest
    /// What the status line says of it: its name and what a press does.
    func status(in context: InteractionContext) -> (title: String, hint: String)
    /// The drawing tool its presses draw with, if they do (the toolbar marks its button).
    func drawingTool(in context: InteractionContext) -> Tool?
}

/// What a press did.
enum PressOutcome: Equatable {
    /// The mode holds the pointer until it is released.
    case held
    /// The mode acted on it (or ignored it on purpose); the pointer goes nowhere else.
    case used
}

extension CanvasInteraction {
    func move(_ id: PointerID, to p: Point, in context: InteractionContext) {}
    func release(_ id: PointerID, at p: Point?, in context: InteractionContext) {}
    func key(_ key: Key, _ modifiers: KeyModifiers, in context: InteractionContext) -> Bool { false }
    func cancelDrag(in context: InteractionContext) -> Bool { false }
    func penChanged(from old: PenSettings, fill oldFill: Bool, in context: InteractionContext) {}
    func widgetsReleased(in context: InteractionContext) {}
    func historyWillStep(in context: InteractionContext) {}
    func historyDidStep(in context: InteractionContext) {}
    func documentChanged(_ change: DocumentChange, in context: InteractionContext) {}
    func deactivate(in context: InteractionContext) {}
    func overlay(in context: InteractionContext) -> [DrawCommand] { [] }
    func status(in context: InteractionContext) -> (title: String, hint: String) { (mode.traits.label, mode.traits.hint) }
    func drawingTool(in context: InteractionContext) -> Tool? { nil }
}

/// What a mode may reach: the view and its session, the pen, the keys held, the widgets' scale,
/// and a few things only the controller can do (repaint, say something, change the view, go
/// back to drawing). It reads the controller as it is when asked, and holds nothing else: it is
/// made for every pointer move, so making one allocates nothing.
struct InteractionContext {
    /// Reached only through what follows: a mode never talks to the controller itself.
    private unowned let controller: SketchController

    init(_ controller: SketchController) { self.controller = controller }

    var canvas: CanvasView { controller.canvas }
    var session: DocumentSession { controller.session }
    var pen: PenSettings { controller.pen }
    /// The drawing tool chosen (it stays chosen in the other modes).
    var tool: Tool { controller.tool }
    /// Whether rectangles and ellipses are drawn filled.
    var fillShapes: Bool { controller.fillShapes }
    var modifiers: KeyModifiers { controller.modifiers }
    /// Where the mouse is over the window, when known (the cursor follows what a press there does).
    var hover: Point? { controller.hoverPosition }
    /// Whether the widgets hold a pointer (a slider dragged): a pen change then goes on.
    var widgetsHeld: Bool { controller.ui.isCapturing || controller.widgetsHeld }
    /// The widgets' scale: drawable pixels per unit of their design.
    var scale: Double { controller.ui.theme.scale }
    /// Marks window pixels to paint again.
    func repaint(_ rect: IntRect) { controller.dirty.add(rect) }
    /// The widgets are run again, showing what changed.
    func refresh() { controller.refreshUI() }
    /// Gives the pen another colour (the eyedropper).
    func setPenColor(_ color: Color) { controller.pen.color = color }
    /// A message in the window; `true`: an error.
    func toast(_ text: String, _ isError: Bool) { controller.showToast(text, isError: isError) }
    /// Moves the picture by window pixels.
    func pan(_ dx: Double, _ dy: Double) { controller.pan(by: dx, dy) }
    /// Zooms to a zoom about a window point, as one step of a zoom that goes on.
    func zoom(_ zoom: Double, _ about: Point) { controller.zoom(to: zoom, about: about, continuous: true) }
    /// Leaves the mode: a temporary one for the mode it was chosen from, any other for drawing
    /// with the tool chosen before (`SketchController.leaveMode`).
    func leave() { controller.leaveMode() }
    /// A stroke begins in the pen's colour (it becomes a recent colour once the pen changes).
    func colorUsed() { controller.penColorDrawn = true }
    /// Clears the canvas, undoably.
    func clear() { controller.clear() }
    /// The services' clock.
    func now() -> Double { controller.services.clock.now() }

    var document: Document { session.document }
    /// `v` units of the widgets' design in drawable pixels.
    func px(_ v: Int) -> Int { Theme.pixels(v, scale) }
    /// The canvas point shown at window point `p`, and back.
    func canvasPoint(_ p: Point) -> Point { canvas.placement.canvasPoint(p) }
    func windowPoint(_ p: Point) -> Point {
        let q = canvas.transform.apply(p)
        return Point(q.x + Double(canvas.rect.x), q.y + Double(canvas.rect.y))
    }
}
