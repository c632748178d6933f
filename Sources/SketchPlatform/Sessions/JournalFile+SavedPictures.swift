import Dispatch
import FoundationEssentials
import SketchCore
import SketchTranslation

/// Saved pictures of this window's drawing, remembered in the background, and found again
/// (`SessionStore+SavedPictures`).
extension JournalFile {
    /// Remembers that the picture at `path` shows this window's drawing as it stood at `mark`,
    /// over the photo at `photo`, once the journal holding that drawing is on disk. A drawing
    /// no session holds (nothing was drawn) has nothing to continue: nothing is remembered.
    public func rememberSavedPicture(at path: String, mark: HistoryMark, photo: String?) {
        queue.async { [self] in
            writePending()
            guard let session, sessionHasDrawing else { return }
            do {
                try store.rememberSavedPicture(at: path, session: session, mark: mark, photo: photo, log: log)
            } catch {
                log(tr("sketchpad: {file} will open flat: its drawing cannot be noted: {reason}", ["file": path, "reason": "\(error)"]))
            }
        }
    }

    /// Where the picture at `path` came from, when this machine saved it from a drawing that
    /// another session holds (see `SessionStore.savedPictureOrigin`).
    public func savedPictureOrigin(of path: String) -> SavedPictureOrigin? {
        contentDigest(of: path).flatMap { store.savedPictureOrigin(digest: $0, excluding: sessionID, log: log) }
    }

    /// The kept drawings of other sessions on the photo at `path`, found by its content.
    public func keptDrawings(on path: String) -> [SessionSummary] {
        contentDigest(of: path).map { store.kept(onPhotoWithDigest: $0, excluding: sessionID) } ?? []
    }

    /// The SHA-256 of the file at `path`, read and hashed once for both lookups above; asked
    /// ahead (`hashAhead`), they find it ready.
    func contentDigest(of path: String) -> String? { openedDigest.digest(of: path) }

    /// Hashes the photo at `path` in the background for the lookups its open makes once it
    /// shows: the launch asks while the window waits for the photo's decode, so that a big
    /// photo's hashing does not take a core from its first frame.
    public func hashAhead(_ path: String) {
        DispatchQueue.global(qos: .utility).async { [self] in _ = contentDigest(of: path) }
    }
}
