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
    /// A crosshair: a drag draws a shape from where it starts (rectangle, arrow, spotlight, …).
    case crosshair
    /// A pipette whose tip is the hot spot: a click takes the colour under it (the eyedropper,
    /// or Alt held over the canvas); its lines are `scale` pixels per unit, as the ring's.
    case eyedropper(scale: Double)
    /// Four arrows: a drag moves what is under the pointer (a selection).
    case move
    /// A double arrow: a drag resizes along it (a selection's handles).
    case resize(ResizeDirection)
}

/// The line a resize cursor's arrows lie on.
public enum ResizeDirection: Equatable, Sendable {
    /// Top left to bottom right.
    case diagonalDown
    /// Bottom left to top right.
    case diagonalUp
    case horizontal
    case vertical
}
