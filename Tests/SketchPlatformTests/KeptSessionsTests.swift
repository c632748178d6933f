import Foundation
import SketchApp
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// Which stored sessions are offered: only drawings with changes no save holds, and, for a
/// photo opened again, those drawn on a photo with the same content wherever it is now.
@Suite(.serialized) struct KeptSessionsTests {
    typealias State = JournalFileTests.State

    /// A session of `records`, ended; returns its id.
    static func session(_ state: State, _ records: [SessionJournal.Record]) throws -> String {
        let j = state.journal()
        records.forEach(j.write)
        j.flush()
        let id = try #require(j.sessionID)
        j.finish()
        return id
    }

    static func mark(_ records: [SessionJournal.Record]) throws -> HistoryMark {
        try #require(JournalFileTests.document(records)).historyMark
    }

    @Test func aDrawingSavedAsItStandsIsNotOffered() throws {
        let state = try State()
        let drawn = JournalFileTests.drawing(3)
        let saved = try Self.session(state, drawn + [.saved(try Self.mark(drawn))])
        let changed = try Self.session(state, drawn + [.saved(try Self.mark(drawn)), .add(JournalFileTests.stroke(7))])
        let undone = try Self.session(state, drawn + [.saved(try Self.mark(drawn)), .add(JournalFileTests.stroke(8)), .undo(step: nil)])
        let never = try Self.session(state, drawn)
        let offered = Set(state.store.restorable().map(\.id))
        #expect(offered == [changed, never], "saved \(saved) and undone back to its save \(undone) are not offered")
    }

    /// The save outlives the journal it was written in: a checkpoint starts the next one with it.
    @Test func theSaveIsKeptAcrossACheckpoint() throws {
        let state = try State()
        let drawn = JournalFileTests.drawing(4)
        let j = state.journal()
        (drawn + [.saved(try Self.mark(drawn))]).forEach(j.write)
        let document = try #require(JournalFileTests.document(drawn))
        j.checkpoint(document: document, layer: RGBAImage(width: 300, height: 200), redos: 0)
        j.flush()
        let id = try #require(j.sessionID)
        let journal = try #require(FileManager.default.contents(atPath: state.store.path(of: id) + "/" + SessionFiles.journal))
        #expect(SessionJournal.read(journal).records == [.checkpoint(generation: 1), .saved(try Self.mark(drawn))])
        j.finish()
        #expect(state.store.restorable().isEmpty)
        #expect(try state.read(id).restored.savedMark == (try Self.mark(drawn)))
    }

    @Test func aPhotoOpenedAgainFindsItsDrawingByContentWhereverItIsNow() throws {
        let state = try State()
        let photo = state.folder + "/beach.png", copy = state.folder + "/moved/beach copy.png"
        try FileManager.default.copyItem(atPath: TestPaths.samplePhoto, toPath: photo)
        let canvas = Canvas(width: 600, height: 400, photoPath: photo)
        let id = try Self.session(state, JournalFileTests.drawing(2, canvas: canvas))
        let blank = try Self.session(state, JournalFileTests.drawing(1))
        try FileManager.default.createDirectory(atPath: state.folder + "/moved", withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: photo, toPath: copy)
        let digest = ContentHash.sha256(try [UInt8](Data(contentsOf: URL(fileURLWithPath: copy))))
        let found = state.store.kept(onPhotoWithDigest: digest)
        #expect(found.map(\.id) == [id] && found.first?.photo == photo && found.first?.photoDigest == digest, "not the blank \(blank)")
        #expect(state.store.kept(onPhotoWithDigest: digest, excluding: id).isEmpty, "never the window's own session")
        let other = ContentHash.sha256(try ImageFile.encode(RGBAImage(width: 600, height: 400), as: .png))
        #expect(state.store.kept(onPhotoWithDigest: other).isEmpty, "another photo finds nothing")
        // Once saved as it stands, it is not kept for continuing either.
        let handle = try state.store.claim(id)
        let stored = try state.read(id)
        let j = state.journal()
        j.adopt(handle, continuing: stored)
        j.write(.saved(stored.restored.document.historyMark))
        j.finish()
        #expect(state.store.kept(onPhotoWithDigest: digest).isEmpty)
    }
}
