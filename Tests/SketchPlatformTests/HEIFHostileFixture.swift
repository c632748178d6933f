import Foundation

/// HEIF files made to cost far more than their size, written here byte by byte on their own
/// (not with the code under test): boxes whose counts ask for billions of steps, and coded
/// pictures whose parameter sets declare more than their `ispe`.
enum HEIFHostileFixture {
    typealias F = HEIFFixture

    /// `file` with the box at `path` (from the top: "meta", then its children) replaced by
    /// `box`, a whole box; the boxes around it are resized, the items' data is not moved.
    static func replacing(_ path: [String], in file: [UInt8], with box: [UInt8]) throws -> [UInt8] {
        func rebuild(_ body: Range<Int>, header: Int, path: ArraySlice<String>) throws -> [UInt8] {
            var out = Array(file[body.lowerBound..<(body.lowerBound + header)]), replaced = false
            for child in F.boxes(file, (body.lowerBound + header)..<body.upperBound) {
                if !replaced && child.type == path.first {
                    replaced = true
                    out += path.count == 1 ? box : F.box(child.type, try rebuild(child.range, header: child.type == "meta" ? 4 : 0, path: path.dropFirst()))
                } else {
                    out += file[child.start..<child.range.upperBound]
                }
            }
            guard replaced else { throw F.Failure(description: "no \(path.first ?? "") box") }
            return out
        }
        return try rebuild(0..<file.count, header: 0, path: path[...])
    }

    /// An `iloc` (version 1) of `items` items of `extents` extents each, whose offset, length,
    /// base offset and index fields are all 0 bytes wide: 8 bytes an item, whatever `extents`.
    static func emptyExtents(items: Int, extents: Int) -> [UInt8] {
        var body: [UInt8] = [0x00, 0x00] + F.u16(items)
        body.reserveCapacity(4 + items * 8)
        for id in 1...items { body += F.u16(id) + F.u16(0) + F.u16(0) + F.u16(extents) }
        return F.fullBox("iloc", body, version: 1)
    }

    /// A HEIC of `items` HEVC items (`config` their hvcC, 64 × 64 their ispe) whose data is
    /// all the same `units` NAL units of no bytes, 4 bytes each: a walk through every item's
    /// data would take `items` × `units` steps.
    static func sharedData(config: [UInt8], items: Int, units: Int) -> [UInt8] {
        let ftyp = F.box("ftyp", Array("heic".utf8) + F.u32(0) + Array("mif1heic".utf8))
        func meta(dataStart: Int) -> [UInt8] {
            let hdlr = F.fullBox("hdlr", F.u32(0) + Array("pict".utf8) + F.u32(0) + F.u32(0) + F.u32(0) + [0])
            var locations: [UInt8] = [], infes: [UInt8] = [], entries: [UInt8] = []
            for id in 1...items {
                locations += F.u16(id) + F.u16(0) + F.u16(1) + F.u32(dataStart) + F.u32(units * 4)
                infes += F.fullBox("infe", F.u16(id) + F.u16(0) + Array("hvc1".utf8) + [0], version: 2)
                entries += F.u16(id) + [2, 0x81, 0x02]
            }
            let iloc = F.fullBox("iloc", [0x44, 0x00] + F.u16(items) + locations)
            let iinf = F.fullBox("iinf", F.u16(items) + infes)
            let ipco = F.box("ipco", config + F.box("ispe", F.u32(0) + F.u32(64) + F.u32(64)))
            return F.fullBox("meta", hdlr + F.fullBox("pitm", F.u16(1)) + iloc + iinf + F.box("iprp", ipco + F.fullBox("ipma", F.u32(items) + entries)))
        }
        let start = ftyp.count + meta(dataStart: 0).count + 8
        return ftyp + meta(dataStart: start) + F.box("mdat", [UInt8](repeating: 0, count: units * 4))
    }

    /// Bits written most significant first, with H.265's exp-Golomb numbers.
    struct BitWriter {
        var bytes: [UInt8] = []
        var count = 0

        mutating func put(_ value: Int, bits n: Int) {
            for i in stride(from: n - 1, through: 0, by: -1) {
                if count % 8 == 0 { bytes.append(0) }
                if (value >> i) & 1 == 1 { bytes[bytes.count - 1] |= 0x80 >> UInt8(count % 8) }
                count += 1
            }
        }

