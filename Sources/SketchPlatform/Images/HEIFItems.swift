/// What a HEIF file's `meta` box says of its items (ISO/IEC 14496-12 and 23008-12): their
/// types (`iinf`), where their data lies (`iloc`), which pictures each derived one is made of
/// (`iref` dimg), and their properties (`ipma`). Each box is walked within its bytes
/// (`BoxWalk`); nil when one is damaged.
struct HEIFItems {
    var types: [Int: String] = [:]
    /// Each item's extents in the file, in order (in `idat` for construction method 1).
    var extents: [Int: [Range<Int>]] = [:]
    /// Where the last extent in the file ends.
    var dataEnd = 0
    /// Each derived picture (a grid, an overlay) → the pictures it is made of, repeats kept:
    /// a tile listed twice is decoded twice.
    var derivedFrom: [Int: [Int]] = [:]
    /// Each item → its property indices (1-based into `ipco`; 0 is none).
    var properties: [Int: [Int]] = [:]

    /// libheif 1.15 refuses an `iloc` of more items or an item of more extents
    /// (MAX_ILOC_ITEMS, MAX_ILOC_EXTENTS_PER_ITEM); so the header keeps no more either.
    static let maxItems = 20_000, maxExtentsPerItem = 32

    static func read(_ r: HeaderBytes, meta: [HEIFHeader.Box], associations: [HEIFHeader.Box], steps: inout Int) -> HEIFItems? {
        var items = HEIFItems()
        func child(_ type: String) -> HEIFHeader.Box? { meta.first { $0.type == type } }
        if let iloc = child("iloc") {
            guard items.readLocations(r, iloc.body, idat: child("idat"), steps: &steps) else { return nil }
        }
        if let iinf = child("iinf") {
            let entries = iinf.body.lowerBound + (r[iinf.body.lowerBound] == 0 ? 6 : 8)
            guard let infes = HEIFHeader.boxes(r, entries..<iinf.body.upperBound) else { return nil }
            steps += infes.count
            for infe in infes where infe.type == "infe" {
                // Versions 2 and 3 name the item's type; the older ones predate pictures.
                let v = r[infe.body.lowerBound], at = infe.body.lowerBound + 4
                guard v >= 2, let id = v == 2 ? r.be16(at) : r.be32(at) else { continue }
                items.types[id] = HEIFHeader.fourCC(r, at + (v == 2 ? 4 : 6))
            }
        }
        if let iref = child("iref") {
            guard items.readReferences(r, iref.body, steps: &steps) else { return nil }
        }
        for ipma in associations {
            guard items.readAssociations(r, ipma.body, steps: &steps) else { return nil }
        }
        return items
    }

    /// `iloc`: each item's extents, base offset added.
    private mutating func readLocations(_ r: HeaderBytes, _ body: Range<Int>, idat: HEIFHeader.Box?, steps: inout Int) -> Bool {
        var walk = BoxWalk(body)
        defer { steps += walk.taken }
        let version = Int(r[body.lowerBound])
        let offsetSize = Int(r[body.lowerBound + 4] >> 4), lengthSize = Int(r[body.lowerBound + 4] & 15)
        let baseSize = Int(r[body.lowerBound + 5] >> 4), indexSize = version >= 1 ? Int(r[body.lowerBound + 5] & 15) : 0
        var at = body.lowerBound + 6
        func number(_ bytes: Int) -> Int? {
            defer { at += bytes }
            switch bytes {
            case 0: return 0
            case 4: return r.be32(at)
            case 8: return r.be32(at).flatMap { high in high < 1 << 20 ? r.be32(at + 4).map { high << 32 | $0 } : nil }
            default: return nil
            }
        }
        guard version <= 2, let count = version < 2 ? r.be16(at) : r.be32(at), count <= Self.maxItems, walk.take(count) else { return false }
        at += version < 2 ? 2 : 4
        for _ in 0..<count {
            guard at < body.upperBound, let item = version < 2 ? r.be16(at) : r.be32(at) else { return false }
            at += version < 2 ? 2 : 4
            var method = 0
            if version >= 1 { guard let m = r.be16(at) else { return false }; method = m & 15; at += 2 }
            at += 2 // data_reference_index
            guard let base = number(baseSize), let count = r.be16(at), count <= Self.maxExtentsPerItem, walk.take(count) else { return false }
            at += 2
            var ranges: [Range<Int>] = []
            for _ in 0..<count {
                guard number(indexSize) != nil, let offset = number(offsetSize), let length = number(lengthSize), at <= body.upperBound else { return false }
                // A length of 0 is the rest of the file, or of `idat`.
                switch method {
                case 0:
                    ranges.append((base + offset)..<(length == 0 ? max(r.count, base + offset) : base + offset + length))
                    dataEnd = max(dataEnd, base + offset + length)
                case 1:
                    guard let idat else { return false }
                    let start = idat.body.lowerBound + base + offset
                    ranges.append(start..<(length == 0 ? max(start, idat.body.upperBound) : start + length))
                default:
                    continue // in another item: libheif 1.15 reads no such data
                }
            }
            if !ranges.isEmpty { extents[item] = ranges }
        }
        return true
    }

    /// `iref`: the `dimg` references, in order.
    private mutating func readReferences(_ r: HeaderBytes, _ body: Range<Int>, steps: inout Int) -> Bool {
        var walk = BoxWalk(body)
        defer { steps += walk.taken }
        let wide = r[body.lowerBound] >= 1, idSize = wide ? 4 : 2
        guard let references = HEIFHeader.boxes(r, (body.lowerBound + 4)..<body.upperBound), walk.take(references.count) else { return false }
        for reference in references where reference.type == "dimg" {
            var at = reference.body.lowerBound
            guard let from = wide ? r.be32(at) : r.be16(at), let count = r.be16(at + idSize),
                  count * idSize <= reference.body.upperBound - (at + idSize + 2), walk.take(count) else { return false }
            at += idSize + 2
            var to: [Int] = []
            to.reserveCapacity(count)
            for _ in 0..<count {
                guard let id = wide ? r.be32(at) : r.be16(at) else { return false }
                to.append(id)
                at += idSize
            }
            derivedFrom[from, default: []] += to
        }
        return true
    }

    /// `ipma`: each item's property indices.
    private mutating func readAssociations(_ r: HeaderBytes, _ body: Range<Int>, steps: inout Int) -> Bool {
        var walk = BoxWalk(body)
        defer { steps += walk.taken }
        let version = r[body.lowerBound], wide = r[body.lowerBound + 3] & 1 == 1
        guard let count = r.be32(body.lowerBound + 4), walk.take(count) else { return false }
        var at = body.lowerBound + 8
        for _ in 0..<count {
            guard let item = version < 1 ? r.be16(at) : r.be32(at) else { return false }
            at += version < 1 ? 2 : 4
            guard at < body.upperBound else { return false }
            let n = Int(r[at])
            at += 1
            guard n * (wide ? 2 : 1) <= body.upperBound - at, walk.take(n) else { return false }
            var indices: [Int] = []
            for _ in 0..<n {
                let value = wide ? r.be16(at) ?? 0 : Int(r[at])
                indices.append(value & (wide ? 0x7FFF : 0x7F))
                at += wide ? 2 : 1
            }
            properties[item, default: []] += indices
        }
        return true
    }
}
