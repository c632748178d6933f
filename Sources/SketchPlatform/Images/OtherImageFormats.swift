import SketchCore

/// Image formats Sketchpad recognises only to name them when it refuses them: SDL2_image
/// decodes most of them, but their size is not checked before decoding (an SVG or a PNM of a
/// few bytes can ask for gigabytes), so they are never handed to it.
enum OtherImageFormats {
    /// "an SVG", "a PGM", ... with its article, or nil when the bytes are none of these.
    static func name(of b: [UInt8]) -> String? {
        let r = HeaderBytes(b)
        func text(_ s: String, at i: Int = 0) -> Bool { r.starts(Array(s.utf8), at: i) }
        if b.count >= 3, b[0] == UInt8(ascii: "P"), (UInt8(ascii: "1")...UInt8(ascii: "7")).contains(b[1]),
           [0x20, 0x09, 0x0A, 0x0D, 0x23].contains(b[2]) {
            return ["a PBM", "a PGM", "a PPM", "a PBM", "a PGM", "a PPM", "a PAM"][Int(b[1] - UInt8(ascii: "1"))]
        }
        if text("/* XPM */") { return "an XPM" }
        if text("gimp xcf") { return "a GIMP XCF" }
        if text("qoif") { return "a QOI" }
        if text("FORM") && (text("ILBM", at: 8) || text("PBM ", at: 8)) { return "an IFF ILBM" }
        // Icons and cursors, with at least one image (a TGA can start 00 00 02 00 too).
        if (r.starts([0, 0, 1, 0]) || r.starts([0, 0, 2, 0])), let count = r.le16(4), count > 0 { return "an ICO" }
        if r.starts([0xFF, 0x0A]) || r.starts([0, 0, 0, 0x0C, 0x4A, 0x58, 0x4C, 0x20]) { return "a JPEG XL" }
        if b.count >= 3, b[0] == 0x0A, [0, 2, 3, 4, 5].contains(b[1]), b[2] == 1 { return "a PCX" }
        // Text: an SVG names its root element near the start, after any XML prologue.
        let head = String(decoding: b.prefix(4096), as: UTF8.self)
        let trimmed = head.drop { $0 == "\u{FEFF}" || $0.isWhitespace }
        if trimmed.hasPrefix("<"), head.contains("<svg") { return "an SVG" }
        return nil
    }
}
