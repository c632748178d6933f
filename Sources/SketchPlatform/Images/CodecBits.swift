/// The bits of a codec's header, most significant first: fixed-width fields, H.265's
/// exp-Golomb `ue(v)`; nil past the end, never a trap.
struct CodecBits {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// An H.265 NAL unit's payload with its emulation prevention bytes removed: the encoder
    /// puts a 3 after every two zero bytes that would otherwise read as a start code.
    init(rbspOf nal: ArraySlice<UInt8>) {
        var rbsp: [UInt8] = []
        rbsp.reserveCapacity(nal.count)
        var zeros = 0
        for byte in nal {
            if zeros >= 2 && byte == 3 { zeros = 0; continue }
            rbsp.append(byte)
            zeros = byte == 0 ? zeros + 1 : 0
        }
        self.init(rbsp)
    }

    /// `n` bits (at most 32) as a number.
    mutating func bits(_ n: Int) -> Int? {
        guard n >= 0, n <= 32, position + n <= bytes.count * 8 else { return nil }
        var value = 0
        for _ in 0..<n {
            value = value << 1 | Int(bytes[position >> 3] >> (7 - UInt8(position & 7)) & 1)
            position += 1
        }
        return value
    }

    mutating func skip(_ n: Int) -> Bool {
        guard n >= 0, position + n <= bytes.count * 8 else { return false }
        position += n
        return true
    }

    /// An unsigned exp-Golomb number (H.265 9.2): as many zeros as the value has bits after
    /// its leading one. More than 31 zeros is no value a header can hold.
    mutating func ue() -> Int? {
        var zeros = 0
        while true {
            guard let bit = bits(1) else { return nil }
            if bit == 1 { break }
            zeros += 1
            if zeros > 31 { return nil }
        }
        return bits(zeros).map { (1 << zeros) - 1 + $0 }
    }
}
