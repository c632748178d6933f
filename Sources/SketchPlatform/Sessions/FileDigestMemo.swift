import Glibc
import Synchronization

/// The SHA-256 of a file, remembered for the file as it stands (device, inode, size and
/// modification time). Opening a photo asks it twice, for the drawing a picture saved here
/// came from and for the drawings kept on the photo; a big photo is then read and hashed once.
/// One asking while another hashes waits for that digest rather than hashing it again (the
/// launch hashes its photo ahead, while the photo decodes).
final class FileDigestMemo: Sendable {
    private let last = Mutex<(key: [Int], digest: String)?>(nil)

    func digest(of path: String) -> String? {
        last.withLock { last in
            guard let status = FileSystem.status(path) else { return nil }
            let key = [Int(status.st_dev), Int(status.st_ino), Int(status.st_size), status.st_mtim.tv_sec, status.st_mtim.tv_nsec]
            if let last, last.key == key { return last.digest }
            guard let bytes = FileSystem.contents(path) else { return nil }
            let digest = ContentHash.sha256([UInt8](bytes))
            last = (key, digest)
            return digest
        }
    }
}
