@testable import SketchApp
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// The scroll bars of a zoomed view: a thumb drags the view along, a press on the trough
/// beside it moves the view by a page; neither draws.
@Suite struct ScrollBarTests {
    /// The sample photo (600x400) at 300 %, with the canvas point at the area's centre.
    static func zoomed() -> Harness {
        let h = Harness()
        h.controller.zoom(to: 3, about: nil)
        _ = h.controller.render()
        return h
    }

    /// The canvas's visible span on an axis, in canvas pixels.
    static func span(_ h: Harness, horizontal: Bool) -> (start: Double, length: Double) {
        let r = h.controller.canvasRect
        let first = h.controller.canvasPoint(atWindow: Point(Double(r.x), Double(r.y)))
        return horizontal ? (first.x, Double(r.width) / h.controller.zoom) : (first.y, Double(r.height) / h.controller.zoom)
    }

    @Test func draggingAThumbMovesTheViewAlong() throws {
        let h = Self.zoomed()
        for horizontal in [true, false] {
            let bar = try #require(h.controller.rect(ofWidget: horizontal ? "view.hbar" : "view.vbar"))
            let size = Double(horizontal ? h.controller.document.width : h.controller.document.height)
            let before = Self.span(h, horizontal: horizontal)
            let track = Double(horizontal ? bar.width : bar.height)
            // The middle of the thumb.
            let along = (before.start + before.length / 2) / size * track
            let press = horizontal ? Point(Double(bar.x) + along, Double(bar.y + bar.height / 2)) : Point(Double(bar.x + bar.width / 2), Double(bar.y) + along)
            let move = horizontal ? Point(20, 0) : Point(0, 15)
            h.send(.pointerDown(.mouse, press), .pointerMoved(.mouse, press + move * 0.5), .pointerMoved(.mouse, press + move), .pointerUp(.mouse, press + move))
            let after = Self.span(h, horizontal: horizontal)
            let expected = (horizontal ? move.x : move.y) / track * size
            #expect(abs(after.start - before.start - expected) < 1, "\(horizontal ? "horizontal" : "vertical"): \(after.start - before.start) canvas pixels, expected \(expected)")
        }
        #expect(h.controller.document.strokes.isEmpty, "the bars never draw")
    }

    @Test func aPressOnTheTroughMovesTheViewByAPage() throws {
        let h = Self.zoomed()
        for horizontal in [true, false] {
            let bar = try #require(h.controller.rect(ofWidget: horizontal ? "view.hbar" : "view.vbar"))
            let before = Self.span(h, horizontal: horizontal)
            // Near the bar's start: before the thumb, which shows the middle of the photo.
            let press = horizontal ? Point(Double(bar.x + 3), Double(bar.y + bar.height / 2)) : Point(Double(bar.x + bar.width / 2), Double(bar.y + 3))
            h.send(.pointerDown(.mouse, press), .pointerUp(.mouse, press))
            let after = Self.span(h, horizontal: horizontal)
            let page = min(before.length * ViewIndicators.page, before.start)
            #expect(abs(before.start - after.start - page) < 1, "\(horizontal ? "left" : "up") by a page (or to the edge): \(before.start - after.start), expected \(page)")
            #expect(after.start < before.start)
        }
        #expect(h.controller.document.strokes.isEmpty)
    }
}
