/// What a HEIF file (HEIC, AVIF: ISO base media boxes) holds, read from its boxes without
/// libheif and without decoding: the format its brands name, the primary picture's size as it
/// shows (turned by its `irot`), and every size a decoder could allocate for: each image's
/// `ispe` and each grid's declared output, which need not agree with its `ispe`.
struct HEIFHeader {
    var format: PhotoFormat
    /// The primary picture first (upright), then every other picture's size.
    var sizes: [(width: Int, height: Int)]
    /// Whether the primary picture carries its own rotation or mirroring (`irot`, `imir`),
    /// which libheif applies as it decodes; an EXIF orientation then is not applied again.
    var isTransformed: Bool
    /// The bytes the top-level boxes and the items' data declare; more than the file holds
    /// when it was cut short.
    var declaredLength: Int
    /// Where the primary picture's ICC profile (a `colr` box of type prof or rICC) lies in the file.
    var profile: Range<Int>?

    /// HEIC for the HEVC brands and for the generic HEIF ones (mif1, msf1) without AV1; AVIF
    /// when the major brand or a compatible one is AV1's.
    static func format(of r: HeaderBytes) -> PhotoFormat? {
        guard r.starts(Array("ftyp".utf8), at: 4), let size = r.be32(0), size >= 16 else { return nil }
        var brands = [fourCC(r, 8)]
        var at = 16
        while at + 4 <= min(size, r.count) { brands.append(fourCC(r, at)); at += 4 }
        if brands.contains(where: { $0 == "avif" || $0 == "avis" }) { return .avif }
        let heif: Set<String> = ["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs", "mif1", "msf1"]
        return brands.contains(where: heif.contains) ? .heic : nil
    }

    /// The header of a HEIF file, or nil when its boxes are cut short or damaged before the
    /// primary picture's size.
    static func read(_ b: [UInt8]) -> HEIFHeader? {
        let r = HeaderBytes(b)
        guard let format = format(of: r), let top = boxes(r, 0..<r.count, tolerateCut: true) else { return nil }
        let declared = top.last.map { $0.end } ?? 0
        guard let meta = top.first(where: { $0.type == "meta" }), meta.body.count >= 4,
              let children = boxes(r, (meta.body.lowerBound + 4)..<meta.body.upperBound) else { return nil }
        func child(_ type: String) -> Box? { children.first { $0.type == type } }
        guard let pitm = child("pitm"), let primary = r[pitm.body.lowerBound] == 0 ? r.be16(pitm.body.lowerBound + 4) : r.be32(pitm.body.lowerBound + 4),
              let iprp = child("iprp"), let iprpChildren = boxes(r, iprp.body),
              let ipco = iprpChildren.first(where: { $0.type == "ipco" }), let properties = boxes(r, ipco.body) else { return nil }
        var associations: [Int: [Int]] = [:]
        for ipma in iprpChildren where ipma.type == "ipma" {
            guard let read = readAssociations(r, ipma.body) else { return nil }
            associations.merge(read) { $0 + $1 }
        }
        func size(_ box: Box) -> (width: Int, height: Int)? { r.be32(box.body.lowerBound + 4).flatMap { w in r.be32(box.body.lowerBound + 8).map { (w, $0) } } }
        let own = (associations[primary] ?? []).compactMap { $0 >= 1 && $0 <= properties.count ? properties[$0 - 1] : nil }
        guard let ispe = own.first(where: { $0.type == "ispe" }), let stored = size(ispe) else { return nil }
        let quarterTurned = own.first { $0.type == "irot" }.map { r[$0.body.lowerBound] & 1 == 1 } ?? false
        var sizes = [quarterTurned ? (width: stored.height, height: stored.width) : stored]
        for property in properties where property.type == "ispe" {
            guard let other = size(property) else { return nil }
            sizes.append(other)
        }
        let iloc = children.first { $0.type == "iloc" }
        guard let places = iloc.map({ itemPlaces(r, $0.body, idat: child("idat")) }) ?? ([:], 0),
              let grids = gridSizes(r, children, starts: places.starts) else { return nil }
        sizes += grids
        let icc = own.first { $0.type == "colr" && ["prof", "rICC"].contains(fourCC(r, $0.body.lowerBound)) }
        return HEIFHeader(format: format, sizes: sizes, isTransformed: own.contains { $0.type == "irot" || $0.type == "imir" }, declaredLength: max(declared, places.end),
                          profile: icc.map { ($0.body.lowerBound + 4)..<min($0.body.upperBound, r.count) })
    }

    struct Box {
        var type: String
        var body: Range<Int>
        var end: Int { body.upperBound }
    }

