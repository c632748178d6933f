import Foundation
import SketchApp
import SketchAppLive
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// The journal writer on a real file system: sessions under a lock, a file put right rather
/// than appended to after damage, edits held while the disk refuses them, checkpoints.
@Suite(.serialized) struct JournalFileTests {
    static let red = Color(red: 229, green: 57, blue: 53)

    static func stroke(_ i: Int) -> Stroke {
        Stroke(tool: .pen, color: red, width: 3, points: [Point(Double(i), 1), Point(Double(i) + 10, 20.5)])
    }

    /// A state folder of its own, removed afterwards.
    final class State {
        let folder: String
        let store: SessionStore
        init() throws {
            folder = try TestPaths.temporaryFolder("state")
            store = SessionStore(stateFolder: folder + "/sketchpad")
        }
        deinit { try? FileManager.default.removeItem(atPath: folder) }

        func journal(onProblem: @escaping @Sendable () -> Void = {}) -> JournalFile { JournalFile(store: store, log: { _ in }, onProblemChange: onProblem) }

        func read(_ id: String) throws -> StoredSession { try SessionReader.read(id: id, folder: store.path(of: id), layer: true) }
    }

    static func drawing(_ strokes: Int, canvas: Canvas = Canvas(width: 300, height: 200)) -> [SessionJournal.Record] {
        [.begin(canvas)] + (0..<strokes).map { .add(stroke($0)) }
    }

    static func document(_ records: [SessionJournal.Record]) -> Document? {
        var d: Document?
        for r in records { SessionJournal.apply(r, to: &d) }
        return d
    }

    @Test func aWindowsSessionIsLockedWhileItIsOpen() throws {
        let state = try State()
        var journal: JournalFile? = state.journal()
        Self.drawing(2).forEach { journal!.write($0) }
        journal!.flush()
        let id = try #require(journal!.sessionID)
        #expect(state.store.entries().map(\.isOpen) == [true])
        #expect(state.store.restorable().isEmpty, "a session open in a window is not offered elsewhere")
        #expect(throws: PlatformError.self) { _ = try state.store.claim(id) }
        do {
            _ = try state.store.claim(id)
        } catch {
            #expect("\(error)".contains("open in another window (process \(getpid()))"))
        }
        journal!.finish()
        journal = nil
        #expect(state.store.restorable().map(\.strokes) == [2], "once the window is gone, its session can be restored")
        _ = try state.store.claim(id)
    }

