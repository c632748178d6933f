import Dispatch
import SketchCore

/// The canvas's base (background colour and photo) as a view shows it: any part of the canvas,
/// at any zoom. Where the view shows a photo pixel larger than a screen pixel it is drawn crisp
/// (nearest), so pixels can be told apart; smaller, it is filtered (bilinear from the pyramid
/// level at most twice the size shown), so it does not shimmer.
public enum ViewSampler {
    /// - Parameters:
    ///   - size: the view's pixels.
    ///   - transform: canvas pixels to view pixels.
    ///   - canvas: the canvas's size; the photo covers it whatever the size of its pixels.
    ///   - threads: stripes rendered side by side.
    ///   - smooth: filtered even where a photo pixel shows larger than a screen pixel (a fitted
    ///     view, which shows the picture rather than its pixels).
    public static func base(background: Color, photo: inout PhotoPyramid?, canvas: (width: Int, height: Int), transform: CanvasTransform,
                            size: (width: Int, height: Int), threads: Int = 2, smooth: Bool = false) -> RGBAImage {
        var detail: PhotoRegion?
        return base(background: background, photo: &photo, detail: &detail, canvas: canvas, transform: transform, size: size, threads: threads, smooth: smooth)
    }

    /// As above, with `detail`, part of the photo at a higher resolution than `photo` (whose
    /// canvas is the photo's full size), sampled wherever it reaches.
    public static func base(background: Color, photo: inout PhotoPyramid?, detail: inout PhotoRegion?, canvas: (width: Int, height: Int),
                            transform: CanvasTransform, size: (width: Int, height: Int), threads: Int = 2, smooth: Bool = false) -> RGBAImage {
        guard size.width > 0, size.height > 0 else { return RGBAImage(width: max(0, size.width), height: max(0, size.height), fill: background) }
        guard var region = detail else { return wholeBase(background: background, photo: &photo, canvas: canvas, transform: transform, size: size, threads: threads, smooth: smooth) }
        // Output pixels per region pixel, and the level sampled.
        let scale = transform.scale / region.scale
        let level = scale >= 1 ? region.pixels.image : region.pixels.level(forScale: scale)
        detail = region
        let k = region.scale * Double(level.width) / Double(region.pixels.image.width), kv = region.scale * Double(level.height) / Double(region.pixels.image.height)
        let sx = k / transform.scale, sy = kv / transform.scale
        let x0 = Double(region.rect.x) * k, y0 = Double(region.rect.y) * kv
        let us = (0..<size.width).map { (Double($0) + 0.5 - transform.offsetX) * sx - x0 }
        let vs = (0..<size.height).map { (Double($0) + 0.5 - transform.offsetY) * sy - y0 }
        let crisp = scale >= 1 && !smooth
        let columns = PhotoRegion.covered(us, extent: level.width, open: (region.rect.x == 0, region.rect.maxX >= canvas.width), crisp: crisp)
        let rows = PhotoRegion.covered(vs, extent: level.height, open: (region.rect.y == 0, region.rect.maxY >= canvas.height), crisp: crisp)
        if columns == 0..<size.width && rows == 0..<size.height {
            return sample(level, us: us, vs: vs, crisp: crisp, background: background, threads: threads)
        }
        // The view passes the region's edge: the whole photo (a smaller decode) around it, each
        // pixel sampled once.
        let view = IntRect(x: 0, y: 0, width: size.width, height: size.height)
        let covered = IntRect(x: columns.lowerBound, y: rows.lowerBound, width: columns.count, height: rows.count)
        var out = RGBAImage(width: size.width, height: size.height)
        if !covered.isEmpty {
            let part = sample(level, us: Array(us[columns]), vs: Array(vs[rows]), crisp: crisp, background: background, threads: threads)
            out.copy(from: part, rect: part.bounds, to: covered.x, covered.y)
        }
        for piece in view.subtracting(covered) {
            let shifted = CanvasTransform(scale: transform.scale, offsetX: transform.offsetX - Double(piece.x), offsetY: transform.offsetY - Double(piece.y))
            let part = wholeBase(background: background, photo: &photo, canvas: canvas, transform: shifted, size: (piece.width, piece.height),
                                 threads: threads, smooth: smooth)
            out.copy(from: part, rect: part.bounds, to: piece.x, piece.y)
        }
        return out
    }

    /// The view sampled from the whole photo's pyramid.
    private static func wholeBase(background: Color, photo: inout PhotoPyramid?, canvas: (width: Int, height: Int), transform: CanvasTransform,
                                  size: (width: Int, height: Int), threads: Int, smooth: Bool) -> RGBAImage {
        guard var pyramid = photo else { return RGBAImage(width: size.width, height: size.height, fill: background) }
        // Output pixels per level-0 pixel.
        let scale = transform.scale * Double(canvas.width) / Double(pyramid.image.width)
        let level = scale >= 1 ? pyramid.image : pyramid.level(forScale: scale)
        photo = pyramid
        let sx = Double(level.width) / Double(canvas.width) / transform.scale, sy = Double(level.height) / Double(canvas.height) / transform.scale
        // Level coordinates of each column's and row's pixel centre.
        let us = (0..<size.width).map { (Double($0) + 0.5 - transform.offsetX) * sx }
        let vs = (0..<size.height).map { (Double($0) + 0.5 - transform.offsetY) * sy }
        return sample(level, us: us, vs: vs, crisp: scale >= 1 && !smooth, background: background, threads: threads)
    }

