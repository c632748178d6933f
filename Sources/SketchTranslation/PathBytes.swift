/// File names as the system has them: bytes, which need not be UTF-8 (a Latin-1 `caf\xE9.png`
/// from an old disk or archive). The app keeps paths as `String`s, so the bytes go into one
/// reversibly: valid UTF-8 is read as it is, and each byte that is not part of it becomes the
/// private-use scalar U+10FF00 + byte (U+10FF80...U+10FFFF). The UTF-8 of those scalars
/// themselves is escaped byte by byte too, so every byte string comes back exactly:
/// `encode(decode(bytes)) == bytes`. Such a String is valid Unicode, so it goes through JSON,
/// settings and documents unchanged; it must be turned back into bytes for every system call
/// (`withSystemPath`) and shown with `display` wherever people read it.
public enum PathBytes {
    /// The first of the scalars that stand for single bytes (for 0x80; ASCII is never escaped).
    static let firstEscape: UInt32 = 0x10FF80
    static let escapeBase: UInt32 = 0x10FF00

    /// The path `bytes` name, as a String that gives them back through `encode`.
    public static func decode<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        let array = Array(bytes)
        if !needsEscapes(array) { return String(decoding: array, as: UTF8.self) }
        var scalars = String.UnicodeScalarView()
        var i = 0
        while i < array.count {
            guard let (scalar, length) = scalar(in: array, at: i) else {
                scalars.append(escape(array[i]))
                i += 1
                continue
            }
            if scalar.value < firstEscape {
                scalars.append(scalar)
            } else {
                // A scalar that is itself an escape is kept as its bytes, so it comes back as them.
                for byte in array[i..<i + length] { scalars.append(escape(byte)) }
            }
            i += length
        }
        return String(scalars)
    }

    /// The path a C string names (argv, a directory entry, a name from a C library).
    public static func decode(cString: UnsafePointer<CChar>) -> String {
        var end = 0
        while cString[end] != 0 { end += 1 }
        return UnsafeRawPointer(cString).withMemoryRebound(to: UInt8.self, capacity: end) {
            decode(UnsafeBufferPointer(start: $0, count: end))
        }
    }

    /// The bytes `path` stands for: its escaped bytes as themselves, everything else as UTF-8.
    public static func encode(_ path: String) -> [UInt8] {
        guard path.unicodeScalars.contains(where: isEscape) else { return Array(path.utf8) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count)
        for scalar in path.unicodeScalars {
            if isEscape(scalar) { bytes.append(UInt8(scalar.value - escapeBase)) } else { bytes.append(contentsOf: String(scalar).utf8) }
        }
        return bytes
    }

    /// Calls `body` with `path` as the NUL-terminated bytes a system call takes.
    public static func withCString<Result>(_ path: String, _ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
        guard path.unicodeScalars.contains(where: isEscape) else { return try path.withCString(body) }
        let bytes = encode(path).map { CChar(bitPattern: $0) } + [0]
        return try bytes.withUnsafeBufferPointer { try body($0.baseAddress!) }
    }

    /// `text` as people read it: each byte that is not UTF-8 written as `\xE9`. Everything else
    /// stays as it is, so this is safe on a whole message that names paths.
    public static func display(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isEscape) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            out += isEscape(scalar) ? shownByte(scalar) : String(scalar)
        }
        return out
    }

    /// Whether `scalar` stands for a single byte that is not UTF-8.
    public static func isEscape(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= firstEscape }

    /// `\xE9` for the scalar standing for the byte 0xE9.
    public static func shownByte(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value - escapeBase, radix: 16, uppercase: true)
        return "\\x" + (hex.count < 2 ? "0" : "") + hex
    }

    private static func escape(_ byte: UInt8) -> Unicode.Scalar { Unicode.Scalar(escapeBase + UInt32(byte))! }

    /// Whether the bytes hold anything but valid UTF-8 of scalars below the escapes (the
    /// common case, decoded at once).
    private static func needsEscapes(_ bytes: [UInt8]) -> Bool {
        var i = 0
        while i < bytes.count {
            if bytes[i] < 0x80 { i += 1; continue }
            guard let (scalar, length) = scalar(in: bytes, at: i), scalar.value < firstEscape else { return true }
            i += length
        }
        return false
    }

    /// The scalar whose well-formed UTF-8 starts at `i`, and its length; nil when the bytes
    /// there are not one (Unicode's table 3-7: no overlong forms, surrogates or values past
    /// U+10FFFF).
    private static func scalar(in bytes: [UInt8], at i: Int) -> (Unicode.Scalar, length: Int)? {
        let lead = bytes[i]
        let length: Int, secondRange: ClosedRange<UInt8>
        switch lead {
        case 0x00...0x7F: return (Unicode.Scalar(lead), 1)
        case 0xC2...0xDF: length = 2; secondRange = 0x80...0xBF
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xE1...0xEF: length = 3; secondRange = 0x80...0xBF
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4; secondRange = 0x80...0xBF
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        default: return nil
        }
        guard i + length <= bytes.count, secondRange.contains(bytes[i + 1]) else { return nil }
        for k in 2..<length where !(0x80...0xBF).contains(bytes[i + k]) { return nil }
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for k in 1..<length { value = value << 6 | UInt32(bytes[i + k] & 0x3F) }
        return Unicode.Scalar(value).map { ($0, length) }
    }
}

extension String {
    /// Calls `body` with the path's bytes for a system call (`PathBytes`): `stat`, `open`,
    /// `rename` and every other call that takes a path must get it through here.
    public func withSystemPath<Result>(_ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
        try PathBytes.withCString(self, body)
    }
}
