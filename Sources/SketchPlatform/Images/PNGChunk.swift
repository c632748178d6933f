import CZlib
import FoundationEssentials
import SketchCore
import SketchTranslation
import Glibc

/// One PNG chunk being built in memory: length, type, data, then its CRC once `finish` is
/// called. The length field is written last, when the data's size is known. The buffer grows
/// as deflate fills it.
///
/// Unchecked Sendable: a chunk is built by one encoding thread and handed over whole, when the
/// threads are done, to the one that joins the chunks; no two threads ever hold it at once.
final class PNGChunk: @unchecked Sendable {
    private(set) var bytes: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int
    /// The scanline bytes this chunk's deflate data stands for, and their Adler-32.
    let rawBytes: Int
    var adler: uLong = 1

    /// Fails when the system refuses the memory: a stripe's chunk is as large as its scanlines
    /// could deflate to, tens of megabytes for a large picture.
    init(capacity: Int, rawBytes: Int) throws {
        self.capacity = max(capacity, 16)
        guard let block = malloc(self.capacity) else { throw MemoryCheck.Refused(what: tr("encoding the picture"), bytes: self.capacity) }
        bytes = block.assumingMemoryBound(to: UInt8.self)
        self.rawBytes = rawBytes
    }

    deinit { free(bytes) }

    func append(_ data: [UInt8]) {
        reserve(data.count)
        (bytes + count).update(from: data, count: data.count)
        count += data.count
    }

    func append(bigEndian value: UInt32) {
        append([UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }

    /// Feeds what `stream` holds to deflate with `flush`, until deflate has taken all of it and,
    /// for Z_SYNC_FLUSH and Z_FINISH, written everything out.
    func deflate(_ stream: inout z_stream, flush: Int32) throws {
        while true {
            reserve(256)
            stream.next_out = bytes + count
            stream.avail_out = uInt(capacity - count)
            let before = stream.avail_out
            let status = CZlib.deflate(&stream, flush)
            count += Int(before - stream.avail_out)
            guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else { throw ZlibError(code: status) }
            if flush == Z_FINISH ? status == Z_STREAM_END : stream.avail_in == 0 && stream.avail_out > 0 { return }
        }
    }

    /// Writes the length field (the data after the type) and appends the CRC of type and data.
    func finish() {
        let length = UInt32(count - 8)
        for (i, shift) in [24, 16, 8, 0].enumerated() { bytes[i] = UInt8(length >> UInt32(shift) & 0xFF) }
        let crc = crc32(0, bytes + 4, uInt(count - 4))
        append(bigEndian: UInt32(crc))
    }

    private func reserve(_ more: Int) {
        guard count + more > capacity else { return }
        capacity = max(capacity * 2, count + more)
        // Seldom: the first capacity is deflate's bound. A refusal here cannot be reported.
        guard let grown = realloc(bytes, capacity) else { fatalError("cannot grow a PNG chunk to \(capacity) bytes") }
        bytes = grown.assumingMemoryBound(to: UInt8.self)
    }
}
