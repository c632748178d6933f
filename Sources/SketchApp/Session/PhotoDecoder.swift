import Dispatch
import SketchRaster
import Synchronization

/// Decodes whole photos in the background (the view first shows a smaller decode), and keeps
/// them until the event loop collects them, so the window never waits for a decode.
final class PhotoDecoder: Sendable {
    private let queue = DispatchQueue(label: "sketchpad.decode", qos: .userInitiated)
    private let decoded = Mutex<[(source: PhotoSource, image: RGBAImage)]>([])
    private let wake: Wake

    init(wake: Wake) { self.wake = wake }

    func decode(_ source: PhotoSource) {
        queue.async { [self] in
            guard let image = source.image() else { return }
            self.decoded.withLock { $0.append((source, image)) }
            self.wake()
        }
    }

    /// The photos decoded since the last call.
    func collect() -> [(source: PhotoSource, image: RGBAImage)] { decoded.withLock { done in defer { done = [] }; return done } }

    /// Waits for every decode asked for so far.
    func waitUntilIdle() { queue.sync {} }
}
