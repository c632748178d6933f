import Foundation
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

extension EndToEndTests {
    /// The real app with the real xclip under Xvfb: Ctrl+C, then Ctrl+Alt+S, Ctrl+C again and Ctrl+Q
    /// all take effect, though the first xclip stays behind serving the clipboard.
    @Test func afterCtrlCTheAppStillSavesCopiesAndQuits() throws {
        let xclip = try Self.tool("xclip")
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("copy")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let app = try RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto], title: "sample.png")
        var args = app.drag(stride(from: 50.0, through: 350, by: 10).map { ($0, 100) })
        args += ["sleep", "0.2", "key", "ctrl+c", "sleep", "1", "key", "ctrl+alt+s"]
        try app.xdo(args)
        let saved = try Self.pictures(in: home + "/Pictures", count: 1)
        try #require(saved.count == 1, "the save after a copy never happened")
        let picture = try ImageFile.load(home + "/Pictures/" + saved[0])
        // What the clipboard holds is the view Save view (Ctrl+Alt+S) wrote.
        let file = home + "/pasted.png"
        var pasted: RGBAImage?
        for _ in 0..<50 where pasted != picture {
            let r = try runProcess(xclip, ["-selection", "clipboard", "-t", "image/png", "-o"], environment: app.env)
            try r.stdoutData.write(to: URL(fileURLWithPath: file))
            pasted = r.status == 0 ? try? ImageFile.load(file) : nil
            if pasted != picture { usleep(100_000) }
        }
        #expect(pasted == picture, "the clipboard does not hold the picture")
        // A second copy and a quit: the app ends by itself.
        try app.xdo(["key", "ctrl+c", "sleep", "0.5", "key", "ctrl+q"])
        for _ in 0..<100 where app.process.isRunning { usleep(100_000) }
        #expect(!app.process.isRunning, "the app did not quit within 10 s of Ctrl+Q")
        let log = (try? String(contentsOfFile: app.log, encoding: .utf8)) ?? ""
        #expect(!log.contains("could not"), "\(log)")
    }
}

extension EndToEndTests {
    /// The screenshot workflow: a photo on standard input with `--early-exit`; Enter puts the
    /// picture (the photo's own size, the stroke on it) on the real clipboard and the app ends
    /// by itself, with status 0.
    @Test func earlyExitEnterCopiesThePictureAndQuits() throws {
        let xclip = try Self.tool("xclip")
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("early-exit")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let photoData = try Data(contentsOf: URL(fileURLWithPath: TestPaths.samplePhoto))
        let photo = try ImageFile.load(TestPaths.samplePhoto)
        let app = try RunningApp(server: server, home: home, arguments: ["-f", "-", "--early-exit"], title: "standard-input", stdin: photoData)
        var args = app.drag(stride(from: 50.0, through: 350, by: 10).map { ($0, 100) })
        args += ["sleep", "0.3", "key", "Return"]
        try app.xdo(args)
        for _ in 0..<150 where app.process.isRunning { usleep(100_000) }
        #expect(!app.process.isRunning, "the app did not quit within 15 s of Enter")
        #expect(app.process.termination?.status == 0, "\(String(describing: app.process.termination))")
        let file = home + "/pasted.png"
        let r = try runProcess(xclip, ["-selection", "clipboard", "-t", "image/png", "-o"], environment: app.env)
        try #require(r.status == 0, "nothing on the clipboard: \(r.stderr)")
        try r.stdoutData.write(to: URL(fileURLWithPath: file))
        let pasted = try ImageFile.load(file)
        #expect(pasted.width == photo.width && pasted.height == photo.height, "the picture at the photo's own size")
        let changed = zip(pasted.pixels, photo.pixels).filter { $0 != $1 }.count
        #expect(changed > 500 && changed < pasted.pixels.count / 4, "\(changed) pixels differ from the photo: the stroke, and only it")
    }
}
