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

    /// `plain` (a JPEG) with an EXIF APP1 segment whose IFD1 points at `thumbnail`, as cameras write it.
    static func withExifThumbnail(_ plain: [UInt8]) -> [UInt8] {
        func be16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        func be32(_ v: Int) -> [UInt8] { be16(v >> 16) + be16(v) }
        // IFD0 at 8: one entry (orientation 1), next IFD at 26. IFD1 at 26: two entries, no next.
        var tiff: [UInt8] = [0x4D, 0x4D, 0, 42] + be32(8)
        tiff += be16(1) + [0x01, 0x12] + be16(3) + be32(1) + be16(1) + [0, 0] + be32(26)
        let thumbnailOffset = 26 + 2 + 2 * 12 + 4
        tiff += be16(2) + [0x02, 0x01] + be16(4) + be32(1) + be32(thumbnailOffset)
        tiff += [0x02, 0x02] + be16(4) + be32(1) + be32(thumbnail.count) + be32(0)
        tiff += thumbnail
        let payload: [UInt8] = Array("Exif".utf8) + [0, 0] + tiff
        let app1: [UInt8] = [0xFF, 0xE1] + be16(payload.count + 2) + payload
        return Array(plain[0..<2]) + app1 + Array(plain[2...])
    }

    static func contains(_ bytes: [UInt8], _ part: [UInt8]) -> Bool {
        guard part.count <= bytes.count else { return false }
        return (0...(bytes.count - part.count)).contains { bytes[$0..<($0 + part.count)].elementsEqual(part) }
    }

    /// The chunks of a PNG, the segments of a JPEG before its scan, the chunks of a WebP.
    static func parts(_ bytes: [UInt8]) -> [String] {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            var out: [String] = [], at = 8
            while at + 8 <= bytes.count {
                let length = Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
                out.append(String(decoding: bytes[(at + 4)..<(at + 8)], as: UTF8.self))
                at += 12 + length
            }
            return out
        }
        if bytes.starts(with: [0xFF, 0xD8]) {
            var out: [String] = [], at = 2
            while at + 4 <= bytes.count, bytes[at] == 0xFF {
                let marker = bytes[at + 1]
                out.append(String(format: "%02X", marker))
                if marker == 0xDA { break }
                at += 2 + (Int(bytes[at + 2]) << 8 | Int(bytes[at + 3]))
            }
            return out
        }
        var out: [String] = [], at = 12
        while at + 8 <= bytes.count {
            let length = Int(bytes[at + 4]) | Int(bytes[at + 5]) << 8 | Int(bytes[at + 6]) << 16 | Int(bytes[at + 7]) << 24
            out.append(String(decoding: bytes[at..<(at + 4)], as: UTF8.self))
            at += 8 + length + (length & 1)
        }
        return out
    }

    @Test func aSavedPictureOfAPhotoWithAnExifThumbnailHoldsOnlyPixelsAndColour() throws {
        let folder = try TestPaths.temporaryFolder("privacy")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let camera = Self.withExifThumbnail(try ImageFile.encode(SaveEncoderTests.picture(width: 320, height: 200), as: .jpeg(quality: 90)))
        let carries = Self.contains(camera, Array(Self.thumbnail.suffix(48))) && Self.contains(camera, Array("Exif".utf8))
        #expect(carries, "the photo carries its EXIF thumbnail")
        let photoPath = folder + "/camera.jpg"
        try Data(camera).write(to: URL(fileURLWithPath: photoPath))
        let photo = try ImageFile.load(photoPath)
        #expect(photo.width == 320, "the photo opens, thumbnail and all")
        var document = Document(width: 320, height: 200, photoPath: photoPath)
        document.add(Stroke(tool: .pixelate, color: .clear, width: 16, points: [Point(x: 0, y: 0), Point(x: 320, y: 200)]))
        let picture = DocumentRenderer.render(document, photo: photo, scale: 1)
        let allowed: [String: Set<String>] = ["png": ["IHDR", "sRGB", "iCCP", "gAMA", "cHRM", "IDAT", "IEND"],
                                              "jpg": ["E0", "E2", "DB", "C0", "C2", "C4", "DD", "DA"],
                                              "webp": ["VP8 ", "VP8L", "VP8X", "ICCP", "ALPH"]]
        for ext in ["png", "jpg", "webp"] {
            let out = folder + "/saved." + ext
            try ImageFile.write(picture, to: out, replacing: true)
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: out)))
            // The thumbnail's own coded pixels (its end; its header is any of these JPEGs').
            let exif = Self.contains(bytes, Array("Exif".utf8)), kept = Self.contains(bytes, Array(Self.thumbnail.suffix(48)))
            let document = Self.contains(bytes, Array("sketchpad".utf8))
            #expect(!exif, "\(ext): EXIF")
            #expect(!kept, "\(ext): the camera's thumbnail")
            #expect(!document, "\(ext): a document")
            let parts = Self.parts(bytes)
            #expect(!parts.isEmpty && Set(parts).isSubset(of: allowed[ext]!), "\(ext): \(parts)")
        }
    }
}
