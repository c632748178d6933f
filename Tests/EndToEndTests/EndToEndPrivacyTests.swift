import Foundation
import SketchApp
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// In the real app: a camera's JPEG that carries an EXIF thumbnail (a small picture of the
/// photo as taken), pixelated all over with the mouse, then saved by Ctrl+S (PNG) and by Save
/// as under typed `.jpg` and `.webp` names. None of the three holds the EXIF, the thumbnail
/// or a document: only pixels and colour.
@Suite(.waitsOnProcesses) struct EndToEndPrivacyTests {
    @Test func aPixelatedCameraPhotoSavesWithoutItsExifThumbnail() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("privacy-e2e")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let thumbnail = try ImageFile.encode(RGBAImage(width: 16, height: 12, fill: Color(red: 0, green: 255, blue: 0)), as: .jpeg(quality: 50))
        let camera = ExifTag.withThumbnail(try ImageFile.encode(try ImageFile.load(TestPaths.samplePhoto), as: .jpeg(quality: 90)), thumbnail: thumbnail)
        try #require(PictureParts.contains(camera, Array(thumbnail.suffix(48))), "the photo carries its thumbnail")
        let photo = home + "/camera.jpg"
        try Data(camera).write(to: URL(fileURLWithPath: photo))

        let app = try EndToEndTests.RunningApp(server: server, home: home, arguments: [photo], title: "camera.jpg")
        try app.xdo(["key", "x", "sleep", "0.1"] + app.drag([(2, 2), (300, 200), (598, 398)]) + ["key", "ctrl+s", "sleep", "0.5"])
        let png = try #require(try EndToEndTests.pictures(in: home + "/Pictures", count: 1).first.map { home + "/Pictures/" + $0 })
        var files = [png]
        for name in ["camera-shared.jpg", "camera-shared.webp"] {
            try app.xdo(["key", "ctrl+shift+s", "sleep", "0.5", "key", "ctrl+a", "type", name])
            try app.xdo(["key", "Return", "sleep", "0.5"])
            let path = home + "/Pictures/" + name
            for _ in 0..<50 where !FileManager.default.fileExists(atPath: path) { usleep(100_000) }
            files.append(path)
        }
        for file in files {
            let bytes = try #require(FileManager.default.contents(atPath: file).map { [UInt8]($0) }, "\(file) was saved")
            let ext = file.hasSuffix(".jpg") ? "jpg" : file.hasSuffix(".webp") ? "webp" : "png"
            let magic: [String: [UInt8]] = ["png": [0x89, 0x50, 0x4E, 0x47], "jpg": [0xFF, 0xD8], "webp": Array("RIFF".utf8)]
            #expect(bytes.starts(with: magic[ext]!), "\(file) is a \(ext)")
            #expect(!PictureParts.contains(bytes, Array("Exif".utf8)), "\(file): EXIF")
            #expect(!PictureParts.contains(bytes, Array(thumbnail.suffix(48))), "\(file): the camera's thumbnail")
            #expect(!PictureParts.contains(bytes, Array("sketchpad".utf8)), "\(file): a document")
            let parts = PictureParts.parts(bytes)
            #expect(!parts.isEmpty && Set(parts).isSubset(of: PictureParts.allowed[ext]!), "\(file): \(parts)")
        }
    }
}
