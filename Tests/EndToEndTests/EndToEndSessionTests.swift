import Foundation
import SketchApp
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// What the suites below share, used by other end-to-end suites too.
extension EndToEndTests {
    static let red = Color(red: 0xE5, green: 0x39, blue: 0x35)

    /// `sketchpad --sessions` as (id, strokes, photo) rows, and what it says on stderr.
    static func listSessions(_ home: String) throws -> (rows: [(id: String, strokes: Int, photo: String)], stderr: String) {
        let r = try runProcess(TestPaths.sketchpadBinary, ["--sessions"], environment: ["HOME": home, "PATH": "/usr/bin:/bin"])
        var lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.split(separator: " ", omittingEmptySubsequences: true) == ["ID", "LAST-EDIT", "STROKES", "PHOTO"], "\(r.stdout)")
        lines.removeFirst()
        let rows = lines.map { line -> (id: String, strokes: Int, photo: String) in
            let f = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            return (f[0], Int(f[3]) ?? -1, f[4...].joined(separator: " "))
        }
        return (rows, r.stderr)
    }

    /// Draws horizontal strokes across the photo at these heights (photo pixels).
    static func strokes(_ app: RunningApp, at ys: [Double]) throws {
        try app.xdo(ys.flatMap { y in app.drag(stride(from: 60.0, through: 300, by: 30).map { ($0, y) }) })
    }

    static func waitForExit(_ app: RunningApp, seconds: Double = 10) {
        for _ in 0..<Int(seconds * 10) where app.process.isRunning { usleep(100_000) }
    }

    /// Ctrl+Q; a drawing no save holds is asked about, and discarded (its session keeps it).
    static func quit(_ app: RunningApp) throws {
        // Keys go to the focused window: with two open, this one is focused first.
        try app.xdo(["windowfocus", "--sync", app.window, "key", "ctrl+q"])
        waitForExit(app, seconds: 1)
        // The question's focus goes from Save to Cancel to Discard.
        if app.process.isRunning { try app.xdo(["windowfocus", "--sync", app.window, "key", "Left", "Left", "Return"]) }
        waitForExit(app)
        #expect(!app.process.isRunning && app.process.termination == .exited(0), "Ctrl+Q quits")
    }

    /// The picture Save wrote from `app` (the sample photo's own 600×400 pixels), and the scale
    /// from photo points to its pixels (1).
    static func saved(_ app: RunningApp, home: String, count: Int) throws -> (image: RGBAImage, scale: Double) {
        let names = try pictures(in: home + "/Pictures", count: count)
        try #require(names.count == count, "no picture saved")
        let image = try ImageFile.load(home + "/Pictures/" + names[count - 1])
        try #require(image.width == 600 && image.height == 400, "Save writes the photo's own size, not \(image.width)×\(image.height)")
        return (image, 1)
    }

    /// Whether `app`'s window shows the autosave warning, where the app lays it out.
    static func autosaveWarningShows(_ app: RunningApp, home: String) throws -> Bool {
        let layout = try Self.layout(width: app.geometry.width, height: app.geometry.height)
        layout.machine.autosaveProblem = "x"
        layout.controller.collectBackgroundWork()
        let banner = try #require(layout.controller.autosaveWarningRect)
        let shot = home + "/shot-\(UUID().uuidString).png"
        let r = try runProcess(try EndToEndTests.tool("import"), ["-window", app.window, shot], environment: app.env)
        try #require(r.status == 0, "\(r.stderr)")
        let p = try ImageFile.load(shot)[banner.x + 4, banner.maxY - 4]
        return p.red > 150 && p.green < 70 && p.blue < 70
    }
}

/// The real app's sessions under Xvfb: a damaged journal, two windows, signals and a lost
/// display, a state folder that cannot be written, photos from standard input, leftovers.
@Suite(.serialized, .waitsOnProcesses) struct EndToEndSessionTests {
    typealias RunningApp = EndToEndTests.RunningApp

