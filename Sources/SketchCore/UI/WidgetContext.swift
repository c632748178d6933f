/// A widget's identity from one UI pass to the next.
public typealias WidgetID = String

/// What the widgets of one pass ask to be drawn, in window pixels. The drawing backend
/// (SketchRaster's `WidgetPainter`) turns these into pixels; nothing here touches pixels.
public enum DrawCommand: Equatable, Sendable {
    case rect(IntRect, Color, radius: Int)
    case frame(IntRect, Color, thickness: Int, radius: Int)
    case text(String, x: Int, y: Int, size: Int, Color)
    case circle(center: Point, diameter: Double, Color)
    case checker(IntRect, cell: Int)
    case clip(IntRect?)
}

/// Measures text for layout; the platform answers with the real font.
public protocol TextMeasuring: AnyObject {
    func textWidth(_ text: String, size: Int) -> Int
}

/// The state of the pointer that drives the widgets during one UI pass.
public struct WidgetInput: Equatable, Sendable {
    public var position: Point?
    public var isDown = false
    /// The button went down during this pass.
    public var pressed = false
    /// The button went up during this pass.
    public var released = false
    public var wheel = 0.0
    public init(position: Point? = nil, isDown: Bool = false, pressed: Bool = false, released: Bool = false, wheel: Double = 0) {
        self.position = position; self.isDown = isDown; self.pressed = pressed; self.released = released; self.wheel = wheel
    }
}

/// Immediate-mode widgets in the manner of microui and Dear ImGui: each widget is one call
/// that takes an id and a rectangle, decides whether it is hot (under the pointer) or active
/// (held), reacts to the input, records its drawing, and returns whether it changed.
/// The logic keeps no widget objects; only the hot and active ids live between passes.
public final class WidgetContext {
    public private(set) var commands: [DrawCommand] = []
    public private(set) var hot: WidgetID?
    public private(set) var active: WidgetID?
    public var input = WidgetInput()
    public let text: TextMeasuring
    public var theme = Theme()
    /// Where each widget of the last pass was, for tests and for finding a widget by name.
    public private(set) var rects: [WidgetID: IntRect] = [:]

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

    /// A size in window coordinates, in drawable pixels.
    public func px(_ v: Int) -> Int { Theme.pixels(v, theme.scale) }

    /// The shared first step of every widget: hot when the pointer is over `rect`, active
    /// from a press on it until the release.
    @discardableResult
    public func interact(_ id: WidgetID, _ rect: IntRect) -> (hot: Bool, active: Bool, pressedNow: Bool) {
        rects[id] = rect
        let over = input.position.map { rect.contains($0) } ?? false
        if over && (active == nil || active == id) { hot = id }
        var pressedNow = false
        if over && input.pressed && active == nil {
            active = id
            pressedNow = true
        }
        return (hot == id, active == id, pressedNow)
    }

    /// A push button; returns true when clicked (released over it after a press on it).
    public func button(_ id: WidgetID, _ rect: IntRect, label: String, selected: Bool = false, enabled: Bool = true) -> Bool {
        let state = interact(id, rect)
        let clicked = enabled && state.active && input.released && (input.position.map { rect.contains($0) } ?? false)
        let fill: Color
        if !enabled { fill = theme.buttonDisabled } else if selected || (state.active && state.hot) { fill = theme.buttonActive } else if state.hot { fill = theme.buttonHot } else { fill = theme.button }
        draw(.rect(rect, fill, radius: px(6)))
        if selected { draw(.frame(rect, theme.accent, thickness: px(2), radius: px(6))) }
        let size = theme.fontSize
        let w = text.textWidth(label, size: size)
        draw(.text(label, x: rect.x + (rect.width - w) / 2, y: rect.y + (rect.height - theme.lineHeight) / 2, size: size,
                   enabled ? theme.text : theme.textDisabled))
        return clicked
    }

