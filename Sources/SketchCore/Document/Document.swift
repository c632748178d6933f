/// What a drawing is drawn on: its size in pixels, the colour under the photo, and the photo.
public struct Canvas: Equatable, Sendable {
    public var width: Int
    public var height: Int
    public var background: Color
    /// Where the photo was read from, as the user named it (relative paths are relative to the
    /// `.sketch` file when the document came from one).
    public var photoPath: String?

    public init(width: Int, height: Int, background: Color = .white, photoPath: String? = nil) {
        self.width = width; self.height = height; self.background = background; self.photoPath = photoPath
    }
}

/// The drawing: a canvas of a fixed size in pixels, an optional photo under it, and the strokes.
/// Every edit goes through the history (see `Document+History.swift`), so each is undoable,
/// opening another photo over the drawing included.
public struct Document: Equatable, Sendable {
    public static let maxSide = PixelBudget.maxSide

    public internal(set) var width: Int
    public internal(set) var height: Int
    public var background: Color
    /// Where the photo was read from (see `Canvas.photoPath`).
    public var photoPath: String?
    public internal(set) var strokes: [Stroke] = []
    var undoStack: [Edit] = []
    var redoStack: [Edit] = []

    public init(width: Int, height: Int, background: Color = .white, photoPath: String? = nil, strokes: [Stroke] = []) {
        precondition(Self.isValidSize(width: width, height: height), "canvas size \(width)x\(height) is outside 1...\(Self.maxSide)")
        self.width = width
        self.height = height
        self.background = background
        self.photoPath = photoPath
        self.strokes = strokes
    }

    public init(canvas: Canvas, strokes: [Stroke] = []) {
        self.init(width: canvas.width, height: canvas.height, background: canvas.background, photoPath: canvas.photoPath, strokes: strokes)
    }

    public static func isValidSize(width: Int, height: Int) -> Bool {
        (1...maxSide).contains(width) && (1...maxSide).contains(height)
    }

    /// The canvas rectangle in canvas pixels.
    public var bounds: IntRect { IntRect(x: 0, y: 0, width: width, height: height) }

    public var canvas: Canvas {
        get { Canvas(width: width, height: height, background: background, photoPath: photoPath) }
        set { width = newValue.width; height = newValue.height; background = newValue.background; photoPath = newValue.photoPath }
    }
}
