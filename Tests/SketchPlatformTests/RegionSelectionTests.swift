@testable import SketchPlatform
import SketchCore
import Testing

/// The rectangle dragged on the frozen screen: drawn, adjusted by an edge or a corner, moved
/// whole, and kept on the screen.
@Suite struct RegionSelectionTests {
    let screen = IntRect(x: 0, y: 0, width: 1600, height: 1000)

    func dragged(_ selection: inout RegionSelection, from a: (Int, Int), to b: (Int, Int)) {
        selection.press(x: a.0, y: a.1)
        selection.move(x: (a.0 + b.0) / 2, y: (a.1 + b.1) / 2)
        selection.release(x: b.0, y: b.1)
    }

    @Test func aDragSelectsThePixelsBetweenPressAndRelease() {
        var s = RegionSelection(bounds: screen)
        dragged(&s, from: (400, 300), to: (800, 600))
        #expect(s.rect == IntRect(x: 400, y: 300, width: 400, height: 300))
        #expect(!s.isDragging)
        // Dragged up and left, the same rectangle.
        var back = RegionSelection(bounds: screen)
        dragged(&back, from: (800, 600), to: (400, 300))
        #expect(back.rect == IntRect(x: 400, y: 300, width: 400, height: 300))
    }

    @Test func anEdgeOrACornerAdjustsItAndTheInsideMovesIt() {
        var s = RegionSelection(bounds: screen)
        dragged(&s, from: (400, 300), to: (800, 600))
        // An edge or corner follows the pointer's travel, wherever within reach it was taken.
        dragged(&s, from: (802, 450), to: (902, 450))
        #expect(s.rect == IntRect(x: 400, y: 300, width: 500, height: 300), "the right edge")
        dragged(&s, from: (400, 300), to: (300, 200))
        #expect(s.rect == IntRect(x: 300, y: 200, width: 600, height: 400), "the top left corner")
        dragged(&s, from: (500, 400), to: (510, 420))
        #expect(s.rect == IntRect(x: 310, y: 220, width: 600, height: 400), "moved whole")
        dragged(&s, from: (500, 400), to: (5000, 5000))
        #expect(s.rect == IntRect(x: 1000, y: 600, width: 600, height: 400), "moved whole, kept on the screen")
    }

    @Test func aPressOutsideDrawsANewOneAndAClickLeavesNone() {
        var s = RegionSelection(bounds: screen)
        dragged(&s, from: (400, 300), to: (800, 600))
        dragged(&s, from: (1000, 100), to: (1100, 150))
        #expect(s.rect == IntRect(x: 1000, y: 100, width: 100, height: 50))
        dragged(&s, from: (10, 900), to: (10, 900))
        #expect(s.rect == nil)
        dragged(&s, from: (1500, 900), to: (1700, 1200))
        #expect(s.rect == IntRect(x: 1500, y: 900, width: 100, height: 100), "clamped to the screen")
    }
}
