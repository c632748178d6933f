import Foundation
import SketchApp
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// The real app's unsaved mark in its title, and what quitting with an unsaved drawing says.
@Suite(.serialized, .waitsOnProcesses) struct EndToEndVisibleStateTests {
    typealias RunningApp = EndToEndTests.RunningApp

    static func title(_ app: RunningApp, becomes wanted: String) throws -> String {
        var title = ""
        for _ in 0..<50 {
            title = try app.xdo(["getwindowname", app.window])
            if title == wanted { break }
            usleep(100_000)
        }
        return title
    }

    @Test func theTitleIsMarkedUntilASaveAndQuittingAsksFirst() throws {
        let server = try EndToEndTests.XServer()
        let home = try TestPaths.temporaryFolder("visible-state")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let app = try RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto], title: "sample.png")
        #expect(try app.xdo(["getwindowname", app.window]) == "sample.png — Sketchpad")
        try app.xdo(app.drag(stride(from: 50.0, through: 350, by: 10).map { ($0, 100) }))
        #expect(try Self.title(app, becomes: "• sample.png — Sketchpad") == "• sample.png — Sketchpad", "a stroke marks the title")
        try app.xdo(["key", "ctrl+s"])
        #expect(try EndToEndTests.pictures(in: home + "/Pictures", count: 1).count == 1)
        #expect(try Self.title(app, becomes: "sample.png — Sketchpad") == "sample.png — Sketchpad", "a save takes the mark away")
        // Quitting a saved drawing says nothing of keeping it.
        try app.xdo(app.drag(stride(from: 50.0, through: 350, by: 10).map { (450, $0) }))
        #expect(try Self.title(app, becomes: "• sample.png — Sketchpad") == "• sample.png — Sketchpad")
        try app.xdo(["key", "ctrl+q"])
        // The window stays, asking whether to save; Discard (the focus moved to it) closes it.
        usleep(1_000_000)
        #expect(app.process.isRunning, "the window asks before it closes")
        #expect(try app.xdo(["getwindowname", app.window]) == "• sample.png — Sketchpad")
        try app.xdo(["key", "Left", "Left", "Return"])
        EndToEndTests.waitForExit(app)
        #expect(app.process.termination == .exited(0))
        let output = try String(contentsOfFile: app.log, encoding: .utf8)
        let sessions = try FileManager.default.contentsOfDirectory(atPath: home + "/.local/state/sketchpad/sessions")
        let id = try #require(sessions.first, "the session is kept")
        #expect(output.contains("sketchpad: your drawing is kept; `sketchpad --restore \(id)` brings it back"), "\(output)")
    }
}

extension EndToEndVisibleStateTests {
    /// The status line at the window's foot, as the server shows it.
    static func statusLine(_ app: RunningApp) throws -> RGBAImage {
        let shot = try app.screenshot()
        return shot.cropped(to: IntRect(x: 0, y: shot.height - 24, width: shot.width, height: 24))
    }

    /// After Ctrl+S, with the pointer still, the status line is at once what it is once the
    /// pointer moves: the save's state, not the unsaved one it showed before.
    @Test func theStatusLineTakesTheSaveAtOnce() throws {
        let server = try EndToEndTests.XServer()
        let home = try TestPaths.temporaryFolder("status-save")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let app = try RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto], title: "sample.png")
        try app.xdo(app.drag(stride(from: 50.0, through: 350, by: 10).map { ($0, 100) }) + ["sleep", "0.5"])
        let unsaved = try Self.statusLine(app)
        try app.xdo(["key", "ctrl+s"])
        #expect(try EndToEndTests.pictures(in: home + "/Pictures", count: 1).count == 1)
        try app.xdo(["sleep", "0.5"])
        let saved = try Self.statusLine(app)
        let at = app.screen(350, 100), by = app.screen(340, 110)
        try app.xdo(["mousemove", by.0, by.1, "sleep", "0.1", "mousemove", at.0, at.1, "sleep", "0.5"])
        let moved = try Self.statusLine(app)
        #expect(saved != unsaved, "the save shows in the status line at once")
        #expect(saved == moved, "a move of the pointer adds nothing the save had not shown")
    }
}
