import SketchCore
import SketchRaster

/// A stroke being drawn by one pointer. Its settled part accumulates in `mask` segment by
/// segment (coverage combined by maximum, so the stroke is still composited once); the
/// unsettled piece up to the pointer lives in `tail` and is redrawn on every move.
final class LiveStroke {
    let tool: Tool
    let color: Color
    let width: Double
    /// A rectangle's or ellipse's fill, if it has one.
    let fill: Color?
    /// The pen's line style, which the stroke takes when it is finished (and its preview shows).
    let style: PenStyle
    var smoother: StrokeSmoother
    /// For two-point tools: the start and the current end.
    var start: Point
    var end: Point
    /// Where the pointer is, in window pixels (for the pen-tip indicator).
    var pointer: Point
    /// Whether a pen-tip circle follows the pointer: a finger's, which has no cursor to show
    /// where it draws. The mouse has its cursor (`CursorRequest.ring` for the freehand tools).
    let showsTip: Bool
    var mask: [UInt8]
    var maskBounds = IntRect.empty
    var tail: [UInt8]
    var tailBounds = IntRect.empty
    /// Smoothed points whose segments are already in `mask` (freehand tools).
    var drawnPoints = 0
    /// Whether the pointer moved since the masks were last drawn (freehand tools).
    var tailPending = false

    init(tool: Tool, color: Color, width: Double, fill: Color?, style: PenStyle = PenStyle(), start: Point, pointer: Point, showsTip: Bool = false, tolerance: Double, mask: [UInt8], tail: [UInt8]) {
        self.tool = tool
        self.color = color
        self.width = width
        self.fill = fill
        self.style = style
        self.start = start
        self.end = start
        self.pointer = pointer
        self.showsTip = showsTip
        smoother = StrokeSmoother(start: start, tolerance: tolerance, minSpacing: tolerance * 2)
        self.mask = mask
        self.tail = tail
    }

    /// Whether it is a shape drawn whole from where it began to the pointer (not freehand).
    var isShape: Bool { tool.pointCount != nil }

    /// The shape as it stands (its preview), or the stroke as it will be stored. A marker's
    /// number is given when it is added to the drawing.
    func finished() -> Stroke {
        let stored = tool.hasColor ? color : .clear
        switch tool.pointCount {
        case 1?: return Stroke(tool: tool, color: stored, width: width, points: [end])
        case 2?: return style.apply(to: Stroke(tool: tool, color: stored, width: width, points: [start, end], fill: fill))
        default: return style.apply(to: Stroke(tool: tool, color: stored, width: width, points: smoother.finish()))
        }
    }
}
