import Foundation
import SketchCore

/// Documents that cost far more than they draw unless the renderer and its budgets see through
/// them: each small on disk. `RenderCommandTests` renders them; with
/// SKETCHPAD_KEEP_DOCUMENTS=FOLDER those tests also write them there, to be timed by hand
/// (`/usr/bin/time -v .build/release/sketchpad render FOLDER/dashes.sketch -o /tmp/x.png`).
enum CostlyDocuments {
    /// A dotted line and a dotted pen from x = −1,000,000 to 1,000,000 across a 100×100 canvas:
    /// 200,000 dots each, a dozen of them in view.
    static var dashes: String {
        """
        {"format":"sketchpad","version":2,"width":100,"height":100,"background":"#FFFFFFFF","strokes":[
        {"tool":"line","color":"#E53935FF","width":6,"points":[[-1000000,50],[1000000,50]],"dash":[0,0.5]},
        {"tool":"pen","color":"#1E88E5FF","width":6,"points":[[-1000000,20],[0,20],[1000000,20]],"dash":[0,0.5]}]}
        """
    }

    /// Nine texts of "WWWWWW" at 2000 px with an outline on a 4000×3000 canvas: within the
    /// text budget, but each outline a distance transform of some 12 million pixels.
    static var outlines: String {
        let text = ##"{"tool":"text","color":"#000000FF","width":2000,"points":[[0,0]],"text":"WWWWWW","outline":"#FFFFFFFF"}"##
        return #"{"format":"sketchpad","version":2,"width":4000,"height":3000,"strokes":["#
            + Array(repeating: text, count: 9).joined(separator: ",\n") + "]}"
    }

    /// `count` image strokes, each a black PNG of 16384×7300 (120 MP, within the photo budget
    /// one by one, 478 MB decoded) compressed to under a megabyte.
    static func pictures(_ count: Int) -> String {
        let data = Data(blankPNG(width: 16384, height: 7300)).base64EncodedString()
        let strokes = (0..<count).map { #"{"tool":"image","points":[[\#($0 * 10),0],[\#($0 * 10 + 160),73]],"data":"\#(data)"}"# }
        return #"{"format":"sketchpad","version":2,"width":400,"height":300,"strokes":["# + strokes.joined(separator: ",\n") + "]}"
    }

    /// A PNG of `width`×`height` black pixels, made without holding them: its rows of zeros
    /// (each a filter byte and `width` samples) deflated by hand as one zero and copies of
    /// the byte before (fixed Huffman codes: 13 bits for every 258 bytes).
    static func blankPNG(width: Int, height: Int) -> [UInt8] {
        let total = height * (width + 1)
        var bits = BitWriter()
        bits.write(1, count: 1)  // the last block
        bits.write(1, count: 2)  // fixed Huffman codes
        bits.writeCode(0x30, count: 8)  // the literal 0
        let copies = (total - 1) / 258, rest = (total - 1) % 258
        for _ in 0..<copies {
            bits.writeCode(0xC5, count: 8)  // length 258 (code 285)
            bits.writeCode(0, count: 5)  // distance 1
        }
        for _ in 0..<rest { bits.writeCode(0x30, count: 8) }
        bits.writeCode(0, count: 7)  // end of block
        // zlib: its header, the deflated rows, the Adler-32 of zeros (a = 1, b = the count).
        let adler = UInt32(total % 65521) << 16 | 1
        let zlib = [0x78, 0x01] + bits.bytes + bigEndian(adler)
        var header = bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        header += [8, 0, 0, 0, 0]  // 8-bit grey, no interlace
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", zlib) + chunk("IEND", [])
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(CRC32.checksum(body))
    }

    static func bigEndian(_ v: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8((v >> $0) & 0xFF) } }

    /// Deflate's bits, first bit lowest.
    struct BitWriter {
        var bytes: [UInt8] = []
        var used = 8

        mutating func write(_ value: Int, count: Int) {
            for i in 0..<count { push((value >> i) & 1) }
        }

        /// A Huffman code: its highest bit first.
        mutating func writeCode(_ code: Int, count: Int) {
            for i in (0..<count).reversed() { push((code >> i) & 1) }
        }

        private mutating func push(_ bit: Int) {
            if used == 8 { bytes.append(0); used = 0 }
            bytes[bytes.count - 1] |= UInt8(bit) << used
            used += 1
        }
    }

    /// Writes `text` as `name` in SKETCHPAD_KEEP_DOCUMENTS, when it names a folder.
    static func keep(_ name: String, _ text: String) throws {
        guard let folder = ProcessInfo.processInfo.environment["SKETCHPAD_KEEP_DOCUMENTS"], !folder.isEmpty else { return }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
    }
}
