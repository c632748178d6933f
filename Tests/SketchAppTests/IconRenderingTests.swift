import Foundation
@testable import SketchApp
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// The toolbar's icons as the rasterizer draws them, at the widget scales people use.
struct IconRenderingTests {
    static let scales = [1.0, 1.25, 1.5, 2.0]
    /// Space around the icon's box in the test image, where no ink may fall.
    static let margin = 6

    /// The icon's coverage (0...255 a pixel) at `scale`: white on black, in a picture with
    /// `margin` pixels around its box.
    static func coverage(_ icon: Icon, scale: Double) -> (alpha: [Int], side: Int, box: IntRect) {
        let ui = WidgetContext(text: TestGlyphs())
        ui.theme.scale = scale
        let box = IntRect(x: margin, y: margin, width: ui.px(Int(Icon.grid)), height: ui.px(Int(Icon.grid)))
        let side = box.width + 2 * margin
        ui.begin(WidgetInput())
        ui.icon(icon, in: box, color: .white)
        var image = RGBAImage(width: side, height: side)
        image.fill(image.bounds, with: .black)
        WidgetPainter(glyphs: TestGlyphs()).paint(ui.commands, into: &image, clip: image.bounds)
        return (image.pixels.map { Int($0 & 0xFF) }, side, box)
    }

    @Test(arguments: scales)
    func everyIconHasInkOnlyInsideItsBox(scale: Double) {
        for icon in Icon.allCases {
            let (alpha, side, box) = Self.coverage(icon, scale: scale)
            var outside = 0, ink = 0.0
            for y in 0..<side {
                for x in 0..<side where alpha[y * side + x] > 0 {
                    if !box.contains(Point(Double(x) + 0.5, Double(y) + 0.5)) { outside += 1 }
                    ink += Double(alpha[y * side + x]) / 255
                }
            }
            #expect(outside == 0, "\(icon) at \(scale): \(outside) pixels of ink outside its box")
            // At least a line across a quarter of the box, however it is drawn.
            let least = Double(box.width) / 4 * Double(box.width) / 12
            #expect(ink >= least, "\(icon) at \(scale): only \(ink) pixels of ink")
        }
    }

    @Test func noTwoIconsLookAlike() {
        let drawn = Icon.allCases.map { ($0, Self.coverage($0, scale: 1).alpha) }
        for (i, a) in drawn.enumerated() {
            for b in drawn[(i + 1)...] {
                let differing = zip(a.1, b.1).filter { abs($0 - $1) > 128 }.count
                #expect(differing >= 20, "\(a.0) and \(b.0) differ in only \(differing) pixels")
            }
        }
    }

    /// The shapes scale as a whole: drawn at 2 and shrunk to half (each 2×2 block averaged),
    /// an icon is the one drawn at 1.
    @Test func twiceTheScaleShrunkIsTheIconAtScaleOne() {
        for icon in Icon.allCases {
            let one = Self.coverage(icon, scale: 1), two = Self.coverage(icon, scale: 2)
            var worst = 0, total = 0
            for y in 0..<one.side {
                for x in 0..<one.side {
                    // The box's corner is at `margin` in both, so a pixel of 1 is the block at 2x - margin.
                    let (x2, y2) = (2 * x - Self.margin, 2 * y - Self.margin)
                    guard x2 >= 0, y2 >= 0, x2 + 1 < two.side, y2 + 1 < two.side else { continue }
                    let block = [(0, 0), (1, 0), (0, 1), (1, 1)].reduce(0) { $0 + two.alpha[(y2 + $1.1) * two.side + x2 + $1.0] } / 4
                    let d = abs(block - one.alpha[y * one.side + x])
                    worst = max(worst, d)
                    total += d
                }
            }
            #expect(worst <= 48, "\(icon): a pixel differs by \(worst)")
            #expect(Double(total) / Double(one.side * one.side) <= 2, "\(icon): the mean difference is \(Double(total) / Double(one.side * one.side))")
        }
    }

    /// Straight lines are sharp at every scale: in icons made only of lines across and down,
    /// few pixels are partly covered (those of the round ends and corners).
    @Test(arguments: scales)
    func straightLinesAreSharp(scale: Double) {
        for icon in [Icon.crop, .tool(.text, filled: false), .tool(.pixelate, filled: false), .tool(.rectangle, filled: false)] {
            let alpha = Self.coverage(icon, scale: scale).alpha
            let inked = alpha.filter { $0 > 0 }.count
            let partial = alpha.filter { $0 > 25 && $0 < 230 }.count
            #expect(Double(partial) <= 0.12 * Double(inked), "\(icon) at \(scale): \(partial) of \(inked) pixels are partly covered")
        }
    }

    @Test func redoIsUndoMirrored() {
        let undo = Self.coverage(.undo, scale: 1), redo = Self.coverage(.redo, scale: 1)
        var differing = 0
        for y in 0..<undo.side {
            for x in 0..<undo.side where abs(undo.alpha[y * undo.side + x] - redo.alpha[y * undo.side + undo.side - 1 - x]) > 32 { differing += 1 }
        }
        #expect(differing == 0, "\(differing) pixels of Redo are not those of Undo mirrored")
    }
}
