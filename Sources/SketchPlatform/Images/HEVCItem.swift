/// A HEIC's primary picture when it is one plain HEVC picture (`hvc1`, not a grid): its
/// decoder configuration (`hvcC`), its data and its `ispe` size, read from the boxes without
/// libheif. Nil when libheif would do more with it than decode and convert it: a rotation,
/// mirroring or crop (`irot`, `imir`, `clap`), or an nclx colour description (whose matrix
/// and range libheif 1.15 converts by other means than its default one).
struct HEVCItem {
    var configuration: Range<Int>
    var extents: [Range<Int>]
    var width: Int
    var height: Int

    static func read(_ bytes: [UInt8]) -> HEVCItem? {
        let r = HeaderBytes(bytes)
        var steps = 0
        guard let top = HEIFHeader.boxes(r, 0..<r.count), let meta = top.first(where: { $0.type == "meta" }), meta.body.count >= 4,
              let children = HEIFHeader.boxes(r, (meta.body.lowerBound + 4)..<meta.body.upperBound) else { return nil }
        func child(_ type: String) -> HEIFHeader.Box? { children.first { $0.type == type } }
        guard let pitm = child("pitm"), let primary = r[pitm.body.lowerBound] == 0 ? r.be16(pitm.body.lowerBound + 4) : r.be32(pitm.body.lowerBound + 4),
              let iprp = child("iprp"), let iprpChildren = HEIFHeader.boxes(r, iprp.body),
              let ipco = iprpChildren.first(where: { $0.type == "ipco" }), let properties = HEIFHeader.boxes(r, ipco.body),
              let items = HEIFItems.read(r, meta: children, associations: iprpChildren.filter { $0.type == "ipma" }, steps: &steps),
              items.types[primary] == "hvc1", let extents = items.extents[primary], extents.allSatisfy({ $0.upperBound <= r.count }) else { return nil }
        let own = (items.properties[primary] ?? []).compactMap { $0 >= 1 && $0 <= properties.count ? properties[$0 - 1] : nil }
        guard !own.contains(where: { ["irot", "imir", "clap"].contains($0.type) }),
              !own.contains(where: { $0.type == "colr" && HEIFHeader.fourCC(r, $0.body.lowerBound) == "nclx" }),
              let hvcC = own.first(where: { $0.type == "hvcC" }), hvcC.body.count >= 23,
              let size = HEIFHeader.declaredSize(r, of: own), size.width > 0, size.height > 0 else { return nil }
        return HEVCItem(configuration: hvcC.body, extents: extents, width: size.width, height: size.height)
    }

    /// The NAL units to hand the decoder, without start codes: the parameter sets the
    /// configuration holds, then the picture's own, each preceded in the data by its length
    /// in as many bytes as the configuration says. Nil when a length runs past its bytes.
    func nalUnits(_ bytes: [UInt8]) -> [Range<Int>]? {
        var units: [Range<Int>] = []
        let c = configuration
        // libheif 1.15 reads every length in 4 bytes, whatever the configuration says.
        let lengthSize = Int(bytes[c.lowerBound + 21] & 3) + 1
        guard lengthSize == 4 else { return nil }
        var at = c.lowerBound + 23
        for _ in 0..<Int(bytes[c.lowerBound + 22]) {
            guard at + 3 <= c.upperBound else { return nil }
            let count = Int(bytes[at + 1]) << 8 | Int(bytes[at + 2])
            at += 3
            for _ in 0..<count {
                guard at + 2 <= c.upperBound else { return nil }
                let length = Int(bytes[at]) << 8 | Int(bytes[at + 1])
                guard at + 2 + length <= c.upperBound else { return nil }
                units.append((at + 2)..<(at + 2 + length))
                at += 2 + length
            }
        }
        // libheif joins the extents before reading lengths; a NAL unit split across two is refused here.
        for extent in extents {
            var at = extent.lowerBound
            while at < extent.upperBound {
                guard at + lengthSize <= extent.upperBound else { return nil }
                var length = 0
                for k in 0..<lengthSize { length = length << 8 | Int(bytes[at + k]) }
                guard length <= extent.upperBound - at - lengthSize else { return nil }
                units.append((at + lengthSize)..<(at + lengthSize + length))
                at += lengthSize + length
            }
        }
        return units
    }
}
