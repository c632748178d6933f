import CZlib

/// The chunks of a PNG as they lie in its bytes, read without inflating any: for a copy that
/// keeps only the chunks its pixels and colours need, and for naming the chunk whose checksum
/// does not match.
struct PNGChunkList {
    /// One chunk: its four-letter type and where it lies, length field to CRC.
    struct Chunk {
        var type: String
        var range: Range<Int>
        /// A critical chunk (IHDR, PLTE, IDAT, IEND) has an upper-case first letter.
        var isCritical: Bool { type.utf8.first.map { $0 & 0x20 == 0 } ?? false }
    }

    static let signatureCount = 8

    let bytes: [UInt8]
    /// The whole chunks, in file order, up to IEND or to one cut short.
    let chunks: [Chunk]
    /// Where what follows the whole chunks begins: a chunk cut short, or bytes after IEND.
    let rest: Int

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var chunks: [Chunk] = []
        var at = Self.signatureCount
        while let length = HeaderBytes(bytes).be32(at), at + 12 + length <= bytes.count {
            let type = String(decoding: bytes[(at + 4)..<(at + 8)], as: UTF8.self)
            chunks.append(Chunk(type: type, range: at..<(at + 12 + length)))
            at += 12 + length
            if type == "IEND" { break }
        }
        self.chunks = chunks
        rest = min(at, bytes.count)
    }

    /// The ancillary chunks that change how the pixels decode or what their colours are;
    /// every other one (texts, EXIF, suggested palettes, unknown ones) only describes the file.
    static let pixelChunks: Set<String> = ["tRNS", "gAMA", "cHRM", "sRGB", "sBIT"]

    var hasProfile: Bool { chunks.contains { $0.type == "iCCP" } }

    /// The PNG with only its critical chunks, `pixelChunks` and, with `keepingProfile`, its
    /// iCCP; a chunk cut short at the end is kept as it is, for the decoder to judge.
    func essentials(keepingProfile: Bool) -> [UInt8] {
        var out = Array(bytes.prefix(Self.signatureCount))
        for chunk in chunks where chunk.isCritical || Self.pixelChunks.contains(chunk.type) || (keepingProfile && chunk.type == "iCCP") {
            out += bytes[chunk.range]
        }
        return out + bytes[rest...]
    }

    /// The type of the first critical chunk whose CRC does not match its type and data; nil
    /// when every one matches.
    func firstDamagedCriticalChunk() -> String? {
        bytes.withUnsafeBufferPointer { all in
            chunks.first { chunk in
                guard chunk.isCritical else { return false }
                let body = chunk.range.lowerBound + 4, end = chunk.range.upperBound - 4
                let crc = bytes[end..<chunk.range.upperBound].reduce(0) { $0 << 8 | UInt32($1) }
                return UInt32(crc32(0, all.baseAddress! + body, uInt(end - body))) != crc
            }?.type
        }
    }
}
