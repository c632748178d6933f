import Glibc
import SketchCore
import SketchTranslation

/// An image's format and size read from its bytes, before any decoding, so a small file that
/// claims to be enormous (a decompression bomb) is refused without allocating anything. Only
/// the formats of `PhotoFormat` are let through, and only when every frame's size is known.
public enum ImageHeader {
    public static let maxSide = PixelBudget.maxSide
    public static let maxPixels = PixelBudget.maxPixels

    /// Why an image is refused before decoding.
    public struct Refusal: Error, Equatable, CustomStringConvertible {
        public var reason: String
        public var description: String { reason }
    }

    /// The format of `bytes`, once its header (every frame's, where a format has several) shows
    /// a size within the limits, and a HEIF's coded pictures and grids cost no more to decode
    /// than that (`HEIFHeader.refusal`); otherwise why not.
    public static func check(_ b: [UInt8]) -> Result<PhotoFormat, Refusal> {
        guard let format = format(of: b) else {
            let what = OtherImageFormats.name(of: b).map { tr("it is {format} image, a format Sketchpad does not open", ["format": $0]) } ?? tr("not a readable image")
            return .failure(Refusal(reason: tr("{what} (it opens {formats} files)", ["what": what, "formats": PhotoFormat.list()])))
        }
        // A HEIF's boxes are read once, for its sizes and for what decoding it costs.
        let isHEIF = format == .heic || format == .avif
        let heif = isHEIF ? HEIFHeader.read(b) : nil
        guard let sizes = isHEIF ? heif?.sizes : frameSizes(b, format), !sizes.isEmpty else {
            return .failure(Refusal(reason: tr("its {format} header is cut short or damaged, so its size cannot be checked", ["format": format.name])))
        }
        for (i, size) in sizes.enumerated() {
            if let problem = refusal(width: size.width, height: size.height) {
                let heif = format == .heic || format == .avif
                let which = sizes.count == 1 || (heif && i == 0) ? "" : heif ? tr("a picture it holds (a tile, a grid, a thumbnail): ") : format == .tiff ? tr("page {number}: ", ["number": i + 1]) : format == .gif && i == 0 ? tr("its screen: ") : tr("frame {number}: ", ["number": format == .gif ? i : i + 1])
                return .failure(Refusal(reason: tr("refused: {which}{problem}", ["which": which, "problem": problem])))
            }
        }
        if let refusal = heif?.refusal { return .failure(Refusal(reason: tr("refused: {refusal}", ["refusal": refusal]))) }
        return .success(format)
    }

    /// The format, from the file's first bytes (never from its name).
    public static func format(of b: [UInt8]) -> PhotoFormat? {
        let reader = HeaderBytes(b)
        if reader.starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if reader.starts([0xFF, 0xD8, 0xFF]) { return .jpeg }
        if reader.starts(Array("GIF87a".utf8)) || reader.starts(Array("GIF89a".utf8)) { return .gif }
        if reader.starts(Array("BM".utf8)) { return .bmp }
        if reader.starts(Array("RIFF".utf8)) && reader.starts(Array("WEBP".utf8), at: 8) { return .webp }
        if reader.starts([0x49, 0x49, 0x2A, 0x00]) || reader.starts([0x4D, 0x4D, 0x00, 0x2A]) { return .tiff }
        return HEIFHeader.format(of: reader)
    }

    /// Width and height as the header declares them (a GIF's screen, a TIFF's first page);
    /// nil when the bytes are none of the formats or the header is cut short.
    public static func dimensions(_ b: [UInt8]) -> (width: Int, height: Int)? {
        guard b.count >= 10, b[0] == 0x47, b[1] == 0x49, b[2] == 0x46, b[3] == 0x38 else {
            return format(of: b).flatMap { frameSizes(b, $0)?.first }
        }
        // A GIF's logical screen, even with no frame after it.
        return (Int(b[6]) | Int(b[7]) << 8, Int(b[8]) | Int(b[9]) << 8)
    }

