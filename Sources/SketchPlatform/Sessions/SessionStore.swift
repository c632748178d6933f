import FoundationEssentials
import Synchronization
import SketchCore
import SketchTranslation
import Glibc

/// The stored sessions, one folder each under `${XDG_STATE_HOME:-~/.local/state}/sketchpad/
/// sessions/`: every window writes its own, under an exclusive `flock` on the folder's `lock`
/// file, so two processes never write one session and no window offers or restores a session
/// another window has open. See `SessionFiles` for what a folder holds.
public final class SessionStore: Sendable {
    /// `${XDG_STATE_HOME:-~/.local/state}/sketchpad`.
    public let stateFolder: String
    public var folder: String { stateFolder + "/sessions" }

    /// Pruning keeps the most recent sessions, and every session edited in the last days.
    public static let keepRecent = 20
    public static let keepDays = 30.0
    /// A session folder nothing was ever written to is removed once it is this old (seconds).
    static let emptyGrace = 86_400.0

    public init(stateFolder: String) { self.stateFolder = stateFolder }

    public static func stateFolder(environment: [String: String]) -> String {
        XDGPaths.stateHome(environment) + "/sketchpad"
    }

    public func path(of id: String) -> String { folder + "/" + id }

    // MARK: Taking a session

    /// A new session, locked by this process. Its id is the local time, with `-2`, `-3`… when
    /// taken.
    public func create(date: Date = Date()) throws -> SessionHandle {
        try makeFolder(folder)
        let stamp = Self.stamp(date)
        for n in 1...1000 {
            let id = n == 1 ? stamp : "\(stamp)-\(n)"
            if path(of: id).withSystemPath({ mkdir($0, 0o700) }) == 0 { return try SessionHandle(id: id, path: path(of: id)) }
            guard errno == EEXIST else { throw PlatformError.folder(path(of: id), reason: tr("cannot create the session folder: {system}", ["system": AtomicFile.errnoText()])) }
        }
        throw PlatformError.folder(folder, reason: tr("no free session name for {stamp}", ["stamp": stamp]))
    }

    /// Takes the stored session `id` for this process; fails when another window has it.
    public func claim(_ id: String) throws -> SessionHandle {
        guard Self.isValidID(id), FileSystem.exists(path(of: id) + "/" + SessionFiles.lock) || SessionFiles.hasContent(path(of: id)) else {
            throw PlatformError.session(reason: tr("there is no session {id} (sketchpad --sessions lists them)", ["id": id]))
        }
        let handle = try SessionHandle(id: id, path: path(of: id))
        // A pruner may have removed it between the look and the lock.
        guard SessionFiles.hasContent(handle.path) else { throw PlatformError.session(reason: tr("session {id} no longer exists", ["id": id])) }
        return handle
    }

    /// Takes the most recently edited session no other window has, with `read` giving what it
    /// holds; sessions that cannot be read are passed over.
    public func claimMostRecent<T>(_ read: (SessionHandle) throws -> T) -> (SessionHandle, T)? {
        for entry in entries() where !entry.isOpen && entry.hasContent {
            guard let handle = try? claim(entry.id), let value = try? read(handle) else { continue }
            return (handle, value)
        }
        return nil
    }

    // MARK: Listing

    public struct Entry: Equatable {
        public var id: String
        public var lastEdit: Date
        /// Whether a running window has it.
        public var isOpen: Bool
        /// Whether anything was ever written to it.
        public var hasContent: Bool
    }

    /// Every session, most recently edited first.
    public func entries() -> [Entry] {
        let names = FileSystem.names(in: folder) ?? []
        return names.filter(Self.isValidID).compactMap { id -> Entry? in
            let p = path(of: id)
            guard FileSystem.isFolder(p) else { return nil }
            return Entry(id: id, lastEdit: SessionFiles.lastEdit(p), isOpen: SessionLock.isHeld(p + "/" + SessionFiles.lock), hasContent: SessionFiles.hasContent(p))
        }.sorted { $0.lastEdit != $1.lastEdit ? $0.lastEdit > $1.lastEdit : $0.id > $1.id }
    }

    /// The sessions a window could restore (none open elsewhere, none whose drawing is saved
    /// as it stands), most recent first, read to count their strokes; at most `limit`.
    /// Sessions that cannot be read are left out.
    public func restorable(limit: Int = .max) -> [SessionSummary] {
        summaries(limit: limit, onPhotoWithDigest: nil)
    }

    /// The restorable sessions whose drawing is on a photo with the SHA-256 `digest` (as the
    /// file was when it was drawn on), most recent first; never the session `excluding`.
    public func kept(onPhotoWithDigest digest: String, excluding: String? = nil) -> [SessionSummary] {
        summaries(onPhotoWithDigest: digest, excluding: excluding)
    }

