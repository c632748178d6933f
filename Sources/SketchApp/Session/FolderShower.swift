import Dispatch
import Synchronization

/// Shows saved files in the file manager in the background (its helpers may take a while),
/// and keeps why one could not be shown, for the window to say. The main thread asks and collects.
final class FolderShower: Sendable {
    private let show: @Sendable (String) throws -> Void
    private let wake: Wake
    private let failures = Mutex<[String]>([])
    private let running = DispatchGroup()
    private let queue = DispatchQueue(label: "sketchpad.show-in-folder", qos: .userInitiated)

    init(show: @escaping @Sendable (String) throws -> Void, wake: Wake) {
        self.show = show
        self.wake = wake
    }

    /// Starts showing `file` in its folder.
    func reveal(_ file: String) {
        running.enter()
        queue.async { [self] in
            do { try show(file) } catch { failures.withLock { $0.append("\(error)") } }
            running.leave()
            wake()
        }
    }

    /// Why files could not be shown since the last call, in the order asked.
    func collect() -> [String] { failures.withLock { list in defer { list.removeAll() }; return list } }

    func waitUntilIdle() { running.wait() }
}
