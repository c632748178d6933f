@testable import SketchApp
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// The panel's line styles: Dashed, Both heads and Round corners, on new strokes, on a
/// selection, and in the settings.
@Suite struct LineStyleTests {
    static var withPanel: Settings {
        var s = Settings()
        s.showSettingsPanel = true
        return s
    }

    static func draw(_ h: Harness, _ tool: Character, _ a: Point, _ b: Point) {
        h.press(tool)
        let p = h.window(a), q = h.window(b)
        h.drag([(Int(p.x), Int(p.y)), (Int((p.x + q.x) / 2), Int((p.y + q.y) / 2)), (Int(q.x), Int(q.y))])
    }

    @Test func newStrokesTakeThePanelsStylesAndTheSettingsKeepThem() throws {
        let h = Harness(settings: Self.withPanel)
        // The panel shows what the tool chosen takes.
        h.click(widget: "settings.dash")
        h.press("a")
        h.click(widget: "settings.heads")
        h.press("r")
        h.click(widget: "settings.corners")
        #expect(h.controller.pen.style == PenStyle(dashed: true, heads: .both, roundCorners: true))
        Self.draw(h, "a", Point(100, 100), Point(300, 120))
        Self.draw(h, "r", Point(100, 200), Point(300, 300))
        Self.draw(h, "h", Point(100, 50), Point(300, 50))
        let strokes = h.controller.document.strokes
        #expect(strokes[0].tool == .arrow && strokes[0].heads == .both && strokes[0].dash == .standard)
        #expect(strokes[1].tool == .rectangle && strokes[1].dash == .standard && strokes[1].radius == PenStyle.cornerRadius(forWidth: strokes[1].width))
        #expect(strokes[2].tool == .highlighter && strokes[2].dash == nil, "a highlighter is never dashed")
        // What is shown is what the document renders: the preview and the layer draw the styles.
        let rendered = DocumentRenderer.render(h.controller.document, photo: Harness.sample, scale: Double(h.controller.canvasRect.width) / 600, text: TestGlyphs())
        #expect(h.controller.capture.difference(from: rendered).maxChannel <= 2)
        let stored = try #require(h.machine.storedSettings.last)
        #expect(stored.pen.style == PenStyle(dashed: true, heads: .both, roundCorners: true))
        let file = Settings.parse(stored.text).settings
        #expect(file.pen.style == stored.pen.style)
        #expect(stored.entries.contains { $0 == ("rectangle.corners", "round") } && stored.entries.contains { $0 == ("arrow.heads", "both") })
        // Off again (the line's panel has Dashed, the highlighter's none): the next line is solid.
        h.press("l")
        h.click(widget: "settings.dash")
        Self.draw(h, "l", Point(100, 350), Point(300, 350))
        #expect(h.controller.document.strokes.last?.dash == nil)
    }

    /// A selection takes the style pressed, as one undoable step, and keeps its other styles.
    @Test func aSelectionIsRestyled() throws {
        let h = Harness(settings: Self.withPanel)
        Self.draw(h, "r", Point(100, 100), Point(300, 250))
        Self.draw(h, "a", Point(350, 100), Point(500, 300))
        let before = h.controller.document.strokes
        // The rectangle chosen: the panel shows its corners.
        h.press("r")
        h.press("v")
        let band = (h.window(Point(80, 80)), h.window(Point(520, 320)))
        h.drag([(Int(band.0.x), Int(band.0.y)), (Int(band.1.x), Int(band.1.y))])
        #expect(h.controller.selectedStrokes == [0, 1])
        let depth = h.controller.document.undoDepth
        h.click(widget: "settings.dash")
        var strokes = h.controller.document.strokes
        #expect(strokes[0].dash == .standard && strokes[1].dash == .standard && strokes[0].radius == nil)
        #expect(h.controller.document.undoDepth == depth + 1)
        h.click(widget: "settings.corners")
        strokes = h.controller.document.strokes
        #expect(strokes[0].radius != nil && strokes[0].dash == .standard && strokes[1].radius == nil)
        h.press("z", .control)
        h.press("z", .control)
        #expect(h.controller.document.strokes == before)
    }

    @Test func theSettingsFileReadsAndChecksTheStyles() {
        let parsed = Settings.parse("pen.dash = true\narrow.heads = both\nrectangle.corners = round\n")
        #expect(parsed.warnings.isEmpty && parsed.settings.pen.style == PenStyle(dashed: true, heads: .both, roundCorners: true))
        let bad = Settings.parse("pen.dash = sometimes\narrow.heads = three\nrectangle.corners = oval\n")
        #expect(bad.settings.pen.style == PenStyle())
        #expect(bad.warnings == ["config key pen.dash: \"sometimes\" is not true or false; using false",
                                 "config key arrow.heads: \"three\" is not end or both; using end",
                                 "config key rectangle.corners: \"oval\" is not square or round; using square"])
    }
}
