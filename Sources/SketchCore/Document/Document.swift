/// What a drawing is drawn on: its size in pixels, the colour under the photo, and the photo.
public struct Canvas: Equatable, Sendable {
    public var width: Int
    public var height: Int
    public var background: Color
    /// Where the photo was read from, as the user named it (relative paths are relative to the
    /// `.sketch` file when the document came from one).
    public var photoPath: String?
    /// The part of the canvas that is kept (shown, saved, exported, copied), in whole canvas
    /// pixels inside it; nil keeps all of it. Strokes keep their canvas coordinates under it.
    public var crop: IntRect?
    /// How the photo is turned and flipped to make this canvas (its width and height are the
    /// oriented ones); strokes and the crop are in the oriented canvas's pixels.
    public var orientation: Orientation

    public init(width: Int, height: Int, background: Color = .white, photoPath: String? = nil, crop: IntRect? = nil, orientation: Orientation = .upright) {
        self.width = width; self.height = height; self.background = background; self.photoPath = photoPath; self.crop = crop
        self.orientation = orientation
    }

    /// The photo's own size: the canvas before its orientation.
    public var photoSize: (width: Int, height: Int) { orientation.inverse.size(width: width, height: height) }

    /// What is kept of the canvas: the crop, or the whole canvas.
    public var kept: IntRect { crop ?? IntRect(x: 0, y: 0, width: width, height: height) }

    /// Whether `rect` can crop this canvas: not empty, and inside it.
    public func canCrop(to rect: IntRect) -> Bool {
        !rect.isEmpty && rect.x >= 0 && rect.y >= 0 && rect.maxX <= width && rect.maxY <= height
    }
}

/// The drawing: a canvas of a fixed size in pixels, an optional photo under it, and the strokes.
/// Every edit goes through the history (see `Document+History.swift`; each kind of edit is a
/// file in `Edits/`), so each is undoable, opening another photo over the drawing included.
public struct Document: Equatable, Sendable {
    public static let maxSide = PixelBudget.maxSide

    public internal(set) var width: Int
    public internal(set) var height: Int
    public var background: Color
    /// Where the photo was read from (see `Canvas.photoPath`).
    public var photoPath: String?
    /// See `Canvas.crop`; changed through `crop(to:)`, undoably.
    public internal(set) var crop: IntRect?
    /// See `Canvas.orientation`; changed through `orient(by:)`, undoably.
    public internal(set) var orientation = Orientation.upright
    public internal(set) var strokes: [Stroke] = []
    var undoStack: [Edit] = []
    var redoStack: [Edit] = []
    /// The id the next stroke taken gets.
    var strokeIDs = StrokeIDCounter()

    public init(width: Int, height: Int, background: Color = .white, photoPath: String? = nil, strokes: [Stroke] = []) {
        precondition(Self.isValidSize(width: width, height: height), "canvas size \(width)x\(height) is outside 1...\(Self.maxSide)")
        self.width = width
        self.height = height
        self.background = background
        self.photoPath = photoPath
        self.strokes = strokes.map { strokeIDs.identified($0) }
    }

    public init(canvas: Canvas, strokes: [Stroke] = []) {
        self.init(width: canvas.width, height: canvas.height, background: canvas.background, photoPath: canvas.photoPath, strokes: strokes)
        orientation = canvas.orientation
        if let rect = canvas.crop, canvas.canCrop(to: rect) { crop = rect }
    }

    public static func isValidSize(width: Int, height: Int) -> Bool {
        (1...maxSide).contains(width) && (1...maxSide).contains(height)
    }

    /// The canvas rectangle in canvas pixels.
    public var bounds: IntRect { IntRect(x: 0, y: 0, width: width, height: height) }

    /// What is kept of the canvas (see `Canvas.kept`).
    public var kept: IntRect { canvas.kept }

    public var canvas: Canvas {
        get { Canvas(width: width, height: height, background: background, photoPath: photoPath, crop: crop, orientation: orientation) }
        set {
            width = newValue.width; height = newValue.height; background = newValue.background; photoPath = newValue.photoPath; crop = newValue.crop
            orientation = newValue.orientation
        }
    }
}

/// Hands out stroke ids: each above every id given or seen so far, so an id is never given
/// twice. It is bookkeeping, not content: two documents with the same strokes and history are
/// equal whatever their counters say.
struct StrokeIDCounter: Equatable, Sendable {
    private(set) var next = 1

    /// `stroke` with an id of its own: the one it carries when that is new to this document
    /// (a journalled stroke coming back), else the next one.
    mutating func identified(_ stroke: Stroke) -> Stroke {
        var s = stroke
        if s.id < next { s.id = next }
        next = s.id + 1
        return s
    }

    /// Takes note of ids given elsewhere (a checkpoint's strokes), so they are not given again.
    mutating func saw(_ id: Int) { next = max(next, id + 1) }

    static func == (_: StrokeIDCounter, _: StrokeIDCounter) -> Bool { true }
}
