import Foundation
import SketchPlatform
import Testing
import TestSupport

/// The Wayland presenter's buffer size and viewport, decided from SDL's sizes and the
/// compositor's preferred fractional scale.
struct WaylandBufferPlanTests {
    typealias Size = WaylandBufferPlan.Size
    let window = Size(width: 1280, height: 800)

    func decide(sdl: Size? = nil, scale: Int?, viewporter: Bool = true, sdlMayMakeViewport: Bool = false) -> WaylandBufferPlan {
        WaylandBufferPlan.decide(window: window, sdlDrawable: sdl ?? window, preferredScale: scale,
                                 hasViewporter: viewporter, sdlMayMakeViewport: sdlMayMakeViewport)
    }

    @Test func aFractionalScaleGivesTheScreensPixelsThroughTheViewport() {
        // 180/120 = 1.5: 1920x1200 pixels shown at the window's 1280x800.
        #expect(decide(scale: 180) == WaylandBufferPlan(width: 1920, height: 1200, viewportDestination: window))
        // 150/120 = 1.25, and a whole scale SDL did not apply.
        #expect(decide(scale: 150) == WaylandBufferPlan(width: 1600, height: 1000, viewportDestination: window))
        #expect(decide(scale: 240) == WaylandBufferPlan(width: 2560, height: 1600, viewportDestination: window))
    }

    @Test func scaledLengthsRoundHalfwayAwayFromZero() {
        // 3 × 1.5 = 4.5 → 5; 5 × 1.25 = 6.25 → 6; 7 × 1.75 = 12.25 → 12; 1 × 1.5 = 1.5 → 2.
        #expect(WaylandBufferPlan.scaled(3, by: 180) == 5)
        #expect(WaylandBufferPlan.scaled(5, by: 150) == 6)
        #expect(WaylandBufferPlan.scaled(7, by: 210) == 12)
        #expect(WaylandBufferPlan.scaled(1, by: 180) == 2)
        #expect(WaylandBufferPlan.scaled(1279, by: 120) == 1279)
        let odd = WaylandBufferPlan.decide(window: Size(width: 1001, height: 667), sdlDrawable: Size(width: 1001, height: 667),
                                           preferredScale: 180, hasViewporter: true, sdlMayMakeViewport: false)
        #expect(odd == WaylandBufferPlan(width: 1502, height: 1001, viewportDestination: Size(width: 1001, height: 667)))
    }

    @Test func scaleOneOrNoWordFromTheCompositorKeepsSDLsDrawable() {
        #expect(decide(scale: 120) == WaylandBufferPlan(width: 1280, height: 800))
        #expect(decide(scale: nil) == WaylandBufferPlan(width: 1280, height: 800))
        #expect(decide(scale: 0) == WaylandBufferPlan(width: 1280, height: 800))
        // 1280 × 121/120 = 1290.7: the buffer still grows, so the viewport stays.
        #expect(decide(scale: 121).viewportDestination == window)
    }

    @Test func sdlsOwnScaleOrViewportIsNeverFought() {
        // SDL's buffer scale 2: its drawable is twice the window, and stays the buffer's size.
        let doubled = Size(width: 2560, height: 1600)
        #expect(decide(sdl: doubled, scale: 180) == WaylandBufferPlan(width: 2560, height: 1600))
        // SDL's own viewport (its source is its drawable): a buffer of another size would break it.
        let sdlFractional = Size(width: 1920, height: 1200)
        #expect(decide(sdl: sdlFractional, scale: 150) == WaylandBufferPlan(width: 1920, height: 1200))
        // A display SDL sees as fractional: it may make a viewport, and a second one is an error.
        #expect(decide(scale: 180, sdlMayMakeViewport: true) == WaylandBufferPlan(width: 1280, height: 800))
        // No wp_viewporter: nothing to show a larger buffer at the window's size.
        #expect(decide(scale: 180, viewporter: false) == WaylandBufferPlan(width: 1280, height: 800))
    }

    @Test func anEmptyWindowGetsSDLsDrawable() {
        let none = WaylandBufferPlan.decide(window: Size(width: 0, height: 0), sdlDrawable: Size(width: 0, height: 0),
                                            preferredScale: 180, hasViewporter: true, sdlMayMakeViewport: false)
        #expect(none == WaylandBufferPlan(width: 0, height: 0))
    }

    /// SDL 2.26 takes a display's scale as its mode's pixels over its xdg-output width.
    @Test func displaysSDLSeesAsFractional() {
        #expect(WaylandBufferPlan.isFractional(pixelWidth: 2400, logicalWidth: 1600))
        #expect(WaylandBufferPlan.isFractional(pixelWidth: 1366, logicalWidth: 1093))
        #expect(!WaylandBufferPlan.isFractional(pixelWidth: 3200, logicalWidth: 1600))
        #expect(!WaylandBufferPlan.isFractional(pixelWidth: 1600, logicalWidth: 1600))
        #expect(!WaylandBufferPlan.isFractional(pixelWidth: 0, logicalWidth: 1600))
    }

    /// The committed protocol code (SwiftPM cannot run wayland-scanner) is exactly what
    /// Scripts/wayland-protocols makes from the committed XML, as the CMake build makes it.
    @Test func theCommittedProtocolCodeIsWaylandScannersOutput() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("wayland-protocols-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let script = TestPaths.repository.appendingPathComponent("Scripts/wayland-protocols").path
        let run = Process()
        run.executableURL = URL(fileURLWithPath: script)
        run.arguments = [out]
        try run.run()
        run.waitUntilExit()
        try #require(run.terminationStatus == 0, "Scripts/wayland-protocols failed")
        let target = TestPaths.repository.appendingPathComponent("Sources/CWaylandProtocols").path
        for file in ["fractional-scale-v1.c", "viewporter.c", "wlr-screencopy-unstable-v1.c", "xdg-output-unstable-v1.c",
                     "include/fractional-scale-v1-client.h", "include/viewporter-client.h",
                     "include/wlr-screencopy-unstable-v1-client.h", "include/xdg-output-unstable-v1-client.h"] {
            let made = try String(contentsOfFile: out + "/" + file, encoding: .utf8)
            let committed = try String(contentsOfFile: target + "/" + file, encoding: .utf8)
            #expect(made == committed, "\(file) differs from wayland-scanner's output: run Scripts/wayland-protocols")
        }
    }
}
