/// A text's outline: its glyph mask grown by a radius. A pixel's outline coverage is how far
/// inside the radius it is from the nearest inked pixel (coverage of half or more), with half a
/// pixel of antialiasing, and never less than the glyph's own coverage there. Distances come
/// from an exact Euclidean distance transform (Felzenszwalb and Huttenlocher), so the work is
/// linear in the pixels whatever the radius.
public enum MaskOutline {
    /// How far past the mask the outline of `radius` reaches, in whole pixels.
    public static func margin(radius: Double) -> Int { Int(radius.rounded(.up)) + 1 }

    /// `mask` grown by `radius` px; the result is `margin` px larger on every side.
    public static func grow(_ mask: AlphaMask, radius: Double) -> AlphaMask {
        let m = margin(radius: radius)
        let w = mask.width + 2 * m, h = mask.height + 2 * m
        let far = Float(w * w + h * h)
        var d = [Float](repeating: far, count: w * h)
        for y in 0..<mask.height {
            for x in 0..<mask.width where mask.alpha[y * mask.width + x] >= 128 { d[(y + m) * w + x + m] = 0 }
        }
        var f = [Float](repeating: 0, count: max(w, h)), out = f
        var v = [Int](repeating: 0, count: max(w, h)), z = [Float](repeating: 0, count: max(w, h) + 1)
        for x in 0..<w {
            for y in 0..<h { f[y] = d[y * w + x] }
            transform(f, h, &out, &v, &z)
            for y in 0..<h { d[y * w + x] = out[y] }
        }
        for y in 0..<h {
            for x in 0..<w { f[x] = d[y * w + x] }
            transform(f, w, &out, &v, &z)
            for x in 0..<w { d[y * w + x] = out[x] }
        }
        var alpha = [UInt8](repeating: 0, count: w * h)
        let edge = Float(radius) + 0.5
        for y in 0..<h {
            for x in 0..<w {
                let coverage = min(max(edge - d[y * w + x].squareRoot(), 0), 1)
                var a = UInt8((coverage * 255).rounded())
                let mx = x - m, my = y - m
                if mx >= 0, my >= 0, mx < mask.width, my < mask.height { a = max(a, mask.alpha[my * mask.width + mx]) }
                alpha[y * w + x] = a
            }
        }
        return AlphaMask(width: w, height: h, alpha: alpha)
    }

    /// The squared distance transform of one row or column `f` (0 at ink, large elsewhere).
    private static func transform(_ f: [Float], _ n: Int, _ d: inout [Float], _ v: inout [Int], _ z: inout [Float]) {
        var k = 0
        v[0] = 0
        z[0] = -.infinity
        z[1] = .infinity
        for q in 1..<max(n, 1) {
            var s: Float
            repeat {
                let p = v[k]
                s = ((f[q] + Float(q * q)) - (f[p] + Float(p * p))) / Float(2 * q - 2 * p)
                if s <= z[k] { k -= 1 } else { break }
            } while k >= 0
            k += 1
            v[k] = q
            z[k] = s
            z[k + 1] = .infinity
        }
        k = 0
        for q in 0..<n {
            while z[k + 1] < Float(q) { k += 1 }
            let p = v[k]
            d[q] = Float((q - p) * (q - p)) + f[p]
        }
    }
}
