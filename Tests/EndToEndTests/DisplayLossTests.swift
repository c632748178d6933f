import Foundation
import SketchApp
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// What the suites below share, used by other end-to-end suites too.
extension EndToEndTests {
    /// The pictures saved in `home`'s Pictures folder (not views), and any temporary file beside them.
    static func savedPictures(_ home: String) -> (done: [String], temporary: [String]) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: home + "/Pictures")) ?? []
        return (names.filter { ($0.hasPrefix("sketchpad-") || $0.contains("-edited-")) && $0.hasSuffix(".png") && !$0.hasSuffix("-view.png") }, names.filter { $0.hasSuffix(".tmp") })
    }
}

/// The X server going away while the app runs (Xvfb killed): what was in progress is finished
/// as SIGTERM finishes it, a save and `-o -` included, and the app then says it lost the
/// display and exits 1.
@Suite(.serialized, .waitsOnProcesses) struct DisplayLossTests {
    typealias RunningApp = EndToEndTests.RunningApp

    /// Xvfb dies an instant after Ctrl+S: the save of a 4000x3000 photo's picture is then still
    /// running, and it is written whole, with the stroke drawn before it, before the app ends.
    @Test func aLostDisplayFinishesTheSaveInProgress() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("lostexport")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let photo = try ImageFile.load(TestPaths.samplePhoto).scaled(toWidth: 4000, height: 3000)
        let path = home + "/big.png"
        try TestPNG.write(photo, to: path)
        let app = try RunningApp(server: server, home: home, arguments: [path], title: "big.png")
        let fit = Layout(width: app.geometry.width, height: app.geometry.height, panelOpen: false).fit(canvasWidth: photo.width, canvasHeight: photo.height)
        func screen(_ x: Int, _ y: Int) -> [String] {
            [String(app.geometry.x + fit.rect.x + Int(Double(x) * fit.scale)), String(app.geometry.y + fit.rect.y + Int(Double(y) * fit.scale))]
        }
        var drag = ["mousemove"] + screen(500, 1500) + ["mousedown", "1"]
        for x in stride(from: 700, through: 3500, by: 200) { drag += ["mousemove"] + screen(x, 1500) + ["sleep", "0.01"] }
        try app.xdo(drag + ["mouseup", "1"])
        // Once the stroke is journaled the photo is open and the app takes keys: a key sent while
        // it still decodes the photo could be lost with the server.
        for _ in 0..<200 where !(EndToEndTests.sessionJournals(home).compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }.first ?? "").contains("\"t\":\"add\"") {
            usleep(50_000)
        }
        try app.xdo(["key", "ctrl+s", "sleep", "0.3"])
        let before = EndToEndTests.savedPictures(home).done
        server.process.kill()
        try #require(before.isEmpty, "the save was done before the display went (\(before)): the test needs a larger photo")
        // The save runs to its end first; the whole test suite may be running beside it.
        EndToEndTests.waitForExit(app, seconds: 120)
        try #require(!app.process.isRunning, "the app still runs two minutes after its display went")
        let log = try String(contentsOfFile: app.log, encoding: .utf8)
        #expect(app.process.termination == .exited(1), "\(String(describing: app.process.termination)); the app said: \(log)")
        #expect(log.contains("lost the display"), "\(log)")
        let (done, temporary) = EndToEndTests.savedPictures(home)
        #expect(temporary.isEmpty, "a temporary file is left: \(temporary)")
        let name = try #require(done.first, "no picture in Pictures; the app said: \(log)")
        let exported = try ImageFile.load(home + "/Pictures/" + name)
        #expect(exported.width == photo.width && exported.height == photo.height, "\(exported.width)x\(exported.height)")
        #expect(exported[2000, 1500] == EndToEndTests.red, "the stroke is in the saved picture")
        #expect(exported[2000, 600] == photo[2000, 600], "the photo shows away from the stroke")
        // The save that finished is in the journal: the drawing, saved whole, is not offered again.
        #expect(EndToEndTests.sessionJournals(home).count == 1)
        #expect(try EndToEndTests.listSessions(home).rows.isEmpty)
    }

    /// With `-o -`, the picture (at the photo's own size, as Save writes it) goes to standard
    /// output before the app ends, as on a quit.
    @Test func aLostDisplayWritesThePictureToStandardOutput() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("loststdout")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let outPath = home + "/stdout.png"
        let app = try RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto, "-o", "-"], title: "sample.png", stdout: outPath)
        try app.xdo(app.drag(stride(from: 50.0, through: 350, by: 10).map { ($0, 100) }))
        server.process.kill()
        EndToEndTests.waitForExit(app)
        try #require(!app.process.isRunning)
        let log = try String(contentsOfFile: app.log, encoding: .utf8)
        #expect(app.process.termination == .exited(1), "\(String(describing: app.process.termination)); the app said: \(log)")
        #expect(log.contains("lost the display"), "\(log)")
        let size = ((try? FileManager.default.attributesOfItem(atPath: outPath))?[.size] as? Int) ?? 0
        let image = try #require(try? ImageFile.load(outPath), "standard output holds no PNG (\(size) bytes)")
        #expect(image.width == 600 && image.height == 400, "\(image.width)x\(image.height)")
        #expect(image[200, 100] == EndToEndTests.red, "the stroke is in the picture")
        let photo = try ImageFile.load(TestPaths.samplePhoto)
        #expect(image[450, 300] == photo[450, 300], "the photo's own pixels away from it")
    }
}
