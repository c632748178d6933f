/// Little-endian binary writing and bounds-checked reading, for checkpoints.
public struct ByteWriter {
    public private(set) var bytes: [UInt8] = []

    public init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    public mutating func reserve(_ more: Int) { bytes.reserveCapacity(bytes.count + more) }

    public mutating func u8(_ v: UInt8) { bytes.append(v) }
    public mutating func u32(_ v: UInt32) { withUnsafeBytes(of: v.littleEndian) { bytes.append(contentsOf: $0) } }
    public mutating func u64(_ v: UInt64) { withUnsafeBytes(of: v.littleEndian) { bytes.append(contentsOf: $0) } }
    public mutating func f64(_ v: Double) { u64(v.bitPattern) }
    public mutating func string(_ s: String) {
        let utf8 = Array(s.utf8)
        u32(UInt32(utf8.count))
        bytes.append(contentsOf: utf8)
    }
    public mutating func append(_ other: [UInt8]) { bytes.append(contentsOf: other) }
    public mutating func append(_ raw: UnsafeRawBufferPointer) { bytes.append(contentsOf: raw) }
    /// How many bytes are written so far.
    public var count: Int { bytes.count }
    /// Overwrites the u32 at `offset` (a length known once what it counts is written).
    public mutating func setU32(_ v: UInt32, at offset: Int) {
        withUnsafeBytes(of: v.littleEndian) { bytes.replaceSubrange(offset..<(offset + 4), with: $0) }
    }
}

/// Why bytes could not be read back.
public struct ByteReadError: Error, Equatable, CustomStringConvertible {
    public var description: String
    public init(_ text: String) { description = text }
}

public struct ByteReader {
    private let base: UnsafeRawBufferPointer
    public private(set) var offset = 0

    /// Reads from `base`, which must outlive the reader.
    public init(_ base: UnsafeRawBufferPointer) { self.base = base }

    public var remaining: Int { base.count - offset }

    private mutating func take(_ n: Int) throws -> UnsafeRawBufferPointer {
        guard n >= 0, n <= remaining else { throw ByteReadError("cut short at byte \(offset)") }
        defer { offset += n }
        return UnsafeRawBufferPointer(rebasing: base[offset..<(offset + n)])
    }

    public mutating func u8() throws -> UInt8 { try take(1)[0] }
    public mutating func u32() throws -> UInt32 { UInt32(littleEndian: try take(4).loadUnaligned(as: UInt32.self)) }
    public mutating func u64() throws -> UInt64 { UInt64(littleEndian: try take(8).loadUnaligned(as: UInt64.self)) }
    public mutating func f64() throws -> Double { Double(bitPattern: try u64()) }
    /// A count of items at least `itemSize` bytes each: never more than the bytes left allow.
    public mutating func count(itemSize: Int) throws -> Int {
        let n = Int(try u32())
        guard n * max(1, itemSize) <= remaining else { throw ByteReadError("a count of \(n) at byte \(offset - 4) is more than the data holds") }
        return n
    }
    /// A 64-bit length, never more than the bytes left.
    public mutating func count64() throws -> Int {
        let n = try u64()
        guard n <= UInt64(remaining) else { throw ByteReadError("a length of \(n) at byte \(offset - 8) is more than the data holds") }
        return Int(n)
    }
    public mutating func string() throws -> String {
        let n = try count(itemSize: 1)
        return String(decoding: try take(n), as: UTF8.self)
    }
    public mutating func bytes(_ n: Int) throws -> UnsafeRawBufferPointer { try take(n) }
}