        /// ue(v): as many zeros as `value + 1` has bits after its first, then `value + 1`.
        mutating func ue(_ value: Int) {
            let bits = Int.bitWidth - (value + 1).leadingZeroBitCount
            put(0, bits: bits - 1)
            put(value + 1, bits: bits)
        }

        /// A stop bit, then zeros to the byte.
        mutating func finish() {
            put(1, bits: 1)
            while count % 8 != 0 { put(0, bits: 1) }
        }
    }

    /// An HEVC sequence parameter set NAL unit (its header first) declaring a picture of
    /// `width` × `height` (Main profile, 4:2:0), with the emulation prevention bytes an
    /// encoder puts after two zero bytes. Only the fields up to the size mean anything.
    static func sps(width: Int, height: Int) -> [UInt8] {
        var w = BitWriter()
        w.put(0, bits: 4); w.put(0, bits: 3); w.put(1, bits: 1) // VPS id, one sub-layer, nesting
        // profile_tier_level: Main profile, its compatibility flag, progressive and frame-only,
        // 43 + 1 constraint bits, level 3.1.
        w.put(0, bits: 2); w.put(0, bits: 1); w.put(1, bits: 5); w.put(0x6000_0000, bits: 32)
        w.put(0b1001, bits: 4); w.put(0, bits: 44); w.put(93, bits: 8)
        w.ue(0); w.ue(1) // SPS id, 4:2:0
        w.ue(width); w.ue(height)
        w.put(0, bits: 1); w.ue(0); w.ue(0); w.ue(4) // no cropping, 8 bits, log2 POC
        w.finish()
        var nal: [UInt8] = [33 << 1, 1], zeros = 0
        for byte in w.bytes {
            if zeros >= 2 && byte <= 3 { nal.append(3); zeros = 0 }
            nal.append(byte)
            zeros = byte == 0 ? zeros + 1 : 0
        }
        return nal
    }

    /// `config` (a whole hvcC box) with the NAL units of its SPS array replaced by `sps`.
    static func hvcC(_ config: [UInt8], sps: [UInt8]) -> [UInt8] {
        let record = Array(config[8...])
        var out = Array(record[0..<23]), at = 23
        for _ in 0..<Int(record[22]) {
            let type = record[at], count = F.be16(record, at + 1)
            var units: [[UInt8]] = []
            at += 3
            for _ in 0..<count {
                let length = F.be16(record, at)
                units.append(Array(record[(at + 2)..<(at + 2 + length)]))
                at += 2 + length
            }
            if type & 0x3F == 33 { units = [sps] }
            out += [type] + F.u16(units.count) + units.flatMap { F.u16($0.count) + $0 }
        }
        return F.box("hvcC", out)
    }

    /// An AV1 sequence header OBU (a reduced still picture header, 8-bit 4:2:0) whose largest
    /// frame is `width` × `height`.
    static func sequenceHeader(width: Int, height: Int) -> [UInt8] {
        var w = BitWriter()
        w.put(0, bits: 3); w.put(1, bits: 1); w.put(1, bits: 1); w.put(8, bits: 5) // profile 0, still, reduced, level 4.0
        let widthBits = Int.bitWidth - (width - 1).leadingZeroBitCount, heightBits = Int.bitWidth - (height - 1).leadingZeroBitCount
        w.put(widthBits - 1, bits: 4); w.put(heightBits - 1, bits: 4)
        w.put(width - 1, bits: widthBits); w.put(height - 1, bits: heightBits)
        // 64×64 superblocks, filter intra, intra edge, superres, CDEF, restoration; then the
        // colour config: 8 bits, not mono, no description, full range, chroma position,
        // no separate delta q; no film grain.
        w.put(0b011_011, bits: 6); w.put(0b0001_00_0, bits: 7); w.put(0, bits: 1)
        w.finish()
        return [1 << 3 | 1 << 1, UInt8(w.bytes.count)] + w.bytes
    }

    /// `config` (a whole av1C box) with `obus` as its configuration OBUs.
    static func av1C(_ config: [UInt8], obus: [UInt8]) -> [UInt8] {
        F.box("av1C", Array(config[8..<12]) + obus)
    }
}
