import Foundation
import SketchCore
@testable import SketchPlatform
import SketchRaster
import TestSupport
import Testing

extension WaylandCaptureEndToEndTests {
    /// While a region is dragged on the overlay, its size shows under it: grim's picture of the
    /// screen then holds, under the rectangle's lower left corner, the label the X11 overlay
    /// draws too (`RegionSizeLabel`, with the app's font).
    @Test func theRegionsSizeShowsUnderItWhileDragged() throws {
        let session = try WaylandSession(scale: 1)
        defer { session.stop() }
        _ = try Self.paint(session)
        let out = session.folder + "/region.png"
        let process = try Subprocess(TestPaths.sketchpadBinary, ["--capture", "region", "-o", out], environment: Self.environment(session, home: session.folder),
                                     output: .file(session.folder + "/out.log"), error: .file(session.folder + "/err.log"))
        try Self.waitForOverlay(session, process: process)
        // Pressed and moved, not released.
        try session.point(["move 400 300", "sleep 20", "down", "move 600 450", "sleep 10", "move 800 600", "sleep 300"])
        let chosen = IntRect(x: 400, y: 300, width: 400, height: 300), bounds = IntRect(x: 0, y: 0, width: 1600, height: 1000)
        let label = try #require(RegionSizeLabel(glyphs: try TrueTypeGlyphs(fontPath: TestPaths.font, fallback: nil)).picture(of: chosen, shownAt: chosen, in: bounds))
        var error = 255.0
        for _ in 0..<50 where error > 1 {
            error = CaptureEndToEndTests.meanError(try session.screenshot().cropped(to: label.place), label.image)
            if error > 1 { usleep(100_000) }
        }
        #expect(error <= 1, "mean error \(error) of 255 under the rectangle, against the label \(RegionSizeLabel.text(chosen))")
        try session.point(["up"])
        try session.type(["-k", "Escape"])
        #expect(try process.wait(timeout: 30) == .exited(1))
    }
}
