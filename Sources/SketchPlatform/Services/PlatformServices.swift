import CSDL2
import Foundation
import SketchApp
import SketchCore
import SketchRaster

/// The controller's services on a real machine: SDL2_image for photos, atomic files, the
/// XDG folders, SDL2_ttf for text, SDL user events to wake the loop.
public final class PlatformServices: AppServices, @unchecked Sendable {
    public let glyphs: GlyphSource
    public let environment: [String: String]
    public let picturesFolder: String
    /// The SDL event type that means "background work finished".
    public let wakeEventType: UInt32
    private let start = DispatchTime.now().uptimeNanoseconds
    /// Where edits are journalled; nil keeps no journal (tests, benchmarks).
    public var journalFile: JournalFile?

    public init(glyphs: GlyphSource, environment: [String: String] = ProcessInfo.processInfo.environment, picturesFolder: String? = nil) {
        self.glyphs = glyphs
        self.environment = environment
        self.picturesFolder = picturesFolder ?? XDGPaths.pictures(environment, readFile: InputFile.text)
        let registered = SDL_RegisterEvents(1)
        wakeEventType = registered == UInt32.max ? SDL_USEREVENT.rawValue : registered
    }

    public func loadPhotoSource(_ path: String, warnings: inout [String]) throws -> (image: RGBAImage, source: PhotoSource) {
        var bytes: [UInt8] = []
        let image = try ImageFile.load(path, warnings: &warnings, keepingBytes: &bytes)
        if let problem = SessionStore.keptPhotoProblem(path: path, bytes: bytes) { throw PlatformError.file(path, reason: problem) }
        let kept = bytes
        return (image, PhotoSource(width: image.width, height: image.height) {
            (try? ImageFile.decode(kept, path: path))?.oriented(exif: ExifOrientation.read(kept))
        })
    }

    public func writeImage(_ image: RGBAImage, to path: String, replacing: Bool) throws {
        try ImageFile.write(image, to: path, replacing: replacing)
    }

    public func createFolder(_ path: String) throws { try Folders.create(path) }

    public func fileExists(_ path: String) -> Bool {
        // A name with a NUL names no file (the system would see only what comes before it).
        guard !path.utf8.contains(0) else { return false }
        var st = stat()
        return lstat(path, &st) == 0
    }

    public func listFolder(_ path: String) throws -> [FolderEntry] { try Folders.list(path) }

    public func timestamp() -> SaveName.Stamp {
        var t = time(nil)
        var parts = tm()
        localtime_r(&t, &parts)
        return SaveName.Stamp(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday),
                              hour: Int(parts.tm_hour), minute: Int(parts.tm_min), second: Int(parts.tm_sec))
    }

    public func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }

    public func storeSettings(_ settings: Settings, previous: Settings) {
        do { try SettingsFile.store(settings, previous: previous, environment: environment) } catch {
            log("sketchpad: cannot store the settings: \(error)")
        }
    }

    public func log(_ message: String) {
        StandardStreams.printError(message)
    }

    public func journal(_ record: SessionJournal.Record) { journalFile?.write(record) }

    public func checkpoint(document: Document, layer: RGBAImage, redos: Int) {
        journalFile?.checkpoint(document: document, layer: layer, redos: redos)
    }

    public var autosaveProblem: String? { journalFile?.problem }

    public func restoreSession(_ id: String) throws -> RestoredSession {
        guard let journalFile else { throw PlatformError.session(reason: "this window keeps no journal") }
        let handle = try journalFile.store.claim(id)
        let stored = try SessionReader.read(id: id, folder: handle.path, layer: true)
        journalFile.adopt(handle, continuing: stored)
        return stored.restored
    }

    public func copyToClipboard(_ image: RGBAImage) throws -> String { try Clipboard.copy(image, environment: environment) }

    /// Runs `work` on the event loop's thread, soon (work done in the background hands its
    /// result to the controller this way). Thread-safe.
    public func onEventLoop(_ work: @escaping () -> Void) {
        mailLock.lock(); mail.append(work); mailLock.unlock()
        wake()
    }

    /// Runs what `onEventLoop` left; the event loop calls this when woken.
    public func runMail() {
        mailLock.lock(); let work = mail; mail.removeAll(); mailLock.unlock()
        work.forEach { $0() }
    }
    private var mail: [() -> Void] = []
    private let mailLock = NSLock()

    public func wake() {
        var e = SDL_Event()
        e.type = wakeEventType
        SDL_PushEvent(&e)
    }
}
