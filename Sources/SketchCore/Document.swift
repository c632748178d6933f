/// The drawing: a canvas of a fixed size in pixels, an optional photo under it, and the strokes.
/// Every edit goes through the history (see `Document+History.swift`), so each is undoable.
public struct Document: Equatable, Sendable {
    public static let maxSide = PixelBudget.maxSide

    public let width: Int
    public let height: Int
    public var background: Color
    /// Where the photo was read from, as the user named it (relative paths are relative to the
    /// `.sketch` file when the document came from one).
    public var photoPath: String?
    public internal(set) var strokes: [Stroke] = []
    var undoStack: [Edit] = []
    var redoStack: [Edit] = []

    public init(width: Int, height: Int, background: Color = .white, photoPath: String? = nil, strokes: [Stroke] = []) {
        precondition((1...Self.maxSide).contains(width) && (1...Self.maxSide).contains(height),
                     "canvas size \(width)x\(height) is outside 1...\(Self.maxSide)")
        self.width = width
        self.height = height
        self.background = background
        self.photoPath = photoPath
        self.strokes = strokes
    }

    /// The canvas rectangle in canvas pixels.
    public var bounds: IntRect { IntRect(x: 0, y: 0, width: width, height: height) }
}
