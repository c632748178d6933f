/// What a HEIF file (HEIC, AVIF: ISO base media boxes) holds, read from its boxes without
/// libheif and without decoding: the format its brands name, the primary picture's size as it
/// shows (turned by its `irot`), and every size a decoder could allocate for: each image's
/// `ispe` and each grid's declared output, which need not agree with its `ispe`; and whether
/// decoding would cost more than those sizes say (`HEIFHeader+DecodingCost`).
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
    /// Why the file is refused although every size above is within the budget: a picture
    /// coded larger than its `ispe` says, or a grid whose tiles cost more to decode than the
    /// budget (`HEIFHeader+DecodingCost`); nil when there is no such reason.
    var refusal: String?

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
    /// primary picture's size, or a count in them says more than the box can hold.
    static func read(_ b: [UInt8]) -> HEIFHeader? {
        var steps = 0
        return read(b, steps: &steps)
    }

    /// As `read`, adding to `steps` the entries its walks went through (`BoxWalk`).
    static func read(_ b: [UInt8], steps: inout Int) -> HEIFHeader? {
        let r = HeaderBytes(b)
        guard let format = format(of: r), let top = boxes(r, 0..<r.count, tolerateCut: true) else { return nil }
        let declared = top.last.map { $0.end } ?? 0
        guard let meta = top.first(where: { $0.type == "meta" }), meta.body.count >= 4,
              let children = boxes(r, (meta.body.lowerBound + 4)..<meta.body.upperBound) else { return nil }
        steps += top.count + children.count
        func child(_ type: String) -> Box? { children.first { $0.type == type } }
        guard let pitm = child("pitm"), let primary = r[pitm.body.lowerBound] == 0 ? r.be16(pitm.body.lowerBound + 4) : r.be32(pitm.body.lowerBound + 4),
              let iprp = child("iprp"), let iprpChildren = boxes(r, iprp.body),
              let ipco = iprpChildren.first(where: { $0.type == "ipco" }), let properties = boxes(r, ipco.body),
              let items = HEIFItems.read(r, meta: children, associations: iprpChildren.filter { $0.type == "ipma" }, steps: &steps) else { return nil }
        steps += properties.count
        func own(_ item: Int) -> [Box] { (items.properties[item] ?? []).compactMap { $0 >= 1 && $0 <= properties.count ? properties[$0 - 1] : nil } }
        guard let stored = declaredSize(r, of: own(primary)) else { return nil }
        let quarterTurned = own(primary).first { $0.type == "irot" }.map { r[$0.body.lowerBound] & 1 == 1 } ?? false
        var sizes = [quarterTurned ? (width: stored.height, height: stored.width) : stored]
        for property in properties where property.type == "ispe" {
            guard let other = size(r, ispe: property) else { return nil }
            sizes.append(other)
        }
        var ispes: [Int: (width: Int, height: Int)] = [:]
        for item in items.properties.keys { ispes[item] = declaredSize(r, of: own(item)) }
        guard let grids = gridSizes(r, items),
              let coded = codedSizes(r, items, own: own, steps: &steps),
              let costs = decodingCosts(items, coded: coded, declared: ispes) else { return nil }
        sizes += grids
        let icc = own(primary).first { $0.type == "colr" && ["prof", "rICC"].contains(fourCC(r, $0.body.lowerBound)) }
        return HEIFHeader(format: format, sizes: sizes, isTransformed: own(primary).contains { $0.type == "irot" || $0.type == "imir" },
                          declaredLength: max(declared, items.dataEnd), profile: icc.map { ($0.body.lowerBound + 4)..<min($0.body.upperBound, r.count) },
                          refusal: refusal(items, coded: coded, costs: costs, declared: ispes))
    }

    /// The size an item's `ispe` declares.
    static func declaredSize(_ r: HeaderBytes, of properties: [Box]) -> (width: Int, height: Int)? {
        properties.first { $0.type == "ispe" }.flatMap { size(r, ispe: $0) }
    }

    private static func size(_ r: HeaderBytes, ispe: Box) -> (width: Int, height: Int)? {
        r.be32(ispe.body.lowerBound + 4).flatMap { w in r.be32(ispe.body.lowerBound + 8).map { (w, $0) } }
    }

    /// The most boxes one box may hold: as many as the items libheif 1.15 takes.
    static let maxBoxes = HEIFItems.maxItems

    struct Box {
        var type: String
        var body: Range<Int>
        var end: Int { body.upperBound }
    }

    /// The boxes one after another in `range`; nil when one runs past it, or when there are
    /// more than `maxBoxes` (so no entry is ever passed over unread). At the top level
    /// (`tolerateCut`), the last box may run past the end of the file: its declared end is kept.
    static func boxes(_ r: HeaderBytes, _ range: Range<Int>, tolerateCut: Bool = false) -> [Box]? {
        var found: [Box] = []
        var at = range.lowerBound
        while at + 8 <= range.upperBound {
            guard found.count < maxBoxes else { return nil }
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

    /// The output size each `grid` item declares in its data (ISO/IEC 23008-12, 6.6.2.3.2).
    private static func gridSizes(_ r: HeaderBytes, _ items: HEIFItems) -> [(width: Int, height: Int)]? {
        var sizes: [(width: Int, height: Int)] = []
        for (id, type) in items.types.sorted(by: { $0.key < $1.key }) where type == "grid" {
            guard let extents = items.extents[id] else { return nil }
            let data = ItemBytes(r, extents)
            let wide = (data[1] ?? 0) & 1 == 1
            func number(_ at: Int) -> Int? { wide ? data.be32(at) : data[at].flatMap { high in data[at + 1].map { Int(high) << 8 | Int($0) } } }
            guard let w = number(4), let h = number(wide ? 8 : 6) else { return nil }
            sizes.append((w, h))
        }
        return sizes
    }

    static func fourCC(_ r: HeaderBytes, _ at: Int) -> String {
        String(decoding: (0..<4).map { r[at + $0] }, as: UTF8.self)
    }
}
