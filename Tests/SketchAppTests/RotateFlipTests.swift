import Foundation
@testable import SketchApp
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// Rotate and flip through the keys and the overflow menu: the whole picture turns (photo,
/// strokes, crop) as one undoable, journalled step, and turning back gives the same pixels.
@Suite struct RotateFlipTests {
    static let right: (Character, KeyModifiers) = ("]", .control)
    static let left: (Character, KeyModifiers) = ("[", .control)
    static let flipH: (Character, KeyModifiers) = ("h", [.control, .shift])
    static let flipV: (Character, KeyModifiers) = ("v", [.control, .shift])

    static func press(_ h: Harness, _ key: (Character, KeyModifiers)) { h.press(key.0, key.1) }

    static func drag(_ h: Harness, _ points: [Point]) {
        h.drag(points.map { let w = h.window($0); return (Int(w.x), Int(w.y)) })
    }

    /// A pen scribble, a rectangle, an arrow and a text on the sample photo.
    static func drawSome(_ h: Harness) {
        drag(h, [Point(60, 80), Point(140, 150), Point(260, 110), Point(330, 190)])
        h.press("r"); drag(h, [Point(380, 60), Point(540, 170)])
        h.press("a"); drag(h, [Point(420, 330), Point(200, 250)])
        h.press("t")
        let w = h.window(Point(90, 300))
        h.click(Int(w.x), Int(w.y))
        h.send(.textInput("Upright"))
        h.press(.escape)
        h.press("p")
    }

    /// Saves the picture (Ctrl+S) and reads back what was written.
    static func saved(_ h: Harness) throws -> RGBAImage {
        let before = Set(h.machine.state.withLock { $0.files.keys })
        h.machine.clock += 10
        h.press("s", .control)
        h.controller.waitForBackgroundWork()
        let written = h.machine.state.withLock { $0.files.keys }.filter { !before.contains($0) && $0.hasSuffix(".png") }
        let path = try #require(written.first, "Save wrote a picture")
        return try #require(h.machine.image(at: path))
    }

    /// `image` turned a quarter clockwise, pixel by pixel.
    static func turnedRight(_ image: RGBAImage) -> RGBAImage {
        var out = RGBAImage(width: image.height, height: image.width)
        for y in 0..<out.height { for x in 0..<out.width { out[x, y] = image[y, image.height - 1 - x] } }
        return out
    }

    static func mirrored(_ image: RGBAImage) -> RGBAImage {
        var out = RGBAImage(width: image.width, height: image.height)
        for y in 0..<out.height { for x in 0..<out.width { out[x, y] = image[image.width - 1 - x, y] } }
        return out
    }

    @Test func fourQuarterTurnsAndTwoFlipsOfEachKindGiveBackTheSamePixels() throws {
        let h = Harness()
        Self.drawSome(h)
        let original = try Self.saved(h), strokes = h.controller.document.strokes.count
        for key in [Self.right, Self.right, Self.right, Self.right] { Self.press(h, key) }
        #expect(h.controller.document.orientation == .upright && h.controller.document.strokes.count == strokes)
        #expect(try Self.saved(h) == original, "four right turns")
        for key in [Self.left, Self.left, Self.left, Self.left] { Self.press(h, key) }
        #expect(try Self.saved(h) == original, "four left turns")
        Self.press(h, Self.flipH); Self.press(h, Self.flipH)
        #expect(try Self.saved(h) == original, "two horizontal flips")
        Self.press(h, Self.flipV); Self.press(h, Self.flipV)
        #expect(try Self.saved(h) == original, "two vertical flips")
        Self.press(h, Self.right); Self.press(h, Self.left)
        #expect(try Self.saved(h) == original, "a turn and its opposite")
    }

    @Test func aTurnTurnsThePhotoPixelForPixelAndAFlipMirrorsIt() throws {
        let h = Harness()
        Self.press(h, Self.right)
        #expect(h.controller.document.width == 400 && h.controller.document.height == 600)
        #expect(h.controller.toastText == "Rotated right: 400×600 px (Ctrl+Z takes it back)")
        #expect(try Self.saved(h) == Self.turnedRight(Harness.sample))
        Self.press(h, Self.flipH)
        #expect(try Self.saved(h) == Self.mirrored(Self.turnedRight(Harness.sample)))
        // Shown as saved: the view is the turned photo, fitted.
        let r = h.controller.canvasRect
        #expect(abs(Double(r.width) / Double(r.height) - 400.0 / 600.0) < 0.02)
    }