    /// With `digest`, only sessions whose current photo has it: the session's digests are read
    /// first, so a session drawn on no such photo is never replayed.
    private func summaries(limit: Int = .max, onPhotoWithDigest digest: String?, excluding: String? = nil) -> [SessionSummary] {
        var out: [SessionSummary] = []
        for entry in entries() where !entry.isOpen && entry.hasContent && entry.id != excluding {
            guard out.count < limit else { break }
            let digests = digest.map { _ in PhotoDigests(folder: path(of: entry.id)).byPath }
            if let digest, digests?.values.contains(digest) != true { continue }
            guard let stored = try? SessionReader.read(id: entry.id, folder: path(of: entry.id), layer: false) else { continue }
            let document = stored.restored.document
            guard stored.restored.isUnsaved(document) else { continue }
            let photoDigest = document.photoPath.flatMap { digests?[$0] }
            if let digest, photoDigest != digest { continue }
            out.append(SessionSummary(id: entry.id, lastEdit: entry.lastEdit, strokes: document.strokes.count, photo: document.photoPath, photoDigest: photoDigest))
        }
        return out
    }

    // MARK: Pruning

    /// Removes old sessions: those past the `keepRecent` most recent that were also last edited
    /// more than `keepDays` ago, and folders nothing was ever written to (a day on). Never a
    /// session a window has open, nor one a saved picture came from (`SavedPictureIndex`, which
    /// bounds how many those are). Returns the ids removed.
    @discardableResult
    public func prune(now: Date = Date()) -> [String] {
        var removed: [String] = []
        var rank = 0
        let pictured = sessionsOfSavedPictures
        for entry in entries() where !pictured.contains(entry.id) {
            let age = now.timeIntervalSince(entry.lastEdit)
            let old = entry.hasContent ? rank >= Self.keepRecent && age > Self.keepDays * 86_400 : age > Self.emptyGrace
            if entry.hasContent { rank += 1 }
            guard !entry.isOpen else { continue }
            guard old, let handle = try? SessionHandle(id: entry.id, path: path(of: entry.id)) else { continue }
            handle.remove()
            removed.append(entry.id)
        }
        return removed
    }

    // MARK: Photos from standard input

    /// Keeps a photo read from standard input in the session, named by its SHA-256, and
    /// returns its path: `photos/<sha256>/standard-input`.
    @discardableResult
    public func keepStandardInput(_ bytes: [UInt8], in session: SessionHandle) throws -> String {
        let path = Self.standardInputPath(of: bytes, in: session)
        try makeFolder(PathName.parent(path))
        try AtomicFile.write(bytes, to: path, replacing: true)
        return path
    }

    /// Where `keepStandardInput` keeps these bytes in the session.
    public static func standardInputPath(of bytes: [UInt8], in session: SessionHandle) -> String {
        session.path + "/" + SessionFiles.photos + "/" + ContentHash.sha256(bytes) + "/" + SessionFiles.standardInput
    }

    /// Why a kept photo's bytes are not the ones its name promises, or nil (also for any other
    /// photo).
    public static func keptPhotoProblem(path: String, bytes: [UInt8]) -> String? {
        let parts = path.split(separator: "/")
        guard parts.count >= 3, parts[parts.count - 1] == SessionFiles.standardInput[...], parts[parts.count - 3] == SessionFiles.photos[...] else { return nil }
        let name = String(parts[parts.count - 2])
        guard name.count == 64, name.allSatisfy(\.isHexDigit) else { return nil }
        return ContentHash.sha256(bytes) == name ? nil : "the photo kept from standard input is not the one the drawing was made on (its SHA-256 differs)"
    }

    // MARK: Helpers

    /// Makes a folder and its parents, saying which one could not be made and why (strerror).
    func makeFolder(_ path: String) throws {
        var made = ""
        for part in path.split(separator: "/") {
            made += "/" + part
            if made.withSystemPath({ mkdir($0, 0o755) }) == 0 || errno == EEXIST {
                guard FileSystem.isFolder(made) else {
                    throw PlatformError.folder(made, reason: tr("cannot create the folder: a file has its name"))
                }
                continue
            }
            throw PlatformError.folder(made, reason: tr("cannot create the folder: {system}", ["system": AtomicFile.errnoText()]))
        }
    }

