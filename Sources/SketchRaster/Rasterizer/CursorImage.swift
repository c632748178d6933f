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

    /// A pipette leaning right, its tip at the bottom left (the hot spot, the pixel whose colour
    /// is taken): dark lines under light ones, so it shows on any photo. Its lines are `scale`
    /// times their width on a 96-dpi screen.
    public static func eyedropper(scale: Double = 1) -> (image: RGBAImage, hotX: Int, hotY: Int) {
        // Room for the dark rim all round, the tip's too.
        let margin = 2.5, side = Int(((20 + 2 * margin) * scale).rounded(.up))
        var image = RGBAImage(width: side, height: side)
        let renderer = StrokeRenderer()
        // On a 20-unit grid from the bottom-left tip: the glass tube, the collar across it, the bulb.
        func at(_ x: Double, _ y: Double) -> Point { Point((margin + x) * scale, Double(side) - (margin + y) * scale) }
        let tip = at(0, 0), tube = [tip, at(11, 11)], collar = [at(9, 14), at(14, 9)], bulb = [at(13, 13), at(16, 16)]
        let dark = Color(red: 0, green: 0, blue: 0, alpha: 220)
        for (line, width) in [(tube, 5.0), (collar, 4.0), (bulb, 7.0)] {
            renderer.stroker.addPolyline(line, width: width * scale, into: renderer.rasterizer)
            renderer.fill(into: &image, color: dark, clip: image.bounds)
        }
        for (line, width) in [(tube, 2.5), (collar, 1.5), (bulb, 4.5)] {
            renderer.stroker.addPolyline(line, width: width * scale, into: renderer.rasterizer)
            renderer.fill(into: &image, color: .white, clip: image.bounds)
        }
        return (image, Int(tip.x), min(side - 1, Int(tip.y)))
    }
}
