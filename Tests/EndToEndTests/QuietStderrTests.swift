import Foundation
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// Normal use says nothing on stderr: the image libraries' own warnings (libpng's about
/// colour profiles, libjpeg's about stray bytes, libtiff's about tags) never reach it.
extension EndToEndTests {
    /// The photo in every format the app opens that SDL2_image or a codec library reads,
    /// tagged with an ICC profile where the format carries one.
    static func everydayPhotos(in folder: String) throws -> [String] {
        var doc = Document(width: 600, height: 400, photoPath: folder + "/sample.png")
        doc.add(Stroke(tool: .pen, color: red, width: 6, points: [Point(40, 40), Point(500, 300)]))
        try FileManager.default.copyItem(atPath: TestPaths.samplePhoto, toPath: folder + "/sample.png")
        try DocumentCodec.encode(doc).write(to: URL(fileURLWithPath: folder + "/photo.sketch"))
        // `render` writes a JPEG with an sRGB profile; ImageMagick keeps it in what it converts.
        let r = try runProcess(TestPaths.sketchpadBinary, ["render", folder + "/photo.sketch", "-o", folder + "/tagged.jpg"])
        try #require(r.status == 0, "\(r.stderr)")
        let convert = try tool("convert")
        var photos = [folder + "/tagged.jpg"]
        for ext in ["png", "tif", "webp", "gif", "bmp"] {
            let out = folder + "/tagged." + ext
            let c = try runProcess(convert, [folder + "/tagged.jpg", out])
            try #require(c.status == 0, "\(c.stderr)")
            photos.append(out)
        }
        let png = try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder + "/tagged.png")))
        try #require(png.indices.dropLast(4).contains { png[$0...].starts(with: Array("iCCP".utf8)) }, "the PNG carries its profile")
        // A phone's JPEG with data after its end (a motion photo's video).
        var motion = try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder + "/tagged.jpg")))
        motion += Array("ftypmp42 the video of a motion photo".utf8)
        try Data(motion).write(to: URL(fileURLWithPath: folder + "/motion.jpg"))
        return photos + [folder + "/motion.jpg"]
    }

    @Test func openingDrawingAndSavingEverydayPhotosSaysNothingOnStderr() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("quiet")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let photos = try Self.everydayPhotos(in: home)
        for (i, photo) in photos.enumerated() {
            let app = try RunningApp(server: server, home: home, arguments: [photo], title: (photo as NSString).lastPathComponent)
            try Self.strokes(app, at: [200])
            try app.xdo(["key", "ctrl+s"])
            _ = try Self.pictures(in: home + "/Pictures", count: i + 1)
            try Self.quit(app)
            let said = (try? String(contentsOfFile: app.log, encoding: .utf8)) ?? ""
            #expect(said.isEmpty, "\((photo as NSString).lastPathComponent): the app said \(said)")
        }
        #expect(try Self.pictures(in: home + "/Pictures", count: photos.count).count == photos.count, "each was saved")
    }
}
