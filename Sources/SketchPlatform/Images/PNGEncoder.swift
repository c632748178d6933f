import CZlib
import Dispatch
import FoundationEssentials
import Glibc
import SketchCore
import SketchRaster
import SketchTranslation
import Synchronization

/// Writes PNGs into memory, deflating horizontal stripes of the picture in parallel (pigz's
/// method): each stripe's scanlines are filtered and deflated on their own thread as a raw
/// stream that ends byte-aligned (Z_SYNC_FLUSH; the last one Z_FINISH), so the pieces joined
/// are one zlib stream, whose Adler-32 is the stripes' own ones combined. Each stripe is its
/// own IDAT chunk, its CRC also computed on its thread. A fully opaque picture is stored as
/// RGB, one with any transparency as RGBA (straight alpha, as the app keeps it).
/// `sketchpad-bench png` measures the settings against SDL_image, libpng and libspng.
public struct PNGEncoder: Sendable {
    public enum Strategy: Sendable, CustomStringConvertible {
        case standard, filtered, runLength
        var zlib: Int32 { switch self { case .standard: Z_DEFAULT_STRATEGY; case .filtered: Z_FILTERED; case .runLength: Z_RLE } }
        public var description: String { switch self { case .standard: "default"; case .filtered: "filtered"; case .runLength: "rle" } }
    }

    /// zlib's level, 1 (fastest) to 9 (smallest).
    public var level: Int
    /// The filter of every scanline; nil chooses one per row (slower, a little smaller).
    public var filter: PNGFilter?
    public var strategy: Strategy
    /// How many stripes are deflated at once; nil: as many as the machine has cores.
    public var threads: Int?

    public init(level: Int, filter: PNGFilter?, strategy: Strategy = .standard, threads: Int? = nil) {
        self.level = level; self.filter = filter; self.strategy = strategy; self.threads = threads
    }

    /// What saves, exports, the clipboard and checkpoints use, chosen by `sketchpad-bench png`
    /// (docs/performance.md): the Up filter, then zlib's run-length strategy, which zlib made
    /// for PNG's filtered rows. On photos, drawings and layers it was both the fastest and the
    /// smallest of the fast settings tried (smaller than zlib's default level too); the level
    /// does not matter to it beyond being above 0.
    public static let standard = PNGEncoder(level: 1, filter: .up, strategy: .runLength)

    /// The smallest stripe worth a thread of its own: below it, a stripe's fixed costs (a
    /// deflate stream, an empty window) cost more than the thread saves.
    static let minStripeBytes = 256 << 10

    /// - Parameter progress: told the share of rows done (0...1, rising, at most every
    ///   hundredth, 1 last), from whichever encoding thread got there.
    public func encode(_ image: RGBAImage, progress: (@Sendable (Double) -> Void)? = nil) throws -> [UInt8] {
        guard image.width > 0, image.height > 0 else { throw PlatformError.image(reason: tr("nothing to encode: the image is empty")) }
        let opaque = image.pixels.withUnsafeBufferPointer { p in p.allSatisfy { $0 >= 0xFF00_0000 } }
        let scanlines = PNGScanlines(image: image, channels: opaque ? 3 : 4, filter: filter)
        let stripes = stripeRows(height: image.height, bytesPerRow: scanlines.bytesPerRow)
        let counter = progress.map { ProgressCounter(total: image.height, report: $0) }
        let results = Mutex([Result<PNGChunk, Error>?](repeating: nil, count: stripes.count))
        let settings = self
        DispatchQueue.concurrentPerform(iterations: stripes.count) { i in
            let result = Result { try settings.deflate(scanlines, rows: stripes[i], first: i == 0, last: i == stripes.count - 1, counter: counter) }
            results.withLock { $0[i] = result }
        }
        let parts = try results.withLock { $0 }.map { result in
            do { return try result!.get() } catch let refused as MemoryCheck.Refused { throw PlatformError.image(reason: refused.description) } catch {
                let memory = (error as? ZlibError)?.code == Z_MEM_ERROR
                throw PlatformError.image(reason: memory ? MemoryCheck.encodeShortage : tr("encoding failed ({failure})", ["failure": "\(error)"]))
            }
        }
        // The zlib trailer: the Adler-32 of all scanlines, made of the stripes' own.
        var adler = parts[0].adler
        for part in parts.dropFirst() { adler = adler32_combine(adler, part.adler, .init(part.rawBytes)) }
        parts[parts.count - 1].append(bigEndian: UInt32(adler))
        let png = try assemble(image: image, channels: scanlines.channels, idat: parts)
        counter?.finish()
        return png
    }

