@testable import SketchApp
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// The panel's Text size (apart from the pen's width) and the text's backdrop (nothing, a box,
/// an outline): on new texts, on a selection, and in the settings.
@Suite struct TextBackdropTests {
    /// Tall enough that the whole panel shows without scrolling.
    static func harness() -> Harness {
        var s = Settings()
        s.showSettingsPanel = true
        return Harness(width: 900, height: 1200, settings: s)
    }

    static func type(_ h: Harness, _ text: String, at p: Point) {
        h.press("t")
        let w = h.window(p)
        h.click(Int(w.x), Int(w.y))
        h.send(.textInput(text))
        h.press(.escape)
    }

    @Test func theTextSizeIsItsOwnAndSizesNewTexts() throws {
        let h = Self.harness()
        h.press("t")  // the panel shows the Text tool's own options
        let width = h.controller.pen.width
        h.click(widget: "settings.textSize")
        let size = h.controller.pen.textSize
        #expect(size != PenSettings.defaultTextSize && PenSettings.textSizeRange.contains(size))
        #expect(h.controller.pen.width == width, "the text size is not the width")
        Self.type(h, "Hi", at: Point(100, 100))
        let text = try #require(h.controller.document.strokes.last)
        #expect(abs(text.width - Double(size) / h.controller.zoom) < 1e-9, "the size on screen, in canvas px at this zoom")
        h.press("]")
        #expect(h.controller.pen.textSize == size, "] changes the width only")
        #expect(h.machine.storedSettings.last?.entries.contains { $0 == ("text.size", "\(size)") } == true)
    }

    @Test func theBackdropSteppedThroughDrawsABoxThenAnOutlineAndIsKept() throws {
        let h = Self.harness()
        h.press("t")  // the panel shows the Text tool's own options
        h.click(widget: "settings.backdrop")
        #expect(h.controller.pen.style.textBackdrop == .box)
        Self.type(h, "Box", at: Point(100, 100))
        h.click(widget: "settings.backdrop")
        #expect(h.controller.pen.style.textBackdrop == .outline)
        Self.type(h, "Ring", at: Point(100, 300))
        let strokes = h.controller.document.strokes
        let pen = h.controller.pen.color
        #expect(strokes[0].background == TextBackdrop.boxColor(for: pen) && strokes[0].outline == nil)
        #expect(strokes[1].outline == TextBackdrop.outlineColor(for: pen) && strokes[1].background == nil)
        // The default red pen: white stands out more, at 80 % for the box.
        #expect(strokes[0].background == Color.white.withAlpha(204))
        // Shown as the document renders it.
        let rendered = DocumentRenderer.render(h.controller.document, photo: Harness.sample, scale: Double(h.controller.canvasRect.width) / 600, text: TestGlyphs())
        #expect(h.controller.capture.difference(from: rendered).maxChannel <= 2)
        let plain = DocumentRenderer.render(Document(width: 600, height: 400, strokes: strokes.map { var s = $0; s.background = nil; s.outline = nil; return s }),
                                            photo: Harness.sample, scale: Double(h.controller.canvasRect.width) / 600, text: TestGlyphs())
        #expect(rendered.difference(from: plain).maxChannel > 100, "the backdrops show")
        let stored = try #require(h.machine.storedSettings.last)
        #expect(Settings.parse(stored.text).settings.pen.style.textBackdrop == .outline)
        h.click(widget: "settings.backdrop")
        #expect(h.controller.pen.style.textBackdrop == .none)
    }

    @Test func aSelectedTextTakesTheBackdropAndTheSizeAsOneStepEach() throws {
        let h = Self.harness()
        Self.type(h, "Sel", at: Point(100, 100))
        let before = try #require(h.controller.document.strokes.last)
        h.press("v")
        let p = h.window(Point(110, 110))
        h.click(Int(p.x), Int(p.y))
        #expect(h.controller.selectedStrokes == [0])
        let depth = h.controller.document.undoDepth
        h.click(widget: "settings.backdrop")
        #expect(h.controller.document.strokes[0].background != nil && h.controller.document.undoDepth == depth + 1)
        h.click(widget: "settings.textSize")
        #expect(h.controller.document.strokes[0].width != before.width && h.controller.document.undoDepth == depth + 2)
        h.press("z", .control)
        h.press("z", .control)
        #expect(h.controller.document.strokes[0] == before)
    }
}
