import Foundation
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// Bad photos never crash the loader or blow up memory; each gets a message naming the file
/// and the reason.
@Suite struct HostilePhotoTests {
    let folder: String
    init() throws { folder = try TestPaths.temporaryFolder("hostile") }

    func file(_ name: String, _ bytes: [UInt8]) throws -> String {
        let path = folder + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    func expectRefused(_ path: String, _ reason: String) {
        do {
            _ = try ImageFile.load(path)
            Issue.record("\(path) loaded")
        } catch let e as PlatformError {
            #expect(e.subject == path)
            #expect(e.description.contains(path) && e.reason.contains(reason), "\(e)")
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    static func jpeg() throws -> [UInt8] {
        var image = RGBAImage(width: 200, height: 150, fill: Color(red: 40, green: 90, blue: 200))
        for y in 0..<150 { for x in 0..<200 where (x / 10 + y / 10) % 2 == 0 { image[x, y] = .white } }
        return try ImageFile.encode(image, as: .jpeg(quality: 90))
    }

    /// A PNG header (signature and IHDR, with a correct CRC) claiming `width` x `height`.
    static func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        let ihdr: [UInt8] = Array("IHDR".utf8) + be(width) + be(height) + [8, 2, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be(13) + ihdr + be(CRC32.checksum(ihdr))
    }

    @Test func zeroBytes() throws { expectRefused(try file("empty.png", []), "empty") }
    @Test func textNamedJPEG() throws { expectRefused(try file("notes.jpg", Array("just some text\n".utf8)), "not a readable image") }
    @Test func aFolder() throws {
        try FileManager.default.createDirectory(atPath: folder + "/album.jpg", withIntermediateDirectories: true)
        expectRefused(folder + "/album.jpg", "folder")
    }
    @Test func missingPath() { expectRefused(folder + "/gone.png", "no such file") }

    @Test func decompressionBombIsRefusedFromItsHeader() throws {
        // A small PNG that declares 40000x40000 (1.6 G pixels, 6.4 GB decoded).
        var bomb = Self.pngHeader(width: 40000, height: 40000)
        bomb += [0, 0, 0, 0] + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82]
        expectRefused(try file("bomb.png", bomb), "over the limit of 16384 px a side")
        // Within the side limit but over 120 MP.
        expectRefused(try file("wide.png", Self.pngHeader(width: 16000, height: 9000)), "over the limit of 120 MP")
        #expect(ImageHeader.dimensions(Self.pngHeader(width: 40000, height: 40000))! == (40000, 40000))
    }

    @Test func headersOfEveryFormatAreRead() throws {
        let image = RGBAImage(width: 37, height: 23, fill: .black)
        #expect(ImageHeader.dimensions(try ImageFile.encode(image, as: .png))! == (37, 23))
        #expect(ImageHeader.dimensions(try ImageFile.encode(image, as: .jpeg(quality: 80)))! == (37, 23))
        #expect(ImageHeader.dimensions(Array("GIF89a".utf8) + [0x10, 0x27, 0x20, 0x4E])! == (10000, 20000))
        #expect(ImageHeader.dimensions([0x49, 0x49, 0x2A, 0x00, 8, 0, 0, 0, 2, 0, 0, 1, 3, 0, 1, 0, 0, 0, 0x20, 0, 0, 0, 1, 1, 3, 0, 1, 0, 0, 0, 0x10, 0, 0, 0])! == (32, 16))
    }

    @Test func aTruncatedJPEGLoadsWithAWarning() throws {
        let full = try Self.jpeg()
        let path = try file("cut.jpg", Array(full.prefix(full.count * 2 / 3)))
        var warnings: [String] = []
        let image = try ImageFile.load(path, warnings: &warnings)
        #expect(image.width == 200 && image.height == 150)
        #expect(warnings.count == 1 && warnings[0].contains(path) && warnings[0].contains("cut short"))
        var none: [String] = []
        _ = try ImageFile.load(try file("whole.jpg", full), warnings: &none)
        #expect(none.isEmpty)
    }

    @Test func halfWrittenAndCorruptedFilesNeverCrash() throws {
        let jpeg = try Self.jpeg()
        let png = try ImageFile.encode(RGBAImage(width: 120, height: 80, fill: Color(red: 9, green: 99, blue: 199)), as: .png)
        var rng = SplitMix64(seed: 42)
        for (name, bytes) in [("half.jpg", jpeg), ("half.png", png)] {
            for cut in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 40)) {
                let path = try file("\(cut)-\(name)", Array(bytes.prefix(cut)))
                var warnings: [String] = []
                do { _ = try ImageFile.load(path, warnings: &warnings) } catch let e as PlatformError { #expect(e.subject == path) }
            }
            for i in 0..<40 {
                var damaged = bytes
                for _ in 0..<4 { damaged[rng.int(8..<damaged.count)] = UInt8(rng.int(0..<256)) }
                let path = try file("\(i)-corrupt-\(name)", damaged)
                var warnings: [String] = []
                do { _ = try ImageFile.load(path, warnings: &warnings) } catch let e as PlatformError { #expect(e.subject == path) }
            }
        }
    }
}
