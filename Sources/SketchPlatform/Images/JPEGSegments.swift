/// The segments of a JPEG's header, before its first scan: where an embedded profile (APP2)
/// and Adobe's colour transform (APP14) are.
enum JPEGSegments {
    /// Calls `body` with each segment's marker (the byte after FF) and the range of its data
    /// (after the length), in file order, up to the start of scan; a segment that runs past the
    /// end of the file ends the walk, and so does `body` returning false.
    static func forEach(_ bytes: [UInt8], _ body: (UInt8, Range<Int>) -> Bool) {
        var at = 2
        // Segments: FF xx, then a big-endian length that counts itself.
        while at + 4 <= bytes.count, bytes[at] == 0xFF {
            let type = bytes[at + 1]
            if type == 0xDA || type == 0xD9 { break }
            let length = Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
            guard length >= 2, at + 2 + length <= bytes.count else { break }
            guard body(type, (at + 4)..<(at + 2 + length)) else { break }
            at += 2 + length
        }
    }

    /// Whether the JPEG has Adobe's APP14 segment. Its CMYK is stored inverted (each byte how
    /// much of the paper shows through that ink), as Photoshop writes it and libjpeg,
    /// ImageMagick and TurboJPEG do too for every CMYK JPEG.
    static func hasAdobeSegment(_ bytes: [UInt8]) -> Bool {
        let name = Array("Adobe".utf8)
        var found = false
        forEach(bytes) { type, data in
            found = type == 0xEE && data.count >= name.count && bytes[data.prefix(name.count)].elementsEqual(name)
            return !found
        }
        return found
    }
}
