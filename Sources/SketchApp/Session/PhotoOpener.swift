import Dispatch
import Synchronization

/// Opens photos off the main thread: reading the file, walking its header and decoding it
/// can take long, and a file can be made to take very long, so the window keeps painting and
/// answering while it happens. Only the newest open counts: one abandoned (Escape, its
/// deadline, another open) runs to its end on its own thread, and what it gives is dropped.
/// No library used for decoding can be stopped midway, hence abandoning rather than cancelling.
final class PhotoOpener: Sendable {
    typealias Load = @Sendable (_ path: String, _ fitting: PhotoClient.Size) throws -> LoadedPhoto

    /// What an open gave: the photo, or why it could not be opened (naming the file).
    struct Opened: Sendable {
        let ticket: Int
        let result: Result<LoadedPhoto, Failure>
    }

    struct Failure: Error, Sendable, CustomStringConvertible {
        var description: String
    }

    private struct State {
        var lastTicket = 0
        /// The open whose outcome is still wanted, and that outcome once it came.
        var wanted: Int?
        var done: Opened?
    }

    private let load: Load
    private let wake: Wake
    private let state = Mutex(State())
    private let running = DispatchGroup()

    init(load: @escaping Load, wake: Wake) {
        self.load = load
        self.wake = wake
    }

    /// Starts opening `path` (decoded to cover `fitting`), in place of any open still running;
    /// returns its ticket.
    @discardableResult
    func open(_ path: String, fitting: PhotoClient.Size) -> Int {
        let ticket = state.withLock { s in
            s.lastTicket += 1
            s.wanted = s.lastTicket
            s.done = nil
            return s.lastTicket
        }
        running.enter()
        // A queue of its own: an abandoned open that is still decoding never holds up this one.
        DispatchQueue(label: "sketchpad.open.\(ticket)", qos: .userInitiated).async { [self] in
            let result: Result<LoadedPhoto, Failure>
            do { result = .success(try load(path, fitting)) } catch { result = .failure(Failure(description: "\(error)")) }
            let wanted = state.withLock { s in
                guard s.wanted == ticket else { return false }
                s.done = Opened(ticket: ticket, result: result)
                return true
            }
            running.leave()
            if wanted { wake() }
        }
        return ticket
    }

    /// Drops the open in progress: what it gives is never collected.
    func abandon() {
        state.withLock { s in
            s.wanted = nil
            s.done = nil
        }
    }

    /// The wanted open's outcome, once it came (then nothing is wanted any more).
    func collect() -> Opened? {
        state.withLock { s in
            guard let opened = s.done else { return nil }
            s.done = nil
            s.wanted = nil
            return opened
        }
    }

    /// Waits for every open started, abandoned ones too (tests, and `waitForBackgroundWork`).
    func waitUntilIdle() { running.wait() }

    /// Waits at most `seconds` for every open started; whether they all ended.
    func waitUntilIdle(seconds: Double) -> Bool { running.wait(timeout: .now() + seconds) == .success }
}
