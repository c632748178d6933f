import Dispatch
import SketchCore
import Synchronization

/// Looks in the background for kept drawings on a photo just opened (`JournalClient.kept`:
/// by the photo's content, so a copy or a moved file finds its drawing too), so that the
/// window can offer to continue one. The main thread asks and collects.
final class KeptDrawingLookup: Sendable {
    struct Found {
        var path: String
        var sessions: [SessionSummary]
    }

    private let find: @Sendable (String) -> [SessionSummary]
    private let wake: Wake
    private let found = Mutex<[Found]>([])
    private let running = DispatchGroup()
    private let queue = DispatchQueue(label: "sketchpad.kept-drawings", qos: .utility)

    init(find: @escaping @Sendable (String) -> [SessionSummary], wake: Wake) {
        self.find = find
        self.wake = wake
    }

    /// Starts looking for drawings on the photo at `path`.
    func look(for path: String) {
        running.enter()
        queue.async { [self] in
            let sessions = find(path)
            found.withLock { $0.append(Found(path: path, sessions: sessions)) }
            running.leave()
            wake()
        }
    }

    /// What was found since the last call, in the order asked.
    func collect() -> [Found] { found.withLock { list in defer { list.removeAll() }; return list } }

    func waitUntilIdle() { running.wait() }
}
