import Foundation
import SketchApp
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

extension EndToEndTests {
    /// The menus in the real app: a red line, a pixelated area over part of it; a right-click on
    /// the area picks it and its menu's Send to back puts it under the line, which the saved
    /// picture shows crisp again. Then F10, Up (round to Quit) and Enter quit the app.
    @Test func sendToBackFromTheRightClickMenuAndQuitFromTheMainMenu() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("menus")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let red = Color(red: 0xE5, green: 0x39, blue: 0x35)
        let app = try RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto], title: "sample.png")
        var args = app.drag(stride(from: 50.0, through: 350, by: 10).map { ($0, 100) })
        args += ["key", "x", "sleep", "0.2"]
        args += app.drag(stride(from: 0.0, through: 10, by: 1).map { (150 + $0 * 10, 60 + $0 * 8) })
        args += ["sleep", "0.3", "key", "ctrl+s"]
        try app.xdo(args)
        let before = try ImageFile.load(home + "/Pictures/" + (try #require(try Self.pictures(in: home + "/Pictures", count: 1).first)))
        try #require(before.width == 600 && before.height == 400)
        #expect(before[200, 100] != red, "the pixelated area lies over the line")
        #expect(before[100, 100] == red, "the line shows outside it")

        // A right-click on the area (off the line) picks it and opens its menu: Copy, Delete,
        // Bring to front, Send to back.
        let area = app.screen(200, 130)
        try app.xdo(["mousemove", area.0, area.1, "sleep", "0.1", "click", "3", "sleep", "0.3",
                     "key", "Down", "key", "Down", "key", "Down", "key", "Down", "key", "Return", "sleep", "0.3", "key", "ctrl+s"])
        let saved = try Self.pictures(in: home + "/Pictures", count: 2)
        try #require(saved.count == 2)
        let after = try ImageFile.load(home + "/Pictures/" + saved[1])
        #expect(after[200, 100] == red, "sent to the back, the area is under the line")
        #expect(after[230, 130] == before[230, 130] && after[230, 130] != Harness.sample[230, 130], "and still pixelates the photo")

        // The journal keeps the new order.
        var journal = Data()
        for _ in 0..<100 {
            journal = Self.sessionJournals(home).compactMap { FileManager.default.contents(atPath: $0) }.first ?? Data()
            if String(decoding: journal, as: UTF8.self).contains("\"t\":\"back\"") { break }
            usleep(100_000)
        }
        let replayed = try #require(SessionJournal.replay(journal)?.document)
        #expect(replayed.strokes.map(\.tool) == [.pixelate, .pen])

        try app.xdo(["key", "F10", "sleep", "0.2", "key", "Up", "key", "Return"])
        for _ in 0..<100 where app.process.isRunning { usleep(100_000) }
        #expect(!app.process.isRunning, "Quit from the main menu quits")
        #expect(app.process.termination == .exited(0))
    }
}
