/// One mark on the canvas, in canvas (photo) pixels. `width` is the full stroke width (a
/// text's em size, a filter's block size or radius).
public struct Stroke: Equatable, Sendable {
    public var tool: Tool
    public var color: Color
    public var width: Double
    public var points: [Point]
    /// A text stroke's text: lines separated by "\n".
    public var text: String?
    /// A numbered marker's number, from 1.
    public var number: Int?
    /// The colour a rectangle or ellipse is filled with, under its outline.
    public var fill: Color?
    /// Dashes along its line, for the tools that `canDash`; nil: solid.
    public var dash: Dash?
    /// An arrow's heads: at its end, or at both ends.
    public var heads = ArrowHeads.end
    /// A rectangle's corner radius in canvas px (see `cornerRadius`); nil: square corners.
    public var radius: Double?
    /// A pasted image's picture, drawn into the box of its two points.
    public var image: EmbeddedImage?
    /// A text's box (`TextBackdrop.box`) and outline (`TextBackdrop.outline`) colours.
    public var background: Color?
    public var outline: Color?
    /// The stroke's identity in its document, which the journal names it by: given when the
    /// document first takes the stroke (0 until then), kept when the stroke is replaced, undone
    /// or redone, never given to another. It is not part of what the stroke looks like, so
    /// equality leaves it out.
    public var id: Int = 0

    public init(tool: Tool, color: Color, width: Double, points: [Point], text: String? = nil, number: Int? = nil, fill: Color? = nil) {
        self.tool = tool; self.color = color; self.width = width; self.points = points
        self.text = text; self.number = number; self.fill = fill
    }

    public static func == (a: Stroke, b: Stroke) -> Bool {
        a.tool == b.tool && a.color == b.color && a.width == b.width && a.points == b.points
            && a.text == b.text && a.number == b.number && a.fill == b.fill
            && a.dash == b.dash && a.heads == b.heads && a.radius == b.radius && a.image == b.image
            && a.background == b.background && a.outline == b.outline
    }

    /// The bounds of every pixel the stroke can touch, with its round caps. (Text is measured
    /// by the renderer, which has the font.)
    public var bounds: (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for p in points {
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        let r = tool.numbered ? max(Self.markerDiameter(width: width), width) / 2 : width / 2
        return (minX - r, minY - r, maxX + r, maxY + r)
    }

    /// A numbered marker's disc: three times the width, at least 24 px across.
    public static func markerDiameter(width: Double) -> Double { max(3 * width, 24) }

    /// An arrow head's length for a full stroke width `w`: readable at 1 px, in proportion at 64.
    public static func arrowHeadLength(width w: Double) -> Double { 9 + 2.5 * w }
}

extension Document {
    /// The number the next marker gets: one more than the highest marker shown, so numbers
    /// follow undo (undoing marker 3 makes the next one 3 again) and start at 1 after a clear.
    public var nextMarkerNumber: Int {
        (strokes.lazy.compactMap(\.number).max() ?? 0) + 1
    }
}
