/// What a press on the canvas does. Drawing uses the current `Tool`, which stays chosen while
/// another mode is on, so going back to drawing picks up the same tool.
public enum CanvasMode: Equatable, Sendable {
    /// Pointers draw with the current tool (every finger its own stroke).
    case draw
    /// Pointers move the view: one drags, two pinch.
    case hand
    /// A press takes the pen's colour from the canvas as shown, then drawing resumes.
    case eyedropper
}
