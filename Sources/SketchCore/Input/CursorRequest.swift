/// The mouse cursor the window should show.
public enum CursorRequest: Equatable, Sendable {
    case arrow
    /// A ring as wide as the pen on screen (in drawable pixels), over the canvas; its lines are
    /// `scale` (the widgets' scale) pixels per unit.
    case ring(diameter: Double, scale: Double)
    /// The system's text cursor (an I-beam), over the canvas with the Text tool.
    case text
    /// A hand: a drag moves the view (the Hand tool, or Space held).
    case hand
    /// A crosshair: a click takes the colour under it (the eyedropper).
    case crosshair
}
