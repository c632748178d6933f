import Foundation
import SketchPlatform
import SketchRaster
import Testing

/// Grey PNGs whose transparency is a colour key (a tRNS chunk naming one grey level), at the
/// bit depths a decoder is most likely to get wrong: the key is transparent, every other pixel
/// its own grey.
@Suite struct PNGColourKeyTests {
    /// A grey PNG of `levels` (one row each, at `depth` bits) with `key` as its tRNS colour key,
    /// written by hand: stored (uncompressed) deflate blocks, so nothing but the test decides a byte.
    static func greyPNG(_ levels: [[Int]], depth: Int, key: Int) -> [UInt8] {
        var raw: [UInt8] = []
        for row in levels {
            raw.append(0)
            if depth == 16 {
                for v in row { raw += [UInt8(v >> 8), UInt8(v & 0xFF)] }
            } else {
                var bits: [UInt8] = Array(repeating: 0, count: (row.count * depth + 7) / 8)
                for (i, v) in row.enumerated() { bits[i * depth / 8] |= UInt8(v << (8 - depth - i * depth % 8)) }
                raw += bits
            }
        }
        let ihdr = bigEndian(UInt32(levels[0].count)) + bigEndian(UInt32(levels.count)) + [UInt8(depth), 0, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr) + chunk("tRNS", [UInt8(key >> 8), UInt8(key & 0xFF)])
            + chunk("IDAT", storedZlib(raw)) + chunk("IEND", [])
    }

    /// `data` as a zlib stream of stored (uncompressed) deflate blocks, with its Adler-32.
    static func storedZlib(_ data: [UInt8]) -> [UInt8] {
        var zlib: [UInt8] = [0x78, 0x01]
        var rest = data[...]
        repeat {
            let block = rest.prefix(65535)
            rest = rest.dropFirst(block.count)
            let n = block.count
            zlib += [rest.isEmpty ? 1 : 0, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)] + block
        } while !rest.isEmpty
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        return zlib + bigEndian(b << 16 | a)
    }

    static func bigEndian(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in body {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return bigEndian(UInt32(data.count)) + body + bigEndian(~crc)
    }

    @Test(arguments: [4, 16])
    func aGreyColourKeyIsTransparentAndTheRestIsGrey(depth: Int) throws {
        let top = (1 << depth) - 1
        let key = top / 3
        let levels = [[0, key, top, key], [top / 2, top, key, 0]]
        let image = try ImageFile.decode(Self.greyPNG(levels, depth: depth, key: key), path: "grey.png")
        #expect(image.width == 4 && image.height == 2)
        for (y, row) in levels.enumerated() {
            for (x, level) in row.enumerated() {
                let p = image[x, y]
                if level == key {
                    #expect(p.alpha == 0, "(\(x), \(y)) is the key: transparent, not \(p)")
                } else {
                    let grey = Int((Double(level) * 255 / Double(top)).rounded())
                    #expect(p.alpha == 255 && abs(Int(p.red) - grey) <= 1 && p.red == p.green && p.green == p.blue, "(\(x), \(y)): grey \(grey), not \(p)")
                }
            }
        }
    }
}
