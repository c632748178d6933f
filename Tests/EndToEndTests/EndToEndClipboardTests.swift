import Foundation
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// The real app and the real clipboard (xclip) under Xvfb: copy, --early-exit's Enter, paste.
@Suite(.serialized, .waitsOnProcesses) struct EndToEndClipboardTests {
    typealias RunningApp = EndToEndTests.RunningApp

    /// The real app with the real xclip under Xvfb: Ctrl+C, then Ctrl+Alt+S, Ctrl+C again and Ctrl+Q
    /// all take effect, though the first xclip stays behind serving the clipboard.
    @Test func afterCtrlCTheAppStillSavesCopiesAndQuits() throws {
        let xclip = try EndToEndTests.tool("xclip")
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("copy")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let app = try RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto], title: "sample.png")
        var args = app.drag(stride(from: 50.0, through: 350, by: 10).map { ($0, 100) })
        args += ["sleep", "0.2", "key", "ctrl+c", "sleep", "1", "key", "ctrl+alt+s"]
        try app.xdo(args)
        let saved = try EndToEndTests.pictures(in: home + "/Pictures", count: 1)
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
        // A second copy and a quit (the view saved, the drawing is not: Discard, the focus moved
        // to it, answers the question): the app ends by itself.
        try app.xdo(["key", "ctrl+c", "sleep", "0.5", "key", "ctrl+q", "sleep", "0.5", "key", "Left", "Left", "Return"])
        for _ in 0..<100 where app.process.isRunning { usleep(100_000) }
        #expect(!app.process.isRunning, "the app did not quit within 10 s of Ctrl+Q")
        let log = (try? String(contentsOfFile: app.log, encoding: .utf8)) ?? ""
        #expect(!log.contains("could not"), "\(log)")
    }

    /// The screenshot workflow: a photo on standard input with `--early-exit`; Enter puts the
    /// picture (the photo's own size, the stroke on it) on the real clipboard and the app ends
    /// by itself, with status 0.
    @Test func earlyExitEnterCopiesThePictureAndQuits() throws {
        let xclip = try EndToEndTests.tool("xclip")
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

    /// Ctrl+V with the real xclip under Xvfb: a PNG put on the clipboard by `xclip -t image/png`
    /// becomes the photo of an empty canvas, and Ctrl+S gives it back exactly; a second image
    /// pasted over it is placed at the view's centre, pixel for pixel.
    @Test func ctrlVOpensAClipboardImageAsThePhotoAndPlacesTheNextOverIt() throws {
        let xclip = try EndToEndTests.tool("xclip")
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("paste")
        defer { try? FileManager.default.removeItem(atPath: home) }
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = server.display
        func putOnClipboard(_ file: String) throws {
            let r = try runProcess(xclip, ["-selection", "clipboard", "-t", "image/png", "-i", file], environment: env)
            try #require(r.status == 0, "xclip -i: \(r.stderr)")
        }
        try putOnClipboard(TestPaths.samplePhoto)
        let photo = try ImageFile.load(TestPaths.samplePhoto)
        let app = try RunningApp(server: server, home: home, arguments: [], title: "Sketchpad")
        try app.xdo(["key", "ctrl+v", "sleep", "1", "key", "ctrl+s"])
        let first = try EndToEndTests.pictures(in: home + "/Pictures", count: 1)
        try #require(first.count == 1, "Ctrl+S after Ctrl+V saved nothing")
        #expect(try ImageFile.load(home + "/Pictures/" + first[0]) == photo, "the saved picture is the pasted photo, exactly")

        // A small picture of its own over the photo.
        var patch = RGBAImage(width: 40, height: 30)
        for y in 0..<30 { for x in 0..<40 { patch[x, y] = Color(red: UInt8(x * 6), green: UInt8(y * 8), blue: 200, alpha: 255) } }
        let patchFile = home + "/patch.png"
        try ImageFile.writePNG(patch, to: patchFile)
        try putOnClipboard(patchFile)
        try app.xdo(["key", "ctrl+v", "sleep", "1", "key", "ctrl+s"])
        let both = try EndToEndTests.pictures(in: home + "/Pictures", count: 2)
        try #require(both.count == 2, "the second save never happened")
        let second = try ImageFile.load(home + "/Pictures/" + both[1])
        let box = IntRect(x: photo.width / 2 - 20, y: photo.height / 2 - 15, width: 40, height: 30)
        #expect(second.cropped(to: box) == patch, "the pasted picture at the view's centre, at its own size")
        let changed = zip(second.pixels, photo.pixels).filter { $0 != $1 }.count
        #expect(changed <= 40 * 30, "only the pasted picture's pixels changed: \(changed)")
        let log = (try? String(contentsOfFile: app.log, encoding: .utf8)) ?? ""
        #expect(!log.contains("could not"), "\(log)")
    }

    /// `--early-exit` with no clipboard helper on PATH: Enter's copy fails, so the window stays
    /// open, says why, and keeps the drawing; closing it then ends the program with status 1.
    @Test func earlyExitNeverQuitsOnAFailedCopy() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("early-exit-fail")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let app = try RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto, "--early-exit"], title: "sample.png",
                                 environment: ["PATH": "/nonexistent"])
        var args = app.drag(stride(from: 50.0, through: 350, by: 10).map { ($0, 100) })
        args += ["sleep", "0.3", "key", "Return", "sleep", "3"]
        try app.xdo(args)
        #expect(app.process.isRunning, "the window stays after a copy that failed")
        let log = (try? String(contentsOfFile: app.log, encoding: .utf8)) ?? ""
        #expect(log.contains("sketchpad: not closing: ") && log.contains("neither wl-copy nor xclip"), "\(log)")
        try app.xdo(["key", "ctrl+q"])
        for _ in 0..<100 where app.process.isRunning { usleep(100_000) }
        #expect(app.process.termination == .exited(1), "\(String(describing: app.process.termination))")
    }
}
