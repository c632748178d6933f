import FoundationEssentials
import Glibc

/// The SHA-256 of each photo a session's drawings were on, as the file was when the journal
/// first named it: `photo-digests` in the session folder, a JSON object from the photo's
/// absolute path to its digest. A photo opened again is matched to its kept drawing by its
/// content, wherever the file is now.
struct PhotoDigests {
    static let file = "photo-digests"

    private(set) var byPath: [String: String] = [:]
    /// Whether the disk has them as they are.
    private var onDisk = true

    init() {}

    /// The digests kept in `folder`; none when there are none or they cannot be read.
    init(folder: String) {
        guard let data = FileSystem.contents(folder + "/" + Self.file),
              let object = try? JSONDecoder().decode([String: String].self, from: data) else { return }
        byPath = object.filter { ContentHash.isSHA256($0.value) }
    }

    /// Keeps the digest of the photo at `path` the first time it is named: of the bytes a photo
    /// from standard input is held in until the disk takes it, else of the file's, through
    /// `files` (the photo opened was hashed there already, for its lookups).
    mutating func note(_ path: String?, files: FileDigestMemo) {
        guard let path, byPath[path] == nil else { return }
        guard let digest = HeldPhotos.bytes(at: path).map(ContentHash.sha256) ?? files.digest(of: path) else { return }
        byPath[path] = digest
        onDisk = false
    }

    /// Writes them into the session `folder` if the disk does not have them yet.
    mutating func writeIfChanged(in folder: String) throws {
        guard !onDisk else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(byPath)
        try AtomicFile.write([UInt8](data), to: folder + "/" + Self.file, replacing: true)
        onDisk = true
    }
}
