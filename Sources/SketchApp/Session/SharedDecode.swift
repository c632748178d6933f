import SketchRaster
import Synchronization

/// A decode made once and shared: the first caller decodes, callers meanwhile wait for it, and
/// later ones get the same pixels (the same buffer, not a copy). A photo whose first view is a
/// preview decodes whole behind it; a save or copy asked for meanwhile waits for that decode
/// instead of making a second one.
final class SharedDecode: Sendable {
    private let decode: @Sendable () throws -> RGBAImage
    private let kept = Mutex<RGBAImage?>(nil)

    init(_ decode: @escaping @Sendable () throws -> RGBAImage) { self.decode = decode }

    /// The pixels: decoded now, or waited for, or kept from before. A failure is not kept (too
    /// little memory now may be enough later).
    func image() throws -> RGBAImage {
        try kept.withLock { kept in
            if let kept { return kept }
            let image = try decode()
            kept = image
            return image
        }
    }
}