    @Test func strokesAndTheCropTurnWithThePictureAndTextsStayUpright() throws {
        let h = Harness()
        Self.drawSome(h)
        h.press("c")
        Self.drag(h, [Point(50, 40), Point(560, 380)])
        h.press(.enter)
        let before = h.controller.document, crop = try #require(before.crop)
        Self.press(h, Self.right)
        let after = h.controller.document
        // (x, y) of a 600 × 400 picture is (400 - y, x) once turned right.
        #expect(after.crop == IntRect(x: 400 - crop.maxY, y: crop.x, width: crop.height, height: crop.width))
        for (a, b) in zip(before.strokes, after.strokes) where a.tool != .text {
            #expect(b.points == a.points.map { Point(400 - $0.y, $0.x) }, "\(a.tool)")
        }
        // The text is not turned: its box keeps its size, its centre goes where the picture takes it.
        let text = try #require(before.strokes.firstIndex { $0.tool == .text })
        let measure = StrokeRenderer(text: TestGlyphs())
        let a = try #require(measure.textBounds(before.strokes[text], transform: CanvasTransform(scale: 1)))
        let b = try #require(measure.textBounds(after.strokes[text], transform: CanvasTransform(scale: 1)))
        #expect(a.width == b.width && a.height == b.height)
        let centre = Point(Double(a.x) + Double(a.width) / 2, Double(a.y) + Double(a.height) / 2)
        let moved = Point(Double(b.x) + Double(b.width) / 2, Double(b.y) + Double(b.height) / 2)
        #expect(moved.distance(to: Point(400 - centre.y, centre.x)) <= 1)
        // Saved: the crop's part of the turned picture.
        let picture = try Self.saved(h)
        #expect(picture.width == crop.height && picture.height == crop.width)
    }

    @Test func eachIsOneUndoableStepThatIsJournalledAndRestored() throws {
        let h = Harness()
        Self.drawSome(h)
        let drawn = h.controller.document
        Self.press(h, Self.right)
        let turned = h.controller.document
        Self.press(h, Self.flipV)
        let flipped = h.controller.document
        #expect(flipped.orientation == Orientation.turnedRight.then(.flippedVertically))
        h.press("z", .control)
        #expect(h.controller.document.canvas == turned.canvas && h.controller.document.strokes == turned.strokes)
        #expect(h.controller.toastText == "Undone: the turn or flip")
        h.press("z", .control)
        #expect(h.controller.document.canvas == drawn.canvas && h.controller.document.strokes == drawn.strokes)
        let undone = try Self.saved(h)
        h.press("y", .control); h.press("y", .control)
        #expect(h.controller.document == flipped)
        // The journal holds both steps; a restore shows the same drawing, and can undo them.
        #expect(h.machine.journalled.filter { if case .orient = $0 { true } else { false } }.count == 2)
        guard case .begin(let canvas)? = h.machine.journalled.first else { Issue.record("no begin record"); return }
        let r = Harness(photo: nil)
        r.restore(RestoredSession(id: "s", start: Document(canvas: canvas), layer: nil, redos: 0,
                                             records: Array(h.machine.journalled.dropFirst()), damaged: 0, needsFreshJournal: false))
        #expect(r.controller.document.canvas == flipped.canvas && r.controller.document.strokes == flipped.strokes)
        #expect(try Self.saved(r) == Self.saved(h))
        r.press("z", .control); r.press("z", .control)
        #expect(try Self.saved(r) == undone)
        // A checkpoint keeps the orientation and the steps.
        let snapshot = DocumentSnapshot.encode(h.controller.document)
        let back = try snapshot.withUnsafeBytes { try DocumentSnapshot.decode($0) }
        #expect(back == h.controller.document)
    }

    @Test func thePrimaryMenuAlwaysHoldsThem() throws {
        let h = Harness(width: 1600)
        h.click(widget: Command.primaryMenu.id)
        #expect(h.controller.overlays.menu.open?.menu == .primary)
        h.click(widget: MenuView.itemID(.rotateLeft))
        #expect(h.controller.document.orientation == .turnedLeft)
        h.click(widget: Command.primaryMenu.id)
        h.click(widget: MenuView.itemID(.flipHorizontally))
        #expect(h.controller.document.orientation == Orientation.turnedLeft.then(.flippedHorizontally))
        #expect(try Self.saved(h) == Self.mirrored(Self.turnedRight(Self.turnedRight(Self.turnedRight(Harness.sample)))))
    }
}
