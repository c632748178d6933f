import Foundation
import SketchApp
import SketchCore
import SketchRaster
import Synchronization

/// The machine the controller's tests run it on, all in memory: folders and pictures (written
/// by saves, or put there by the test), photos the test registers by path, a clock and a date
/// the test sets, and a record of everything the controller asked of it. `services` gives it to
/// the controller as `AppServices`; nothing of SDL, the file system or the real clock is used.
public final class TestMachine: Sendable {
    public enum File: Sendable, Equatable {
        /// A picture, as written or as a photo the test put there.
        case image(RGBAImage)
        /// Anything else (a text file named like a photo).
        case other
        /// A photo that opens (its first view decodes) but cannot be decoded whole again,
        /// as under a memory limit.
        case photoWithoutMemory(RGBAImage, reason: String)
    }

    /// What an in-memory operation refuses, in the words the platform uses.
    public struct Failure: Error, CustomStringConvertible, Equatable {
        public var description: String
        public init(description: String) { self.description = description }
    }

    public struct State: Sendable {
        public var clock = 0.0
        public var stamp = SaveName.Stamp(year: 2026, month: 11, day: 29, hour: 13, minute: 5, second: 9)
        /// The date the clock says; nil: the system's (what stored sessions' ages are measured from).
        public var date: Date?
        public var folders: Set<String> = ["/"]
        public var files: [String: File] = [:]
        public var storedSettings: [Settings] = []
        /// What each store changed from.
        public var storedFrom: [Settings] = []
        public var logged: [String] = []
        public var journalled: [SessionJournal.Record] = []
        /// Each checkpoint with the number of records journalled before it.
        public var checkpoints: [(document: Document, layer: RGBAImage, redos: Int, journalled: Int)] = []
        public var autosaveProblem: String?
        /// Stored sessions a restore may take, by id; one taken is gone.
        public var sessions: [String: RestoredSession] = [:]
        /// The stored sessions with unsaved drawings on each photo, by the path it is opened at
        /// (what `JournalClient.kept` finds by content).
        public var kept: [String: [SessionSummary]] = [:]
        /// The places the picker lists.
        public var places: [PickerPlace] = []
        public var clipboard: [RGBAImage] = []
        /// What a paste reads (nil: an empty clipboard), or why it fails.
        public var pasteboard: Result<ClipboardContent?, Failure> = .success(nil)
        /// Photos kept in the session (a pasted one), by the path they were given.
        public var keptPhotos: [String: [UInt8]] = [:]
        /// How each picture written was to be encoded, by its path (the last write's).
        public var writeOptions: [String: ImageWriter.Options] = [:]
        /// When files and folders were last modified, as the picker's listing reports it (0 when unset).
        public var modified: [String: Double] = [:]
        /// The photos the picker asked thumbnails of, in order.
        public var thumbnailed: [String] = []
        /// Folders that refuse to be written in.
        public var readOnlyFolders: Set<String> = []
        /// Why a copy to the clipboard fails (nil: it works).
        public var copyFailure: String?
        /// The files shown in the file manager (Show in folder), and why the next cannot be.
        public var shownInFolder: [String] = []
        public var showInFolderFailure: String?
        /// Where each saved picture came from, by the path it is opened at (what
        /// `JournalClient.savedPictureOrigin` finds by content).
        public var savedOrigins: [String: SavedPictureOrigin] = [:]
        /// The pictures the journal was told were saved, with the mark and photo of each.
        public var rememberedPictures: [(path: String, mark: HistoryMark, photo: String?)] = []
    }

    public let state = Mutex(State())
    /// The home folder; Pictures is in it.
    public let home: String
    public var picturesFolder: String { home + "/Pictures" }

    public init(home: String = "/home/tester") {
        self.home = home
        state.withLock { $0.folders.formUnion(Self.ancestors(of: home) + [home]) }
    }

    // MARK: What tests set and read