    /// Two windows write two sessions, and each restores to its own drawing.
    @Test func twoWindowsNeverShareASession() throws {
        let state = try State()
        let a = state.journal(), b = state.journal()
        a.write(.begin(Canvas(width: 300, height: 200)))
        b.write(.begin(Canvas(width: 50, height: 60)))
        for i in 0..<3 { a.write(.add(Self.stroke(i))) }
        b.write(.add(Self.stroke(9)))
        a.flush(); b.flush()
        let ids = [try #require(a.sessionID), try #require(b.sessionID)]
        #expect(ids[0] != ids[1])
        a.finish(); b.finish()
        #expect(try state.read(ids[0]).restored.document.strokes.count == 3)
        #expect(try state.read(ids[1]).restored.document.width == 50)
    }

    /// A new drawing in the same window gets a session of its own: the one before stays whole.
    @Test func aNewDrawingNeverReplacesASession() throws {
        let state = try State()
        let j = state.journal()
        Self.drawing(4).forEach(j.write)
        j.flush()
        let first = try #require(j.sessionID)
        Self.drawing(1).forEach(j.write)
        j.flush()
        #expect(j.sessionID != first)
        j.finish()
        #expect(try state.read(first).restored.document.strokes.count == 4)
    }

    /// A stored session restored in a window that has drawn meanwhile: what the window drew
    /// (its last edits too, not yet written) stays in its own session, and the one taken gets
    /// only the edits made after the restore.
    @Test func restoringOverADrawingKeepsItInItsOwnSession() throws {
        let state = try State()
        let earlier = state.journal()
        Self.drawing(3).forEach(earlier.write)
        earlier.flush()
        let restoredID = try #require(earlier.sessionID)
        earlier.finish()
        let j = state.journal()
        Self.drawing(2).forEach(j.write)
        j.adopt(try state.store.claim(restoredID), continuing: try state.read(restoredID))
        #expect(j.sessionID == restoredID)
        j.write(.add(Self.stroke(7)))
        j.flush()
        j.finish()
        let counts = try state.store.entries().map { e in (e.id, try state.read(e.id).restored.document.strokes.count) }
        #expect(counts.count == 2)
        #expect(counts.first { $0.0 == restoredID }?.1 == 4, "the restored drawing and the stroke after it")
        #expect(counts.first { $0.0 != restoredID }?.1 == 2, "the window's own drawing, kept")
    }

    /// Bytes appended behind the writer's back (a torn write, another program): the next write
    /// replaces the file with what was written, rather than append a line after a partial one.
    @Test func noLineIsEverAppendedAfterAPartialOne() throws {
        let state = try State()
        let j = state.journal()
        Self.drawing(5).forEach(j.write)
        j.flush()
        let id = try #require(j.sessionID)
        let path = state.store.path(of: id) + "/" + SessionFiles.journal
        let handle = try #require(FileHandle(forWritingAtPath: path))
        handle.seekToEndOfFile()
        handle.write(Data("J1 0badc0de {\"t\":\"add\",\"str".utf8))
        try handle.close()
        for i in 5..<8 { j.write(.add(Self.stroke(i))) }
        j.finish()
        let stored = try state.read(id)
        #expect(stored.restored.damaged == 0)
        #expect(stored.restored.document == Self.document(Self.drawing(8)))
    }

    /// The state folder cannot be written (here a file stands where it should be): the edits
    /// wait in memory, the problem is reported, and once the folder can be made every edit is
    /// written, in order.
    @Test func editsWaitInMemoryUntilTheDiskTakesThem() throws {
        let state = try State()
        try FileManager.default.createDirectory(atPath: state.folder + "/sketchpad", withIntermediateDirectories: true)
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: state.store.folder))
        let changes = Locked(0)
        let j = state.journal { changes.update { $0 += 1 } }
        Self.drawing(3).forEach(j.write)
        j.flush()
        let problem = try #require(j.problem)
        #expect(problem.contains(state.store.folder), "\(problem)")
        #expect(changes.value == 1)
        for i in 3..<6 { j.write(.add(Self.stroke(i))) }
        j.flush()
        #expect(j.problem != nil)
        try FileManager.default.removeItem(atPath: state.store.folder)
        // Tried again within a second, without a new edit.
        for _ in 0..<40 where j.problem != nil { usleep(100_000) }
        #expect(j.problem == nil)
        #expect(changes.value == 2)
        let id = try #require(j.sessionID)
        j.finish()
        #expect(try state.read(id).restored.document == Self.document(Self.drawing(6)))
    }

    /// A photo from standard input the disk will not take yet (here a file stands where its
    /// folder goes, as a full disk refuses its first large write) opens from memory under its
    /// session path, the journal says why, the strokes are written meanwhile, and the photo is
    /// written once the disk takes it.
    @Test func aPhotoFromStandardInputWaitsInMemoryUntilTheDiskTakesIt() throws {
        let state = try State()
        let j = state.journal()
        let first = try ImageFile.encode(RGBAImage(width: 30, height: 20), as: .png)
        let kept = try j.keepStandardInput(first)
        let folder = state.store.path(of: try #require(j.sessionID))
        #expect(kept.hasPrefix(folder + "/" + SessionFiles.photos + "/") && j.problem == nil, "\(kept)")
        #expect(FileManager.default.contents(atPath: kept).map([UInt8].init) == first)
        try FileManager.default.removeItem(atPath: folder + "/" + SessionFiles.photos)
        try Data("in the way".utf8).write(to: URL(fileURLWithPath: folder + "/" + SessionFiles.photos))
        let photo = try ImageFile.encode(RGBAImage(width: 40, height: 20), as: .png)
        let held = try j.keepStandardInput(photo)
        #expect(held.hasPrefix(folder + "/" + SessionFiles.photos + "/"), "\(held)")
        let problem = try #require(j.problem, "the journal says the photo is not kept")
        #expect(problem.contains(folder), "\(problem)")
        #expect(HeldPhotos.bytes(at: held) == photo, "held in memory")
        #expect(try PhotoClient.live.load(held).source.width == 40, "and it opens from there")
        Self.drawing(2).forEach(j.write)
        j.flush()
        #expect(FileManager.default.fileExists(atPath: folder + "/" + SessionFiles.journal), "the strokes are written meanwhile")
        try FileManager.default.removeItem(atPath: folder + "/" + SessionFiles.photos)
        for _ in 0..<40 where j.problem != nil { usleep(100_000) }
        #expect(j.problem == nil)
        #expect(FileManager.default.contents(atPath: held).map([UInt8].init) == photo, "written once the disk takes it")
        #expect(HeldPhotos.bytes(at: held) == nil, "and no longer held")
        j.finish()
        #expect(try state.read(folder.split(separator: "/").last.map(String.init)!).restored.document.strokes.count == 2)
    }

    /// A window that kept a photo and drew nothing leaves no session folder or lock behind.
    @Test func aSessionWithNothingToRestoreIsRemovedAtExit() throws {
        let state = try State()
        let j = state.journal()
        _ = try j.keepStandardInput(try ImageFile.encode(RGBAImage(width: 30, height: 20), as: .png))
        let folder = state.store.path(of: try #require(j.sessionID))
        #expect(FileManager.default.fileExists(atPath: folder + "/" + SessionFiles.lock))
        j.finish()
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    /// After a checkpoint the journal starts again from it; the drawing, its history and the
    /// layer come back; the generation before is kept.
    @Test func aCheckpointStartsTheNextGeneration() throws {
        let state = try State()
        let j = state.journal()
        var records = Self.drawing(6) + [.undo(step: nil), .undo(step: nil)]
        records.forEach(j.write)
        var doc = try #require(Self.document(records))
        // Taken two steps back, as the controller takes it.
        var back = doc
        back.undo(); back.undo()
        var layer = RGBAImage(width: 30, height: 20)
        layer.fill(IntRect(x: 0, y: 0, width: 30, height: 20), with: Self.red)
        j.checkpoint(document: back, layer: layer, redos: 2)
        let after: [SessionJournal.Record] = [.redo(step: nil), .add(Self.stroke(7))]
        after.forEach(j.write)
        records += after
        for r in after { var d: Document? = doc; SessionJournal.apply(r, to: &d); doc = d! }
        j.flush()
        let id = try #require(j.sessionID)
        j.finish()
        let folder = state.store.path(of: id)
        for name in [SessionFiles.checkpoint, SessionFiles.journal, SessionFiles.previousJournal] {
            #expect(FileManager.default.fileExists(atPath: folder + "/" + name), "\(name)")
        }
        let stored = try state.read(id)
        #expect(stored.restored.start == back && stored.restored.redos == 2)
        #expect(stored.restored.layer == layer)
        #expect(stored.restored.records == after)
        #expect(stored.restored.document == doc)
        #expect(stored.journal != nil && !stored.restored.needsFreshJournal)
        let journalText = try String(contentsOfFile: folder + "/" + SessionFiles.journal, encoding: .utf8)
        #expect(journalText.hasPrefix("J1 ") && journalText.contains("\"t\":\"checkpoint\",\"generation\":1"))
    }

    /// A checkpoint that cannot be written (here a folder stands where it goes; on a nearly full
    /// disk it is the one write too large to fit) does not hold the edits back: they go on in the
    /// journal, and the drawing comes back whole from it.
    @Test func aCheckpointThatCannotBeWrittenLeavesTheJournalGrowing() throws {
        let state = try State()
        let j = state.journal()
        let records = Self.drawing(5)
        records.forEach(j.write)
        j.flush()
        let id = try #require(j.sessionID)
        let folder = state.store.path(of: id)
        try FileManager.default.createDirectory(atPath: folder + "/" + SessionFiles.nextCheckpoint, withIntermediateDirectories: false)
        let doc = try #require(Self.document(records))
        j.checkpoint(document: doc, layer: RGBAImage(width: 30, height: 20), redos: 0)
        let after: [SessionJournal.Record] = (5..<300).map { .add(Self.stroke($0)) }
        after.forEach(j.write)
        j.flush()
        #expect(j.problem == nil, "the journal itself is written")
        j.finish()
        let stored = try state.read(id)
        #expect(stored.restored.document.strokes.count == 300, "every stroke comes back")
        #expect(stored.restored.document == Self.document(records + after))
        #expect(!FileManager.default.fileExists(atPath: folder + "/" + SessionFiles.checkpoint), "no checkpoint was written")
    }

    /// A damaged newest checkpoint falls back to the generation before (its checkpoint, or its
    /// `begin`, and both journals): the same drawing. So does a rotation cut short at any step.
    @Test func aDamagedCheckpointFallsBackToTheGenerationBefore() throws {
        let state = try State()
        let j = state.journal()
        let records = Self.drawing(4)
        records.forEach(j.write)
        let doc = try #require(Self.document(records))
        j.checkpoint(document: doc, layer: RGBAImage(width: 4, height: 4), redos: 0)
        j.write(.add(Self.stroke(10)))
        j.flush()
        let id = try #require(j.sessionID)
        j.finish()
        let expected = try #require(Self.document(records + [.add(Self.stroke(10))]))
        let folder = state.store.path(of: id)
        let cp = folder + "/" + SessionFiles.checkpoint
        var bytes = try Data(contentsOf: URL(fileURLWithPath: cp))
        // Every way the rotation can be caught half-done, and a damaged checkpoint.
        let snapshot = try FileManager.default.contentsOfDirectory(atPath: folder).reduce(into: [String: Data]()) {
            $0[$1] = FileManager.default.contents(atPath: folder + "/" + $1)
        }
        func reset() throws {
            for name in try FileManager.default.contentsOfDirectory(atPath: folder) { try FileManager.default.removeItem(atPath: folder + "/" + name) }
            for (name, data) in snapshot { try data.write(to: URL(fileURLWithPath: folder + "/" + name)) }
        }
        bytes[bytes.count / 2] ^= 0x10
        try bytes.write(to: URL(fileURLWithPath: cp))
        var stored = try state.read(id)
        #expect(stored.restored.document == expected)
        #expect(stored.restored.needsFreshJournal && stored.journal == nil)
        // Renamed to .next but not into place, the old journal not yet moved aside.
        try reset()
        try FileManager.default.moveItem(atPath: cp, toPath: folder + "/" + SessionFiles.nextCheckpoint)
        try FileManager.default.moveItem(atPath: folder + "/" + SessionFiles.journal, toPath: folder + "/j")
        try FileManager.default.moveItem(atPath: folder + "/" + SessionFiles.previousJournal, toPath: folder + "/" + SessionFiles.journal)
        stored = try state.read(id)
        #expect(stored.restored.document == doc, "the checkpoint written, the old journal still current")
        // The new checkpoint in place, no journal yet.
        try reset()
        try FileManager.default.removeItem(atPath: folder + "/" + SessionFiles.journal)
        stored = try state.read(id)
        #expect(stored.restored.document == doc && stored.restored.needsFreshJournal)
    }
}
