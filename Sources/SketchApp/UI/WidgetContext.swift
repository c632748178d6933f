import SketchCore
import SketchRaster

/// Immediate-mode widgets in the manner of microui and Dear ImGui: each widget is one call
/// that takes an id and a rectangle, decides whether it is hot (under the pointer) or active
/// (held), reacts to the input, records its drawing, and returns whether it changed.
/// The logic keeps no widget objects; only the hot and active ids live between passes.
public final class WidgetContext {
    public private(set) var commands: [DrawCommand] = []
    public private(set) var hot: WidgetID?
    public private(set) var active: WidgetID?
    /// The widget the arrow keys move (a slider takes it when pressed), until another is pressed.
    public var focused: WidgetID?
    public var input = WidgetInput()
    public let text: TextMeasuring
    public var theme = Theme()
    /// Where each widget of the last pass was, for tests and for finding a widget by name.
    public private(set) var rects: [WidgetID: IntRect] = [:]
    /// The icons' shapes as drawn last (`Icon.shapes` flattens arcs each time).
    let iconShapes = IconShapeCache()

    public init(text: TextMeasuring) { self.text = text }

    public func begin(_ input: WidgetInput) {
        self.input = input
        commands.removeAll(keepingCapacity: true)
        rects.removeAll(keepingCapacity: true)
        hot = nil
    }

    public func end() {
        if input.released || !input.isDown { active = nil }
    }

    /// True while a widget holds the pointer: pointer events belong to the UI until release.
    public var isCapturing: Bool { active != nil }

    public func draw(_ command: DrawCommand) { commands.append(command) }

    /// Records where a group of widgets is (an option of the options bar), for tests and
    /// lookups by name; it takes no input of its own.
    public func mark(_ id: WidgetID, _ rect: IntRect) {
        rects[id] = rect
        marks?.append((id, rect))
    }

    /// The rectangles widgets gave while a section is recorded (`WidgetSectionCache`), so a
    /// section drawn again from the cache gives them again.
    private var marks: [(WidgetID, IntRect)]?

    func recordMarks() { marks = [] }

    func recordedMarks() -> [(WidgetID, IntRect)] {
        defer { marks = nil }
        return marks ?? []
    }

    /// A section's drawing and rectangles, as a pass recorded them, given again.
    func replay(_ commands: [DrawCommand], marks: [(WidgetID, IntRect)]) {
        self.commands += commands
        for (id, rect) in marks { rects[id] = rect }
    }

    /// A size in window coordinates, in drawable pixels.
    public func px(_ v: Int) -> Int { Theme.pixels(v, theme.scale) }

    /// The shared first step of every widget: hot when the pointer is over `rect`, active
    /// from a press on it until the release.
    @discardableResult
    public func interact(_ id: WidgetID, _ rect: IntRect) -> (hot: Bool, active: Bool, pressedNow: Bool) {
        rects[id] = rect
        marks?.append((id, rect))
        let over = input.position.map { rect.contains($0) } ?? false
        if over && (active == nil || active == id) { hot = id }
        var pressedNow = false
        if over && input.pressed && active == nil {
            active = id
            pressedNow = true
            if focused != id { focused = nil }
        }
        return (hot == id, active == id, pressedNow)
    }
}