    /// The size of every picture in the file that a decoder could allocate for: the image, or
    /// each frame of an APNG (after its default image) and of a GIF (after its logical screen),
    /// each page of a TIFF, each picture and grid of a HEIF. Nil when it cannot be known.
    static func frameSizes(_ b: [UInt8], _ format: PhotoFormat) -> [(width: Int, height: Int)]? {
        let r = HeaderBytes(b)
        switch format {
        case .png: return pngSizes(r)
        case .jpeg: return jpegSize(r).map { [$0] }
        case .gif: return gifSizes(r)
        case .bmp:
            guard let header = r.le32(14) else { return nil }
            // OS/2 bitmaps (a 12-byte header) store 16-bit sizes; the others 32-bit, and a
            // negative height for rows stored top-down.
            if header == 12 { return r.le16(18).flatMap { w in r.le16(20).map { [(w, $0)] } } }
            guard header >= 40, let w = r.le32(18), let h = r.le32(22) else { return nil }
            return [(Int(Int32(truncatingIfNeeded: w)), abs(Int(Int32(truncatingIfNeeded: h))))]
        case .webp:
            if r.starts(Array("VP8X".utf8), at: 12), let w = r.le24(24), let h = r.le24(27) { return [(w + 1, h + 1)] }
            if r.starts(Array("VP8 ".utf8), at: 12), let w = r.le16(26), let h = r.le16(28) { return [(w & 0x3FFF, h & 0x3FFF)] }
            if r.starts(Array("VP8L".utf8), at: 12), let bits = r.le32(21) { return [((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)] }
            return nil
        case .tiff: return tiffSizes(r)
        case .heic, .avif: return HEIFHeader.read(b)?.sizes
        }
    }

    /// Why an image of this size is refused, or nil when it is fine.
    public static func refusal(width: Int, height: Int) -> String? { PixelBudget.refusal(width: width, height: height) }

    /// A JPEG should reach its end-of-image marker; one whose segments and scans run out first
    /// was cut short. Bytes after the marker (a phone's trailer, a motion photo's video) are
    /// not the JPEG's and do not count.
    public static func isTruncatedJPEG(_ b: [UInt8]) -> Bool {
        guard b.count >= 2, b[0] == 0xFF, b[1] == 0xD8 else { return false }
        var i = 2
        while i + 1 < b.count {
            guard b[i] == 0xFF else { i += 1; continue } // stray bytes between segments: skipped, as libjpeg does
            let marker = b[i + 1]
            switch marker {
            case 0xD9: return false
            case 0xFF: i += 1 // fill byte
            case 0x01, 0xD0...0xD7: i += 2 // no length
            default:
                guard i + 3 < b.count else { return true }
                i += 2 + (Int(b[i + 2]) << 8 | Int(b[i + 3]))
                guard marker == 0xDA else { continue }
                i = endOfScan(b, from: i)
            }
        }
        return true
    }

    /// Where a scan's coded data that starts at `start` ends: at the next marker other than a
    /// stuffed zero or a restart (the last byte when there is none). memchr finds each 0xFF:
    /// a 24 MP photo's scan is some 17 MB, walked a byte at a time in 13 ms.
    static func endOfScan(_ b: [UInt8], from start: Int) -> Int {
        b.withUnsafeBufferPointer { p in
            guard let base = p.baseAddress else { return start }
            var i = start
            while i + 1 < p.count {
                // The last byte is never a marker's first: its second would be missing.
                guard let hit = memchr(base + i, 0xFF, p.count - 1 - i) else { return p.count - 1 }
                i = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                let next = p[i + 1]
                if next != 0 && !(0xD0...0xD7).contains(next) { return i }
                i += 1
            }
            return i
        }
    }

    /// IHDR, then the frame control chunk of every APNG frame.
    private static func pngSizes(_ r: HeaderBytes) -> [(width: Int, height: Int)]? {
        guard r.starts(Array("IHDR".utf8), at: 12), let w = r.be32(16), let h = r.be32(20) else { return nil }
        var sizes = [(w, h)]
        var at = 8
        while let length = r.be32(at), at + 12 + length <= r.count {
            if r.starts(Array("fcTL".utf8), at: at + 4) {
                guard let fw = r.be32(at + 12), let fh = r.be32(at + 16) else { return nil }
                sizes.append((fw, fh))
            }
            if r.starts(Array("IEND".utf8), at: at + 4) { break }
            at += 12 + length
        }
        return sizes
    }

    /// The first start-of-frame marker: the one libjpeg decodes.
    private static func jpegSize(_ r: HeaderBytes) -> (width: Int, height: Int)? {
        var i = 2
        while i + 4 <= r.count {
            guard r[i] == 0xFF else { return nil }
            let marker = r[i + 1]
            if marker == 0xFF { i += 1; continue }
            if marker == 0xD8 || (0xD0...0xD7).contains(marker) || marker == 0x01 { i += 2; continue }
            guard let length = r.be16(i + 2), length >= 2 else { return nil }
            // Start of frame: every SOFn except DHT (C4), JPG (C8) and DAC (CC).
            if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard let h = r.be16(i + 5), let w = r.be16(i + 7) else { return nil }
                return (w, h)
            }
            i += 2 + length
        }
        return nil
    }

