import SketchCore

/// The pixels an operation is about to change, kept so it can be undone by copying them back.
/// Only the touched part of each row is kept, so a stroke's patch is about as large as its ink,
/// not its bounding box.
public struct PixelPatch: Sendable {
    struct Run { var y: Int32; var x: Int32; var count: Int32; var offset: Int32 }
    private var runs: [Run] = []
    private var pixels: [UInt32] = []

    public init() {}

    /// A patch of the whole image (before a clear).
    public init(whole image: RGBAImage) {
        runs = [Run(y: -1, x: 0, count: Int32(image.pixels.count), offset: 0)]
        pixels = image.pixels
    }

    public var byteCount: Int { pixels.count * 4 + runs.count * MemoryLayout<Run>.stride }

    /// Keeps `count` pixels of row `y` from `x` of `image`, before they change.
    public mutating func record(_ image: RGBAImage, y: Int, x: Int, count: Int) {
        guard count > 0 else { return }
        runs.append(Run(y: Int32(y), x: Int32(x), count: Int32(count), offset: Int32(pixels.count)))
        let start = y * image.width + x
        pixels.append(contentsOf: image.pixels[start..<(start + count)])
    }

    /// Puts the kept pixels back. Newest first: where one operation changed a pixel twice (a
    /// filled shape's fill, then its outline), the oldest copy is the one from before.
    public func restore(into image: inout RGBAImage) {
        let w = image.width
        pixels.withUnsafeBufferPointer { src in
            image.pixels.withUnsafeMutableBufferPointer { dst in
                for run in runs.reversed() {
                    let at = run.y < 0 ? 0 : Int(run.y) * w + Int(run.x)
                    UnsafeMutableRawPointer(dst.baseAddress! + at).copyMemory(from: src.baseAddress! + Int(run.offset), byteCount: Int(run.count) * 4)
                }
            }
        }
    }

    /// The rectangle the patch covers.
    public func bounds(in image: RGBAImage) -> IntRect {
        var r = IntRect.empty
        for run in runs {
            r = r.union(run.y < 0 ? image.bounds : IntRect(x: Int(run.x), y: Int(run.y), width: Int(run.count), height: 1))
        }
        return r
    }
}

extension PixelPatch {
    /// Keeps every pixel of `rect` (clipped to `image`), before they change.
    public mutating func record(_ image: RGBAImage, rect: IntRect) {
        let r = rect.intersection(image.bounds)
        guard !r.isEmpty else { return }
        for y in r.y..<r.maxY { record(image, y: y, x: r.x, count: r.width) }
    }
}
