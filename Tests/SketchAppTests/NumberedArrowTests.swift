import SketchCore
import Testing
import TestSupport
@testable import SketchApp

/// The numbered arrow, a tool declared in one file: K picks it, a drag draws an arrow with a
/// numbered disc at its tail, numbered in one sequence with the markers.
@MainActor
@Suite struct NumberedArrowTests {
    /// Drags from `a` to `b` (canvas points) in window pixels.
    static func drag(_ h: Harness, _ a: Point, _ b: Point) {
        let wa = h.window(a), wb = h.window(b)
        h.drag([(Int(wa.x), Int(wa.y)), (Int(wb.x), Int(wb.y))])
    }

    @Test func kDrawsAnArrowNumberedInOneSequenceWithTheMarkers() throws {
        let h = Harness()
        h.press("n")
        let m = h.window(Point(80, 80))
        h.click(Int(m.x), Int(m.y))
        h.press("k")
        #expect(h.controller.tool == .numberedArrow)
        #expect(h.controller.statusLine.title == "Numbered arrow" && h.controller.statusLine.hint.hasPrefix("drag from the number to what it points at"))
        Self.drag(h, Point(100, 300), Point(300, 300))
        h.press("n")
        let m2 = h.window(Point(400, 80))
        h.click(Int(m2.x), Int(m2.y))
        let strokes = h.controller.document.strokes
        #expect(strokes.map(\.tool) == [.marker, .numberedArrow, .marker])
        #expect(strokes.map(\.number) == [1, 2, 3])
        #expect(strokes[1].points.count == 2 && strokes[1].points[0].distance(to: Point(100, 300)) < 1, "the disc is at the tail, where the drag began")
    }

    @Test func theDiscIsDrawnAtTheTailAndTheArrowWithoutItHasNone() throws {
        let h = Harness()
        h.press("k")
        Self.drag(h, Point(100, 300), Point(300, 300))
        h.press("a")
        Self.drag(h, Point(100, 400), Point(300, 400))
        let ink = PenSettings.default.color
        // Ten px below each tail: inside the disc (at least 24 px across), below the shaft and
        // the number's glyphs.
        let numbered = h.window(Point(100, 310)), plain = h.window(Point(100, 410))
        #expect(h.controller.frame[Int(numbered.x), Int(numbered.y)] == ink)
        #expect(h.controller.frame[Int(plain.x), Int(plain.y)] != ink)
        // The number is in the disc's contrasting colour at its centre's row.
        let row = (-8...8).map { dx in h.controller.frame[Int(numbered.x) + dx, Int(h.window(Point(100, 300)).y)] }
        #expect(row.contains { $0 != ink }, "the digit shows on the disc")
    }

    @Test func itKeepsItsNumberThroughTheDocumentAndUndoNamesIt() throws {
        let h = Harness()
        h.press("k")
        Self.drag(h, Point(50, 60), Point(250, 160))
        let drawn = try #require(h.controller.document.strokes.last)
        let read = try DocumentCodec.decode(DocumentCodec.encode(h.controller.document))
        #expect(read.strokes.last == drawn && read.strokes.last?.number == 1)
        #expect(h.controller.document.undoMessage == "Undone: Numbered arrow")
        #expect(SessionJournal.document(h.machine.journalled)?.strokes == h.controller.document.strokes)
    }
}