    /// The logical screen, then every image descriptor. A decoder sizes each frame by its own
    /// descriptor, not by the screen, so each one is checked. Blocks are walked strictly: a
    /// byte that starts no block means the rest cannot be checked, and the file is refused;
    /// a file cut short after a whole frame keeps the frames before the cut.
    private static func gifSizes(_ r: HeaderBytes) -> [(width: Int, height: Int)]? {
        guard let sw = r.le16(6), let sh = r.le16(8), r.count > 10 else { return nil }
        var sizes = [(sw, sh)]
        var at = 13 + (r[10] & 0x80 != 0 ? 3 << (Int(r[10] & 7) + 1) : 0)
        /// Skips data sub-blocks; false when the file ends inside them.
        func skipSubBlocks() -> Bool {
            while at < r.count {
                let n = Int(r[at])
                at += 1 + n
                if n == 0 { return true }
            }
            return false
        }
        while at < r.count {
            switch r[at] {
            case 0x2C:
                guard at + 10 <= r.count, let w = r.le16(at + 5), let h = r.le16(at + 7) else { return sizes.count > 1 ? sizes : nil }
                sizes.append((w, h))
                let flags = r[at + 9]
                at += 10 + (flags & 0x80 != 0 ? 3 << (Int(flags & 7) + 1) : 0) + 1
                guard skipSubBlocks() else { return sizes }
            case 0x21:
                at += 2
                guard skipSubBlocks() else { return sizes.count > 1 ? sizes : nil }
            case 0x3B:
                return sizes.count > 1 ? sizes : nil
            default:
                return nil
            }
        }
        return sizes.count > 1 ? sizes : nil
    }

    /// Every page's ImageWidth and ImageLength, following the chain of directories.
    private static func tiffSizes(_ r: HeaderBytes) -> [(width: Int, height: Int)]? {
        let big = r[0] == 0x4D
        let u16 = big ? r.be16 : r.le16, u32 = big ? r.be32 : r.le32
        var sizes: [(width: Int, height: Int)] = []
        var next = u32(4), seen: Set<Int> = []
        while let ifd = next, ifd != 0 {
            guard seen.insert(ifd).inserted, seen.count <= 4096, let count = u16(ifd) else { return nil }
            var w: Int?, h: Int?
            for e in 0..<count {
                let at = ifd + 2 + e * 12
                guard let tag = u16(at), let type = u16(at + 2) else { return nil }
                guard tag == 256 || tag == 257 else { continue }
                // SHORT or LONG; anything else cannot be a size a decoder accepts.
                guard type == 3 || type == 4, let value = type == 3 ? u16(at + 8) : u32(at + 8) else { return nil }
                if tag == 256 { w = value } else { h = value }
            }
            guard let w, let h else { return nil }
            sizes.append((w, h))
            next = u32(ifd + 2 + count * 12)
        }
        return sizes.isEmpty ? nil : sizes
    }
}

extension ImageHeader {
    /// Whether a TIFF's first page is grey with an unassociated (straight) alpha: the one kind
    /// with alpha whose colour libtiff's RGBA reading (SDL2_image's) does not multiply by it.
    public static func isTIFFGreyWithStraightAlpha(_ bytes: [UInt8]) -> Bool {
        let r = HeaderBytes(bytes)
        let big = r[0] == 0x4D
        let u16 = big ? r.be16 : r.le16, u32 = big ? r.be32 : r.le32
        guard let ifd = u32(4), let count = u16(ifd) else { return false }
        var photometric: Int?, extra: Int?
        for e in 0..<count {
            let at = ifd + 2 + e * 12
            guard let tag = u16(at) else { return false }
            if tag == 262 { photometric = u16(at + 8) }
            // ExtraSamples: its first value, in the entry itself or (for more than two) where it points.
            if tag == 338, let n = u32(at + 4) { extra = n <= 2 ? u16(at + 8) : u32(at + 8).flatMap(u16) }
        }
        return (photometric == 0 || photometric == 1) && extra == 2
    }
}

/// Bounds-checked little- and big-endian reads of a file header; nil past the end.
struct HeaderBytes {
    let b: [UInt8]
    init(_ b: [UInt8]) { self.b = b }
    var count: Int { b.count }
    subscript(i: Int) -> UInt8 { i >= 0 && i < b.count ? b[i] : 0 }

    func has(_ i: Int, _ n: Int) -> Bool { i >= 0 && i <= b.count - n }
    func be16(_ i: Int) -> Int? { has(i, 2) ? Int(b[i]) << 8 | Int(b[i + 1]) : nil }
    func le16(_ i: Int) -> Int? { has(i, 2) ? Int(b[i]) | Int(b[i + 1]) << 8 : nil }
    func le24(_ i: Int) -> Int? { has(i, 3) ? Int(b[i]) | Int(b[i + 1]) << 8 | Int(b[i + 2]) << 16 : nil }
    func be32(_ i: Int) -> Int? { has(i, 4) ? Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) : nil }
    func le32(_ i: Int) -> Int? { has(i, 4) ? Int(b[i]) | Int(b[i + 1]) << 8 | Int(b[i + 2]) << 16 | Int(b[i + 3]) << 24 : nil }
    func starts(_ s: [UInt8], at i: Int = 0) -> Bool {
        guard has(i, s.count) else { return false }
        for k in 0..<s.count where b[i + k] != s[k] { return false }
        return true
    }
}
