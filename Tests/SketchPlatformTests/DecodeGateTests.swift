import Foundation
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// Nothing is decoded before its size is known: only PNG, JPEG, GIF, BMP, WebP, TIFF, HEIC and AVIF are
/// opened, chosen by content, each frame's size checked in its header; everything else (SVG,
/// PNM, TGA, ...) is refused by content with a message saying which formats open. Files that
/// are not regular files get their true reason, and nothing is read past the byte cap.
@Suite struct DecodeGateTests {
    let folder: String
    init() throws { folder = try TestPaths.temporaryFolder("gate") }

    func file(_ name: String, _ bytes: [UInt8]) throws -> String {
        let path = folder + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    func refusal(_ path: String) -> String? {
        do { _ = try ImageFile.load(path); return nil } catch let e as PlatformError {
            #expect(e.subject == path && e.description.hasPrefix(path + ": "))
            return e.reason
        } catch { return "unexpected \(error)" }
    }

    static func le16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }
    static func le32(_ v: Int) -> [UInt8] { le16(v & 0xFFFF) + le16(v >> 16 & 0xFFFF) }

    /// A GIF with a logical screen and one frame per entry of `frames`, each a 1x1 image's data.
    static func gif(screen: (Int, Int), frames: [(Int, Int)]) -> [UInt8] {
        var b = Array("GIF89a".utf8) + le16(screen.0) + le16(screen.1) + [0x80, 0, 0] + [0, 0, 0, 255, 255, 255]
        for f in frames {
            b += [0x2C] + le16(0) + le16(0) + le16(f.0) + le16(f.1) + [0]
            b += [2, 2, 0x44, 0x01, 0]
        }
        return b + [0x3B]
    }

    /// An uncompressed 8-bit RGB TIFF with one page per size (pixels all grey).
    static func tiff(pages: [(Int, Int)]) -> [UInt8] {
        var b: [UInt8] = [0x49, 0x49, 0x2A, 0x00] + le32(8)
        for (i, (w, h)) in pages.enumerated() {
            let entries = 9
            let ifdSize = 2 + entries * 12 + 4
            let bitsAt = b.count + ifdSize, dataAt = bitsAt + 6
            let pixels = min(w * h * 3, 3 * 4)
            let next = i + 1 < pages.count ? dataAt + pixels : 0
            func entry(_ tag: Int, _ type: Int, _ count: Int, _ value: Int) -> [UInt8] { le16(tag) + le16(type) + le32(count) + le32(value) }
            b += le16(entries)
            b += entry(256, 4, 1, w) + entry(257, 4, 1, h) + entry(258, 3, 3, bitsAt) + entry(259, 3, 1, 1) + entry(262, 3, 1, 2)
            b += entry(273, 4, 1, dataAt) + entry(277, 3, 1, 3) + entry(278, 4, 1, h) + entry(279, 4, 1, w * h * 3)
            b += le32(next)
            b += le16(8) + le16(8) + le16(8)
            b += [UInt8](repeating: 128, count: pixels)
        }
        return b
    }

    /// A 24-bit BMP, bottom-up, of grey pixels.
    static func bmp(width: Int, height: Int) -> [UInt8] {
        let row = (width * 3 + 3) / 4 * 4
        let pixels = [UInt8](repeating: 200, count: row * height)
        return Array("BM".utf8) + le32(54 + pixels.count) + le32(0) + le32(54)
            + le32(40) + le32(width) + le32(height) + le16(1) + le16(24) + le32(0) + le32(pixels.count) + le32(2835) + le32(2835) + le32(0) + le32(0)
            + pixels
    }

