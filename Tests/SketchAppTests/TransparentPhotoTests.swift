import Foundation
@testable import SketchApp
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// A photo with transparency: the window shows it over grey squares, and Save, Export and Copy
/// keep its alpha; strokes keep their own alpha over it, and the eraser shows it again.
@Suite struct TransparentPhotoTests {
    static let blue = Color(red: 0x20, green: 0x40, blue: 0xC0)

    /// 200x100: the left half fully transparent, the right half opaque blue.
    static func harness(pen: Color = Color(red: 0xE5, green: 0x39, blue: 0x35)) -> Harness {
        var photo = RGBAImage(width: 200, height: 100, fill: .clear)
        photo.fill(IntRect(x: 100, y: 0, width: 100, height: 100), with: blue)
        let machine = TestMachine()
        machine.put(photo, at: machine.home + "/cut-out.png")
        var settings = Settings()
        settings.pen = PenSettings(width: 12, color: pen)
        return Harness(photo: machine.home + "/cut-out.png", settings: settings, machine: machine)
    }

    static func at(_ h: Harness, _ p: Point) -> (Int, Int) {
        let w = h.controller.windowPoint(ofCanvas: p)
        return (Int(w.x), Int(w.y))
    }

    @Test func theWindowShowsGreySquaresWhereThePhotoIsTransparent() throws {
        let h = Self.harness()
        #expect(h.controller.document.background.alpha == 0)
        h.machine.clock += 10
        h.send()
        let shown = h.shownCanvas
        var greys = Set<UInt32>()
        for y in 0..<shown.height { for x in 0..<shown.width / 2 - 2 { greys.insert(shown.pixels[y * shown.width + x]) } }
        #expect(greys == [Checkerboard.light, Checkerboard.dark], "only the two greys: \(greys.map { String($0, radix: 16) })")
        #expect(shown[shown.width - 3, shown.height / 2] == Self.blue)
        // An opaque photo shows no squares.
        let plain = Harness()
        #expect(plain.controller.document.background == .white)
    }

    /// Every output keeps the alpha; a JPEG, which cannot, is told to lay it on white, since
    /// the canvas has no background of its own.
    @Test func saveSaveViewAndCopyKeepTheAlpha() throws {
        let h = Self.harness()
        h.press("s", [.control, .alt])
        h.press("s", .control)
        h.press("c", .control)
        h.controller.waitForBackgroundWork()
        let saved = try #require(h.machine.image(at: h.machine.picturesFolder + "/cut-out-edited-20261129-130509-view.png"))
        let exported = try #require(h.machine.image(at: h.machine.picturesFolder + "/cut-out-edited-20261129-130509.png"))
        #expect(h.machine.writeOptions(at: h.machine.picturesFolder + "/cut-out-edited-20261129-130509.png")?.matte == .white)
        let copied = try #require(h.machine.clipboard.last)
        #expect(exported.width == 200 && exported[10, 10].alpha == 0 && exported[150, 50] == Self.blue)
        for image in [saved, copied] {
            #expect(image[2, image.height / 2].alpha == 0 && image[image.width - 3, image.height / 2] == Self.blue)
        }
    }

    @Test func strokesKeepTheirOwnAlphaAndTheEraserShowsTransparencyAgain() throws {
        let half = Color(red: 0xE5, green: 0x39, blue: 0x35, alpha: 128)
        let h = Self.harness(pen: half)
        h.drag([Self.at(h, Point(20, 30)), Self.at(h, Point(180, 30))])
        h.drag([Self.at(h, Point(20, 70)), Self.at(h, Point(180, 70))])
        h.press("e")
        h.drag([Self.at(h, Point(50, 5)), Self.at(h, Point(50, 95))])
        h.drag([Self.at(h, Point(150, 5)), Self.at(h, Point(150, 95))])
        h.press("s", .control)
        h.controller.waitForBackgroundWork()
        let exported = try #require(h.machine.image(at: h.machine.picturesFolder + "/cut-out-edited-20261129-130509.png"))
        // Over the transparent half the ink is as transparent as the pen; over blue it is laid on it.
        #expect(exported[25, 30] == half)
        #expect(exported[175, 30].alpha == 255 && exported[175, 30] != Self.blue)
        // Erased: transparent again on the left, the photo again on the right.
        #expect(exported[50, 30].alpha == 0 && exported[50, 70].alpha == 0)
        #expect(exported[150, 30] == Self.blue)
    }

    /// A fully transparent pixel has no colour: the eyedropper picks nothing there (not the
    /// black its zero channels would read as), says so, and stays on; a pixel with colour
    /// (the photo, or a stroke over the transparent part) is picked as before.
    @Test func theEyedropperPicksNothingWhereThePhotoIsTransparent() throws {
        let pen = Color(red: 0xE5, green: 0x39, blue: 0x35)
        let h = Self.harness(pen: pen.withAlpha(200))
        h.press("i")
        let clear = Self.at(h, Point(50, 50))
        h.click(clear.0, clear.1)
        #expect(h.controller.pen.color == pen.withAlpha(200), "the colour stays")
        #expect(h.controller.toastText == "No colour to pick here: the picture is transparent")
        #expect(h.controller.mode == .eyedropper, "the eyedropper stays on for another try")
        let opaque = Self.at(h, Point(150, 50))
        h.click(opaque.0, opaque.1)
        #expect(h.controller.pen.color == Self.blue.withAlpha(200))
        #expect(h.controller.mode == .draw)
        // A stroke drawn over the transparent half is picked there.
        let a = Self.at(h, Point(20, 80)), b = Self.at(h, Point(80, 80))
        h.drag([a, b])
        h.press("i")
        let mid = Self.at(h, Point(50, 80))
        h.click(mid.0, mid.1)
        #expect(h.controller.pen.color.alpha == 200)
        #expect(h.controller.pen.color.withAlpha(255) == Self.blue, "the blue stroke's colour")
    }
}
