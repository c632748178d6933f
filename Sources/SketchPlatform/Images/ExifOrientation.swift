import SketchCore

/// The EXIF orientation of a JPEG (1...8), read from its APP1 segment. libjpeg ignores it,
/// so a portrait phone photo would otherwise load lying on its side.
public enum ExifOrientation {
    /// The orientation tag of a JPEG file's bytes, or 1 when there is none or it is not a JPEG.
    public static func read(_ bytes: [UInt8]) -> Int {
        guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return 1 }
        var i = 2
        while i + 4 <= bytes.count {
            guard bytes[i] == 0xFF else { return 1 }
            let marker = bytes[i + 1]
            if marker == 0xFF { i += 1; continue }
            if marker == 0xD9 || marker == 0xDA { return 1 }
            let length = Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
            guard length >= 2, i + 2 + length <= bytes.count else { return 1 }
            if marker == 0xE1, let value = tiffOrientation(bytes, start: i + 4, end: i + 2 + length) { return value }
            i += 2 + length
        }
        return 1
    }

    private static func tiffOrientation(_ b: [UInt8], start: Int, end: Int) -> Int? {
        // "Exif\0\0" then a TIFF header.
        guard end - start >= 14, Array(b[start..<start + 6]) == [0x45, 0x78, 0x69, 0x66, 0, 0] else { return nil }
        return orientation(inTIFF: b, start: start + 6, end: end)
    }

    /// The orientation tag of the TIFF structure at `start` (an EXIF block's), or nil.
    static func orientation(inTIFF b: [UInt8], start tiff: Int, end: Int) -> Int? {
        guard end - tiff >= 8, end <= b.count else { return nil }
        let little: Bool
        switch (b[tiff], b[tiff + 1]) {
        case (0x49, 0x49): little = true
        case (0x4D, 0x4D): little = false
        default: return nil
        }
        func u16(_ at: Int) -> Int? {
            guard at + 2 <= end else { return nil }
            return little ? Int(b[at]) | Int(b[at + 1]) << 8 : Int(b[at]) << 8 | Int(b[at + 1])
        }
        func u32(_ at: Int) -> Int? {
            guard let lo = u16(little ? at : at + 2), let hi = u16(little ? at + 2 : at) else { return nil }
            return hi << 16 | lo
        }
        guard u16(tiff + 2) == 42, let ifd = u32(tiff + 4), let count = u16(tiff + ifd) else { return nil }
        for entry in 0..<count {
            let at = tiff + ifd + 2 + entry * 12
            guard let tag = u16(at) else { return nil }
            if tag == 0x0112, let value = u16(at + 8), (1...8).contains(value) { return value }
        }
        return nil
    }
}
