import SketchCore
import SketchRaster

/// A folder entry for the photo picker.
public struct FolderEntry: Equatable, Sendable {
    public var name: String
    public var isFolder: Bool
    /// Whether the name is one of a photo Sketchpad opens (by its extension).
    public var isPhoto: Bool
    public init(name: String, isFolder: Bool, isPhoto: Bool) { self.name = name; self.isFolder = isFolder; self.isPhoto = isPhoto }
}

/// What the controller needs from the machine: files, images, fonts, the clock. The platform
/// implements it with SDL and the file system; tests can too. Methods marked thread-safe are
/// called from the background save queue.
public protocol AppServices: AnyObject {
    var glyphs: GlyphSource { get }
    /// Decodes a photo (with its EXIF orientation applied) and keeps the file's bytes to decode
    /// it again on demand (thread-safe). Errors describe the file and the reason; `warnings`
    /// gets what loaded but not fully (a JPEG cut short).
    func loadPhotoSource(_ path: String, warnings: inout [String]) throws -> (image: RGBAImage, source: PhotoSource)
    /// Writes a picture atomically, as a PNG or a JPEG as the name's extension says; without
    /// `replacing`, an existing file is never replaced. Thread-safe.
    func writeImage(_ image: RGBAImage, to path: String, replacing: Bool) throws
    /// Creates a folder and its parents if missing. Thread-safe.
    func createFolder(_ path: String) throws
    /// Thread-safe.
    func fileExists(_ path: String) -> Bool
    func listFolder(_ path: String) throws -> [FolderEntry]
    /// Where saves go.
    var picturesFolder: String { get }
    /// The local date and time, for file names. Thread-safe.
    func timestamp() -> SaveName.Stamp
    /// Seconds on a monotonic clock.
    func now() -> Double
    /// Stores the settings the app changed from `previous` (the ones last loaded or stored).
    func storeSettings(_ settings: Settings, previous: Settings)
    /// A line for stderr.
    func log(_ message: String)
    /// Wakes the event loop after background work finished. Thread-safe.
    func wake()
    /// Puts the picture on the desktop's clipboard; returns the helper that did it. Thread-safe.
    func copyToClipboard(_ image: RGBAImage) throws -> String
    /// Records an edit in the autosave journal.
    func journal(_ record: SessionJournal.Record)
    /// Writes a checkpoint of the session in the background: `document` and its strokes drawn
    /// (`layer`), `redos` steps back from where the journal is, so that a restore need not
    /// replay the whole history.
    func checkpoint(document: Document, layer: RGBAImage, redos: Int)
    /// Why the journal cannot be written, while it cannot (edits are kept until it can).
    var autosaveProblem: String? { get }
    /// Takes a stored session for this window (no other window may have it) and reads it back.
    /// Errors say why not, for a person.
    func restoreSession(_ id: String) throws -> RestoredSession
}
