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
    public static func base(background: Color, photo: inout PhotoPyramid?, canvas: (width: Int, height: Int), transform: CanvasTransform,
                            size: (width: Int, height: Int), threads: Int = 2) -> RGBAImage {
        var out = RGBAImage(width: size.width, height: size.height, fill: background)
        guard var pyramid = photo, size.width > 0, size.height > 0 else { return out }
        // Output pixels per level-0 pixel.
        let scale = transform.scale * Double(canvas.width) / Double(pyramid.image.width)
        let crisp = scale >= 1
        let level = crisp ? pyramid.image : pyramid.level(forScale: scale)
        photo = pyramid
        let sx = Double(level.width) / Double(canvas.width) / transform.scale, sy = Double(level.height) / Double(canvas.height) / transform.scale
        // Level coordinates of each column's and row's pixel centre.
        let us = (0..<size.width).map { (Double($0) + 0.5 - transform.offsetX) * sx }
        let vs = (0..<size.height).map { (Double($0) + 0.5 - transform.offsetY) * sy }
        let width = size.width
        let stripes = max(1, min(threads, size.height / 32))
        out.pixels.withUnsafeMutableBufferPointer { dst in
            let dstBase = dst.baseAddress!
            level.pixels.withUnsafeBufferPointer { src in
                let srcBase = src.baseAddress!
                DispatchQueue.concurrentPerform(iterations: stripes) { i in
                    let rows = (size.height * i / stripes)..<(size.height * (i + 1) / stripes)
                    if crisp {
                        nearest(srcBase, level.width, level.height, us, vs, rows, dstBase, width)
                    } else {
                        bilinear(srcBase, level.width, level.height, us, vs, rows, dstBase, width)
                    }
                }
            }
        }
        return out
    }

    private static func nearest(_ src: UnsafePointer<UInt32>, _ sw: Int, _ sh: Int, _ us: [Double], _ vs: [Double], _ rows: Range<Int>,
                                _ dst: UnsafeMutablePointer<UInt32>, _ width: Int) {
        let xs = us.map { min(max(Int($0.rounded(.down)), 0), sw - 1) }
        xs.withUnsafeBufferPointer { xs in
            for y in rows {
                let row = src + min(max(Int(vs[y].rounded(.down)), 0), sh - 1) * sw
                let out = dst + y * width
                for x in 0..<width { out[x] = over(out[x], row[xs[x]]) }
            }
        }
    }

    private static func bilinear(_ src: UnsafePointer<UInt32>, _ sw: Int, _ sh: Int, _ us: [Double], _ vs: [Double], _ rows: Range<Int>,
                                 _ dst: UnsafeMutablePointer<UInt32>, _ width: Int) {
        // Each column's two source columns and the second one's weight in 1/256.
        var x0s = [Int](repeating: 0, count: width), x1s = x0s, fxs = [UInt32](repeating: 0, count: width)
        for x in 0..<width {
            let u = us[x] - 0.5, f = u.rounded(.down)
            x0s[x] = min(max(Int(f), 0), sw - 1)
            x1s[x] = min(max(Int(f) + 1, 0), sw - 1)
            fxs[x] = UInt32(((u - f) * 256).rounded())
        }
        for y in rows {
            let v = vs[y] - 0.5, f = v.rounded(.down)
            let r0 = src + min(max(Int(f), 0), sh - 1) * sw, r1 = src + min(max(Int(f) + 1, 0), sh - 1) * sw
            let fy = UInt32(((v - f) * 256).rounded())
            let out = dst + y * width
            for x in 0..<width {
                let fx = fxs[x], a = x0s[x], b = x1s[x]
                out[x] = over(out[x], mix(mix(r0[a], r0[b], fx), mix(r1[a], r1[b], fx), fy))
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
