/// The filters a PNG scanline can be stored with (PNG specification, section 9): each byte is
/// stored as its difference from a prediction made from its neighbours, which deflate then
/// compresses far better than the raw bytes of a photo.
public enum PNGFilter: UInt8, Sendable, CaseIterable, CustomStringConvertible {
    case none = 0, sub = 1, up = 2, average = 3, paeth = 4

    public var description: String { ["none", "sub", "up", "average", "paeth"][Int(rawValue)] }
}

/// Turns rows of an image into PNG scanlines: a filter-type byte, then the row's bytes in
/// PNG's order (R, G, B and, with alpha, A), filtered. Rows can be made in any order and in
/// pieces, each piece on its own thread: a row's filter reads only that row and the one above.
public struct PNGScanlines: Sendable {
    public let image: RGBAImage
    /// 4 (RGBA) or 3 (RGB: the alpha channel is left out, for pictures that are fully opaque).
    public let channels: Int
    /// One filter for every row, or nil to choose, row by row, the filter whose output has the
    /// smallest sum of absolute values (the PNG specification's suggested heuristic).
    public let filter: PNGFilter?

    public init(image: RGBAImage, channels: Int, filter: PNGFilter?) {
        precondition(channels == 3 || channels == 4)
        self.image = image; self.channels = channels; self.filter = filter
    }

    /// Bytes of one scanline, its filter byte included.
    public var bytesPerRow: Int { 1 + image.width * channels }

    /// Writes the scanlines of `rows` one after another at `out` (`rows.count * bytesPerRow`
    /// bytes). `scratch` makes repeated calls allocate nothing.
    public func write(rows: Range<Int>, into out: UnsafeMutablePointer<UInt8>, scratch: Scratch) {
        let n = image.width * channels
        scratch.prepare(bytes: n)
        image.pixels.withUnsafeBufferPointer { pixels in
            let src = pixels.baseAddress!
            if rows.lowerBound > 0 {
                unpack(src + (rows.lowerBound - 1) * image.width, into: scratch.previous)
            } else {
                scratch.previous.initialize(repeating: 0, count: n)
            }
            var at = out
            for y in rows {
                unpack(src + y * image.width, into: scratch.current)
                if let filter {
                    at[0] = filter.rawValue
                    Self.apply(filter, scratch.current, scratch.previous, n, channels, into: at + 1)
                } else {
                    var best = Int.max
                    for f in PNGFilter.allCases {
                        Self.apply(f, scratch.current, scratch.previous, n, channels, into: scratch.trial)
                        let cost = Self.cost(scratch.trial, n)
                        if cost < best { best = cost; at[0] = f.rawValue; (at + 1).update(from: scratch.trial, count: n) }
                    }
                }
                (scratch.current, scratch.previous) = (scratch.previous, scratch.current)
                at += 1 + n
            }
        }
    }

    /// Row buffers kept between calls: the row above, this row, and a trial filtering.
    public final class Scratch {
        var previous = UnsafeMutablePointer<UInt8>.allocate(capacity: 0)
        var current = UnsafeMutablePointer<UInt8>.allocate(capacity: 0)
        var trial = UnsafeMutablePointer<UInt8>.allocate(capacity: 0)
        var capacity = 0

        public init() {}

        func prepare(bytes: Int) {
            guard bytes > capacity else { return }
            for p in [previous, current, trial] { p.deallocate() }
            previous = .allocate(capacity: bytes); current = .allocate(capacity: bytes); trial = .allocate(capacity: bytes)
            capacity = bytes
        }

        deinit { for p in [previous, current, trial] { p.deallocate() } }
    }

    /// One row of 0xAARRGGBB pixels as R, G, B[, A] bytes.
    @inline(__always)
    private func unpack(_ row: UnsafePointer<UInt32>, into out: UnsafeMutablePointer<UInt8>) {
        let w = image.width
        if channels == 4 {
            for x in 0..<w {
                let p = row[x]
                out[4 * x] = UInt8(truncatingIfNeeded: p >> 16); out[4 * x + 1] = UInt8(truncatingIfNeeded: p >> 8)
                out[4 * x + 2] = UInt8(truncatingIfNeeded: p); out[4 * x + 3] = UInt8(truncatingIfNeeded: p >> 24)
            }
        } else {
            for x in 0..<w {
                let p = row[x]
                out[3 * x] = UInt8(truncatingIfNeeded: p >> 16); out[3 * x + 1] = UInt8(truncatingIfNeeded: p >> 8)
                out[3 * x + 2] = UInt8(truncatingIfNeeded: p)
            }
        }
    }

    /// Filters `n` bytes of `cur` (the row above is `prev`; `bpp` bytes a pixel) into `out`.
    @inline(__always)
    static func apply(_ filter: PNGFilter, _ cur: UnsafePointer<UInt8>, _ prev: UnsafePointer<UInt8>, _ n: Int, _ bpp: Int,
                      into out: UnsafeMutablePointer<UInt8>) {
        switch filter {
        case .none:
            out.update(from: cur, count: n)
        case .sub:
            for i in 0..<min(bpp, n) { out[i] = cur[i] }
            for i in bpp..<max(bpp, n) { out[i] = cur[i] &- cur[i - bpp] }
        case .up:
            for i in 0..<n { out[i] = cur[i] &- prev[i] }
        case .average:
            for i in 0..<min(bpp, n) { out[i] = cur[i] &- prev[i] >> 1 }
            for i in bpp..<max(bpp, n) { out[i] = cur[i] &- UInt8((UInt16(cur[i - bpp]) + UInt16(prev[i])) >> 1) }
        case .paeth:
            // With nothing to the left, the predictor is the byte above.
            for i in 0..<min(bpp, n) { out[i] = cur[i] &- prev[i] }
            for i in bpp..<max(bpp, n) { out[i] = cur[i] &- paeth(cur[i - bpp], prev[i], prev[i - bpp]) }
        }
    }

    /// The predictor closest to left + above - upper left, ties in the order left, above, upper left.
    @inline(__always)
    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let ia = Int(a), ib = Int(b), ic = Int(c)
        let pa = abs(ib - ic), pb = abs(ia - ic), pc = abs(ia + ib - 2 * ic)
        return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
    }

    /// The sum of the filtered bytes taken as signed: small when the prediction is good.
    @inline(__always)
    static func cost(_ bytes: UnsafePointer<UInt8>, _ n: Int) -> Int {
        var sum = 0
        for i in 0..<n { sum += abs(Int(Int8(bitPattern: bytes[i]))) }
        return sum
    }
}
