import Synchronization

/// Photos kept from standard input that the state folder had no room for yet, held in memory
/// under the path each will have in its session. A photo read from standard input exists
/// nowhere else, so it opens (and decodes again for an export) from here until the journal
/// has written it there.
public enum HeldPhotos {
    private static let held = Mutex<[String: [UInt8]]>([:])

    /// The bytes held for `path`, or nil when the photo is to be read from the disk.
    public static func bytes(at path: String) -> [UInt8]? { held.withLock { $0[path] } }

    public static func hold(_ bytes: [UInt8], at path: String) { held.withLock { $0[path] = bytes } }

    static func release(_ path: String) { _ = held.withLock { $0.removeValue(forKey: path) } }
}
