/// CRC-32 (IEEE, as in zlib and PNG), for the journal's record checksums and checkpoints.
public enum CRC32 {
    static let table: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    /// Eight tables for slicing-by-8: a checkpoint of tens of megabytes is checked eight bytes
    /// a step rather than one.
    static let slices: [UInt32] = {
        var t = [UInt32](repeating: 0, count: 8 * 256)
        for n in 0..<256 { t[n] = table[n] }
        for k in 1..<8 {
            for n in 0..<256 {
                let c = t[(k - 1) * 256 + n]
                t[k * 256 + n] = table[Int(c & 0xFF)] ^ (c >> 8)
            }
        }
        return t
    }()

    public static func checksum<S: Sequence>(_ bytes: S) -> UInt32 where S.Element == UInt8 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes { c = table[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }

    /// The checksum of a buffer, or of `previous` (a checksum) followed by it.
    public static func checksum(_ raw: UnsafeRawBufferPointer, continuing previous: UInt32 = 0) -> UInt32 {
        var c = previous ^ 0xFFFF_FFFF
        let count = raw.count
        guard count > 0, let base = raw.baseAddress else { return previous }
        let p = base.assumingMemoryBound(to: UInt8.self)
        var i = 0
        slices.withUnsafeBufferPointer { t in
            while i + 8 <= count {
                let lo = c ^ (UInt32(p[i]) | UInt32(p[i + 1]) << 8 | UInt32(p[i + 2]) << 16 | UInt32(p[i + 3]) << 24)
                let hi = UInt32(p[i + 4]) | UInt32(p[i + 5]) << 8 | UInt32(p[i + 6]) << 16 | UInt32(p[i + 7]) << 24
                c = t[7 * 256 + Int(lo & 0xFF)] ^ t[6 * 256 + Int((lo >> 8) & 0xFF)] ^ t[5 * 256 + Int((lo >> 16) & 0xFF)] ^ t[4 * 256 + Int(lo >> 24)]
                    ^ t[3 * 256 + Int(hi & 0xFF)] ^ t[2 * 256 + Int((hi >> 8) & 0xFF)] ^ t[256 + Int((hi >> 16) & 0xFF)] ^ t[Int(hi >> 24)]
                i += 8
            }
            while i < count {
                c = t[Int((c ^ UInt32(p[i])) & 0xFF)] ^ (c >> 8)
                i += 1
            }
        }
        return c ^ 0xFFFF_FFFF
    }
}
