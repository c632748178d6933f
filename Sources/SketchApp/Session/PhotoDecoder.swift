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

    /// What a request gave.
    enum Pixels: Sendable {
        case whole(RGBAImage)
        case region(PhotoRegion)
        /// The photo's bytes did not decode (again): nothing came.
        case failed
    }

    /// A request and what it gave.
    struct Decoded: Sendable {
        let source: PhotoSource
        let request: Request
        let pixels: Pixels
    }

    private let queue = DispatchQueue(label: "sketchpad.decode", qos: .userInitiated)
    private let decoded = Mutex<[Decoded]>([])
    private let wake: Wake

    init(wake: Wake) { self.wake = wake }

    /// Decodes what `request` names.
    func decode(_ source: PhotoSource, _ request: Request) {
        queue.async { [self] in
            let pixels: Pixels?
            switch request {
            case .whole: pixels = (try? source.image()).map(Pixels.whole)
            case .region(let rect, let scale): pixels = source.region?(rect, scale).map(Pixels.region)
            }
            self.decoded.withLock { $0.append(Decoded(source: source, request: request, pixels: pixels ?? .failed)) }
            self.wake()
        }
    }

    /// The requests done since the last call.
    func collect() -> [Decoded] { decoded.withLock { done in defer { done = [] }; return done } }

    /// Waits for every decode asked for so far.
    func waitUntilIdle() { queue.sync {} }
}
