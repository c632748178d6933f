import Foundation
@testable import SketchApp
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// The Text tool, markers and filled shapes through the controller, with input events as the
/// platform sends them (keys, typed text, an input method's composition).
extension ControllerTests {
    /// Clicks canvas point `p` with the Text tool and types `text` as SDL sends it.
    static func type(_ h: Harness, at p: Point, _ text: String) {
        h.press("t")
        let w = h.window(p)
        h.click(Int(w.x), Int(w.y))
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.offset > 0 { h.press(.enter) }
            if !line.element.isEmpty { h.send(.textInput(String(line.element))) }
        }
    }

    @Test func typedTextIsAddedWhenItEndsInThePensColourAndSize() throws {
        let h = Harness()
        Self.type(h, at: Point(100, 80), "Hi\nthere")
        #expect(h.controller.isEditingText && h.controller.editedText == "Hi\nthere")
        #expect(h.controller.textInputRect != nil, "text input is asked for at the caret")
        #expect(h.controller.document.strokes.isEmpty, "nothing is added while typing")
        #expect(h.controller.cursor == .text, "an I-beam over the canvas")
        // Keys are text while typing: P types nothing and picks no tool.
        h.press("p")
        #expect(h.controller.tool == .text)
        h.press(.escape)
        #expect(!h.controller.isEditingText && h.controller.textInputRect == nil)
        let s = try #require(h.controller.document.strokes.last)
        #expect(s.tool == .text && s.text == "Hi\nthere" && s.color == PenSettings.default.color)
        // 24 px on screen at the zoom the photo is shown at, as the pen's widths are.
        #expect(abs(s.width * h.controller.zoom - 24) < 1e-9, "\(s.width) at \(h.controller.zoom)")
        #expect(s.points[0].distance(to: Point(100, 80)) < 1.5)
        // The screen shows what the document renders.
        let r = h.controller.canvasRect
        let rendered = DocumentRenderer.render(h.controller.document, photo: Harness.sample, scale: Double(r.width) / 600, text: TestGlyphs())
        #expect(h.shownCanvas.difference(from: rendered).maxChannel <= 2)
        #expect(h.shownCanvas != DocumentRenderer.render(Document(width: 600, height: 400), photo: Harness.sample, scale: Double(r.width) / 600))
        h.press("z", .control)
        #expect(h.controller.document.strokes.isEmpty, "one undo takes the text away")
    }

    @Test func backspaceArrowsAndAClickElsewhere() throws {
        let h = Harness()
        Self.type(h, at: Point(50, 50), "abcd")
        h.press(.backspace)
        h.press(.left)
        h.press(.left)
        h.send(.textInput("X"))
        h.press(.delete)
        #expect(h.controller.editedText == "aXc")
        let far = h.window(Point(400, 300))
        h.click(Int(far.x), Int(far.y))
        #expect(!h.controller.isEditingText, "a click elsewhere ends the text")
        #expect(h.controller.document.strokes.map(\.text) == ["aXc"])
        // An empty text is never added.
        Self.type(h, at: Point(300, 200), "")
        h.press(.escape)
        #expect(h.controller.document.strokes.count == 1)
    }

    @Test func inputMethodCompositionIsShownInlineUntilCommitted() throws {
        let h = Harness()
        Self.type(h, at: Point(60, 60), "标")
        let before = h.shownCanvas
        h.send(.textEditing("zhu", cursor: 3))
        #expect(h.controller.editedText == "标zhu", "the composition shows at the caret")
        #expect(h.shownCanvas != before)
        h.send(.textEditing("", cursor: 0), .textInput("注"))
        #expect(h.controller.editedText == "标注")
        h.press("s", .control)
        h.controller.waitForBackgroundWork()
        #expect(h.controller.document.strokes.last?.text == "标注", "Ctrl+S ends the text first and saves it")
        let saved = try #require(h.machine.image(at: h.machine.picturesFolder + "/sample-edited-20261129-130509.png"))
        #expect(saved.width == 600 && saved.height == 400 && saved != Harness.sample, "the saved picture holds the text")
        h.press("s", [.control, .alt])
        h.controller.waitForBackgroundWork()
        let view = try #require(h.machine.image(at: h.machine.picturesFolder + "/sample-edited-20261129-130509-view.png"))
        #expect(view == h.controller.capture && view != before, "so does the saved view")
    }

    @Test func clickingATextWithTheTextToolEditsItAgainAsOneUndoableStep() throws {
        let h = Harness()
        Self.type(h, at: Point(100, 100), "first")
        h.press(.escape)
        let original = try #require(h.controller.document.strokes.last)
        let inside = h.window(Point(110, 110))
        h.click(Int(inside.x), Int(inside.y))
        #expect(h.controller.editedText == "first")
        h.send(.textInput(" draft"))
        h.press(.escape)
        #expect(h.controller.document.strokes.count == 1 && h.controller.document.strokes[0].text == "first draft")
        h.press("z", .control)
        #expect(h.controller.document.strokes == [original])
        h.press("y", .control)
        #expect(h.controller.document.strokes[0].text == "first draft")
        // The journal holds the edit: replayed, it makes the same drawing.
        #expect(SessionJournal.document(h.machine.journalled)?.strokes == h.controller.document.strokes)
    }

    @Test func markersCountUpAndFollowUndo() throws {
        let h = Harness()
        h.press("n")
        for x in [100, 200, 300] {
            let w = h.window(Point(Double(x), 100))
            h.click(Int(w.x), Int(w.y))
        }
        #expect(h.controller.document.strokes.map(\.number) == [1, 2, 3])
        h.press("z", .control)
        let w = h.window(Point(400, 100))
        h.click(Int(w.x), Int(w.y))
        #expect(h.controller.document.strokes.map(\.number) == [1, 2, 3], "after undoing marker 3 the next is 3 again")
    }

    @Test func fTogglesFillingRectanglesAndEllipses() throws {
        let h = Harness()
        h.press("r")
        h.press("f")
        #expect(h.controller.fillShapes)
        #expect(h.machine.storedSettings.last?.fillShapes == true, "the choice is remembered")
        #expect(h.controller.toastText == "Rectangles and ellipses are filled (F)")
        let a = h.window(Point(100, 100)), b = h.window(Point(300, 250))
        h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
        let s = try #require(h.controller.document.strokes.last)
        #expect(s.fill == PenSettings.default.color)
        let centre = h.window(Point(200, 175))
        #expect(h.controller.frame[Int(centre.x), Int(centre.y)] == PenSettings.default.color)
        h.press("f")
        h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
        #expect(h.controller.document.strokes.last?.fill == nil)
    }

    @Test func everyNewToolHasAToolbarButton() {
        let h = Harness(width: 1280, height: 800)
        for tool in [Tool.text, .marker, .pixelate, .blur] {
            h.click(widget: "tool.\(tool.id)")
            #expect(h.controller.tool == tool)
            let r = h.controller.rect(ofWidget: "tool.\(tool.id)")
            #expect(r.map { $0.maxX <= 1280 } == true, "\(tool)'s button is inside the window")
        }
    }

    /// A session with every new tool, a text edited again and undos comes back the same from its
    /// journal, and from a checkpoint and the journal after it: shown alike, undone alike.
    @Test func theNewToolsComeBackWithARestore() throws {
        let h = Harness()
        Self.type(h, at: Point(60, 40), "标注 one")
        h.press(.escape)
        h.press("n")
        for x in [100.0, 200] { let w = h.window(Point(x, 150)); h.click(Int(w.x), Int(w.y)) }
        h.press("x")
        var a = h.window(Point(300, 100)), b = h.window(Point(420, 200))
        h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
        h.controller.writeCheckpoint()
        let cp = try #require(h.machine.checkpoints.last)
        h.press("b")
        a = h.window(Point(300, 250)); b = h.window(Point(420, 350))
        h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
        h.press("r"); h.press("f")
        a = h.window(Point(450, 250)); b = h.window(Point(550, 350))
        h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
        let text = h.window(Point(70, 50))
        h.press("t")
        h.click(Int(text.x), Int(text.y))
        h.send(.textInput(" two"))
        h.press(.escape)
        h.press("z", .control)
        #expect(h.controller.document.strokes.map(\.tool) == [.text, .marker, .marker, .pixelate, .blur, .rectangle])
        guard case .begin(let canvas)? = h.machine.journalled.first else { Issue.record("no begin record"); return }
        let fromJournal = Harness(photo: nil)
        fromJournal.restore(RestoredSession(id: "s", start: Document(canvas: canvas), layer: nil, redos: 0,
                                                       records: Array(h.machine.journalled.dropFirst()), damaged: 0, needsFreshJournal: false))
        let fromCheckpoint = Harness(photo: nil)
        fromCheckpoint.restore(RestoredSession(id: "s", start: cp.document, layer: cp.layer, redos: cp.redos,
                                                          records: Array(h.machine.journalled[cp.journalled...]), damaged: 0, needsFreshJournal: false))
        for r in [fromJournal, fromCheckpoint] {
            #expect(r.controller.document == h.controller.document)
            r.machine.clock += 60
            r.send()
        }
        h.machine.clock += 60
        h.send()
        #expect(fromJournal.shownCanvas == h.shownCanvas && fromCheckpoint.shownCanvas == h.shownCanvas)
        for r in [h, fromJournal, fromCheckpoint] {
            r.press("y", .control)
            r.press("z", .control); r.press("z", .control)
            r.machine.clock += 60
            r.send()
        }
        #expect(h.controller.document.strokes.last?.tool == .blur && h.controller.document.strokes[0].text == "标注 one")
        #expect(fromJournal.shownCanvas == h.shownCanvas && fromCheckpoint.shownCanvas == h.shownCanvas)
    }
}
