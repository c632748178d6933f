import Dispatch
import SketchCore
import Synchronization

/// Looks in the background for kept drawings on a photo just opened (`JournalClient.kept`:
/// by the photo's content, so a copy or a moved file finds its drawing too), so that the
/// window can offer to continue one; first for the drawing a picture saved here came from
/// (`JournalClient.savedPictureOrigin`), which continues at once. The main thread asks and collects.
final class KeptDrawingLookup: Sendable {
    struct Found {
        var path: String
        var sessions: [SessionSummary]
        /// The drawing a picture this machine saved came from: it continues, and no session is offered.
        var origin: SavedPictureOrigin? = nil
    }

    private let find: @Sendable (String) -> [SessionSummary]
    private let origin: @Sendable (String) -> SavedPictureOrigin?
    private let wake: Wake
    private let found = Mutex<[Found]>([])
    private let running = DispatchGroup()
    private let queue = DispatchQueue(label: "sketchpad.kept-drawings", qos: .utility)

    init(find: @escaping @Sendable (String) -> [SessionSummary], origin: @escaping @Sendable (String) -> SavedPictureOrigin? = { _ in nil }, wake: Wake) {
        self.find = find
        self.origin = origin
        self.wake = wake
    }

    /// Starts looking for drawings on the photo at `path`.
    func look(for path: String) {
        running.enter()
        queue.async { [self] in
            let origin = origin(path)
            let sessions = origin == nil ? find(path) : []
            found.withLock { $0.append(Found(path: path, sessions: sessions, origin: origin)) }
            running.leave()
            wake()
        }
    }

    /// What was found since the last call, in the order asked.
    func collect() -> [Found] { found.withLock { list in defer { list.removeAll() }; return list } }

    func waitUntilIdle() { running.wait() }
}
