import Foundation
import SketchCore
@testable import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// A saved picture holds its pixels and its colour profile, nothing else: not the photo's
/// EXIF (where a camera keeps a small picture of the photo as it was taken, the classic way a
/// pixelated or blurred photo gives away what it hid), no document, no strokes.
@Suite struct SavedPicturePrivacyTests {
    /// The thumbnail a camera would keep: its own small JPEG, with a mark of its own inside.
    static let thumbnail: [UInt8] = try! ImageFile.encode(RGBAImage(width: 16, height: 12, fill: Color(red: 0, green: 255, blue: 0)), as: .jpeg(quality: 50))

    @Test func aSavedPictureOfAPhotoWithAnExifThumbnailHoldsOnlyPixelsAndColour() throws {
        let folder = try TestPaths.temporaryFolder("privacy")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let camera = ExifTag.withThumbnail(try ImageFile.encode(SaveEncoderTests.picture(width: 320, height: 200), as: .jpeg(quality: 90)), thumbnail: Self.thumbnail)
        let carries = PictureParts.contains(camera, Array(Self.thumbnail.suffix(48))) && PictureParts.contains(camera, Array("Exif".utf8))
        #expect(carries, "the photo carries its EXIF thumbnail")
        let photoPath = folder + "/camera.jpg"
        try Data(camera).write(to: URL(fileURLWithPath: photoPath))
        let photo = try ImageFile.load(photoPath)
        #expect(photo.width == 320, "the photo opens, thumbnail and all")
        var document = Document(width: 320, height: 200, photoPath: photoPath)
        document.add(Stroke(tool: .pixelate, color: .clear, width: 16, points: [Point(x: 0, y: 0), Point(x: 320, y: 200)]))
        let picture = DocumentRenderer.render(document, photo: photo, scale: 1)
        for ext in ["png", "jpg", "webp"] {
            let out = folder + "/saved." + ext
            try ImageFile.write(picture, to: out, replacing: true)
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: out)))
            // The thumbnail's own coded pixels (its end; its header is any of these JPEGs').
            let exif = PictureParts.contains(bytes, Array("Exif".utf8)), kept = PictureParts.contains(bytes, Array(Self.thumbnail.suffix(48)))
            let document = PictureParts.contains(bytes, Array("sketchpad".utf8))
            #expect(!exif, "\(ext): EXIF")
            #expect(!kept, "\(ext): the camera's thumbnail")
            #expect(!document, "\(ext): a document")
            let parts = PictureParts.parts(bytes)
            #expect(!parts.isEmpty && Set(parts).isSubset(of: PictureParts.allowed[ext]!), "\(ext): \(parts)")
        }
    }
}
