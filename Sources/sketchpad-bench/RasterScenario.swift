import Foundation
import SketchCore
import SketchRaster

/// ns per stroke point by width, and compositing a full 1920x1080 frame.
@MainActor
enum RasterScenario {
    static func run(_ report: inout Report) {
        let renderer = StrokeRenderer()
        var image = RGBAImage(width: 1920, height: 1080, fill: .white)
        for width in [2.0, 8.0, 32.0] {
            let stroke = scribble(points: 2000, width: width)
            report.measure("raster", "pen stroke, width \(Int(width))", unit: "point", per: Double(stroke.points.count)) {
                renderer.draw(stroke, transform: .identity, into: &image)
            }
        }
        let photo = RGBAImage(width: 1920, height: 1080, fill: Color(red: 30, green: 90, blue: 160))
        var translucent = RGBAImage(width: 1920, height: 1080, fill: Color(red: 200, green: 40, blue: 40, alpha: 128))
        translucent[0, 0] = .white
        var frame = RGBAImage(width: 1920, height: 1080)
        report.measure("raster", "copy 1920x1080 layer into frame", unit: "frame") {
            frame.copy(from: photo, rect: photo.bounds, to: 0, 0)
        }
        report.measure("raster", "composite 1920x1080 translucent layer", unit: "frame") {
            frame.composite(translucent, at: 0, 0)
        }
    }

    /// A mouse-like scribble: small random steps, 2-3 px apart, across the frame.
    static func scribble(points: Int, width: Double, seed: UInt64 = 7) -> Stroke {
        var rng = SplitMix64(seed: seed)
        var p = Point(960, 540)
        var pts: [Point] = []
        var heading = 0.0
        for _ in 0..<points {
            heading += (rng.unit() - 0.5) * 0.6
            p = Point(min(max(p.x + 2.5 * cos(heading), 40), 1880), min(max(p.y + 2.5 * sin(heading), 40), 1040))
            pts.append(p)
        }
        return Stroke(tool: .pen, color: Color(red: 229, green: 57, blue: 53, alpha: 200), width: width, points: pts)
    }
}
