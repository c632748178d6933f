@testable import SketchPlatform
import SketchCore
import TestSupport
import Testing

/// The end of a JPEG scan's coded data, found with memchr, is where a walk a byte at a time
/// finds it: the next 0xFF followed by neither a stuffed zero nor a restart.
@Suite struct JPEGScanEndTests {
    static func walked(_ b: [UInt8], from start: Int) -> Int {
        var i = start
        while i + 1 < b.count && !(b[i] == 0xFF && b[i + 1] != 0 && !(0xD0...0xD7).contains(b[i + 1])) { i += 1 }
        return i
    }

    @Test func itEndsWhereAByteWalkEnds() {
        var rng = SplitMix64(seed: 21)
        // Bytes weighted towards 0xFF, zeros and restarts, so every case comes up often.
        let alphabet: [UInt8] = [0xFF, 0xFF, 0x00, 0xD0, 0xD7, 0xD8, 0xD9, 0xC4, 0x12, 0x7F]
        for _ in 0..<3000 {
            let count = rng.int(0..<40)
            let bytes = (0..<count).map { _ in alphabet[rng.int(0..<alphabet.count)] }
            for start in [0, 1, count / 2, max(0, count - 1), count, count + 3] {
                #expect(ImageHeader.endOfScan(bytes, from: start) == Self.walked(bytes, from: start), "\(bytes) from \(start)")
            }
        }
    }
}
