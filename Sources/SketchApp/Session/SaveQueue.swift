import Dispatch
import SketchCore
import SketchRaster
import Synchronization

/// Where Save writes.
public enum SaveTarget: Equatable, Sendable {
    /// A folder, under the first free name the pattern gives with the format's extension
    /// (never overwriting).
    case folder(String, pattern: String, format: SaveFormat)
    /// One file the user named (`-o FILE`, its extension naming the format), replaced
    /// atomically on each save.
    case file(String)
}

/// What a save wrote: the picture at the photo's own size (Save), or the canvas as shown
/// (Save view).
public enum SaveKind: Equatable, Sendable { case picture, view, drawing, layers }

/// The outcome of one save or copy, reported back to the event loop.
public enum SaveOutcome: Equatable, Sendable {
    case saved(SaveKind, path: String, width: Int, height: Int)
    case copied(tool: String)
    case failed(reason: String)
    case copyFailed(reason: String)

    /// Why it failed, when it did.
    public var failureReason: String? {
        switch self {
        case .failed(let reason), .copyFailed(let reason): return reason
        case .saved, .copied: return nil
        }
    }
}

/// Encodes and writes pictures on a background queue, so saving never blocks drawing.
/// Copies to the clipboard go on a queue of their own: they wait on a helper program, and a
/// helper that hangs must not hold up a save. Results wait in a mailbox until the event loop
/// collects them.
final class SaveQueue: Sendable {
    private let queue = DispatchQueue(label: "sketchpad.save", qos: .userInitiated)
    private let copyQueue = DispatchQueue(label: "sketchpad.copy", qos: .userInitiated)
    private let copies = DispatchGroup()
    /// How long quitting waits for a copy in progress (its helper is killed after its own
    /// deadline anyway): long enough for a helper to take the picture.
    static let copyGrace = 2.0
    /// How long quitting waits for a copy asked for just before it (Enter's `copy,quit`): as
    /// long as a clipboard helper is given, and the picture's rendering before it.
    static let copyWait = 15.0
    private let finished = Mutex<[SaveOutcome]>([])
    private let progress = Mutex<Double?>(nil)
    private let images: ImageWriter
    private let files: FileClient
    private let clock: Clock
    private let clipboard: ClipboardClient
    private let wake: Wake

    init(services: AppServices) {
        images = services.images
        files = services.files
        clock = services.clock
        clipboard = services.clipboard
        wake = services.wake
    }

    /// Saves the picture `make` returns (called on the queue) to `target`, encoded with `options`.
    func save(_ kind: SaveKind, to target: SaveTarget, options: ImageWriter.Options, _ make: @escaping @Sendable () throws -> RGBAImage) {
        run(on: queue) { [images, files, clock] in
            let path: String
            // The folder first: a save that cannot be written fails before the picture is made.
            if case .folder(let folder, _, _) = target { try files.createFolder(folder) }
            let image = try make()
            switch target {
            case .folder(let folder, let pattern, let format):
                path = try Self.writeFresh(image, folder: folder, pattern: pattern, ext: format.fileExtension, options: options,
                                           images: images, files: files, clock: clock)
            case .file(let file):
                var replacing = options
                replacing.replacing = true
                try images.write(image, file, replacing)
                path = file
            }
            return .saved(kind, path: path, width: image.width, height: image.height)
        }
    }

    /// Writes a `.sketch` drawing through `write` (called on the queue), which replaces `path`
    /// atomically; `size` is the picture's, for the message.
    func saveDrawing(to path: String, size: (width: Int, height: Int), kind: SaveKind = .drawing, _ write: @escaping @Sendable () throws -> Void) {
        run(on: queue) {
            try write()
            return .saved(kind, path: path, width: size.width, height: size.height)
        }
    }

    /// How far the picture being saved is (0...1), nil when none is.
    var pictureProgress: Double? { progress.withLock { $0 } }

    /// Told by the renderer; wakes the loop so the message can show it.
    func reportPictureProgress(_ done: Double?) {
        progress.withLock { $0 = done.flatMap { $0 < 1 ? $0 : nil } }
        wake()
    }

    /// Copies the picture `make` returns to the clipboard, in the background.
    func copy(_ make: @escaping @Sendable () throws -> RGBAImage) {
        run(on: copyQueue, group: copies, failure: { .copyFailed(reason: $0) }) { [clipboard] in .copied(tool: try clipboard.copy(make())) }
    }

    /// Runs `work` on `queue` and leaves its outcome (or its error) in the mailbox.
    private func run(on queue: DispatchQueue, group: DispatchGroup? = nil, failure: @escaping @Sendable (String) -> SaveOutcome = { .failed(reason: $0) },
                     _ work: @escaping @Sendable () throws -> SaveOutcome) {
        queue.async(group: group) { [self] in
            let outcome: SaveOutcome
            do { outcome = try work() } catch { outcome = failure("\(error)") }
            finished.withLock { $0.append(outcome) }
            wake()
        }
    }

    /// Writes under the first free name; if another writer takes that name first, tries the next.
    static func writeFresh(_ image: RGBAImage, folder: String, pattern: String, ext: String, options: ImageWriter.Options,
                           images: ImageWriter, files: FileClient, clock: Clock) throws -> String {
        let stamp = clock.timestamp()
        var taken: Set<String> = []
        var fresh = options
        fresh.replacing = false
        for _ in 0..<1000 {
            guard let name = SaveName.free(stamp, pattern: pattern, ext: ext, exists: { taken.contains($0) || files.exists(folder + "/" + $0) }) else { break }
            let path = folder + "/" + name
            do {
                try images.write(image, path, fresh)
                return path
            } catch where files.exists(path) {
                taken.insert(name)
            }
        }
        throw SaveError(message: Strings.noFreeName(folder))
    }

    /// The outcomes finished since the last call.
    func collect() -> [SaveOutcome] {
        finished.withLock { out in defer { out.removeAll() }; return out }
    }

    /// Blocks until every queued save has finished, and copies for at most `copyGrace` seconds
    /// (for quitting and for tests).
    func waitUntilIdle(copyGrace: Double = SaveQueue.copyGrace) {
        queue.sync {}
        _ = copies.wait(timeout: .now() + copyGrace)
    }
}
