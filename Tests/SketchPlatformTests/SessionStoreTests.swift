import Foundation
import SketchApp
import SketchAppLive
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// The folder of sessions: pruning, photos kept from standard input, and sessions from before
/// there was one per window.
@Suite(.serialized) struct SessionStoreTests {
    typealias State = JournalFileTests.State

    static func setModified(_ path: String, daysAgo: Double) {
        let t = Date().addingTimeInterval(-daysAgo * 86_400).timeIntervalSince1970
        var times = [timeval(tv_sec: Int(t), tv_usec: 0), timeval(tv_sec: Int(t), tv_usec: 0)]
        utimes(path, &times)
    }

    /// A stored session of `strokes` strokes last edited `daysAgo`.
    static func session(_ state: State, strokes: Int, daysAgo: Double) throws -> String {
        let j = state.journal()
        JournalFileTests.drawing(strokes).forEach(j.write)
        j.flush()
        let id = try #require(j.sessionID)
        j.finish()
        setModified(state.store.path(of: id) + "/" + SessionFiles.journal, daysAgo: daysAgo)
        return id
    }

    /// Kept: the 20 most recent, and everything edited in the last 30 days; never a session a
    /// window has open. Empty folders (nothing ever written) go after a day.
    @Test func pruningKeepsTheRecentAndNeverTouchesAnOpenSession() throws {
        let state = try State()
        var ids: [String] = []
        for i in 0..<24 { ids.append(try Self.session(state, strokes: 1, daysAgo: 40 + Double(i))) }
        let recent = [try Self.session(state, strokes: 1, daysAgo: 2), try Self.session(state, strokes: 1, daysAgo: 29)]
        // The oldest of all is open in a window.
        let open = try state.store.claim(ids.last!)
        let empty = try state.store.create(), fresh = try state.store.create()
        let emptyID = empty.id, freshID = fresh.id
        _ = (consume empty, consume fresh)
        Self.setModified(state.store.path(of: emptyID), daysAgo: 2)
        let removed = Set(state.store.prune())
        // Ranks 0 and 1 are the recent ones; ranks 20...25 are old: 22 old sessions fit in ranks 2...19 no more.
        let expected = Set(ids[18..<23]).union([emptyID])
        #expect(removed == expected)
        #expect(state.store.entries().count == 26 - 5 + 1, "20 most recent, the open one, and the fresh empty folder")
        for id in recent + [ids.last!, freshID] { #expect(FileManager.default.fileExists(atPath: state.store.path(of: id)), "\(id)") }
        _ = open
    }

    /// Photos from standard input are kept by their SHA-256, in their session: different bytes
    /// never share a name, and bytes that are not the ones named are refused on loading.
    @Test func photosFromStandardInputAreContentAddressedPerSession() throws {
        let state = try State()
        let a = try state.store.create(), b = try state.store.create()
        let photoA = try [UInt8](Data(contentsOf: URL(fileURLWithPath: TestPaths.samplePhoto)))
        let photoB = try ImageFile.encode(RGBAImage(width: 600, height: 400), as: .png)
        let pathA = try state.store.keepStandardInput(photoA, in: a)
        let pathB = try state.store.keepStandardInput(photoB, in: b)
        #expect(pathA.hasPrefix(a.path + "/photos/") && pathA.hasSuffix("/standard-input"))
        #expect(pathA != pathB)
        #expect(pathA.contains(ContentHash.sha256(photoA)))
        #expect(ContentHash.sha256(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SessionStore.keptPhotoProblem(path: pathA, bytes: photoA) == nil)
        // Overwritten behind the app's back: refused, never shown under the strokes.
        try Data(photoB).write(to: URL(fileURLWithPath: pathA))
        #expect(throws: PlatformError.self) { _ = try PhotoClient.live.load(pathA) }
        _ = try PhotoClient.live.load(pathB)
    }

    /// The journals from before sessions become sessions; the newest keeps its photo from
    /// standard input, the one before does not trust it (it may have been replaced since).
    @Test func oldJournalsBecomeSessions() throws {
        let state = try State()
        let old = state.folder + "/sketchpad"
        try FileManager.default.createDirectory(atPath: old, withIntermediateDirectories: true)
        let kept = old + "/standard-input"
        try FileManager.default.copyItem(atPath: TestPaths.samplePhoto, toPath: kept)
        func journal(_ records: [SessionJournal.Record]) -> Data { records.reduce(Data()) { $0 + SessionJournal.line($1) } }
        try journal(JournalFileTests.drawing(3, canvas: Canvas(width: 600, height: 400, photoPath: kept))).write(to: URL(fileURLWithPath: old + "/session.journal"))
        try journal(JournalFileTests.drawing(2, canvas: Canvas(width: 600, height: 400, photoPath: kept))).write(to: URL(fileURLWithPath: old + "/session-previous.journal"))
        SessionStoreTests.setModified(old + "/session-previous.journal", daysAgo: 1)
        let made = state.store.migrateLegacy()
        #expect(made.count == 2)
        #expect(!FileManager.default.fileExists(atPath: old + "/session.journal") && !FileManager.default.fileExists(atPath: kept))
        let summaries = state.store.restorable()
        #expect(summaries.map(\.strokes) == [3, 2], "the newest first")
        let newest = try #require(summaries.first?.photo)
        #expect(newest.hasPrefix(state.store.folder) && newest.hasSuffix("/standard-input"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: newest)) == Data(contentsOf: URL(fileURLWithPath: TestPaths.samplePhoto)))
        #expect(summaries.last?.photo == kept)
        #expect(state.store.migrateLegacy().isEmpty, "done once")
    }

    /// Temporary files of killed saves, exports and autosaves go at the next start; those of a
    /// process still running stay, and so does everything else, however much it looks like one:
    /// only the app's own mark with a 128-bit random part is taken for its own.
    @Test func leftoverTemporaryFilesOfEndedProcessesAreRemoved() throws {
        let folder = try TestPaths.temporaryFolder("leftovers")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let ended = try runProcess("/bin/sh", ["-c", "echo $$"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let me = getpid()
        let random = "0123456789abcdef0123456789abcdef"
        let names = [".sketchpad-20261129-130509.png.sketchpad-\(ended)-\(random).tmp": true,
                     ".config.sketchpad-\(ended)-\(random).tmp": true,
                     "sketchpad-encode-\(ended)-\(random)": true,
                     ".shot.png.sketchpad-\(me)-\(random).tmp": false, "sketchpad-encode-\(me)-\(random)": false,
                     // A user's files shaped like the names older versions gave, or like ours
                     // but for the random part, stay.
                     ".budget.\(ended).12.tmp": false, ".config.\(ended).7.tmp": false, "sketchpad-encode-\(ended)-1B2C": false,
                     "sketchpad-encode-\(ended)-8E9F0A44-0B3C-4F7E-9E5D-9D0B1C2A3F4E": false,
                     ".a.sketchpad-\(ended)-\(random.uppercased()).tmp": false, ".a.sketchpad-\(ended)-\(random.dropLast()).tmp": false,
                     ".a.sketchpad-\(ended)-\(random)x.tmp": false, ".sketchpad-\(ended)-\(random).tmp": false,
                     ".notes.tmp": false, ".a.b.tmp": false, "photo.png": false, ".photo.png.12.x.tmp": false]
        for name in names.keys { try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/" + name)) }
        try FileManager.default.createDirectory(atPath: folder + "/.dir.sketchpad-\(ended)-\(random).tmp", withIntermediateDirectories: false)
        let removed = Set(LeftoverFiles.sweep([folder, folder + "/missing"]).map { ($0 as NSString).lastPathComponent })
        #expect(removed == Set(names.filter(\.value).keys))
        #expect(FileManager.default.fileExists(atPath: folder + "/.dir.sketchpad-\(ended)-\(random).tmp"))
        // The names the writers give are the names the sweep knows.
        #expect(TemporaryName.writer(of: (TemporaryName.beside(folder + "/x.y.png") as NSString).lastPathComponent) == me)
        #expect(TemporaryName.writer(of: (TemporaryName.forEncoder(in: folder) as NSString).lastPathComponent) == me)
    }
}
