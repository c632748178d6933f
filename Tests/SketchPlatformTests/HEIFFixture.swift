import Foundation
import SketchRaster
import TestSupport
import Testing

/// HEIF files for the tests: made by libheif's heif-enc from PNGs written here, and assembled
/// from its coded pictures into what heif-enc cannot make (grids of tiles, rotations, EXIF
/// blocks, colour boxes, sizes a file merely claims). The boxes are read and written here on
/// their own, not with the code under test.
enum HEIFFixture {
    struct Failure: Error, CustomStringConvertible { var description: String }

    /// `png` encoded by heif-enc (`arguments` added; `.avif` in `name` makes an AVIF).
    static func encode(png: [UInt8], in folder: String, name: String, _ arguments: [String] = []) throws -> [UInt8] {
        let input = folder + "/" + name + ".png", output = folder + "/" + name
        try Data(png).write(to: URL(fileURLWithPath: input))
        let r = try runProcess("/usr/bin/heif-enc", ["-q", "95"] + arguments + [input, "-o", output])
        guard r.status == 0, let bytes = FileManager.default.contents(atPath: output) else { throw Failure(description: "heif-enc failed: \(r.stdout) \(r.stderr)") }
        return [UInt8](bytes)
    }

    /// One coded HEVC (or AV1) picture: its decoder configuration box (hvcC, av1C), its size
    /// and its data.
    struct Coded {
        var config: [UInt8]
        var width: Int
        var height: Int
        var data: [UInt8]
        var type = "hvc1"
    }

    /// The single coded picture of a HEIC heif-enc made of a picture whose sides are
    /// multiples of 64 (which it stores as one `hvc1` item, not a grid), or of an AVIF.
    static func coded(_ file: [UInt8]) throws -> Coded {
        let meta = try child("meta", of: boxes(file, 0..<file.count), in: file)
        let metaBoxes = boxes(file, (meta.lowerBound + 4)..<meta.upperBound)
        let properties = try Self.properties(file)
        let config = try #require(properties.first { $0.type == "hvcC" || $0.type == "av1C" })
        let ispe = try child("ispe", of: properties, in: file)
        let iloc = try child("iloc", of: metaBoxes, in: file)
        let version = file[iloc.lowerBound], sizes = file[iloc.lowerBound + 4], base = file[iloc.lowerBound + 5] >> 4
        guard version == 0, sizes == 0x44, base == 4 || base == 0, be16(file, iloc.lowerBound + 6) == 1 else { throw Failure(description: "an iloc heif-enc does not write") }
        var at = iloc.lowerBound + 8 + 2 + 2
        let baseOffset = base == 4 ? be32(file, at) : 0
        at += Int(base)
        guard be16(file, at) == 1 else { throw Failure(description: "more than one extent") }
        let offset = baseOffset + be32(file, at + 2), length = be32(file, at + 6)
        return Coded(config: Array(file[config.start..<config.range.upperBound]), width: be32(file, ispe.lowerBound + 4),
                     height: be32(file, ispe.lowerBound + 8), data: Array(file[offset..<offset + length]), type: config.type == "av1C" ? "av01" : "hvc1")
    }

    /// The properties (`ipco`'s boxes) of a HEIF file.
    static func properties(_ file: [UInt8]) throws -> [Found] {
        let meta = try child("meta", of: boxes(file, 0..<file.count), in: file)
        let metaBoxes = boxes(file, (meta.lowerBound + 4)..<meta.upperBound)
        return boxes(file, try child("ipco", of: boxes(file, child("iprp", of: metaBoxes, in: file)), in: file))
    }