    /// The boxes one after another in `range`; nil when one runs past it. At the top level
    /// (`tolerateCut`), the last box may run past the end of the file: its declared end is kept.
    static func boxes(_ r: HeaderBytes, _ range: Range<Int>, tolerateCut: Bool = false) -> [Box]? {
        var found: [Box] = []
        var at = range.lowerBound
        while at + 8 <= range.upperBound, found.count < 10_000 {
            guard let small = r.be32(at) else { return nil }
            var header = 8, size = small
            if small == 1 {
                guard let high = r.be32(at + 8), let low = r.be32(at + 12), high < 1 << 20 else { return nil }
                header = 16; size = high << 32 | low
            } else if small == 0 {
                size = range.upperBound - at
            }
            guard size >= header else { return nil }
            let end = at + size
            if end > range.upperBound {
                guard tolerateCut else { return nil }
                found.append(Box(type: fourCC(r, at + 4), body: (at + header)..<end))
                return found
            }
            found.append(Box(type: fourCC(r, at + 4), body: (at + header)..<end))
            at = end
        }
        return found
    }

    /// Item id → its property indices (1-based into `ipco`; 0 is none).
    private static func readAssociations(_ r: HeaderBytes, _ body: Range<Int>) -> [Int: [Int]]? {
        let version = r[body.lowerBound], wide = r[body.lowerBound + 3] & 1 == 1
        guard let count = r.be32(body.lowerBound + 4) else { return nil }
        var at = body.lowerBound + 8, read: [Int: [Int]] = [:]
        for _ in 0..<count {
            guard let item = version < 1 ? r.be16(at) : r.be32(at) else { return nil }
            at += version < 1 ? 2 : 4
            guard at < body.upperBound else { return nil }
            let n = Int(r[at]); at += 1
            var indices: [Int] = []
            for _ in 0..<n {
                guard let value = wide ? r.be16(at) : (at < body.upperBound ? Int(r[at]) : nil) else { return nil }
                indices.append(value & (wide ? 0x7FFF : 0x7F))
                at += wide ? 2 : 1
            }
            guard at <= body.upperBound else { return nil }
            read[item, default: []] += indices
        }
        return read
    }

    /// The output size each `grid` item declares in its data (ISO/IEC 23008-12, 6.6.2.3.2).
    private static func gridSizes(_ r: HeaderBytes, _ meta: [Box], starts places: [Int: Int]) -> [(width: Int, height: Int)]? {
        guard let iinf = meta.first(where: { $0.type == "iinf" }) else { return [] }
        let entries = iinf.body.lowerBound + (r[iinf.body.lowerBound] == 0 ? 6 : 8)
        guard let infes = boxes(r, entries..<iinf.body.upperBound) else { return nil }
        let grids = infes.compactMap { infe -> Int? in
            let v = r[infe.body.lowerBound], at = infe.body.lowerBound + 4
            guard v >= 2, let id = v == 2 ? r.be16(at) : r.be32(at) else { return nil }
            return fourCC(r, at + (v == 2 ? 4 : 6)) == "grid" ? id : nil
        }
        guard !grids.isEmpty else { return [] }
        var sizes: [(width: Int, height: Int)] = []
        for id in grids {
            guard let at = places[id] else { return nil }
            let wide = r[at + 1] & 1 == 1
            guard let w = wide ? r.be32(at + 4) : r.be16(at + 4), let h = wide ? r.be32(at + 8) : r.be16(at + 6) else { return nil }
            sizes.append((w, h))
        }
        return sizes
    }

    /// Where each item's data starts in the file: its first extent, in the file (construction
    /// method 0) or in `idat` (1); and where the last extent in the file ends.
    private static func itemPlaces(_ r: HeaderBytes, _ body: Range<Int>, idat: Box?) -> (starts: [Int: Int], end: Int)? {
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
        guard let count = version < 2 ? r.be16(at) : r.be32(at) else { return nil }
        at += version < 2 ? 2 : 4
        var starts: [Int: Int] = [:], end = 0
        for _ in 0..<count {
            guard let item = version < 2 ? r.be16(at) : r.be32(at) else { return nil }
            at += version < 2 ? 2 : 4
            var method = 0
            if version >= 1 { guard let m = r.be16(at) else { return nil }; method = m & 15; at += 2 }
            at += 2 // data_reference_index
            guard let base = number(baseSize), let extents = r.be16(at) else { return nil }
            at += 2
            var first: Int?
            for e in 0..<extents {
                guard number(indexSize) != nil, let offset = number(offsetSize), let length = number(lengthSize), at <= body.upperBound else { return nil }
                if e == 0 { first = base + offset }
                if method == 0 { end = max(end, base + offset + length) }
            }
            if let first { starts[item] = method == 1 ? (idat?.body.lowerBound ?? Int.max / 2) + first : method == 0 ? first : nil }
        }
        return (starts, end)
    }

    private static func fourCC(_ r: HeaderBytes, _ at: Int) -> String {
        String(decoding: (0..<4).map { r[at + $0] }, as: UTF8.self)
    }
}
