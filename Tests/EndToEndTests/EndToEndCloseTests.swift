import Foundation
import SketchApp
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// The real app asked to close with a drawing no save holds (Ctrl+Q): Save writes the picture
/// and exits, Discard exits and the next plain launch offers the drawing back, Cancel keeps the
/// window; a saved drawing closes without a question; a photo that fits opens at 100 %.
@Suite(.serialized, .waitsOnProcesses) struct EndToEndCloseTests {
    typealias RunningApp = EndToEndTests.RunningApp

    static func stroke(_ app: RunningApp) throws {
        try app.xdo(app.drag(stride(from: 50.0, through: 350, by: 10).map { ($0, 100) }))
    }

    /// Clicks the window point `p` (window pixels; the tests run at scale 1).
    static func click(_ app: RunningApp, _ p: (x: Int, y: Int)) throws {
        try app.xdo(["mousemove", String(app.geometry.x + p.x), String(app.geometry.y + p.y), "click", "1"])
    }

    static func button(_ answer: CloseAnswer, _ app: RunningApp) -> (x: Int, y: Int) {
        let r = CloseDialog.button(answer, in: IntRect(x: 0, y: 0, width: app.geometry.width, height: app.geometry.height), scale: 1)
        return (r.x + r.width / 2, r.y + r.height / 2)
    }

    @Test func ctrlQAsksAndSaveWritesThePictureThenExits() throws {
        let server = try EndToEndTests.XServer()
        let home = try TestPaths.temporaryFolder("close-save")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let app = try RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto], title: "sample.png")
        try Self.stroke(app)
        try app.xdo(["key", "ctrl+q"])
        EndToEndTests.waitForExit(app, seconds: 1.5)
        #expect(app.process.isRunning, "the window asks first")
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: home + "/Pictures")) ?? []).isEmpty, "nothing saved before the answer")
        try app.xdo(["key", "Return"])
        EndToEndTests.waitForExit(app)
        #expect(!app.process.isRunning && app.process.termination == .exited(0))
        let saved = try EndToEndTests.pictures(in: home + "/Pictures", count: 1)
        try #require(saved.count == 1, "Save wrote no picture")
        #expect(saved[0].hasPrefix("sample-edited-"), "\(saved[0])")
        let image = try ImageFile.load(home + "/Pictures/" + saved[0])
        #expect(image.width == 600 && image.height == 400)
        #expect(image[200, 100] == EndToEndTests.red, "the stroke is in the picture")
    }

    @Test func cancelKeepsTheWindowAndDiscardExitsAndTheNextLaunchOffersTheDrawing() throws {
        let server = try EndToEndTests.XServer()
        let home = try TestPaths.temporaryFolder("close-discard")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let app = try RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto], title: "sample.png")
        try Self.stroke(app)
        try app.xdo(["key", "ctrl+q", "sleep", "0.5", "key", "Escape"])
        EndToEndTests.waitForExit(app, seconds: 2)
        #expect(app.process.isRunning, "Cancel (Escape) keeps the window")
        try app.xdo(["key", "ctrl+q", "sleep", "0.5"])
        try Self.click(app, Self.button(.discard, app))
        EndToEndTests.waitForExit(app)
        #expect(!app.process.isRunning && app.process.termination == .exited(0))
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: home + "/Pictures")) ?? []).isEmpty, "Discard saves nothing")

        // A plain launch, as from the desktop's menu, offers the drawing; its Restore brings it back.
        let next = try RunningApp(server: server, home: home, arguments: [], title: "Sketchpad")
        let layout = Layout(width: next.geometry.width, height: next.geometry.height, panelOpen: false)
        let banner = RestoreBanner.frame(in: layout.canvasArea, offers: 1, more: 0, below: nil, scale: 1)
        let restore = RestoreBanner.restoreButton(0, in: banner, scale: 1)
        usleep(1_500_000)
        try Self.click(next, (restore.x + restore.width / 2, restore.y + restore.height / 2))
        #expect(try EndToEndVisibleStateTests.title(next, becomes: "• sample.png — Sketchpad") == "• sample.png — Sketchpad",
                "the offer restored the drawing")
        try next.xdo(["sleep", "0.5", "key", "ctrl+s"])
        let saved = try EndToEndTests.pictures(in: home + "/Pictures", count: 1)
        try #require(saved.count == 1)
        #expect(try ImageFile.load(home + "/Pictures/" + saved[0])[200, 100] == EndToEndTests.red, "the restored drawing has the stroke")
        try next.xdo(["key", "ctrl+q"])
        EndToEndTests.waitForExit(next)
        #expect(next.process.termination == .exited(0), "saved, it closes without a question")
    }

    @Test func aSavedDrawingClosesWithoutAQuestion() throws {
        let server = try EndToEndTests.XServer()
        let home = try TestPaths.temporaryFolder("close-saved")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let app = try RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto], title: "sample.png")
        try Self.stroke(app)
        try app.xdo(["key", "ctrl+s"])
        try #require(try EndToEndTests.pictures(in: home + "/Pictures", count: 1).count == 1)
        try app.xdo(["key", "ctrl+q"])
        EndToEndTests.waitForExit(app, seconds: 3)
        #expect(!app.process.isRunning && app.process.termination == .exited(0), "no question: the app ends by itself")
    }

    /// A 451×300 photo in a 1280×800 window: its own pixels, one a screen pixel (it opened at
    /// 239 % before, soft).
    @Test func aPhotoThatFitsOpensAt100Percent() throws {
        let importTool = try EndToEndTests.tool("import")
        let server = try EndToEndTests.XServer()
        let home = try TestPaths.temporaryFolder("close-100")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let ink = Color(red: 0x12, green: 0x9A, blue: 0x56)
        let photo = home + "/small.png"
        try TestPNG.write(RGBAImage(width: 451, height: 300, fill: ink), to: photo)
        let app = try RunningApp(server: server, home: home, arguments: [photo], title: "small.png")
        try app.xdo(["mousemove", "0", "0", "sleep", "0.5"])
        let shot = home + "/shot.png"
        let r = try runProcess(importTool, ["-window", app.window, shot], environment: app.env)
        #expect(r.status == 0, "\(r.stderr)")
        let image = try ImageFile.load(shot)
        var xs: [Int] = [], ys: [Int] = []
        for y in 0..<image.height { for x in 0..<image.width where image[x, y] == ink { xs.append(x); ys.append(y) } }
        try #require(!xs.isEmpty, "the photo is not on screen")
        #expect(xs.max()! - xs.min()! + 1 == 451 && ys.max()! - ys.min()! + 1 == 300, "shown \(xs.max()! - xs.min()! + 1)×\(ys.max()! - ys.min()! + 1)")
        try app.xdo(["key", "ctrl+q"])
        EndToEndTests.waitForExit(app)
        #expect(app.process.termination == .exited(0))
    }
}
