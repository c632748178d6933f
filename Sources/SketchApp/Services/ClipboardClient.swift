import SketchRaster

/// The desktop's clipboard: `copy` puts a picture on it and returns the helper that did it;
/// `paste` reads what it holds (nil: nothing that pastes). Both throw why not.
public struct ClipboardClient: Sendable {
    public var copy: @Sendable (_ image: RGBAImage) throws -> String
    public var paste: @Sendable () throws -> ClipboardContent?

    public init(copy: @escaping @Sendable (_ image: RGBAImage) throws -> String,
                paste: @escaping @Sendable () throws -> ClipboardContent? = { nil }) {
        self.copy = copy; self.paste = paste
    }
}