    /// The rows of each stripe: one per thread, each at least `minStripeBytes` of scanlines.
    func stripeRows(height: Int, bytesPerRow: Int) -> [Range<Int>] {
        let wanted = MemoryProbe.affordableThreads(threads ?? ProcessInfo.processInfo.activeProcessorCount)
        let affordable = max(1, height * bytesPerRow / Self.minStripeBytes)
        let count = max(1, min(wanted, affordable, height))
        return (0..<count).map { i in (height * i / count)..<(height * (i + 1) / count) }
    }

    /// One stripe deflated into an IDAT chunk (its length, type and data; the CRC is added
    /// once the chunk is complete). The first stripe's data starts with the zlib header.
    private func deflate(_ scanlines: PNGScanlines, rows: Range<Int>, first: Bool, last: Bool, counter: ProgressCounter?) throws -> PNGChunk {
        var stream = z_stream()
        guard sketchpad_deflate_init_raw(&stream, Int32(level), strategy.zlib) == Z_OK else { throw ZlibError(code: Z_MEM_ERROR) }
        defer { deflateEnd(&stream) }
        let rawBytes = rows.count * scanlines.bytesPerRow
        let chunk = try PNGChunk(capacity: 8 + 2 + Int(deflateBound(&stream, uLong(rawBytes))) + 1024, rawBytes: rawBytes)
        chunk.append(bigEndian: 0)
        chunk.append(Array("IDAT".utf8))
        // CMF 0x78: deflate with a 32 KB window; FLG: the level class, and a check making the pair a multiple of 31.
        if first { chunk.append([0x78, level <= 1 ? 0x01 : level <= 5 ? 0x5E : level == 6 ? 0x9C : 0xDA]) }
        let batchRows = max(1, min(rows.count, (128 << 10) / scanlines.bytesPerRow))
        let batch = UnsafeMutablePointer<UInt8>.allocate(capacity: batchRows * scanlines.bytesPerRow)
        defer { batch.deallocate() }
        let scratch = PNGScanlines.Scratch()
        var adler = adler32(0, nil, 0)
        var y = rows.lowerBound
        while y < rows.upperBound {
            let n = min(batchRows, rows.upperBound - y)
            scanlines.write(rows: y..<y + n, into: batch, scratch: scratch)
            let bytes = n * scanlines.bytesPerRow
            adler = adler32(adler, batch, uInt(bytes))
            stream.next_in = batch
            stream.avail_in = uInt(bytes)
            y += n
            try chunk.deflate(&stream, flush: y < rows.upperBound ? Z_NO_FLUSH : last ? Z_FINISH : Z_SYNC_FLUSH)
            counter?.advance(by: n)
        }
        chunk.adler = adler
        return chunk
    }

    /// Signature, IHDR, sRGB, the stripes' IDAT chunks, IEND, in one buffer. The sRGB chunk
    /// says the colours are sRGB (as the app keeps every picture), for viewers that manage colour.
    private func assemble(image: RGBAImage, channels: Int, idat: [PNGChunk]) throws -> [UInt8] {
        let ihdr = try PNGChunk(capacity: 25, rawBytes: 0)
        ihdr.append(bigEndian: 13)
        ihdr.append(Array("IHDR".utf8))
        ihdr.append(bigEndian: UInt32(image.width))
        ihdr.append(bigEndian: UInt32(image.height))
        // 8 bits a channel; colour type 2 (RGB) or 6 (RGBA); deflate; adaptive filtering; not interlaced.
        ihdr.append([8, channels == 3 ? 2 : 6, 0, 0, 0])
        let srgb = try PNGChunk(capacity: 13, rawBytes: 0)
        srgb.append(bigEndian: 1)
        srgb.append(Array("sRGB".utf8))
        // Rendering intent 0: perceptual, as the app converts photos to sRGB.
        srgb.append([0])
        let iend = try PNGChunk(capacity: 12, rawBytes: 0)
        iend.append(bigEndian: 0)
        iend.append(Array("IEND".utf8))
        let all = [ihdr, srgb] + idat + [iend]
        for chunk in all { chunk.finish() }
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let total = signature.count + all.reduce(0) { $0 + $1.count }
        try MemoryCheck.require(total, for: tr("the encoded file"))
        return [UInt8](unsafeUninitializedCapacity: total) { out, count in
            var at = out.baseAddress!
            for b in signature { at.pointee = b; at += 1 }
            for chunk in all {
                at.update(from: chunk.bytes, count: chunk.count)
                at += chunk.count
            }
            count = total
        }
    }
}

struct ZlibError: Error, CustomStringConvertible {
    var code: Int32
    var description: String { code == Z_MEM_ERROR ? "zlib ran out of memory" : "zlib failed with code \(code)" }
}
