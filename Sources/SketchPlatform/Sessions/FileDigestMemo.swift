import Glibc
import Synchronization

/// The SHA-256 of a file, remembered for the file as it stands (device, inode, size and
/// modification time). Opening a photo asks it twice, for the drawing a picture saved here
/// came from and for the drawings kept on the photo; a big photo is then read and hashed once.
final class FileDigestMemo: Sendable {
    private let last = Mutex<(key: [Int], digest: String)?>(nil)

    func digest(of path: String) -> String? {
        guard let status = FileSystem.status(path) else { return nil }
        let key = [Int(status.st_dev), Int(status.st_ino), Int(status.st_size), status.st_mtim.tv_sec, status.st_mtim.tv_nsec]
        if let known = last.withLock({ $0?.key == key ? $0?.digest : nil }) { return known }
        guard let bytes = FileSystem.contents(path) else { return nil }
        let digest = ContentHash.sha256([UInt8](bytes))
        last.withLock { $0 = (key, digest) }
        return digest
    }
}
