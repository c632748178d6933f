/// One mark on the canvas, in canvas (photo) pixels. `width` is the full stroke width.
public struct Stroke: Equatable, Sendable {
    public var tool: Tool
    public var color: Color
    public var width: Double
    public var points: [Point]

    public init(tool: Tool, color: Color, width: Double, points: [Point]) {
        self.tool = tool; self.color = color; self.width = width; self.points = points
    }

    /// The bounds of every pixel the stroke can touch, with its round caps.
    public var bounds: (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for p in points {
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        let r = width / 2
        return (minX - r, minY - r, maxX + r, maxY + r)
    }
}
