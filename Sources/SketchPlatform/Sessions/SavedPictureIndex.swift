import FoundationEssentials
import Glibc
import SketchCore
import SketchTranslation

/// `saved-pictures` in the state folder, beside the sessions: which drawing each picture
/// Sketchpad saved came from, keyed by the SHA-256 of the file as written, so that a copy or a
/// renamed file is found by its content. A JSON array, oldest first, of at most `maxEntries`
/// entries (the oldest go first); written whole and atomically under `saved-pictures.lock`, so
/// two windows saving at once never lose each other's entry. A damaged index is started afresh
/// (the reader says so): it only ever costs reopening a picture flat.
public struct SavedPictureIndex: Equatable {
    public static let file = "saved-pictures"
    static let lockFile = "saved-pictures.lock"
    /// Enough for every picture of months of use; each entry keeps its session from pruning.
    public static let maxEntries = 200

    struct Entry: Codable, Equatable {
        /// The saved file's SHA-256.
        var digest: String
        var session: String
        /// The history's mark when the picture was written.
        var depth: Int
        var step: String?
        /// The photo as the drawing names it, and the copy of its bytes the session keeps.
        var photo: String?
        var keptPhoto: String?
    }

    private(set) var entries: [Entry] = []

    init(entries: [Entry] = []) { self.entries = entries }

    /// The index in `stateFolder`; an empty one when there is none, and with `problem` saying
    /// why when the file is there but cannot be read as an index.
    static func read(stateFolder: String) -> (index: SavedPictureIndex, problem: String?) {
        let path = stateFolder + "/" + file
        guard let data = FileSystem.contents(path) else { return (SavedPictureIndex(), nil) }
        guard let entries = try? JSONDecoder().decode([Entry].self, from: data),
              entries.allSatisfy({ ContentHash.isSHA256($0.digest) && SessionStore.isValidID($0.session) && $0.depth >= 0 }) else {
            return (SavedPictureIndex(), tr("sketchpad: the index of saved pictures {file} is damaged; it is started afresh, and pictures saved before open flat",
                                            ["file": path]))
        }
        return (SavedPictureIndex(entries: Array(entries.suffix(maxEntries))), nil)
    }

    /// Notes `entry`, in place of any entry of the same content, as the newest.
    mutating func remember(_ entry: Entry) {
        entries.removeAll { $0.digest == entry.digest }
        entries.append(entry)
        if entries.count > Self.maxEntries { entries.removeFirst(entries.count - Self.maxEntries) }
    }

    /// The newest entry for a picture of SHA-256 `digest`.
    func entry(digest: String) -> Entry? { entries.last { $0.digest == digest } }

    /// The sessions the index names, which pruning keeps.
    var sessions: Set<String> { Set(entries.map(\.session)) }

    func write(stateFolder: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try AtomicFile.write([UInt8](try encoder.encode(entries)), to: stateFolder + "/" + Self.file, replacing: true)
    }

    /// Runs `change` on the index as it is on disk and writes it back, holding the lock
    /// throughout; what was damaged in it is told to `log`.
    static func update(stateFolder: String, log: (String) -> Void, _ change: (inout SavedPictureIndex) -> Void) throws {
        let lock = FileDescriptor(opening: stateFolder + "/" + lockFile, O_RDWR | O_CREAT | O_CLOEXEC, mode: 0o600)
        // Without a lock file (a read-only state folder) the write below fails anyway.
        while lock.raw >= 0 && flock(lock.raw, LOCK_EX) != 0 && errno == EINTR {}
        var (index, problem) = read(stateFolder: stateFolder)
        if let problem { log(problem) }
        change(&index)
        // The descriptor is held (and the lock with it) until the index is written.
        defer { if lock.raw >= 0 { flock(lock.raw, LOCK_UN) } }
        try index.write(stateFolder: stateFolder)
    }
}