    public var clock: Double {
        get { state.withLock { $0.clock } }
        set { state.withLock { $0.clock = newValue } }
    }
    public var date: Date? {
        get { state.withLock { $0.date } }
        set { state.withLock { $0.date = newValue } }
    }
    public var autosaveProblem: String? {
        get { state.withLock { $0.autosaveProblem } }
        set { state.withLock { $0.autosaveProblem = newValue } }
    }
    public var journalled: [SessionJournal.Record] { state.withLock { $0.journalled } }
    public var logged: [String] { state.withLock { $0.logged } }
    public var storedSettings: [Settings] { state.withLock { $0.storedSettings } }
    public var storedFrom: [Settings] { state.withLock { $0.storedFrom } }
    public var checkpoints: [(document: Document, layer: RGBAImage, redos: Int, journalled: Int)] { state.withLock { $0.checkpoints } }
    public var clipboard: [RGBAImage] { state.withLock { $0.clipboard } }
    /// What the next paste reads.
    public var pasteboard: Result<ClipboardContent?, Failure> {
        get { state.withLock { $0.pasteboard } }
        set { state.withLock { $0.pasteboard = newValue } }
    }
    public var keptPhotos: [String: [UInt8]] { state.withLock { $0.keptPhotos } }
    /// How the picture at `path` was to be encoded when it was written (quality, matte).
    public func writeOptions(at path: String) -> ImageWriter.Options? { state.withLock { $0.writeOptions[path] } }

    /// Puts a picture (or, with nil, a file that is no picture) at `path`, making its folders.
    public func put(_ image: RGBAImage?, at path: String) {
        state.withLock {
            $0.folders.formUnion(Self.ancestors(of: path))
            $0.files[path] = image.map(File.image) ?? .other
        }
    }

    /// Puts `file` at `path`, making its folders.
    public func put(_ file: File, at path: String) {
        state.withLock {
            $0.folders.formUnion(Self.ancestors(of: path))
            $0.files[path] = file
        }
    }

    /// Sets when `path` was last modified (seconds since 1970), as a listing reports it.
    public func touch(_ path: String, modified: Double) { state.withLock { $0.modified[path] = modified } }
    public var thumbnailed: [String] { state.withLock { $0.thumbnailed } }

    public func makeFolder(_ path: String) { state.withLock { $0.folders.formUnion(Self.ancestors(of: path) + [path]) } }

    public func remove(_ path: String) { state.withLock { $0.files[path] = nil; $0.folders.remove(path) } }

    /// The picture at `path`, if one was written or put there.
    public func image(at path: String) -> RGBAImage? {
        state.withLock { if case .image(let image)? = $0.files[path] { return image } else { return nil } }
    }

    /// The names in `folder`, sorted.
    public func names(in folder: String) -> [String] {
        state.withLock { s in (Array(s.files.keys) + Array(s.folders)).filter { $0 != folder && Self.parent(of: $0) == folder }.map { Self.name(of: $0) }.sorted() }
    }

    public func offer(_ session: RestoredSession) { state.withLock { $0.sessions[session.id] = session } }

    // MARK: The services

    /// The machine as the controller's services, with `glyphs` for text (a font library's, for
    /// tests that lay widgets out as the real app does).
    public func services(glyphs: GlyphSource = TestGlyphs()) -> AppServices {
        var photos = PhotoClient(load: loadPhoto)
        let thumbnail = photos.thumbnail
        photos.thumbnail = { [self] path, side in
            state.withLock { $0.thumbnailed.append(path) }
            return try thumbnail(path, side)
        }
        var services = AppServices(glyphs: glyphs, photos: photos, images: ImageWriter(write: write),
                    files: FileClient(exists: exists, createFolder: createFolder, list: list, isFolder: isFolder,
                                      places: { [self] in state.withLock { $0.places } },
                                      showInFolder: { [self] file in
                                          try state.withLock { s in
                                              if let why = s.showInFolderFailure { throw Failure(description: why) }
                                              s.shownInFolder.append(file)
                                          }
                                      }),
                    clipboard: ClipboardClient(copy: { [self] image in
                                                    try state.withLock { s in
                                                        if let why = s.copyFailure { throw Failure(description: why) }
                                                        s.clipboard.append(image)
                                                    }
                                                    return "test clipboard"
                                               },
                                               paste: { [self] in try state.withLock { $0.pasteboard }.get() }),
                    clock: Clock(now: { [self] in state.withLock { $0.clock } }, timestamp: { [self] in state.withLock { $0.stamp } },
                                 date: { [self] in state.withLock { $0.date } ?? Date() }),
                    settings: SettingsStore { [self] new, old in state.withLock { $0.storedSettings.append(new); $0.storedFrom.append(old) } },
                    journal: JournalClient(record: { [self] r in state.withLock { $0.journalled.append(r) } },
                                           checkpoint: { [self] d, l, r in state.withLock { $0.checkpoints.append((d, l, r, $0.journalled.count)) } },
                                           problem: { [self] in state.withLock { $0.autosaveProblem } },
                                           restore: { [self] id in
                                               guard let s = state.withLock({ $0.sessions.removeValue(forKey: id) }) else {
                                                   throw Failure(description: "session \(id) is open in another window")
                                               }
                                               return s
                                           }, kept: { [self] path in state.withLock { $0.kept[path] ?? [] } },
                                           keepPhoto: { [self] bytes in
                                               state.withLock { s in
                                                   let path = "/session/photos/\(s.keptPhotos.count + 1)/standard-input"
                                                   s.keptPhotos[path] = bytes
                                                   return path
                                               }
                                           }),
                    wake: Wake {}, log: Log { [self] line in state.withLock { $0.logged.append(line) } },
                    picturesFolder: picturesFolder)
        services.journal.rememberPicture = { [self] path, mark, photo in state.withLock { $0.rememberedPictures.append((path, mark, photo)) } }
        services.journal.savedPictureOrigin = { [self] path in state.withLock { $0.savedOrigins[path] } }
        return services
    }