    /// A horizontal slider with its name and value above the track. Dragging or clicking sets
    /// the value from the pointer's x; returns true when the value changed.
    public func slider(_ id: WidgetID, _ rect: IntRect, label: String, value: inout Int, range: ClosedRange<Int>) -> Bool {
        let state = interact(id, rect)
        let labelY = rect.y
        let trackY = rect.y + theme.lineHeight + px(10)
        let track = IntRect(x: rect.x + px(10), y: trackY, width: rect.width - px(20), height: px(6))
        var changed = false
        if state.active, let p = input.position, track.width > 0 {
            let t = min(max((p.x - Double(track.x)) / Double(track.width), 0), 1)
            let newValue = range.lowerBound + Int((t * Double(range.upperBound - range.lowerBound)).rounded())
            if newValue != value { value = newValue; changed = true }
        }
        if state.hot && input.wheel != 0 && active == nil {
            let newValue = min(max(value + (input.wheel > 0 ? 1 : -1), range.lowerBound), range.upperBound)
            if newValue != value { value = newValue; changed = true }
        }
        draw(.text(label, x: rect.x + px(10), y: labelY, size: theme.fontSize, theme.text))
        let valueText = String(value)
        draw(.text(valueText, x: rect.maxX - px(10) - text.textWidth(valueText, size: theme.fontSize), y: labelY, size: theme.fontSize, theme.text))
        draw(.rect(track, theme.track, radius: px(3)))
        let t = range.upperBound > range.lowerBound ? Double(value - range.lowerBound) / Double(range.upperBound - range.lowerBound) : 0
        let knobX = Double(track.x) + t * Double(track.width)
        draw(.rect(IntRect(x: track.x, y: track.y, width: Int(knobX) - track.x, height: track.height), theme.accent, radius: px(3)))
        let knob = Double(px(state.active || state.hot ? 20 : 16))
        draw(.circle(center: Point(knobX, Double(track.y + px(3))), diameter: knob, state.active ? theme.accent : theme.knob))
        return changed
    }

    /// A line of text.
    public func label(_ string: String, x: Int, y: Int, color: Color? = nil, size: Int? = nil) {
        draw(.text(string, x: x, y: y, size: size ?? theme.fontSize, color ?? theme.text))
    }
}

/// Colours and sizes of the widgets.
public struct Theme: Equatable, Sendable {
    /// Drawable pixels per unit of the widgets' design (2 on a HiDPI screen, 1.5 for a
    /// 144-dpi X11 desktop): every size is multiplied by it and rounded to whole pixels, so
    /// text and widgets are drawn at the screen's own resolution.
    public var scale = 1.0 {
        didSet { fontSize = Self.pixels(14, scale); lineHeight = Self.pixels(18, scale) }
    }
    /// `units` of the design in pixels at `scale`.
    public static func pixels(_ units: Int, _ scale: Double) -> Int { Int((Double(units) * scale).rounded()) }
    public var fontSize = 14
    public var lineHeight = 18
    public var background = Color(red: 0x2B, green: 0x2D, blue: 0x31)
    public var panel = Color(red: 0x36, green: 0x38, blue: 0x3D)
    public var button = Color(red: 0x45, green: 0x48, blue: 0x4F)
    public var buttonHot = Color(red: 0x55, green: 0x59, blue: 0x62)
    public var buttonActive = Color(red: 0x2F, green: 0x6F, blue: 0xD6)
    public var buttonDisabled = Color(red: 0x3A, green: 0x3C, blue: 0x41)
    public var accent = Color(red: 0x4A, green: 0x90, blue: 0xF0)
    public var text = Color(red: 0xF2, green: 0xF3, blue: 0xF5)
    public var textDisabled = Color(red: 0x80, green: 0x84, blue: 0x8C)
    public var track = Color(red: 0x5A, green: 0x5E, blue: 0x66)
    public var knob = Color(red: 0xE8, green: 0xEA, blue: 0xED)
    public init() {}
}
