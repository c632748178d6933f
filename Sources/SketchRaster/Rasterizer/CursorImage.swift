import FoundationEssentials
import SketchCore
import Glibc

/// Pictures for the mouse cursor, drawn here so that they match the strokes exactly.
public enum CursorImage {
    /// A ring as wide as the pen on screen: dark outside, light inside, so it shows on any
    /// photo. Its lines are `scale` times their width on a 96-dpi screen. Returns the image and
    /// its hot spot (the centre).
    public static func ring(diameter: Double, scale: Double = 1) -> (image: RGBAImage, hotX: Int, hotY: Int) {
        let d = max(diameter, 3 * scale)
        let side = Int(d.rounded(.up)) + Int((5 * scale).rounded(.up))
        var image = RGBAImage(width: side, height: side)
        let c = Point(Double(side) / 2, Double(side) / 2)
        let renderer = StrokeRenderer()
        var pts: [Point] = []
        let n = 64
        for i in 0...n {
            let t = 2 * Double.pi * Double(i) / Double(n)
            pts.append(Point(c.x + d / 2 * cos(t), c.y + d / 2 * sin(t)))
        }
        renderer.stroker.addPolyline(pts, width: 2.5 * scale, closed: true, into: renderer.rasterizer)
        renderer.fill(into: &image, color: Color(red: 0, green: 0, blue: 0, alpha: 200), clip: image.bounds)
        renderer.stroker.addPolyline(pts, width: scale, closed: true, into: renderer.rasterizer)
        renderer.fill(into: &image, color: .white, clip: image.bounds)
        // A centre dot, so small pens can still be aimed.
        renderer.stroker.addPolyline([c], width: 2 * scale, into: renderer.rasterizer)
        renderer.fill(into: &image, color: Color(red: 0, green: 0, blue: 0, alpha: 220), clip: image.bounds)
        return (image, side / 2, side / 2)
    }
}
