/// What a saved picture file is made of, to check it holds nothing but pixels and colour.
public enum PictureParts {
    /// Whether `part` occurs in `bytes`.
    public static func contains(_ bytes: [UInt8], _ part: [UInt8]) -> Bool {
        guard part.count <= bytes.count else { return false }
        return (0...(bytes.count - part.count)).contains { bytes[$0..<($0 + part.count)].elementsEqual(part) }
    }

    /// The chunks of a PNG, the segments of a JPEG before its scan (markers in hex), the chunks
    /// of a WebP.
    public static func parts(_ bytes: [UInt8]) -> [String] {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            var out: [String] = [], at = 8
            while at + 8 <= bytes.count {
                let length = Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
                out.append(String(decoding: bytes[(at + 4)..<(at + 8)], as: UTF8.self))
                at += 12 + length
            }
            return out
        }
        if bytes.starts(with: [0xFF, 0xD8]) {
            let hex = Array("0123456789ABCDEF")
            var out: [String] = [], at = 2
            while at + 4 <= bytes.count, bytes[at] == 0xFF {
                let marker = bytes[at + 1]
                out.append(String([hex[Int(marker >> 4)], hex[Int(marker & 0xF)]]))
                if marker == 0xDA { break }
                at += 2 + (Int(bytes[at + 2]) << 8 | Int(bytes[at + 3]))
            }
            return out
        }
        var out: [String] = [], at = 12
        while at + 8 <= bytes.count {
            let length = Int(bytes[at + 4]) | Int(bytes[at + 5]) << 8 | Int(bytes[at + 6]) << 16 | Int(bytes[at + 7]) << 24
            out.append(String(decoding: bytes[at..<(at + 4)], as: UTF8.self))
            at += 8 + length + (length & 1)
        }
        return out
    }

    /// The parts each saved format may hold: pixels, and colour (profile, gamma, chromaticities).
    public static let allowed: [String: Set<String>] = ["png": ["IHDR", "sRGB", "iCCP", "gAMA", "cHRM", "IDAT", "IEND"],
                                                        "jpg": ["E0", "E2", "DB", "C0", "C2", "C4", "DD", "DA"],
                                                        "webp": ["VP8 ", "VP8L", "VP8X", "ICCP", "ALPH"]]
}
