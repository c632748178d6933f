import SketchCore
import Testing

@Suite struct ToolTests {
    @Test func shiftSnapsLinesTo45DegreesAndBoxesToSquares() {
        let s = Point(10, 10)
        let snapped = Tool.line.constrained(from: s, to: Point(110, 20))
        #expect(abs(snapped.y - 10) < 1e-9 && abs(snapped.distance(to: s) - Point(110, 20).distance(to: s)) < 1e-9)
        let diagonal = Tool.arrow.constrained(from: s, to: Point(60, 70))
        #expect(abs((diagonal.x - 10) - (diagonal.y - 10)) < 1e-9)
        #expect(Tool.rectangle.constrained(from: s, to: Point(40, -50)) == Point(70, -50))
        #expect(Tool.ellipse.constrained(from: s, to: Point(-30, 20)) == Point(-30, 50))
        #expect(Tool.pen.constrained(from: s, to: Point(3, 4)) == Point(3, 4))
    }

    @Test func everyToolHasItsOwnShortcutAndTwoPointToolsAreTheShapes() {
        #expect(Set(Tool.allCases.map(\.shortcut)).count == Tool.allCases.count)
        #expect(Tool.allCases.filter(\.isTwoPoint) == [.line, .arrow, .rectangle, .ellipse, .pixelate, .blur, .spotlight, .image, .numberedArrow])
        #expect(Tool.allCases.filter { $0.pointCount == 1 } == [.text, .marker])
        #expect(Tool.allCases.filter(\.canFill) == [.rectangle, .ellipse])
        #expect(Tool.allCases.filter { !$0.hasColor } == [.pixelate, .blur, .image])
        #expect(Tool.highlighter.strokeColor(forPen: .black).alpha == 170 && Tool.highlighter.strokeColor(forPen: Color.black.withAlpha(90)).alpha == 90)
        let pen = PenSettings(width: 6, color: .black)
        #expect(Tool.eraser.strokeWidth(forPen: pen) == 18 && Tool.pen.strokeWidth(forPen: pen) == 6)
    }

    @Test func aDoubleTapIsTwoQuickStillTapsCloseTogether() {
        var taps = TapDetector()
        taps.fingerDown(1, at: Point(100, 100), time: 0)
        let first = taps.fingerUp(1, at: Point(101, 100), time: 0.08)
        taps.fingerDown(2, at: Point(104, 102), time: 0.2)
        let second = taps.fingerUp(2, at: Point(104, 102), time: 0.28)
        #expect(!first && second)
        // Too slow, too far, or a drag: no.
        taps.fingerDown(3, at: Point(0, 0), time: 1)
        _ = taps.fingerUp(3, at: Point(0, 0), time: 1.05)
        taps.fingerDown(4, at: Point(0, 0), time: 2)
        let slow = taps.fingerUp(4, at: Point(0, 0), time: 2.05)
        taps.fingerDown(5, at: Point(0, 0), time: 2.2)
        taps.fingerMoved(5, to: Point(50, 0))
        let dragged = taps.fingerUp(5, at: Point(50, 0), time: 2.3)
        taps.fingerDown(6, at: Point(300, 0), time: 2.4)
        let far = taps.fingerUp(6, at: Point(300, 0), time: 2.45)
        #expect(!slow && !dragged && !far)
    }
}
