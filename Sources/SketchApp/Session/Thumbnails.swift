import Dispatch
import SketchRaster
import Synchronization

/// The picker's thumbnails: decoded small in the background (one at a time, so the list stays
/// quick to scroll while they come), only for the rows in view, and kept for the next time.
/// The main thread asks and collects; the worker only decodes what is still in view when its
/// turn comes, so scrolling quickly past a big folder decodes nothing it passed.
final class Thumbnails {
    /// A thumbnail of one photo at one size, as the file was when it was listed.
    struct Key: Hashable, Sendable {
        var path: String
        var modified: Double
        var side: Int
    }

    enum Thumbnail: Equatable {
        case loading
        case ready(RGBAImage)
        /// The file could not be decoded: the placeholder stays.
        case failed
    }

    /// Thumbnails kept at most (a few megabytes at the picker's size); the oldest go first.
    static let capacity = 600

    private var cache: [Key: Thumbnail] = [:]
    private var order: [Key] = []
    private let work: Work

    init(make: @escaping @Sendable (_ path: String, _ side: Int) throws -> RGBAImage, wake: Wake) {
        work = Work(make: make, wake: wake)
    }

    /// The thumbnails of `keys` (the photos in view), asking for the ones not made yet; any
    /// asked for before and no longer in view are not made.
    func show(_ keys: [Key]) -> [Key: Thumbnail] {
        work.keep(Set(keys))
        var shown: [Key: Thumbnail] = [:]
        for key in keys {
            if let known = cache[key] {
                shown[key] = known
            } else {
                cache[key] = .loading
                work.make(key)
                shown[key] = .loading
            }
        }
        return shown
    }

    /// Takes the thumbnails made since the last call; true when any is new.
    @discardableResult
    func collect() -> Bool {
        let done = work.collect()
        for (key, image) in done {
            switch image {
            case .made(let picture): remember(key, .ready(picture))
            case .unreadable: remember(key, .failed)
            case .skipped: cache[key] = nil // out of view when its turn came: asked again when back
            }
        }
        return !done.isEmpty
    }

    /// Stops making thumbnails (the picker closed); those made stay.
    func stop() {
        work.keep([])
        cache = cache.filter { $0.value != .loading }
    }

    /// Waits for every thumbnail asked for so far (tests).
    func waitUntilIdle() { work.waitUntilIdle() }

    private func remember(_ key: Key, _ thumbnail: Thumbnail) {
        if cache[key] == nil || cache[key] == .loading { order.append(key) }
        cache[key] = thumbnail
        while order.count > Self.capacity { cache[order.removeFirst()] = nil }
    }
}

/// The worker side of `Thumbnails`: a queue of its own, and what it made waiting for the main
/// thread under a lock.
private final class Work: Sendable {
    enum Outcome: Sendable {
        case made(RGBAImage)
        case unreadable
        case skipped
    }

    private let queue = DispatchQueue(label: "sketchpad.thumbnails", qos: .utility)
    private let shared = Mutex<(wanted: Set<Thumbnails.Key>, done: [(Thumbnails.Key, Outcome)])>(([], []))
    private let makeImage: @Sendable (String, Int) throws -> RGBAImage
    private let wake: Wake

    init(make: @escaping @Sendable (String, Int) throws -> RGBAImage, wake: Wake) {
        makeImage = make
        self.wake = wake
    }

    func keep(_ wanted: Set<Thumbnails.Key>) { shared.withLock { $0.wanted = wanted } }

    func make(_ key: Thumbnails.Key) {
        queue.async { [self] in
            let outcome: Outcome
            if shared.withLock({ $0.wanted.contains(key) }) {
                outcome = (try? makeImage(key.path, key.side)).map(Outcome.made) ?? .unreadable
            } else {
                outcome = .skipped
            }
            shared.withLock { $0.done.append((key, outcome)) }
            wake()
        }
    }

    func collect() -> [(Thumbnails.Key, Outcome)] { shared.withLock { s in defer { s.done = [] }; return s.done } }

    func waitUntilIdle() { queue.sync {} }
}
