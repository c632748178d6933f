/// What a press on the canvas does. Drawing uses the current `Tool`, which stays chosen while
/// another mode is on, so going back to drawing picks up the same tool.
public enum CanvasMode: Equatable, Sendable {
    /// Pointers draw with the current tool (every finger its own stroke).
    case draw
    /// Pointers move the view: one drags, two pinch (`HandMode`).
    case hand
    /// Pointers pick, move and rubber-band select finished strokes.
    case select
    /// A drag chooses the part of the picture to keep; Enter keeps it (`CropMode`).
    case crop
    /// A press takes the pen's colour from the canvas as shown, then drawing resumes (`EyedropperMode`).
    case eyedropper

    /// The mode's input handling and draft, made fresh each time the mode is chosen.
    func makeInteraction() -> any CanvasInteraction {
        switch self {
        case .draw: return DrawMode()
        case .hand: return HandMode()
        case .select: return SelectMode()
        case .crop: return CropMode()
        case .eyedropper: return EyedropperMode()
        }
    }
}
