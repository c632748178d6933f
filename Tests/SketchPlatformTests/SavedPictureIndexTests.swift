import Foundation
@testable import SketchApp
import SketchAppLive
import SketchCore
@testable import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// Saved pictures found again by content on a real file system (`SavedPictureIndex`): a hit for
/// the picture and for a copy under another name, a miss for anything else, the session's copy
/// of the photo once the photo is gone, a damaged index passed over with a message, the index's
/// bound, and pruning that spares the sessions it names.
@Suite(.serialized) struct SavedPictureIndexTests {
    final class State {
        let folder: String
        let store: SessionStore
        let photo: String, picture: String
        let logged = Locked<[String]>([])
        init() throws {
            folder = try TestPaths.temporaryFolder("saved-pictures")
            store = SessionStore(stateFolder: folder + "/sketchpad")
            photo = folder + "/holiday.png"
            picture = folder + "/holiday-edited.png"
            try FileManager.default.copyItem(atPath: TestPaths.samplePhoto, toPath: photo)
            try Data("the picture as saved".utf8).write(to: URL(fileURLWithPath: picture))
        }
        deinit { try? FileManager.default.removeItem(atPath: folder) }

        func journal() -> JournalFile { JournalFile(store: store, log: { [logged] line in logged.update { $0.append(line) } }) }

        /// A window that draws a stroke on the photo, saves the picture, and closes: its session id and mark.
        func drawAndSave() -> (session: String, mark: HistoryMark) {
            let journal = journal()
            journal.write(.begin(Canvas(width: 600, height: 400, photoPath: photo)))
            journal.write(.add(Stroke(tool: .pen, color: .black, width: 3, points: [Point(1, 1), Point(50, 50)])))
            journal.flush()
            let mark = HistoryMark(depth: 1, newest: "s1")
            journal.rememberSavedPicture(at: picture, mark: mark, photo: photo)
            journal.flush()
            let id = journal.sessionID!
            #expect(journal.savedPictureOrigin(of: picture) == nil, "the window's own drawing is in its history already")
            journal.finish()
            return (id, mark)
        }
    }

    @Test func thePictureAndACopyUnderAnotherNameAreFoundByContentAndNothingElseIs() throws {
        let state = try State()
        let (id, mark) = state.drawAndSave()
        let window = state.journal()
        let hit = try #require(window.savedPictureOrigin(of: state.picture))
        #expect(hit == SavedPictureOrigin(session: id, mark: mark, photo: state.photo, opensFrom: state.photo))
        let copy = state.folder + "/sent to a friend.png"
        try FileManager.default.copyItem(atPath: state.picture, toPath: copy)
        #expect(window.savedPictureOrigin(of: copy) == hit, "found by its content, not its name")
        try Data("another picture".utf8).write(to: URL(fileURLWithPath: copy))
        #expect(window.savedPictureOrigin(of: copy) == nil)
        #expect(window.savedPictureOrigin(of: state.photo) == nil, "the photo itself is no saved picture")
        #expect(window.savedPictureOrigin(of: state.folder + "/nothing here.png") == nil)
    }

    /// The session keeps the photo's bytes: once the photo is deleted (or changed), the drawing
    /// opens over that copy, in a fresh process as in this one.
    @Test func aDeletedPhotoOpensFromTheSessionsCopy() throws {
        let state = try State()
        let (id, _) = state.drawAndSave()
        let original = try Data(contentsOf: URL(fileURLWithPath: state.photo))
        try FileManager.default.removeItem(atPath: state.photo)
        let hit = try #require(state.journal().savedPictureOrigin(of: state.picture))
        let kept = try #require(hit.opensFrom)
        #expect(hit.photo == state.photo && kept.hasPrefix(state.store.path(of: id) + "/photos/"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: kept)) == original)
        // Another photo at its name is not the one drawn on either.
        try Data("not the photo".utf8).write(to: URL(fileURLWithPath: state.photo))
        #expect(state.journal().savedPictureOrigin(of: state.picture)?.opensFrom == kept)
    }

    @Test func aDamagedIndexIsPassedOverWithAMessageAndStartedAfresh() throws {
        let state = try State()
        _ = state.drawAndSave()
        let index = state.store.stateFolder + "/" + SavedPictureIndex.file
        try Data("{\"not\": an index".utf8).write(to: URL(fileURLWithPath: index))
        #expect(state.journal().savedPictureOrigin(of: state.picture) == nil)
        #expect(state.logged.value.last == "sketchpad: the index of saved pictures \(index) is damaged; it is started afresh, and pictures saved before open flat")
        // The next save writes a good index in its place.
        let (id, _) = state.drawAndSave()
        #expect(state.journal().savedPictureOrigin(of: state.picture)?.session == id)
        #expect(SavedPictureIndex.read(stateFolder: state.store.stateFolder).problem == nil)
    }

    @Test func theIndexKeepsTheNewestEntriesUpToItsBound() throws {
        let state = try State()
        try FileManager.default.createDirectory(atPath: state.store.stateFolder, withIntermediateDirectories: true)
        let digest = { (i: Int) in ContentHash.sha256(Array("picture \(i)".utf8)) }
        for i in 0..<(SavedPictureIndex.maxEntries + 5) {
            try SavedPictureIndex.update(stateFolder: state.store.stateFolder, log: { _ in }) {
                $0.remember(.init(digest: digest(i), session: "20261206-1200\(i % 10)0", depth: i, step: nil, photo: nil, keptPhoto: nil))
            }
        }
        let read = SavedPictureIndex.read(stateFolder: state.store.stateFolder)
        #expect(read.problem == nil && read.index.entries.count == SavedPictureIndex.maxEntries)
        #expect(read.index.entry(digest: digest(4)) == nil && read.index.entry(digest: digest(5))?.depth == 5, "the oldest went first")
        #expect(read.index.entry(digest: digest(SavedPictureIndex.maxEntries + 4))?.depth == SavedPictureIndex.maxEntries + 4)
        // Saved again, an old picture becomes the newest rather than a second entry.
        var index = read.index
        index.remember(.init(digest: digest(5), session: "20261206-120000", depth: 99, step: nil, photo: nil, keptPhoto: nil))
        #expect(index.entries.count == SavedPictureIndex.maxEntries && index.entries.last?.depth == 99)
    }

    @Test func pruningSparesTheSessionsOfSavedPictures() throws {
        let state = try State()
        let (pictured, _) = state.drawAndSave()
        for _ in 0..<(SessionStore.keepRecent + 1) {
            let session = try state.store.create()
            // Its lock goes with the handle, at the end of the pass.
            try Data("{}\n".utf8).write(to: URL(fileURLWithPath: session.path + "/" + SessionFiles.journal))
        }
        let removed = state.store.prune(now: Date().addingTimeInterval(100 * 86_400))
        #expect(!removed.isEmpty, "old sessions past the most recent go")
        #expect(!removed.contains(pictured) && FileManager.default.fileExists(atPath: state.store.path(of: pictured)), "the saved picture's session stays")
    }
}
