/// An image's size read from its header, before any decoding, so a small file that claims to
/// be enormous (a decompression bomb) is refused without allocating anything.
public enum ImageHeader {
    public static let maxSide = 16384
    public static let maxPixels = 120_000_000

    /// Width and height for PNG, JPEG, GIF, BMP, WebP and TIFF; nil when the header is not one
    /// of these or is cut short.
    public static func dimensions(_ b: [UInt8]) -> (width: Int, height: Int)? {
        func be16(_ i: Int) -> Int? { i + 2 <= b.count ? Int(b[i]) << 8 | Int(b[i + 1]) : nil }
        func le16(_ i: Int) -> Int? { i + 2 <= b.count ? Int(b[i]) | Int(b[i + 1]) << 8 : nil }
        func be32(_ i: Int) -> Int? { i + 4 <= b.count ? Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) : nil }
        func le32(_ i: Int) -> Int? { i + 4 <= b.count ? Int(b[i]) | Int(b[i + 1]) << 8 | Int(b[i + 2]) << 16 | Int(b[i + 3]) << 24 : nil }
        func starts(_ s: [UInt8], at i: Int = 0) -> Bool { b.count >= i + s.count && Array(b[i..<i + s.count]) == s }

        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), let w = be32(16), let h = be32(20) { return (w, h) }
        if starts([0x47, 0x49, 0x46, 0x38]), let w = le16(6), let h = le16(8) { return (w, h) }
        if starts([0x42, 0x4D]), let w = le32(18), let h = le32(22) {
            // A BMP stored top-down has a negative height.
            let width = Int(Int32(truncatingIfNeeded: w)), height = Int(Int32(truncatingIfNeeded: h))
            return (abs(width), abs(height))
        }
        if starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], at: 8) {
            if starts(Array("VP8X".utf8), at: 12), b.count >= 30 {
                return (1 + (Int(b[24]) | Int(b[25]) << 8 | Int(b[26]) << 16), 1 + (Int(b[27]) | Int(b[28]) << 8 | Int(b[29]) << 16))
            }
            if starts(Array("VP8 ".utf8), at: 12), let w = le16(26), let h = le16(28) { return (w & 0x3FFF, h & 0x3FFF) }
            if starts(Array("VP8L".utf8), at: 12), b.count >= 25 {
                let bits = Int(b[21]) | Int(b[22]) << 8 | Int(b[23]) << 16 | Int(b[24]) << 24
                return ((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
            }
            return nil
        }
        if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) {
            let little = b[0] == 0x49
            let u16 = little ? le16 : be16, u32 = little ? le32 : be32
            guard let ifd = u32(4), let count = u16(ifd) else { return nil }
            var w: Int?, h: Int?
            for e in 0..<count {
                let at = ifd + 2 + e * 12
                guard let tag = u16(at), let type = u16(at + 2) else { return nil }
                let value = type == 3 ? u16(at + 8) : u32(at + 8)
                if tag == 256 { w = value } else if tag == 257 { h = value }
            }
            if let w, let h { return (w, h) }
            return nil
        }
        if starts([0xFF, 0xD8]) {
            var i = 2
            while i + 4 <= b.count {
                guard b[i] == 0xFF else { return nil }
                let marker = b[i + 1]
                if marker == 0xFF { i += 1; continue }
                if marker == 0xD8 || (0xD0...0xD7).contains(marker) || marker == 0x01 { i += 2; continue }
                guard let length = be16(i + 2), length >= 2 else { return nil }
                // Start of frame: every SOFn except DHT (C4), JPG (C8) and DAC (CC).
                if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
                    guard let h = be16(i + 5), let w = be16(i + 7) else { return nil }
                    return (w, h)
                }
                i += 2 + length
            }
        }
        return nil
    }

    /// Why an image of this size is refused, or nil when it is fine.
    public static func refusal(width: Int, height: Int) -> String? {
        if width <= 0 || height <= 0 { return "its header claims \(width)x\(height) pixels" }
        if width > maxSide || height > maxSide { return "it is \(width)x\(height), over the limit of \(maxSide) px a side" }
        if width * height > maxPixels { return "it is \(width)x\(height) (\(width * height / 1_000_000) MP), over the limit of \(maxPixels / 1_000_000) MP" }
        return nil
    }

    /// A JPEG should end with its end-of-image marker; one that does not was cut short.
    public static func isTruncatedJPEG(_ b: [UInt8]) -> Bool {
        guard b.count >= 2, b[0] == 0xFF, b[1] == 0xD8 else { return false }
        var end = b.count
        while end > 2 && b[end - 1] == 0 { end -= 1 }
        return !(b[end - 2] == 0xFF && b[end - 1] == 0xD9)
    }
}
