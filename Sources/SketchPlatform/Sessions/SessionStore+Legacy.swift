import FoundationEssentials
import SketchCore
import Glibc

/// Sessions from before there was one per window: `session.journal` (and the one before it,
/// `session-previous.journal`) in the state folder, with a photo from standard input kept as
/// `standard-input` beside them. Each becomes a session of its own, so an upgrade loses nothing.
extension SessionStore {
    static let legacyJournals = ["session-previous.journal", "session.journal"]
    static let legacyStandardInput = "standard-input"

    /// Moves the old journals into sessions; returns the new sessions' ids.
    @discardableResult
    public func migrateLegacy() -> [String] {
        var made: [String] = []
        let keptPhoto = stateFolder + "/" + Self.legacyStandardInput
        for name in Self.legacyJournals {
            let old = stateFolder + "/" + name
            guard let st = FileSystem.status(old), let session = try? create(date: Date(timeIntervalSince1970: Double(st.st_mtim.tv_sec))) else { continue }
            // Another process starting at the same time may move it first.
            guard old.withSystemPath({ from in (session.path + "/" + SessionFiles.journal).withSystemPath { rename(from, $0) } }) == 0 else {
                session.remove()
                continue
            }
            made.append(session.id)
            // Only the newest journal can trust the kept photo: the one before may have been
            // drawn on a photo it has since replaced, and no photo is better than the wrong one.
            if name == "session.journal" { try? adoptLegacyPhoto(keptPhoto, into: session) }
        }
        _ = keptPhoto.withSystemPath { unlink($0) }
        return made
    }

    /// Copies the old kept photo into the session and points the journal's `begin` at it.
    private func adoptLegacyPhoto(_ old: String, into session: SessionHandle) throws {
        let journalPath = session.path + "/" + SessionFiles.journal
        guard let data = FileSystem.contents(journalPath), let newline = data.firstIndex(of: UInt8(ascii: "\n")),
              case .begin(var canvas)? = SessionJournal.read(data[..<newline]).records.first, canvas.photoPath == old,
              let photo = FileSystem.contents(old) else { return }
        canvas.photoPath = try keepStandardInput([UInt8](photo), in: session)
        try AtomicFile.write([UInt8](SessionJournal.line(.begin(canvas)) + data[(newline + 1)...]), to: journalPath, replacing: true)
    }
}
