import FoundationEssentials
import SketchCore
import SketchTranslation

/// Pictures saved from a session's drawing, found again by their content (`SavedPictureIndex`):
/// the session keeps a copy of the photo, so that the drawing reopens over it after the photo
/// itself is moved, changed or deleted.
extension SessionStore {
    /// Remembers that the picture at `picture` was written from the drawing of `session` as it
    /// stood at `mark`, over the photo at `photo`, a copy of which the session keeps.
    public func rememberSavedPicture(at picture: String, session: SessionHandle, mark: HistoryMark, photo: String?,
                                     log: (String) -> Void) throws {
        guard let saved = FileSystem.contents(picture) else {
            throw PlatformError.file(picture, reason: tr("it cannot be read back to note which drawing it shows"))
        }
        let kept = try photo.flatMap { try keepPhoto($0, in: session) }
        try makeFolder(stateFolder)
        let entry = SavedPictureIndex.Entry(digest: ContentHash.sha256([UInt8](saved)), session: session.id, depth: mark.depth,
                                            step: mark.newest, photo: photo, keptPhoto: kept)
        try SavedPictureIndex.update(stateFolder: stateFolder, log: log) { $0.remember(entry) }
    }

    /// Where the picture whose SHA-256 is `digest` came from, when Sketchpad saved it on this
    /// machine and its session is still there; never the session `excluding` (the window's own,
    /// which its history holds already). Its photo opens from where the drawing names it while
    /// that file is still the photo, else from the session's copy.
    public func savedPictureOrigin(digest: String, excluding: String? = nil, log: (String) -> Void) -> SavedPictureOrigin? {
        let (index, problem) = SavedPictureIndex.read(stateFolder: stateFolder)
        if let problem { log(problem) }
        guard let entry = index.entry(digest: digest), entry.session != excluding, SessionFiles.hasContent(path(of: entry.session)) else { return nil }
        var opensFrom = entry.photo
        if let photo = entry.photo, let kept = entry.keptPhoto, kept != photo, FileSystem.exists(kept) {
            // The copy's folder is named by the photo's digest.
            let wanted = PathName.last(PathName.parent(kept))
            if FileSystem.contents(photo).map({ ContentHash.sha256([UInt8]($0)) }) != wanted { opensFrom = kept }
        }
        return SavedPictureOrigin(session: entry.session, mark: HistoryMark(depth: entry.depth, newest: entry.step), photo: entry.photo,
                                  opensFrom: opensFrom)
    }

    /// The sessions saved pictures came from, which pruning leaves.
    var sessionsOfSavedPictures: Set<String> { SavedPictureIndex.read(stateFolder: stateFolder).index.sessions }

    /// The session's copy of the photo at `path` (`photos/<sha256>/<its name>`), made once; a
    /// photo in the session already (read from standard input, pasted, a `.sketch`'s) is its
    /// own copy. Nil when the photo cannot be read, or is no longer the one the drawing was on.
    func keepPhoto(_ path: String, in session: SessionHandle) throws -> String? {
        if path.hasPrefix(session.path + "/") { return path }
        guard let bytes = HeldPhotos.bytes(at: path) ?? FileSystem.contents(path).map({ [UInt8]($0) }) else { return nil }
        let digest = ContentHash.sha256(bytes)
        if let drawnOn = PhotoDigests(folder: session.path).byPath[path], drawnOn != digest { return nil }
        let kept = session.path + "/" + SessionFiles.photos + "/" + digest + "/" + PathName.last(path)
        if !FileSystem.exists(kept) {
            try makeFolder(PathName.parent(kept))
            try AtomicFile.write(bytes, to: kept, replacing: true)
        }
        return kept
    }
}
