import SketchCore

/// A widget's identity from one UI pass to the next.
public typealias WidgetID = String

/// The state of the pointer that drives the widgets during one UI pass.
public struct WidgetInput: Equatable, Sendable {
    public var position: Point?
    public var isDown = false
    /// The button went down during this pass.
    public var pressed = false
    /// The button went up during this pass.
    public var released = false
    public var wheel = 0.0
    /// An arrow key's step for the focused widget (a slider moves by it).
    public var step = 0
    public init(position: Point? = nil, isDown: Bool = false, pressed: Bool = false, released: Bool = false, wheel: Double = 0) {
        self.position = position; self.isDown = isDown; self.pressed = pressed; self.released = released; self.wheel = wheel
    }
}
