import Foundation
import SketchCore
import SketchRaster

/// Every tool that filters what is under its box, over a 1000x1000 area of a 1920x1080
/// picture, by size: ns per pixel of the area. A Gaussian's cost should not grow with its
/// radius (three box passes, not a kernel).
@MainActor
enum FilterScenario {
    static func run(_ report: inout Report) {
        var rng = SplitMix64(seed: 11)
        let source = RGBAImage(width: 1920, height: 1080, pixels: (0..<(1920 * 1080)).map { _ in 0xFF00_0000 | UInt32(truncatingIfNeeded: rng.next()) & 0xFF_FFFF })
        let renderer = StrokeRenderer()
        let area = [Point(400, 40), Point(1400, 1040)]
        for tool in Tool.allCases where tool.marking.filtersUnder {
            for size in [12.0, 192] {
            var image = source
            let stroke = Stroke(tool: tool, color: .clear, width: size, points: area)
            report.measure("filters", "\(tool.id) 1000x1000, size \(Int(size))", unit: "px", per: 1_000_000, runs: 7) {
                image = source
                renderer.draw(stroke, transform: .identity, into: &image)
            }
            }
        }
    }
}