    /// Whether `text` has the form of a session id: `YYYYMMDD-HHMMSS`, perhaps with `-N`.
    public static func isSessionID(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        let lengths = parts.map(\.utf8.count)
        guard lengths.count == 2 || lengths.count == 3, lengths[0] == 8, lengths[1] == 6,
              lengths.count == 2 || (1...4).contains(lengths[2]) else { return false }
        return parts.allSatisfy { $0.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } }
    }

    static func isValidID(_ id: String) -> Bool {
        !id.isEmpty && !id.hasPrefix(".") && !id.contains("/") && id.count <= 64
    }

    static func stamp(_ date: Date) -> String {
        var t = time_t(date.timeIntervalSince1970)
        var parts = tm()
        localtime_r(&t, &parts)
        return String(cFormat: "%04d%02d%02d-%02d%02d%02d", parts.tm_year + 1900, parts.tm_mon + 1, parts.tm_mday, parts.tm_hour, parts.tm_min, parts.tm_sec)
    }
}

/// One session taken by this process: its folder, and the lock that keeps every other
/// process out of it until this one exits (or `remove`s it).
public final class SessionHandle: Sendable {
    public let id: String
    public let path: String
    /// Nil once the session is removed.
    private let lock: Mutex<SessionLock?>

    init(id: String, path: String) throws {
        self.id = id
        self.path = path
        lock = Mutex(try SessionLock(path: path + "/" + SessionFiles.lock, session: id))
    }

    /// Deletes the session's files and folder, then lets the lock go.
    func remove() {
        for name in FileSystem.names(in: path) ?? [] where name != SessionFiles.lock { FileSystem.remove(path + "/" + name) }
        _ = (path + "/" + SessionFiles.lock).withSystemPath { unlink($0) }
        _ = path.withSystemPath { rmdir($0) }
        lock.withLock { $0 = nil }
    }
}

/// An exclusive `flock` on a session's lock file, which holds the owner's process id (for the
/// message another window gets). Closing the file descriptor, or the process ending, lets go.
final class SessionLock: Sendable {
    /// Stored only once the lock is held: a class whose initializer throws after storing every
    /// property still runs its `deinit`, so the failing paths below must own the descriptor
    /// themselves, in `opened`, which closes it once as they throw.
    private let fd: FileDescriptor
    private let path: String
    /// The lock files this process holds now. A child being started (between its fork and its
    /// exec) holds a copy of every descriptor, and with it the lock, for a moment after this
    /// process let go: a lock that names this process but is not held here is such a copy.
    private static let heldHere = Mutex<Set<String>>([])

    init(path: String, session: String) throws {
        guard let opened = FileDescriptor(opening: path, O_RDWR | O_CREAT | O_CLOEXEC, mode: 0o600) else {
            throw PlatformError.file(path, reason: tr("cannot open the session's lock: {system}", ["system": AtomicFile.errnoText()]))
        }
        guard flock(opened.raw, LOCK_EX | LOCK_NB) == 0 else {
            let busy = errno == EWOULDBLOCK
            let reason = AtomicFile.errnoText()
            var owner = [UInt8](repeating: 0, count: 16)
            let n = pread(opened.raw, &owner, owner.count, 0)
            let pid = n > 0 ? String(decoding: owner[0..<n], as: UTF8.self).trimmingCharacters(in: .blanksAndNewlines) : ""
            if busy { throw PlatformError.session(reason: "session \(session) is open in another window\(pid.isEmpty ? "" : " (process \(pid))")") }
            throw PlatformError.file(path, reason: tr("cannot lock the session: {reason}", ["reason": reason]))
        }
        let text = Array("\(getpid())\n".utf8)
        ftruncate(opened.raw, 0)
        _ = pwrite(opened.raw, text, text.count, 0)
        fd = opened
        self.path = path
        Self.heldHere.withLock { _ = $0.insert(path) }
    }

    deinit { Self.heldHere.withLock { _ = $0.remove(path) } }

    /// Whether some process holds the lock at `path` (not a child of this one that is being
    /// started, see `heldHere`).
    static func isHeld(_ path: String) -> Bool {
        guard let fd = FileDescriptor(opening: path, O_RDONLY | O_CLOEXEC) else { return false }
        if flock(fd.raw, LOCK_SH | LOCK_NB) == 0 { flock(fd.raw, LOCK_UN); return false }
        guard errno == EWOULDBLOCK else { return false }
        var owner = [UInt8](repeating: 0, count: 16)
        let n = pread(fd.raw, &owner, owner.count, 0)
        let pid = n > 0 ? Int32(String(decoding: owner[0..<n], as: UTF8.self).trimmingCharacters(in: .blanksAndNewlines)) : nil
        return pid != getpid() || heldHere.withLock { $0.contains(path) }
    }
}