    /// `level` sampled at `us` × `vs` (level coordinates of each output column's and row's centre).
    private static func sample(_ level: RGBAImage, us: [Double], vs: [Double], crisp: Bool, background: Color, threads: Int) -> RGBAImage {
        let size = (width: us.count, height: vs.count)
        let sampler = Sampler(level: level, us: us, vs: vs, width: size.width, background: background.argb)
        let width = size.width, count = size.width * size.height
        let stripes = max(1, min(threads, size.height / 32))
        // Every pixel is written once: the photo's, or the background where the view passes its edges.
        let pixels = [UInt32](unsafeUninitializedCapacity: count) { buffer, initialized in
            // Unchecked: the stripes' threads share the one output pointer, each writing only its
            // own rows, and read the level only; concurrentPerform returns when all are done.
            nonisolated(unsafe) let out = buffer.baseAddress!
            level.pixels.withUnsafeBufferPointer { buffer in
                nonisolated(unsafe) let src = buffer.baseAddress!
                DispatchQueue.concurrentPerform(iterations: stripes) { i in
                    let rows = (size.height * i / stripes)..<(size.height * (i + 1) / stripes)
                    if crisp { sampler.nearest(src, rows, out) } else { sampler.bilinear(src, rows, out) }
                }
            }
            initialized = count
        }
        return RGBAImage(width: width, height: size.height, pixels: pixels)
    }

    /// One level sampled onto the view's pixels.
    private struct Sampler {
        let sw: Int, sh: Int
        let us: [Double], vs: [Double]
        let width: Int
        let background: UInt32
        /// The columns whose centres fall on the photo.
        let inside: Range<Int>

        init(level: RGBAImage, us: [Double], vs: [Double], width: Int, background: UInt32) {
            sw = level.width; sh = level.height
            self.us = us; self.vs = vs; self.width = width; self.background = background
            let limit = Double(level.width)
            let first = us.firstIndex { $0 >= 0 } ?? width, last = us.lastIndex { $0 < limit } ?? -1
            inside = first <= last ? first..<(last + 1) : 0..<0
        }

        func rowIsInside(_ v: Double) -> Bool { v >= 0 && v < Double(sh) }

        /// Fills the parts of an output row beside the photo (or all of it).
        func fillOutside(_ out: UnsafeMutablePointer<UInt32>, whole: Bool) {
            if whole || inside.isEmpty { out.update(repeating: background, count: width); return }
            out.update(repeating: background, count: inside.lowerBound)
            (out + inside.upperBound).update(repeating: background, count: width - inside.upperBound)
        }

        func nearest(_ src: UnsafePointer<UInt32>, _ rows: Range<Int>, _ dst: UnsafeMutablePointer<UInt32>) {
            let xs = us.map { min(max(Int($0.rounded(.down)), 0), sw - 1) }
            var previous = -1
            xs.withUnsafeBufferPointer { xs in
                for y in rows {
                    let out = dst + y * width
                    guard rowIsInside(vs[y]) else { fillOutside(out, whole: true); previous = -1; continue }
                    let sy = min(max(Int(vs[y].rounded(.down)), 0), sh - 1)
                    // Zoomed in, neighbouring rows show the same photo row: copied, not sampled again.
                    if sy == previous, y > rows.lowerBound {
                        out.update(from: out - width, count: width)
                        continue
                    }
                    previous = sy
                    fillOutside(out, whole: false)
                    let row = src + sy * sw
                    for x in inside { out[x] = ViewSampler.over(background, row[xs[x]]) }
                }
            }
        }

        func bilinear(_ src: UnsafePointer<UInt32>, _ rows: Range<Int>, _ dst: UnsafeMutablePointer<UInt32>) {
            // Each column's two source columns and the second one's weight in 1/256.
            var x0s = [Int](repeating: 0, count: width), x1s = x0s, fxs = [UInt32](repeating: 0, count: width)
            for x in 0..<width {
                let u = us[x] - 0.5, f = u.rounded(.down)
                x0s[x] = min(max(Int(f), 0), sw - 1)
                x1s[x] = min(max(Int(f) + 1, 0), sw - 1)
                fxs[x] = UInt32(((u - f) * 256).rounded())
            }
            for y in rows {
                let out = dst + y * width
                guard rowIsInside(vs[y]) else { fillOutside(out, whole: true); continue }
                fillOutside(out, whole: false)
                let v = vs[y] - 0.5, f = v.rounded(.down)
                let r0 = src + min(max(Int(f), 0), sh - 1) * sw, r1 = src + min(max(Int(f) + 1, 0), sh - 1) * sw
                let fy = UInt32(((v - f) * 256).rounded())
                for x in inside {
                    let fx = fxs[x], a = x0s[x], b = x1s[x]
                    out[x] = ViewSampler.over(background, ViewSampler.mix(ViewSampler.mix(r0[a], r0[b], fx), ViewSampler.mix(r1[a], r1[b], fx), fy))
                }
            }
        }
    }

    /// `a` and `b` mixed, `t` (0...256) of `b`, every channel alike.
    @inline(__always)
    static func mix(_ a: UInt32, _ b: UInt32, _ t: UInt32) -> UInt32 {
        let s = 256 - t
        let rb = ((a & 0x00FF_00FF) &* s &+ (b & 0x00FF_00FF) &* t &+ 0x0080_0080) >> 8 & 0x00FF_00FF
        let ag = ((a >> 8 & 0x00FF_00FF) &* s &+ (b >> 8 & 0x00FF_00FF) &* t &+ 0x0080_0080) & 0xFF00_FF00
        return rb | ag
    }

    /// A photo pixel over the background, by its own alpha.
    @inline(__always)
    static func over(_ under: UInt32, _ p: UInt32) -> UInt32 {
        let a = p >> 24
        if a == 255 { return p }
        if a == 0 { return under }
        return Blend.over(under, Float((p >> 16) & 0xFF), Float((p >> 8) & 0xFF), Float(p & 0xFF), Float(a) / 255)
    }
}
