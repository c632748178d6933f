import SketchCore
import SketchRaster

/// A `.sketch` drawing read back: the document with its history when the file kept it, its
/// `photoPath` a path the photo opens from (the container's photo kept in the session).
public struct OpenedDrawing: Sendable {
    public var document: Document
    public var keptHistory: Bool

    public init(document: Document, keptHistory: Bool) {
        self.document = document; self.keptHistory = keptHistory
    }
}

/// One-file drawings (`.sketch`, see `SketchContainer`): telling one by its name or content,
/// reading one, and writing one (atomically, replacing what is there).
public struct DrawingClient: Sendable {
    public var isDrawing: @Sendable (_ path: String) -> Bool
    public var open: @Sendable (_ path: String) throws -> OpenedDrawing
    /// Writes `document` (its photo read from its `photoPath`, byte for byte) with `thumbnail`.
    public var write: @Sendable (_ document: Document, _ thumbnail: RGBAImage?, _ path: String) throws -> Void
    /// "Export OpenRaster (.ora)": `document` over `photo` (its pixels, oriented) as two layers at `path`.
    public var exportLayers: @Sendable (_ document: Document, _ photo: RGBAImage?, _ text: TextBlockSource?, _ path: String) throws -> Void = { _, _, _, path in
        throw SaveError(message: path)
    }

    public static let openRasterExtension = "ora"

    /// Whether `path` names an OpenRaster file (`.ora`, any case), which Save as exports as layers.
    public static func isOpenRasterName(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return false }
        return path[path.index(after: dot)...].lowercased() == openRasterExtension
    }

    public init(isDrawing: @escaping @Sendable (_ path: String) -> Bool, open: @escaping @Sendable (_ path: String) throws -> OpenedDrawing,
                write: @escaping @Sendable (_ document: Document, _ thumbnail: RGBAImage?, _ path: String) throws -> Void) {
        self.isDrawing = isDrawing; self.open = open; self.write = write
    }

    /// None: every path is a photo, and a drawing cannot be written.
    public static let unavailable = DrawingClient(isDrawing: { _ in false }, open: { path in throw SaveError(message: path) },
                                                  write: { _, _, path in throw SaveError(message: path) })
}
