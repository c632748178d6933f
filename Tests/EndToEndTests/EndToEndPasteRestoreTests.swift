import Foundation
import SketchApp
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

extension EndToEndTests {
    /// What is pasted is what is kept: JPEG, WebP and GIF bytes offered under every image type
    /// (the real xclip under Xvfb) are pasted, the app is killed, and its session reads back
    /// every pasted image with the pixels shown, none of them a damaged line; `--restore` then
    /// shows the last one where it was.
    @Test func imagesPastedUnderAnyTypeSurviveAKillAndARestore() throws {
        EmbeddedImage.installLiveDecoder()
        let xclip = try Self.tool("xclip"), convert = try Self.tool("convert")
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("paste-restore")
        defer { try? FileManager.default.removeItem(atPath: home) }
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = server.display

        var patch = RGBAImage(width: 40, height: 30)
        for y in 0..<30 { for x in 0..<40 { patch[x, y] = Color(red: UInt8(x * 6), green: UInt8(y * 8), blue: 200, alpha: 255) } }
        let png = home + "/patch.png"
        try ImageFile.writePNG(patch, to: png)
        let files = [
            "jpeg": home + "/patch.jpg", "webp": home + "/patch.webp", "gif": home + "/patch.gif",
        ]
        try Data(ImageFile.encode(patch, as: .jpeg(quality: 90))).write(to: URL(fileURLWithPath: files["jpeg"]!))
        try Data(ImageFile.encode(patch, as: .webp(quality: 90))).write(to: URL(fileURLWithPath: files["webp"]!))
        let gif = try runProcess(convert, [png, files["gif"]!])
        try #require(gif.status == 0, "convert: \(gif.stderr)")

        let app = try RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto], title: "sample.png")
        var shown: [RGBAImage] = []
        for format in ["jpeg", "webp", "gif"] {
            let file = files[format]!
            shown.append(try ImageFile.decode(try [UInt8](Data(contentsOf: URL(fileURLWithPath: file))), path: file))
            for type in ["image/png", "image/jpeg", "image/webp", "image/gif"] {
                let put = try runProcess(xclip, ["-selection", "clipboard", "-t", type, "-i", file], environment: env)
                try #require(put.status == 0, "xclip -i: \(put.stderr)")
                try app.xdo(["key", "ctrl+v", "sleep", "0.8"])
            }
        }
        app.process.kill(SIGKILL)
        _ = try app.process.wait(timeout: 10)

        let journal = try #require(Self.sessionJournals(home).first)
        let folder = (journal as NSString).deletingLastPathComponent
        let stored = try SessionReader.read(id: (folder as NSString).lastPathComponent, folder: folder, layer: false)
        #expect(stored.restored.damaged == 0, "no pasted image is a damaged line")
        let images = stored.restored.records.compactMap { record -> EmbeddedImage? in
            if case .add(let stroke) = record { return stroke.image }
            return nil
        }
        try #require(images.count == 12, "every paste is kept: \(images.count)")
        for (i, image) in images.enumerated() {
            let decoded = try ImageFile.decode(image.png, path: "kept image \(i + 1)")
            #expect(ImageHeader.format(of: image.png) == .png, "kept as a PNG")
            #expect(decoded.pixels == shown[i / 4].pixels, "image \(i + 1) is kept as it was shown")
        }

        let restored = try RunningApp(server: server, home: home, arguments: ["--restore"], title: "sample.png")
        try restored.xdo(["sleep", "0.5", "key", "ctrl+s"])
        let (picture, _) = try Self.saved(restored, home: home, count: 1)
        let box = IntRect(x: picture.width / 2 - 20, y: picture.height / 2 - 15, width: 40, height: 30)
        #expect(picture.cropped(to: box) == shown[2], "the last image pasted, restored where it was")
        let log = (try? String(contentsOfFile: restored.log, encoding: .utf8)) ?? ""
        #expect(!log.contains("damaged"), "\(log)")
    }
}
