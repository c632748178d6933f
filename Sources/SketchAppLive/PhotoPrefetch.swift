import Dispatch
import SketchApp
import SketchPlatform
import Synchronization

/// The photo named on the command line, decoding while the window opens. A big JPEG's first
/// view is mostly entropy decoding (all of it, whatever the scale), which can take longer than
/// opening the window; started first, on another core, the two overlap.
///
/// It is decoded to cover the window's opening size (`AppWindow.openingSize`): the canvas is
/// inside the window, so the open that follows asks for no more, unless the screen's scale
/// makes the window larger in pixels; that open then decodes for itself.
public final class PhotoPrefetch: Sendable {
    public let path: String
    public let fitting: PhotoClient.Size
    private struct State {
        var outcome: Result<LoadedPhoto, any Error>?
        /// Whether the first open came, and whether it did not want this: then nothing is kept.
        var claimed = false, dropped = false
    }
    private let state = Mutex(State())
    private let done = DispatchGroup()

    /// Starts decoding `path` through `load` on a thread of its own.
    public init(path: String, fitting: PhotoClient.Size, load: @escaping @Sendable (String, PhotoClient.Size) throws -> LoadedPhoto) {
        self.path = path
        self.fitting = fitting
        done.enter()
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let result = Result { try load(path, fitting) }
            // The first open did not want it: its pixels are not held.
            state.withLock { if !$0.dropped { $0.outcome = result } }
            done.leave()
        }
    }

    /// Starts decoding the photo a launch names, unless it is a drawing (opened as one, not
    /// as a photo) or standard input.
    public static func launch(_ path: String?, load: @escaping @Sendable (String, PhotoClient.Size) throws -> LoadedPhoto) -> PhotoPrefetch? {
        guard let path, path != "-", !DrawingClient.isDrawing(path) else { return nil }
        return PhotoPrefetch(path: path, fitting: AppWindow.openingSize, load: load)
    }

    /// Waits until the decode ended, taken or not.
    public func waitUntilDecoded() { done.wait() }

    /// For the first open only: the decoded photo, waiting for it, when that open is of `path`
    /// and asks for no more than it covers. Nil otherwise, and when the decode failed: the
    /// open then decodes for itself and says why, as any open does.
    public func take(_ path: String, fitting: PhotoClient.Size) -> LoadedPhoto? {
        let wanted = path == self.path && fitting.width <= self.fitting.width && fitting.height <= self.fitting.height
        let first = state.withLock { s in
            defer { s.claimed = true }
            if !s.claimed && !wanted { s.dropped = true }
            return !s.claimed
        }
        guard first, wanted else { return nil }
        waitUntilDecoded()
        return state.withLock { s in
            defer { s.outcome = nil }
            return try? s.outcome?.get()
        }
    }
}

extension PhotoClient {
    /// This client, with the first open that `prefetch` covers answered from it.
    public func taking(_ prefetch: PhotoPrefetch?) -> PhotoClient {
        guard let prefetch else { return self }
        var client = self
        let decode = loadFitting
        client.loadFitting = { path, fitting in try prefetch.take(path, fitting: fitting) ?? decode(path, fitting) }
        return client
    }
}
