import Foundation
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// The built app on GNOME's compositor (headless mutter, no X server), which draws no
/// server-side decorations: the window's title bar is libdecor's. Input goes through mutter's
/// RemoteDesktop D-Bus API; the app draws, saves, and the PNG is read back.
@Suite(.serialized, .waitsOnProcesses) struct GnomeEndToEndTests {
    @Test func drawsAndSavesInALibdecorWindow() throws {
        let session = try MutterSession()
        defer { session.stop() }
        let home = try TestPaths.temporaryFolder("gnome-app")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let log = home + "/app.log"
        var env = session.env
        env["HOME"] = home
        env.merge(TestDesktop.dark) { $1 }
        env["WAYLAND_DEBUG"] = "client"
        let app = try Subprocess(TestPaths.sketchpadBinary, [TestPaths.samplePhoto], environment: env, output: .file(log), error: .sameAsOutput)
        defer { if app.isRunning { app.kill() } }
        func messages() -> WaylandLog { WaylandLog((try? String(contentsOfFile: log, encoding: .utf8)) ?? "") }

        // The window is up once its title is set and its first frame is on its surface.
        var shown = false
        for _ in 0..<100 where app.isRunning && !shown {
            usleep(100_000)
            shown = messages().titles.contains("sample.png — Sketchpad") && messages().lines.contains { $0.contains(".attach(wl_buffer@") }
        }
        try #require(shown, "no window; the app \(app.isRunning ? "runs" : "ended: \(app.termination!)")")
        usleep(1_000_000)

        // Where the window's content is: the pointer at the monitor's centre enters it there.
        let centre = (x: MutterSession.monitor.width / 2, y: MutterSession.monitor.height / 2)
        // mutter maps the window a moment after its first frame, and tells a client of a pointer
        // that was there before only when it moves: it moves until the window's own surface has
        // it (on a busy machine the window may still be placed, its decorations under the pointer).
        let content = try #require(messages().toplevelSurface, "the window has no xdg_surface")
        var entered = messages().lastPointerEnter
        for _ in 0..<100 where entered?.surface != content {
            try session.send(["move \(centre.x - 1) \(centre.y)", "move \(centre.x) \(centre.y)", "sleep 100"])
            entered = messages().lastPointerEnter
        }
        let enter = try #require(entered, "the pointer never entered the window")
        try #require(enter.surface == content, "the pointer at the monitor's centre is on \(enter.surface), not on the window's own \(content)")
        let top = centre.y - Int(enter.y.rounded())

        // libdecor's cairo plugin drew a title bar: a subsurface of the window's, with a buffer,
        // above the content, and the pointer just above the content is on it.
        let maps = try runProcess("/bin/cat", ["/proc/\(app.pid)/maps"]).stdout
        #expect(maps.contains("libdecor-cairo.so"), "libdecor's cairo plugin is loaded")
        let decorations = messages().subsurfaces(of: content)
        #expect(decorations.contains { messages().attachesBuffer($0) }, "the window's subsurfaces \(decorations) have buffers")
        try #require(top >= 12, "the content starts \(top) px below the monitor's top, leaving no room for a title bar")
        let enters = messages().pointerEnters
        try session.send(["move \(centre.x) \(top - 8)"])
        // The app reads its Wayland events when its loop next runs: a busy first second is slow.
        for _ in 0..<50 where messages().pointerEnters == enters { usleep(100_000) }
        let enteredBar = messages().lastPointerEnter
        let onBar = try #require(enteredBar)
        #expect(decorations.contains(onBar.surface), "above the content the pointer is on \(onBar.surface), not on a decoration of \(content) (\(decorations))")

        // A stroke across the middle of the photo, Ctrl+S, and the saved picture has it.
        let from = centre.x - 200, to = centre.x + 200
        var drag = ["move \(from) \(centre.y)", "sleep 50", "down"]
        for x in stride(from: from + 10, through: to, by: 10) { drag += ["move \(x) \(centre.y)", "sleep 10"] }
        try session.send(drag + ["up", "sleep 300", "key ctrl+s"])
        let saved = try EndToEndTests.pictures(in: home + "/Pictures", count: 1)
        try #require(saved.count == 1, "no picture in Pictures; the app said: \(messages().lines.suffix(5).joined(separator: "\n"))")
        let image = try ImageFile.load(home + "/Pictures/" + saved[0])
        let photo = try ImageFile.load(TestPaths.samplePhoto)
        try #require(image.width == photo.width && image.height == photo.height, "the save is the photo's size: \(image.width)x\(image.height)")
        var reds: [(Int, Int)] = []
        for y in 0..<image.height { for x in 0..<image.width where image[x, y] == WaylandEndToEndTests.red { reds.append((x, y)) } }
        let xs = reds.map(\.0), ys = reds.map(\.1)
        try #require(!reds.isEmpty, "the saved picture has no stroke in the pen's red")
        // 400 screen pixels across a photo shown at most at twice its size: at least 200 of its own.
        #expect(xs.max()! - xs.min()! >= 190 && ys.max()! - ys.min()! <= 16, "the stroke spans x \(xs.min()!)...\(xs.max()!), y \(ys.min()!)...\(ys.max()!)")
        let away = (x: (xs.min()! + xs.max()!) / 2, y: ys.max()! < image.height / 2 ? image.height - 20 : 20)
        #expect(image[away.x, away.y] == photo[away.x, away.y], "the photo is unchanged away from the stroke")

        try session.send(["key ctrl+q"])
        for _ in 0..<100 where app.isRunning { usleep(100_000) }
        #expect(!app.isRunning && app.termination == .exited(0), "Ctrl+Q quits after the save")
    }
}
