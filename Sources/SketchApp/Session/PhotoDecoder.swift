import Dispatch
import SketchCore
import SketchRaster
import Synchronization

/// Decodes photos in the background, whole or part by part (the view first shows a smaller
/// decode), and keeps the pixels until the event loop collects them, so the window never
/// waits for a decode.
final class PhotoDecoder: Sendable {
    /// What a view asks to be decoded.
    enum Request: Equatable, Sendable {
        /// The whole photo at full size.
        case whole
        /// Part of the photo (full-size pixels) at no less than `scale` pixels per photo pixel.
        case region(IntRect, scale: Double)
    }

    enum Pixels: Sendable {
        case whole(RGBAImage)
        case region(PhotoRegion)
    }

    private let queue = DispatchQueue(label: "sketchpad.decode", qos: .userInitiated)
    private let decoded = Mutex<[(source: PhotoSource, pixels: Pixels)]>([])
    private let wake: Wake

    init(wake: Wake) { self.wake = wake }

    /// Decodes what `request` names; a photo that no longer decodes gives nothing.
    func decode(_ source: PhotoSource, _ request: Request) {
        queue.async { [self] in
            let pixels: Pixels?
            switch request {
            case .whole: pixels = source.image().map(Pixels.whole)
            case .region(let rect, let scale): pixels = source.region?(rect, scale).map(Pixels.region)
            }
            guard let pixels else { return }
            self.decoded.withLock { $0.append((source, pixels)) }
            self.wake()
        }
    }

    /// The pixels decoded since the last call.
    func collect() -> [(source: PhotoSource, pixels: Pixels)] { decoded.withLock { done in defer { done = [] }; return done } }

    /// Waits for every decode asked for so far.
    func waitUntilIdle() { queue.sync {} }
}
