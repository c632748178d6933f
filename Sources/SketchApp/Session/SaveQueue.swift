import Dispatch
import Foundation
import SketchCore
import SketchRaster

/// Where Save writes.
public enum SaveTarget: Equatable, Sendable {
    /// A folder, under the first free name the pattern gives (never overwriting).
    case folder(String, pattern: String)
    /// One file the user named (`-o FILE`), replaced atomically on each save.
    case file(String)
}

/// The outcome of one save, reported back to the event loop.
public enum SaveOutcome: Equatable, Sendable {
    case saved(path: String)
    case copied(tool: String)
    case failed(reason: String)
    case copyFailed(reason: String)
}

/// Encodes and writes pictures on a background queue, so saving never blocks drawing.
/// Copies to the clipboard go on a queue of their own: they wait on a helper program, and a
/// helper that hangs must not hold up a save. Results wait in a mailbox until the event loop
/// collects them.
final class SaveQueue: @unchecked Sendable {
    private let queue = DispatchQueue(label: "sketchpad.save", qos: .userInitiated)
    private let copyQueue = DispatchQueue(label: "sketchpad.copy", qos: .userInitiated)
    private let copies = DispatchGroup()
    /// How long quitting waits for a copy in progress (its helper is killed after
    /// `Clipboard.timeout` anyway): long enough for a helper to take the picture.
    static let copyGrace = 2.0
    private let lock = NSLock()
    private var finished: [SaveOutcome] = []
    private unowned let services: AppServices

    init(services: AppServices) { self.services = services }

    /// Saves the picture `make` returns (called on the queue) to `target`.
    func save(to target: SaveTarget, _ make: @escaping @Sendable () -> RGBAImage) {
        run { services in
            switch target {
            case .folder(let folder, let pattern):
                try services.createFolder(folder)
                return .saved(path: try Self.writeFresh(make(), folder: folder, pattern: pattern, services: services))
            case .file(let path):
                try services.writeImage(make(), to: path, replacing: true)
                return .saved(path: path)
            }
        }
    }

    /// Copies the picture `make` returns to the clipboard, in the background.
    func copy(_ make: @escaping @Sendable () -> RGBAImage) {
        run(on: copyQueue, group: copies, failure: SaveOutcome.copyFailed) { services in .copied(tool: try services.copyToClipboard(make())) }
    }

    /// Runs `work` on `queue` and leaves its outcome (or its error) in the mailbox.
    private func run(on queue: DispatchQueue? = nil, group: DispatchGroup? = nil, failure: @escaping (String) -> SaveOutcome = SaveOutcome.failed,
                     _ work: @escaping (AppServices) throws -> SaveOutcome) {
        let services = self.services
        (queue ?? self.queue).async(group: group) { [self] in
            let outcome: SaveOutcome
            do { outcome = try work(services) } catch { outcome = failure("\(error)") }
            lock.lock(); finished.append(outcome); lock.unlock()
            services.wake()
        }
    }

    /// Writes under the first free name; if another writer takes that name first, tries the next.
    static func writeFresh(_ image: RGBAImage, folder: String, pattern: String, services: AppServices) throws -> String {
        let stamp = services.timestamp()
        var taken: Set<String> = []
        for _ in 0..<1000 {
            guard let name = SaveName.free(stamp, pattern: pattern, exists: { taken.contains($0) || services.fileExists(folder + "/" + $0) }) else { break }
            let path = folder + "/" + name
            do {
                try services.writeImage(image, to: path, replacing: false)
                return path
            } catch where services.fileExists(path) {
                taken.insert(name)
            }
        }
        throw SaveError(message: Strings.noFreeName(folder))
    }

    /// The outcomes finished since the last call.
    func collect() -> [SaveOutcome] {
        lock.lock(); defer { lock.unlock() }
        let out = finished
        finished.removeAll()
        return out
    }

    /// Blocks until every queued save has finished, and copies for at most `copyGrace` seconds
    /// (for quitting and for tests).
    func waitUntilIdle(copyGrace: Double = SaveQueue.copyGrace) {
        queue.sync {}
        _ = copies.wait(timeout: .now() + copyGrace)
    }
}
