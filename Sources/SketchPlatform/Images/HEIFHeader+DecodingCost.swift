import SketchCore
import SketchTranslation

/// What decoding a HEIF file costs, read before any decode: the size each coded picture
/// really is (not what its `ispe` claims), and what each grid decodes, repeats included.
extension HEIFHeader {
    /// How far a coded picture may exceed its `ispe`: encoders code whole blocks (heif-enc's
    /// x265 codes a 101×77 picture as a 102×78 tile of 104×80, a 7×5 one as a 64×64 tile, each
    /// in a grid cropping it; HEVC's largest block is 64), and libaom's sequence header says
    /// the size itself.
    static let codedRounding = 64

    /// The coded size of every HEVC (`hvc1`) and AV1 (`av01`) item: the largest its parameter
    /// sets declare (`HEVCCodedSize`, `AV1CodedSize`). Nil when one has none that can be read,
    /// so its size cannot be checked. The walks through the items' parameter sets and data
    /// share one budget, the file's bytes, so items that all point at the same data cannot
    /// multiply it.
    static func codedSizes(_ r: HeaderBytes, _ items: HEIFItems, own: (Int) -> [Box], steps: inout Int) -> [Int: (width: Int, height: Int)]? {
        var coded: [Int: (width: Int, height: Int)] = [:]
        var walk = BoxWalk(0..<r.count)
        defer { steps += walk.taken }
        for (id, type) in items.types where type == "hvc1" || type == "av01" {
            let configType = type == "hvc1" ? "hvcC" : "av1C"
            let config = ItemBytes(r, own(id).first { $0.type == configType }.map { [$0.body] } ?? [])
            let data = ItemBytes(r, items.extents[id] ?? [])
            guard let sizes = type == "hvc1" ? HEVCCodedSize.sizes(config: config, data: data, walk: &walk)
                                             : AV1CodedSize.sizes(config: config, data: data, walk: &walk),
                  !sizes.isEmpty else { return nil }
            coded[id] = (sizes.map(\.width).max() ?? 0, sizes.map(\.height).max() ?? 0)
        }
        return coded
    }

    /// Derived pictures (grids, overlays, identities) nested deeper than this are taken as damage.
    static let maxNesting = 16

    /// What decoding each derived picture costs in pixels: every picture it is made of, as
    /// often as it is listed (libheif decodes a tile once for each place it fills), at its
    /// coded size, or its `ispe` where it has none; a derived one at its own cost. Nil when
    /// the references go round in a circle or nest deeper than `maxNesting`.
    static func decodingCosts(_ items: HEIFItems, coded: [Int: (width: Int, height: Int)],
                              declared: [Int: (width: Int, height: Int)]) -> [Int: Int]? {
        // Far over any budget, and never overflowing as it is added to.
        let ceiling = Int.max / 4
        var costs: [Int: Int] = [:], open: Set<Int> = []
        func cost(_ id: Int, depth: Int) -> Int? {
            if let known = costs[id] { return known }
            guard let parts = items.derivedFrom[id] else {
                let size = coded[id] ?? declared[id] ?? (0, 0)
                return min(ceiling, size.width * size.height)
            }
            guard depth < maxNesting, open.insert(id).inserted else { return nil }
            var sum = 0
            for part in parts {
                guard let each = cost(part, depth: depth + 1) else { return nil }
                sum = min(ceiling, sum + each)
            }
            open.remove(id)
            costs[id] = sum
            return sum
        }
        for id in items.derivedFrom.keys {
            guard cost(id, depth: 0) != nil else { return nil }
        }
        return costs
    }

    /// Why the file is refused before decoding, its sizes being within the budget: a picture
    /// coded larger than it declares, or a derived one whose pictures cost more than the budget.
    static func refusal(_ items: HEIFItems, coded: [Int: (width: Int, height: Int)], costs: [Int: Int],
                        declared: [Int: (width: Int, height: Int)]) -> String? {
        func rounded(_ side: Int) -> Int { (side + codedRounding - 1) / codedRounding * codedRounding }
        for (id, size) in coded.sorted(by: { $0.key < $1.key }) {
            guard let claimed = declared[id] else {
                if let problem = PixelBudget.refusal(width: size.width, height: size.height) { return tr("a picture it holds (a tile, a grid, a thumbnail): ") + problem }
                continue
            }
            if size.width > rounded(claimed.width) || size.height > rounded(claimed.height) {
                return tr("a picture it holds says it is {declared} px but its {codec} data is coded at {coded} px: the file is damaged or made to use up memory",
                          ["declared": "\(claimed.width)×\(claimed.height)", "codec": items.types[id] == "av01" ? "AV1" : "HEVC",
                           "coded": "\(size.width)×\(size.height)"])
            }
        }
        for (id, cost) in costs.sorted(by: { $0.key < $1.key }) where cost > PixelBudget.maxPixels {
            return tr("a picture it holds is made of {count} tiles that decode to {megapixels} MP in all, over the limit of {limit} MP",
                      ["count": items.derivedFrom[id]?.count ?? 0, "megapixels": cost / 1_000_000, "limit": PixelBudget.maxPixels / 1_000_000])
        }
        return nil
    }
}
