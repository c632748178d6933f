import SketchRaster

/// Puts a picture on the desktop's clipboard; returns the helper that did it, or throws why not.
public struct ClipboardClient: Sendable {
    public var copy: @Sendable (_ image: RGBAImage) throws -> String

    public init(copy: @escaping @Sendable (_ image: RGBAImage) throws -> String) { self.copy = copy }
}