    /// A photo put here, else a PNG on the real disk (the repository's sample photo).
    @Sendable private func loadPhoto(_ path: String) throws -> LoadedPhoto {
        switch state.withLock({ $0.files[path] }) {
        case .image(let image)?: return LoadedPhoto(image: image, source: PhotoSource(image))
        case .other?: throw Failure(description: "\(path): not a readable image")
        case .photoWithoutMemory(let image, let reason)?:
            return LoadedPhoto(image: image, source: PhotoSource(width: image.width, height: image.height) { throw Failure(description: reason) })
        case nil:
            guard path.hasSuffix(".png"), FileManager.default.fileExists(atPath: path) else { throw Failure(description: "\(path): no such file or directory") }
            let image = try TestPNG.read(path)
            return LoadedPhoto(image: image, source: PhotoSource(image))
        }
    }

    @Sendable private func write(_ image: RGBAImage, _ path: String, _ options: ImageWriter.Options) throws {
        try state.withLock { s in
            let folder = Self.parent(of: path)
            guard s.folders.contains(folder) else { throw Failure(description: "\(path): cannot write in \(folder): no such file or directory") }
            if s.readOnlyFolders.contains(folder) { throw Failure(description: "\(path): cannot write in \(folder): permission denied") }
            if !options.replacing && s.files[path] != nil { throw Failure(description: "\(path): a file with that name already exists") }
            s.files[path] = .image(image)
            s.writeOptions[path] = options
        }
    }

    @Sendable private func exists(_ path: String) -> Bool { state.withLock { $0.files[path] != nil || $0.folders.contains(path) } }

    @Sendable private func createFolder(_ path: String) throws {
        try state.withLock { s in
            for folder in Self.ancestors(of: path) + [path] {
                if s.files[folder] != nil { throw Failure(description: "\(folder): exists but is not a folder") }
                s.folders.insert(folder)
            }
        }
    }

    @Sendable private func list(_ folder: String) throws -> [FolderEntry] {
        try state.withLock { s in
            guard s.folders.contains(folder) else { throw Failure(description: "\(folder): cannot list the folder: no such file or directory") }
            let files = s.files.keys.filter { Self.parent(of: $0) == folder }.map { name -> FolderEntry in
                let n = Self.name(of: name)
                return FolderEntry(name: n, isFolder: false, isPhoto: n.hasSuffix(".png") || n.hasSuffix(".jpg"), modified: s.modified[name] ?? 0)
            }
            let folders = s.folders.filter { $0 != folder && Self.parent(of: $0) == folder }.map {
                FolderEntry(name: Self.name(of: $0), isFolder: true, isPhoto: false, modified: s.modified[$0] ?? 0)
            }
            return files + folders
        }
    }

    @Sendable private func isFolder(_ path: String) throws -> Bool {
        try state.withLock { s in
            if s.folders.contains(path) { return true }
            if s.files[path] != nil { return false }
            throw Failure(description: "\(path): no such file or directory")
        }
    }

    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func name(of path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }

    static func ancestors(of path: String) -> [String] {
        var out: [String] = []
        var p = parent(of: path)
        while p != "/" && p != "." { out.append(p); p = parent(of: p) }
        return out.reversed() + ["/"]
    }
}