    /// A HEIC (an AVIF for AV1 tiles) whose primary picture is a grid of `tiles` (`columns`
    /// to a row) of `width` × `height`, with `properties` (whole boxes: irot, imir, colr) added
    /// to the grid, and an EXIF block describing it when `exif` is given (a TIFF structure).
    /// `cells` gives the tile of each place in the grid (each tile once by default).
    static func assemble(_ tiles: [Coded], columns: Int, width: Int, height: Int, ispe: (Int, Int)? = nil,
                         properties: [[UInt8]] = [], exif: [UInt8]? = nil, cells: [Int]? = nil) -> [UInt8] {
        let cells = cells ?? Array(tiles.indices)
        let rows = (cells.count + columns - 1) / columns
        let grid = tiles.count + 1, exifItem = tiles.count + 2
        let gridData: [UInt8] = [0, width > 0xFFFF || height > 0xFFFF ? 1 : 0, UInt8(rows - 1), UInt8(columns - 1)]
            + (width > 0xFFFF || height > 0xFFFF ? u32(width) + u32(height) : u16(width) + u16(height))
        var payloads = tiles.map(\.data) + [gridData]
        if let exif { payloads.append(u32(0) + exif) }
        let brand = tiles[0].type == "av01" ? "avif" : "heic"
        let ftyp = box("ftyp", Array(brand.utf8) + u32(0) + Array("mif1\(brand)".utf8))
        func meta(dataStart: Int) -> [UInt8] {
            let hdlr = fullBox("hdlr", u32(0) + Array("pict".utf8) + u32(0) + u32(0) + u32(0) + [0])
            let pitm = fullBox("pitm", u16(grid))
            var infes = tiles.indices.map { fullBox("infe", u16($0 + 1) + u16(0) + Array(tiles[$0].type.utf8) + [0], version: 2, flags: 1) }
            infes.append(fullBox("infe", u16(grid) + u16(0) + Array("grid".utf8) + [0], version: 2))
            if exif != nil { infes.append(fullBox("infe", u16(exifItem) + u16(0) + Array("Exif".utf8) + [0], version: 2)) }
            let iinf = fullBox("iinf", u16(infes.count) + infes.flatMap { $0 })
            var refs = box("dimg", u16(grid) + u16(cells.count) + cells.flatMap { u16($0 + 1) })
            if exif != nil { refs += box("cdsc", u16(exifItem) + u16(1) + u16(grid)) }
            let iref = fullBox("iref", refs)
            // Properties: each tile's hvcC, the tiles' ispe, the grid's ispe, then `properties`.
            let tileSize = box("ispe", u32(0) + u32(tiles[0].width) + u32(tiles[0].height))
            let gridSize = box("ispe", u32(0) + u32(ispe?.0 ?? width) + u32(ispe?.1 ?? height))
            let ipco = box("ipco", tiles.flatMap(\.config) + tileSize + gridSize + properties.flatMap { $0 })
            var entries: [UInt8] = []
            for i in tiles.indices {
                let tile: [UInt8] = [2, 0x80 | UInt8(i + 1), UInt8(tiles.count + 1)]
                entries += u16(i + 1) + tile
            }
            let added: [UInt8] = properties.indices.map { 0x80 | UInt8(tiles.count + 3 + $0) }
            entries += u16(grid) + [UInt8(1 + properties.count), UInt8(tiles.count + 2)] + added
            let ipma = fullBox("ipma", u32(tiles.count + 1) + entries)
            var offset = dataStart
            var locations: [UInt8] = []
            for (i, payload) in payloads.enumerated() {
                locations += u16(i + 1) + u16(0) + u16(1) + u32(offset) + u32(payload.count)
                offset += payload.count
            }
            let iloc = fullBox("iloc", [0x44, 0x00] + u16(payloads.count) + locations)
            return fullBox("meta", hdlr + pitm + iloc + iinf + iref + box("iprp", ipco + ipma))
        }
        let header = ftyp.count + meta(dataStart: 0).count + 8
        return ftyp + meta(dataStart: header) + box("mdat", payloads.flatMap { $0 })
    }

    /// A TIFF structure (big-endian) with only an orientation tag: an EXIF block's body.
    static func exif(orientation: Int) -> [UInt8] {
        Array("MM".utf8) + u16(42) + u32(8) + u16(1) + u16(0x0112) + u16(3) + u32(1) + u16(orientation) + u16(0) + u32(0)
    }

    static func box(_ type: String, _ body: [UInt8]) -> [UInt8] { u32(8 + body.count) + Array(type.utf8) + body }
    static func fullBox(_ type: String, _ body: [UInt8], version: UInt8 = 0, flags: UInt8 = 0) -> [UInt8] { box(type, [version, 0, 0, flags] + body) }
    static func u16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    static func u32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    static func be16(_ b: [UInt8], _ at: Int) -> Int { Int(b[at]) << 8 | Int(b[at + 1]) }
    static func be32(_ b: [UInt8], _ at: Int) -> Int { be16(b, at) << 16 | be16(b, at + 2) }

    struct Found {
        var type: String
        var start: Int
        var range: Range<Int>
    }

    /// The boxes one after another in `range` (their bodies).
    static func boxes(_ b: [UInt8], _ range: Range<Int>) -> [Found] {
        var found: [Found] = []
        var at = range.lowerBound
        while at + 8 <= range.upperBound {
            let size = be32(b, at)
            guard size >= 8, at + size <= range.upperBound else { break }
            found.append(Found(type: String(decoding: b[(at + 4)..<(at + 8)], as: UTF8.self), start: at, range: (at + 8)..<(at + size)))
            at += size
        }
        return found
    }

    static func child(_ type: String, of found: [Found], in b: [UInt8]) throws -> Range<Int> {
        guard let box = found.first(where: { $0.type == type }) else { throw Failure(description: "no \(type) box") }
        return box.range
    }
}