    @Test func everyAcceptedFormatStillOpens() throws {
        let picture = RGBAImage(width: 3, height: 2, fill: Color(red: 10, green: 120, blue: 230))
        let png = try file("a.png", try ImageFile.encode(picture, as: .png))
        #expect(try ImageFile.load(png) == picture)
        let jpeg = try file("a.jpg", try ImageFile.encode(picture, as: .jpeg(quality: 95)))
        #expect(try ImageFile.load(jpeg).width == 3)
        #expect(try ImageFile.load(try file("a.gif", Self.gif(screen: (1, 1), frames: [(1, 1)]))).width == 1)
        let bmp = try ImageFile.load(try file("a.bmp", Self.bmp(width: 5, height: 3)))
        #expect(bmp.width == 5 && bmp.height == 3 && bmp[4, 2] == Color(red: 200, green: 200, blue: 200))
        let tiff = try ImageFile.load(try file("a.tif", Self.tiff(pages: [(2, 2)])))
        #expect(tiff.width == 2 && tiff[1, 1] == Color(red: 128, green: 128, blue: 128))
        // A lossless 1x1 WebP.
        let webp: [UInt8] = Array("RIFF".utf8) + Self.le32(26) + Array("WEBPVP8L".utf8) + Self.le32(13)
            + [0x2F, 0x00, 0x00, 0x00, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xFE, 0x07, 0x00]
        #expect(try ImageFile.load(try file("a.webp", webp)).width == 1)
        // The content decides, not the name.
        #expect(try ImageFile.load(try file("really-a-png.jpg", try ImageFile.encode(picture, as: .png))) == picture)
    }

    @Test func aGIFFrameLargerThanItsScreenIsRefusedFromItsDescriptor() throws {
        // 29 bytes: a 1x1 screen, and a frame of 60000x60000 (3.6 GB as 8-bit, 14 GB as RGBA).
        let bomb = try file("bomb.gif", Self.gif(screen: (1, 1), frames: [(60000, 60000)]))
        #expect(refusal(bomb) == "refused: frame 1: it is 60000x60000, over the limit of 16384 px a side")
        // Every frame counts, not only the first one decoded.
        let later = try file("later.gif", Self.gif(screen: (10, 10), frames: [(10, 10), (12000, 12000)]))
        #expect(refusal(later) == "refused: frame 2: it is 12000x12000 (144 MP), over the limit of 120 MP")
        // A screen within a side but far over the pixel budget.
        #expect(refusal(try file("screen.gif", Self.gif(screen: (16000, 16000), frames: [(1, 1)]))) == "refused: its screen: it is 16000x16000 (256 MP), over the limit of 120 MP")
        // Blocks that cannot be walked: the frames after them cannot be checked.
        var damaged = Self.gif(screen: (4, 4), frames: [(4, 4)])
        damaged.insert(0x99, at: damaged.count - 1)
        #expect(refusal(try file("damaged.gif", damaged))?.contains("its GIF header is cut short or damaged") == true)
    }

    @Test func otherPagesAndOtherHeaderLayoutsAreChecked() throws {
        #expect(refusal(try file("pages.tif", Self.tiff(pages: [(2, 2), (20000, 10)]))) == "refused: page 2: it is 20000x10, over the limit of 16384 px a side")
        // An OS/2 bitmap keeps its size in 16-bit fields.
        var os2 = Array("BM".utf8) + Self.le32(26) + Self.le32(0) + Self.le32(26) + Self.le32(12)
        os2 += Self.le16(16000) + Self.le16(16000) + Self.le16(1) + Self.le16(24)
        #expect(refusal(try file("os2.bmp", os2)) == "refused: it is 16000x16000 (256 MP), over the limit of 120 MP")
        #expect(refusal(try file("short.bmp", Array("BM".utf8) + Self.le32(26)))?.contains("its BMP header is cut short") == true)
        // A WebP canvas is 24 bits a side.
        let vp8x = Array("RIFF".utf8) + Self.le32(22) + Array("WEBPVP8X".utf8) + Self.le32(10) + [0, 0, 0, 0] + [0x3F, 0x9C, 0x00, 0x3F, 0x9C, 0x00]
        #expect(refusal(try file("big.webp", vp8x)) == "refused: it is 40000x40000, over the limit of 16384 px a side")
    }