    /// Five strokes, garbage after the last line, a restore, three more strokes: the next
    /// restore has all eight, and the window said a line was skipped.
    @Test func aDamagedJournalKeepsEverythingDrawnAfterTheRestore() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("damage")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let first = try RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto], title: "sample.png")
        try EndToEndTests.strokes(first, at: [40, 80, 120, 160, 200])
        try EndToEndTests.quit(first)
        let journal = try #require(EndToEndTests.sessionJournals(home).first)
        let handle = try #require(FileHandle(forWritingAtPath: journal))
        handle.seekToEndOfFile()
        handle.write(Data("J1 1234abcd {\"t\":\"add\",\"stroke\":{\"tool\":\"pen\",\"col".utf8))
        try handle.close()

        let second = try RunningApp(server: server, home: home, arguments: ["--restore"], title: "sample.png")
        try EndToEndTests.strokes(second, at: [240, 280, 320])
        try EndToEndTests.quit(second)
        let log = try String(contentsOfFile: second.log, encoding: .utf8)
        #expect(log.contains("skipped 1 damaged journal line"), "\(log)")
        let listed = try EndToEndTests.listSessions(home).rows
        #expect(listed.map(\.strokes) == [8], "\(listed)")

        let third = try RunningApp(server: server, home: home, arguments: ["--restore"], title: "sample.png")
        try third.xdo(["sleep", "0.3", "key", "ctrl+s"])
        let (image, scale) = try EndToEndTests.saved(third, home: home, count: 1)
        for y in [40.0, 200, 240, 320] { #expect(image[Int(180 * scale), Int(y * scale)] == EndToEndTests.red, "the stroke at y = \(y)") }
        // Saved as it stood, it would not be offered again: one more stroke is not saved.
        try EndToEndTests.strokes(third, at: [360])
        try EndToEndTests.quit(third)

        // A plain launch offers it in the window; its Restore button brings it back.
        let id = try #require(listed.first?.id)
        let plain = try RunningApp(server: server, home: home, arguments: [], title: "Sketchpad")
        let layout = try EndToEndTests.layout(width: plain.geometry.width, height: plain.geometry.height)
        layout.controller.offerRestore([SessionSummary(id: id, lastEdit: Date(), strokes: 9, photo: TestPaths.samplePhoto)])
        let button = try #require(layout.controller.rect(ofWidget: "restore.\(id)"))
        try plain.xdo(["sleep", "0.5", "mousemove", String(plain.geometry.x + button.x + button.width / 2), String(plain.geometry.y + button.y + button.height / 2),
                       "click", "1", "sleep", "0.5"])
        let title = try plain.xdo(["getwindowname", plain.window])
        #expect(title == "• sample.png — Sketchpad", "the offered session is restored, marked unsaved: the window is now \(title)")
        try EndToEndTests.quit(plain)
        #expect(try EndToEndTests.listSessions(home).rows.map(\.strokes) == [9])
    }

    /// Two windows, two sessions: neither offers or restores the other's while it is open, and
    /// each keeps its own drawing.
    @Test func twoWindowsKeepTwoSessions() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("two")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let a = try RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto], title: "sample.png")
        try EndToEndTests.strokes(a, at: [50, 100])
        let b = try RunningApp(server: server, home: home, arguments: [], title: "Sketchpad")
        let centre = (String(b.geometry.x + b.geometry.width / 2), String(b.geometry.y + b.geometry.height / 2))
        try b.xdo(["mousemove", centre.0, centre.1, "mousedown", "1", "mousemove", String(Int(centre.0)! + 80), centre.1, "sleep", "0.05",
                   "mousemove", String(Int(centre.0)! + 160), centre.1, "mouseup", "1", "sleep", "0.7"])
        var listed = try EndToEndTests.listSessions(home)
        #expect(listed.rows.isEmpty, "both sessions are open: \(listed.rows)")
        #expect(listed.stderr.contains("2 more sessions are open"), "\(listed.stderr)")
        // Under `timeout`: a restore that is not refused opens a window and waits.
        let refused = try runProcess("/usr/bin/timeout", ["10", TestPaths.sketchpadBinary, "--restore"], environment: a.env)
        #expect(refused.status == 2 && refused.stderr.contains("every stored drawing is open in another window"), "\(refused.stderr)")

        try EndToEndTests.quit(a)
        listed = try EndToEndTests.listSessions(home)
        #expect(listed.rows.map(\.strokes) == [2] && listed.rows.first?.photo == TestPaths.samplePhoto, "\(listed.rows)")
        let idA = try #require(listed.rows.first?.id)
        let c = try RunningApp(server: server, home: home, arguments: ["--restore"], title: "sample.png")
        let again = try runProcess("/usr/bin/timeout", ["10", TestPaths.sketchpadBinary, "--restore", idA], environment: a.env)
        #expect(again.status == 2 && again.stderr.contains("session \(idA) is open in another window"), "\(again.stderr)")
        try EndToEndTests.strokes(c, at: [150])
        try EndToEndTests.quit(c)
        try EndToEndTests.quit(b)
        listed = try EndToEndTests.listSessions(home)
        #expect(listed.rows.count == 2)
        #expect(listed.rows.first(where: { $0.id == idA })?.strokes == 3, "\(listed.rows)")
        #expect(listed.rows.first(where: { $0.id != idA })?.strokes == 1 && listed.rows.first(where: { $0.id != idA })?.photo == "-")
    }

    /// SIGHUP, SIGTERM and SIGINT end the app as the signal would, after the journal has the
    /// stroke finished an instant before.
    @Test(arguments: [SIGHUP, SIGTERM, SIGINT])
    func aSignalWritesTheJournalFirst(signal: Int32) throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("signal")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let app = try RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto], title: "sample.png")
        // The drag ends 0.2 s before the signal: still gathering for the journal.
        try EndToEndTests.strokes(app, at: [100])
        let status = (try? String(contentsOfFile: "/proc/\(app.process.pid)/status", encoding: .utf8)) ?? ""
        app.process.kill(signal)
        EndToEndTests.waitForExit(app)
        try #require(!app.process.isRunning, "\(status.split(separator: "\n").filter { $0.hasPrefix("Sig") })")
        #expect(app.process.termination == .signalled(signal), "ends as the signal would")
        #expect(try EndToEndTests.listSessions(home).rows.map(\.strokes) == [1])
    }

    /// The X server goes away: the journal is written before the app ends.
    @Test func aLostDisplayWritesTheJournalFirst() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("lost")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let app = try RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto], title: "sample.png")
        try EndToEndTests.strokes(app, at: [100])
        server.process.kill()
        EndToEndTests.waitForExit(app)
        #expect(!app.process.isRunning && app.process.termination == .exited(1))
        let log = try String(contentsOfFile: app.log, encoding: .utf8)
        #expect(log.contains("lost the display"), "\(log)")
        #expect(try EndToEndTests.listSessions(home).rows.map(\.strokes) == [1])
    }

    /// A state folder with no room for the photo from standard input (a file size limit refuses
    /// its one large write, as a nearly full disk does): the window opens all the same, with
    /// the autosave warning; its strokes are journaled; a window that drew nothing leaves no
    /// session folder or lock behind.
    @Test func aPhotoFromStandardInputOpensWhenTheStateFolderIsFull() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("stdinfull")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let photo = try Data(contentsOf: URL(fileURLWithPath: TestPaths.samplePhoto))
        let full = ["/usr/bin/prlimit", "--fsize=20000", "--"]
        let idle = try RunningApp(server: server, home: home, arguments: ["-"], title: "standard-input", stdin: photo, wrapper: full)
        try idle.xdo(["sleep", "0.5"])
        #expect(try EndToEndTests.autosaveWarningShows(idle, home: home), "the window says the photo is not kept yet")
        try EndToEndTests.quit(idle)
        let sessions = home + "/.local/state/sketchpad/sessions"
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: sessions)) ?? []) == [], "no empty session folder or lock")
        let app = try RunningApp(server: server, home: home, arguments: ["-"], title: "standard-input", stdin: photo, wrapper: full)
        try EndToEndTests.strokes(app, at: [100, 200])
        try app.xdo(["sleep", "0.6"])
        #expect(try EndToEndTests.autosaveWarningShows(app, home: home))
        try EndToEndTests.quit(app)
        let log = try String(contentsOfFile: app.log, encoding: .utf8)
        #expect(log.lowercased().contains("file too large"), "\(log)")
        #expect(try EndToEndTests.listSessions(home).rows.map(\.strokes) == [2], "the strokes are kept")
    }

    /// A state folder the app may not write (root's override dropped with setpriv): the window
    /// says so until it can, the strokes wait, and are written once the folder is writable.
    @Test func autosaveTroubleShowsInTheWindowUntilTheFolderIsWritable() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("readonly")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let state = home + "/.local/state/sketchpad"
        try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
        chmod(state, 0o555)
        let app = try RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto], title: "sample.png",
                                 wrapper: ["/usr/bin/setpriv", "--inh-caps=-all", "--bounding-set=-dac_override,-dac_read_search,-fowner", "--"])
        try EndToEndTests.strokes(app, at: [100, 300])
        // Where the warning shows, laid out as the app lays it out.
        func bannerShows() throws -> Bool { try EndToEndTests.autosaveWarningShows(app, home: home) }
        try app.xdo(["sleep", "1"])
        #expect(try bannerShows(), "the window shows the autosave trouble")
        try app.xdo(["sleep", "1.5"])
        #expect(try bannerShows(), "and keeps showing it")
        let log = try String(contentsOfFile: app.log, encoding: .utf8)
        #expect(log.contains("autosave:") && log.contains("Permission denied"), "\(log)")
        chmod(state, 0o755)
        var written = 0
        for _ in 0..<40 where written < 2 {
            usleep(100_000)
            written = EndToEndTests.sessionJournals(home).compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }.first?
                .components(separatedBy: "\"t\":\"add\"").count ?? 1
            written -= 1
        }
        #expect(written == 2, "both strokes written once the folder is writable")
        try app.xdo(["sleep", "0.5"])
        #expect(try !bannerShows(), "the warning goes once autosave works")
        try EndToEndTests.quit(app)
        #expect(try EndToEndTests.listSessions(home).rows.map(\.strokes) == [2])
    }

    /// A file size limit cuts a journal write short, as a full disk does: the partial line is cut
    /// back, so the journal stays whole up to the last edit that fitted.
    @Test func aWriteCutShortLeavesNoPartialLine() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("full")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let app = try RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto], title: "sample.png",
                                 wrapper: ["/usr/bin/prlimit", "--fsize=3000", "--"])
        // Enough strokes to pass the limit, whatever the view's zoom makes of the pen's width.
        try EndToEndTests.strokes(app, at: Array(stride(from: 20.0, through: 380, by: 20)))
        try app.xdo(["sleep", "0.6"])
        app.process.kill()
        EndToEndTests.waitForExit(app)
        let log = try String(contentsOfFile: app.log, encoding: .utf8)
        #expect(log.contains("File too large"), "\(log)")
        let journal = try #require(EndToEndTests.sessionJournals(home).first)
        let data = try Data(contentsOf: URL(fileURLWithPath: journal))
        #expect(data.count <= 3000 && data.last == UInt8(ascii: "\n"), "\(data.count) bytes, ending with a whole line")
        let lines = SessionJournal.read(data)
        #expect(lines.damaged == 0 && lines.records.count >= 2, "\(lines.records.count) records, \(lines.damaged) damaged")
    }

    /// Photos from standard input are kept per session: a later one never replaces the photo
    /// an earlier session's strokes were drawn on.
    @Test func eachSessionKeepsItsOwnPhotoFromStandardInput() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("stdin")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let photoA = try Data(contentsOf: URL(fileURLWithPath: TestPaths.samplePhoto))
        var blue = RGBAImage(width: 600, height: 400)
        blue.fill(blue.bounds, with: Color(red: 0, green: 0, blue: 255))
        let photoB = Data(try ImageFile.encode(blue, as: .png))
        let first = try RunningApp(server: server, home: home, arguments: ["-"], title: "standard-input", stdin: photoA)
        try EndToEndTests.strokes(first, at: [100])
        try first.xdo(["sleep", "0.6"])
        first.process.kill()
        EndToEndTests.waitForExit(first)
        let second = try RunningApp(server: server, home: home, arguments: ["-"], title: "standard-input", stdin: photoB)
        try EndToEndTests.quit(second)
        let restored = try RunningApp(server: server, home: home, arguments: ["--restore"], title: "standard-input")
        try restored.xdo(["sleep", "0.3", "key", "ctrl+s"])
        let (image, scale) = try EndToEndTests.saved(restored, home: home, count: 1)
        let photo = try ImageFile.load(TestPaths.samplePhoto).scaled(toWidth: image.width, height: image.height)
        let p = (Int(450 * scale), Int(300 * scale))
        #expect(image[p.0, p.1] == photo[p.0, p.1], "the first photo, not the blue one")
        #expect(image[Int(180 * scale), Int(100 * scale)] == EndToEndTests.red)
        try EndToEndTests.quit(restored)
        // The restored one is saved as it stands (so not listed): only it has a journal.
        #expect(EndToEndTests.sessionJournals(home).count == 1, "the window that drew nothing left no session")
        #expect(try EndToEndTests.listSessions(home).rows.isEmpty, "saved whole, the restored drawing is not offered again")
    }

    /// Temporary files of a killed save or export are removed at the next start, and only those
    /// of processes that are gone. Users' files merely shaped like them stay.
    @Test func leftoversOfKilledSavesAreRemovedAtTheNextStart() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("leftover")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let tmp = home + "/tmp", pictures = home + "/Pictures"
        for folder in [tmp, pictures] { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        let ended = try runProcess("/bin/sh", ["-c", "echo $$"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let random = "5d41402abc4b2a76b9719d911017c592"
        let gone = [pictures + "/.sketchpad-20261129-130509.png.sketchpad-\(ended)-\(random).tmp", tmp + "/sketchpad-encode-\(ended)-\(random)"]
        let kept = [pictures + "/.sketchpad-20261129-130510.png.sketchpad-\(getpid())-\(random).tmp", tmp + "/sketchpad-encode-\(getpid())-\(random)",
                    pictures + "/.notes.tmp", pictures + "/.budget.\(ended).12.tmp", tmp + "/.budget.\(ended).12.tmp",
                    tmp + "/sketchpad-encode-\(ended)-1B2C"]
        for path in gone + kept { try Data("partial".utf8).write(to: URL(fileURLWithPath: path)) }
        let app = try RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto], title: "sample.png", environment: ["TMPDIR": tmp])
        for _ in 0..<50 where gone.contains(where: { FileManager.default.fileExists(atPath: $0) }) { usleep(100_000) }
        for path in gone { #expect(!FileManager.default.fileExists(atPath: path), "\(path) is removed") }
        for path in kept { #expect(FileManager.default.fileExists(atPath: path), "\(path) stays") }
        try EndToEndTests.quit(app)
    }
}
