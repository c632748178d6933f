import FoundationEssentials
import SketchCore
import Glibc

/// Temporary files that a killed save, export or autosave left behind (a `kill -9`, a power
/// cut): removed at the next start, but only those whose writer is gone, so a save still
/// running in another window keeps its file.
public enum LeftoverFiles {
    /// Removes our temporary files in `folders` whose process has ended; returns their paths.
    /// Folders that do not exist or cannot be listed are passed over.
    @discardableResult
    public static func sweep(_ folders: [String]) -> [String] {
        var removed: [String] = []
        for folder in Set(folders) {
            guard let names = FileSystem.names(in: folder) else { continue }
            for name in names {
                guard let pid = TemporaryName.writer(of: name), !isRunning(pid) else { continue }
                let path = folder + "/" + name
                // Only regular files: nothing else is ours.
                guard let st = FileSystem.status(path, following: false), st.st_mode & S_IFMT == S_IFREG else { continue }
                if path.withSystemPath({ unlink($0) }) == 0 { removed.append(path) }
            }
        }
        return removed
    }

    /// Whether a process with this id exists (one we may not signal exists too).
    static func isRunning(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }
}
