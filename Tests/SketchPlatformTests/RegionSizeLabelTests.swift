@testable import SketchCore
@testable import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// The "W × H" label both frozen-screen overlays show under the rectangle being chosen
/// (`RegionSizeLabel`), and the Wayland overlay's frame with it (`OverlayView`).
@Suite struct RegionSizeLabelTests {
    static let grey = Color(red: 200, green: 200, blue: 200)

    /// A frame of a plain grey 1600×1000 screen at `scale`, with `chosen` drawn on it.
    static func frame(_ chosen: IntRect?, scale: Int = 1, view: inout OverlayView) -> RGBAImage {
        _ = view.draw(chosen, width: 1600 * scale, height: 1000 * scale, scale: Double(scale))
        return view.frame
    }

    static func view(font: GlyphSource?) -> OverlayView {
        OverlayView(screen: RGBAImage(width: 1600, height: 1000, fill: grey), font: font)
    }

    /// How many pixels of `area` are light (the text; the dimmed grey is 100) and black (its
    /// backdrop).
    static func count(_ image: RGBAImage, in area: IntRect) -> (light: Int, black: Int) {
        var light = 0, black = 0
        for y in area.y..<area.maxY { for x in area.x..<area.maxX {
            let p = image[x, y]
            if p.red >= 160 { light += 1 } else if p == .black { black += 1 }
        } }
        return (light, black)
    }

    @Test func theLabelSaysTheSizeInTheScreensPixels() {
        #expect(RegionSizeLabel.text(IntRect(x: 10, y: 20, width: 400, height: 300)) == "400 × 300")
    }

    /// Under the rectangle's lower left corner: a black box with light text in it, where the
    /// frame without a font (no label) has the dimmed screen alone.
    @Test func theWaylandFrameShowsTheLabelUnderTheRectangle() throws {
        let font = try TrueTypeGlyphs(fontPath: TestPaths.font)
        let chosen = IntRect(x: 400, y: 300, width: 400, height: 300)
        var labelled = Self.view(font: font), bare = Self.view(font: nil)
        let with = Self.frame(chosen, view: &labelled), without = Self.frame(chosen, view: &bare)
        let under = IntRect(x: 400, y: 600 + 1, width: 120, height: 40)
        let label = Self.count(with, in: under)
        #expect(label.light > 30 && label.black > 500, "\(label)")
        #expect(Self.count(without, in: under) == (0, 0))
        // The same picture as the X11 overlay puts there.
        let shared = try #require(RegionSizeLabel(glyphs: font).picture(of: chosen, shownAt: chosen, in: IntRect(x: 0, y: 0, width: 1600, height: 1000)))
        #expect(shared.place.x == 400 && shared.place.y == 600 + RegionSizeLabel.gap)
        #expect(with.cropped(to: shared.place) == shared.image)
        // The rest of the frame is the same with or without it.
        var rest = with
        rest.copy(from: without, rect: shared.place, to: shared.place.x, shared.place.y)
        #expect(rest == without)
    }

    /// At the screen's bottom the label goes above the rectangle; when the rectangle changes,
    /// the old label is gone and the new one says the new size.
    @Test func theLabelFollowsTheRectangle() throws {
        let font = try TrueTypeGlyphs(fontPath: TestPaths.font)
        var view = Self.view(font: font)
        let bounds = IntRect(x: 0, y: 0, width: 1600, height: 1000)
        let first = IntRect(x: 100, y: 100, width: 200, height: 200), low = IntRect(x: 1560, y: 800, width: 40, height: 200)
        let firstPlace = try #require(RegionSizeLabel(glyphs: font).picture(of: first, shownAt: first, in: bounds)).place
        #expect(Self.count(Self.frame(first, view: &view), in: firstPlace).black > 0)
        let lowLabel = try #require(RegionSizeLabel(glyphs: font).picture(of: low, shownAt: low, in: bounds))
        #expect(lowLabel.place.maxY == low.y - RegionSizeLabel.gap, "above the rectangle")
        #expect(lowLabel.place.maxX == 1600, "kept on the screen")
        let frame = Self.frame(low, view: &view)
        #expect(frame.cropped(to: lowLabel.place) == lowLabel.image)
        #expect(Self.count(frame, in: firstPlace) == (0, 0), "the first label is gone")
    }

    /// At scale 2 (the frame in the output's pixels) the label is twice as big, and still says
    /// the size in the picture's pixels.
    @Test func atScaleTwoTheLabelIsTwiceAsBig() throws {
        let font = try TrueTypeGlyphs(fontPath: TestPaths.font)
        let chosen = IntRect(x: 400, y: 300, width: 400, height: 300), bounds = IntRect(x: 0, y: 0, width: 1600, height: 1000)
        let one = try #require(RegionSizeLabel(glyphs: font).picture(of: chosen, shownAt: chosen, in: bounds))
        let two = try #require(RegionSizeLabel(glyphs: font, scale: 2).picture(of: chosen, shownAt: chosen, in: bounds))
        #expect(abs(two.image.height - 2 * one.image.height) <= 2 && abs(two.image.width - 2 * one.image.width) <= 4,
                "\(one.image.width)×\(one.image.height), \(two.image.width)×\(two.image.height)")
    }
}
