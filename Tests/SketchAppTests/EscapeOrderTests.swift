import Foundation
@testable import SketchApp
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// Escape is routed once, in one order: the drag in progress, then a modal, then the mode's
/// own draft, then the selection, then the settings panel; each press undoes one of them only.
@Suite struct EscapeOrderTests {
    static func at(_ h: Harness, _ p: Point) -> Point {
        let w = h.controller.windowPoint(ofCanvas: p)
        return Harness.mouse(Int(w.x), Int(w.y))
    }

    @Test func escapeDropsTheDragThenClosesTheHelpThenDeselectsThenClosesThePanel() throws {
        var settings = Settings()
        settings.showSettingsPanel = true
        let h = Harness(settings: settings)
        h.send(.hover(Self.at(h, Point(100, 100))), .pointerDown(.mouse, Self.at(h, Point(100, 100))),
               .pointerMoved(.mouse, Self.at(h, Point(300, 100))), .pointerUp(.mouse, Self.at(h, Point(300, 100))))
        let drawn = try #require(h.controller.document.strokes.first)
        h.press("v")
        h.click(Int(Self.at(h, Point(200, 100)).x), Int(Self.at(h, Point(200, 100)).y))
        #expect(h.controller.selectedStrokes == [0])
        // A move in progress, and the help opened over it.
        h.send(.pointerDown(.mouse, Self.at(h, Point(200, 100))), .pointerMoved(.mouse, Self.at(h, Point(200, 250))))
        h.press(.f1)
        #expect(h.controller.isHelpOpen)
        h.press(.escape)
        #expect(h.controller.isHelpOpen, "first the drag: the help stays")
        #expect(h.controller.document.strokes.first == drawn && h.controller.document.undoDepth == 1, "the move is dropped")
        #expect(h.controller.selectedStrokes == [0])
        h.press(.escape)
        #expect(!h.controller.isHelpOpen && h.controller.selectedStrokes == [0] && h.controller.settingsOpen, "then the help")
        h.press(.escape)
        #expect(h.controller.selectedStrokes.isEmpty && h.controller.settingsOpen && h.controller.mode == .select, "then the selection")
        h.press(.escape)
        #expect(!h.controller.settingsOpen && h.controller.mode == .select, "then the panel")
        // A later move of the mouse drags nothing: the drag was let go.
        h.send(.pointerMoved(.mouse, Self.at(h, Point(200, 300))), .pointerUp(.mouse, Self.at(h, Point(200, 300))))
        #expect(h.controller.document.strokes.first == drawn && h.controller.document.undoDepth == 1)
    }

    @Test func inCropEscapeDropsTheRectangleThenLeavesTheModeBeforeThePanel() throws {
        var settings = Settings()
        settings.showSettingsPanel = true
        let h = Harness(settings: settings)
        h.press("c")
        let a = Self.at(h, Point(100, 100)), b = Self.at(h, Point(300, 300))
        h.send(.hover(a), .pointerDown(.mouse, a), .pointerMoved(.mouse, b), .pointerUp(.mouse, b))
        #expect(h.controller.cropSelection != nil)
        h.press(.escape)
        #expect(h.controller.cropSelection == nil && h.controller.mode == .crop && h.controller.settingsOpen)
        h.press(.escape)
        #expect(h.controller.mode == .draw && h.controller.settingsOpen)
        h.press(.escape)
        #expect(!h.controller.settingsOpen)
    }
}
