import SketchCore

/// What the widgets of one pass ask to be drawn, in window pixels. The drawing backend
/// (SketchRaster's `WidgetPainter`) turns these into pixels; nothing here touches pixels.
public enum DrawCommand: Equatable, Sendable {
    case rect(IntRect, Color, radius: Int)
    case frame(IntRect, Color, thickness: Int, radius: Int)
    case text(String, x: Int, y: Int, size: Int, Color)
    case circle(center: Point, diameter: Double, Color)
    case checker(IntRect, cell: Int)
    case clip(IntRect?)
    /// A small picture (a thumbnail) with its top-left at (x, y), laid over by its alpha.
    case image(RGBAImage, x: Int, y: Int)
    /// Vector shapes (an icon) in one colour, filled as one union.
    case shapes([VectorShape], Color)
}