    @Test func formatsWhoseSizeIsNotCheckedAreRefusedByContent() throws {
        let pgm = try file("bomb.pgm", Array("P5\n60000 60000\n255\n".utf8) + [UInt8](repeating: 0, count: 1000))
        #expect(refusal(pgm) == "it is a PGM image, a format Sketchpad does not open (it opens PNG, JPEG, GIF, BMP, WebP, TIFF, HEIC and AVIF files)")
        let svg = try file("bomb.png", Array(#"<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="60000" height="60000"/>"#.utf8))
        #expect(refusal(svg)?.hasPrefix("it is an SVG image, a format Sketchpad does not open") == true)
        // TGA has no signature: it is simply not an image Sketchpad reads.
        let tga: [UInt8] = [0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0] + Self.le16(60000) + Self.le16(60000) + [32, 0]
        #expect(refusal(try file("bomb.tga", tga)) == "not a readable image (it opens PNG, JPEG, GIF, BMP, WebP, TIFF, HEIC and AVIF files)")
        #expect(refusal(try file("x.xcf", Array("gimp xcf v011".utf8) + [0, 0, 0, 1]))?.hasPrefix("it is a GIMP XCF image") == true)
    }

    @Test func thingsThatAreNotFilesGetTheirTrueReason() throws {
        let fifo = folder + "/pipe.png"
        #expect(mkfifo(fifo, 0o644) == 0)
        #expect(refusal(fifo) == "it is a named pipe (FIFO), not an image")
        #expect(refusal("/dev/zero") == "it is a device, not an image")
        let loop = folder + "/loop.png"
        symlink(loop, loop)
        #expect(refusal(loop) == "too many levels of symbolic links")
        #expect(refusal(folder + "/missing.png") == "no such file or directory")
        // Past the byte cap, refused from its size without being read.
        let huge = folder + "/huge.png"
        #expect(FileManager.default.createFile(atPath: huge, contents: nil) && truncate(huge, off_t(InputFile.maxPhotoBytes + 1)) == 0)
        #expect(refusal(huge) == "it is more than 512 MB, over the limit of 512 MB for an image")
    }

    @Test func aStreamIsReadOnlyUpToItsCap() throws {
        // The writer below ends on EPIPE once the reader is done, as the app's would.
        StandardStreams.ignoreBrokenPipes()
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let writer = ends[1]
        Thread {
            let chunk = [UInt8](repeating: 7, count: 1 << 16)
            // Writes until the reader stops reading: far past the cap.
            while chunk.withUnsafeBytes({ write(writer, $0.baseAddress!, $0.count) }) > 0 {}
            close(writer)
        }.start()
        #expect(throws: PlatformError.file("standard input", reason: "it is more than 1 MB, over the limit of 1 MB for a photo")) {
            try InputFile.read(descriptor: ends[0], name: "standard input", limit: 1 << 20, noun: "a photo")
        }
        var short: [Int32] = [0, 0]
        #expect(pipe(&short) == 0)
        _ = [UInt8](repeating: 1, count: 1000).withUnsafeBytes { write(short[1], $0.baseAddress!, 1000) }
        close(short[1])
        #expect(try InputFile.read(descriptor: short[0], name: "standard input", limit: 1 << 20, noun: "a photo").count == 1000)
        close(short[0])
    }

    /// A settings file that is a FIFO is reported (not silently ignored), and never waited on.
    @Test func aSettingsFileThatIsAFIFOIsReportedNotWaitedOn() throws {
        try FileManager.default.createDirectory(atPath: folder + "/cfg/sketchpad", withIntermediateDirectories: true)
        #expect(mkfifo(folder + "/cfg/sketchpad/config", 0o644) == 0)
        let env = ["HOME": folder, "XDG_CONFIG_HOME": folder + "/cfg"]
        let done = DispatchSemaphore(value: 0)
        let box = Locked<[String]>([])
        Thread { box.value = SettingsFile.load(environment: env).warnings; done.signal() }.start()
        try #require(done.wait(timeout: .now() + 5) == .success, "reading the settings waited on the FIFO")
        #expect(box.value == ["\(folder)/cfg/sketchpad/config: it is a named pipe (FIFO), not a settings file; using the defaults"])
    }
}

