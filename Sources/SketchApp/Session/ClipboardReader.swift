import Dispatch
import SketchRaster
import Synchronization

/// Reads the clipboard in the background (its helper may take a while, or hang until its
/// deadline), so Ctrl+V never holds up drawing. The main thread asks and collects.
final class ClipboardReader: Sendable {
    /// What one read found: the content (nil: nothing that pastes), or why it failed.
    typealias Outcome = Result<ClipboardContent?, ReadFailure>

    struct ReadFailure: Error, Equatable { var reason: String }

    private let paste: @Sendable () throws -> ClipboardContent?
    private let wake: Wake
    private let done = Mutex<[Outcome]>([])
    private let running = DispatchGroup()
    private let queue = DispatchQueue(label: "sketchpad.paste", qos: .userInitiated)

    init(paste: @escaping @Sendable () throws -> ClipboardContent?, wake: Wake) {
        self.paste = paste
        self.wake = wake
    }

    func read() {
        running.enter()
        queue.async { [self] in
            let outcome: Outcome
            do { outcome = .success(try paste()) } catch { outcome = .failure(ReadFailure(reason: "\(error)")) }
            done.withLock { $0.append(outcome) }
            running.leave()
            wake()
        }
    }

    /// What was read since the last call, in the order asked.
    func collect() -> [Outcome] { done.withLock { list in defer { list.removeAll() }; return list } }

    func waitUntilIdle() { running.wait() }
}
