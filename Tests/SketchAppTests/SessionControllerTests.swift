import Foundation
@testable import SketchApp
import SketchCore
import SketchRaster
import TestSupport
import Testing

extension ControllerTests {
    /// A second photo, 300x500, unlike the sample, put on `machine`.
    static func secondPhoto(on machine: TestMachine) -> String {
        var image = RGBAImage(width: 300, height: 500)
        image.fill(IntRect(x: 0, y: 0, width: 300, height: 250), with: Color(red: 20, green: 90, blue: 200))
        image.fill(IntRect(x: 0, y: 250, width: 300, height: 250), with: Color(red: 240, green: 220, blue: 40))
        let path = machine.home + "/second.png"
        machine.put(image, at: path)
        return path
    }

    func strokes(_ h: Harness, _ ys: [Double]) {
        for y in ys {
            let a = h.window(Point(60, y)), b = h.window(Point(250, y))
            h.drag([(Int(a.x), Int(a.y)), (Int((a.x + b.x) / 2), Int(a.y) + 3), (Int(b.x), Int(b.y))])
        }
    }

    /// Opening a photo over a drawing is one step: Ctrl+Z brings the drawing back, photo and
    /// strokes, exactly as it was shown; Ctrl+Y opens the other photo again; the journal has it.
    @Test func openingAPhotoOverADrawingIsOneUndoableStep() throws {
        let h = Harness()
        strokes(h, [100, 200])
        let drawing = h.controller.document, shown = h.shownCanvas
        let second = Self.secondPhoto(on: h.machine)
        h.open(second)
        _ = h.controller.render()
        #expect(h.controller.title == "second.png — Sketchpad")
        #expect(h.controller.document.width == 300 && h.controller.document.strokes.isEmpty && h.controller.document.canUndo)
        guard case .open(let canvas)? = h.machine.journalled.last else { Issue.record("no open record"); return }
        #expect(canvas.photoPath == second && canvas.width == 300 && canvas.height == 500)
        strokes(h, [50])
        h.press("z", .control)
        h.press("z", .control)
        // The drawing before was never saved, so it comes back marked.
        #expect(h.controller.title == "• sample.png — Sketchpad")
        #expect(h.controller.document.canvas == drawing.canvas && h.controller.document.strokes == drawing.strokes)
        #expect(h.shownCanvas == shown, "the drawing comes back as it was shown")
        h.press("y", .control)
        #expect(h.controller.title == "second.png — Sketchpad" && h.controller.document.strokes.isEmpty)
        h.press("y", .control)
        #expect(h.controller.document.strokes.count == 1)
        let replay = try #require(SessionJournal.replay(h.machine.journalled.reduce(Data()) { $0 + SessionJournal.line($1) }))
        #expect(replay.document == h.controller.document, "the journal holds the open and its undo")
    }

    /// A session with an open in it comes back on the photo opened last, and undo goes back to
    /// the photo before, read from its file.
    /// A photo opened later in the session that was replaced on disk by one of another size is
    /// not stretched over the strokes: the restore says it changed and shows them without it.
    @Test func aRestoreChecksEveryPhotoItReopens() throws {
        let h = Harness()
        strokes(h, [100, 200])
        let second = Self.secondPhoto(on: h.machine)
        h.open(second)
        strokes(h, [60])
        guard case .begin(let canvas)? = h.machine.journalled.first else { Issue.record("no begin record"); return }
        let r = Harness(photo: nil)
        var other = RGBAImage(width: 640, height: 480)
        other.fill(IntRect(x: 0, y: 0, width: 640, height: 480), with: Color(red: 10, green: 200, blue: 10))
        r.machine.put(other, at: second)
        r.restore(RestoredSession(id: "s", start: Document(canvas: canvas), layer: nil, redos: 0,
                                             records: Array(h.machine.journalled.dropFirst()), damaged: 0, needsFreshJournal: false))
        #expect(r.controller.document == h.controller.document, "the strokes all come back")
        #expect(r.controller.toastText?.contains(Strings.photoChangedSize(second)) == true, "\(r.controller.toastText ?? "no message")")
        #expect(r.machine.logged.contains { $0.contains("has changed size since") }, "\(r.machine.logged)")
        r.send()
        let shown = r.shownCanvas
        let green = Color(red: 10, green: 200, blue: 10)
        var greenPixels = 0
        for y in stride(from: 0, to: shown.height, by: 7) { for x in stride(from: 0, to: shown.width, by: 7) where shown[x, y] == green { greenPixels += 1 } }
        #expect(greenPixels == 0, "the other picture is not shown under the strokes")
    }

    @Test func aRestoredSessionWithAnOpenComesBackOnTheOpenedPhoto() throws {
        let h = Harness()
        strokes(h, [100, 200])
        h.open(Self.secondPhoto(on: h.machine))
        strokes(h, [60])
        guard case .begin(let canvas)? = h.machine.journalled.first else { Issue.record("no begin record"); return }
        let r = Harness(photo: nil)
        _ = Self.secondPhoto(on: r.machine)
        r.restore(RestoredSession(id: "s", start: Document(canvas: canvas), layer: nil, redos: 0,
                                             records: Array(h.machine.journalled.dropFirst()), damaged: 0, needsFreshJournal: false))
        #expect(r.controller.document == h.controller.document && r.controller.title == "• second.png — Sketchpad")
        for _ in 0..<2 {
            h.press("z", .control)
            r.press("z", .control)
        }
        r.machine.clock += 60; h.machine.clock += 60
        r.send(); h.send()
        #expect(r.controller.title == "• sample.png — Sketchpad" && r.controller.document.strokes.count == 2)
        #expect(r.shownCanvas == h.shownCanvas)
    }

    /// A checkpoint restored shows the drawing as the checkpoint's layer has it (nothing is
    /// redrawn), redoes the steps it was taken back, and those undo at once, from patches.
    @Test func aRestoreFromACheckpointShowsItsLayerAndUndoesAtOnce() throws {
        // A photo larger than the window, fitted to fill the canvas area.
        let large = Harness.sample.scaled(toWidth: 1200, height: 800)
        let machine = TestMachine()
        machine.put(large, at: "/photos/large.png")
        let h = Harness(photo: "/photos/large.png", machine: machine)
        strokes(h, stride(from: 40.0, through: 360, by: 20).map { $0 })
        h.press("z", .control)
        h.controller.writeCheckpoint()
        let cp = try #require(h.machine.checkpoints.last)
        #expect(cp.redos == 16, "taken back over every stroke it has a patch for")
        strokes(h, [370, 380])
        let after = Array(h.machine.journalled[cp.journalled...])
        // A mark only the checkpoint's layer has shows that it is used as it is.
        var layer = cp.layer
        layer[3, 3] = Color(red: 1, green: 2, blue: 3)
        let second = Harness(photo: nil)
        second.machine.put(large, at: "/photos/large.png")
        second.machine.offer(RestoredSession(id: "s", start: cp.document, layer: layer, redos: cp.redos, records: after, damaged: 0, needsFreshJournal: false))
        second.controller.offerRestore([SessionSummary(id: "s", lastEdit: Date(), strokes: 18, photo: "/photos/large.png")])
        second.click(widget: "restore.s")
        // The message about the restore is taken down, to compare the canvases.
        second.machine.clock += 60
        second.send()
        #expect(second.controller.document == h.controller.document)
        #expect(second.machine.journalled.isEmpty, "nothing journalled again")
        var mine = h.shownCanvas, theirs = second.shownCanvas
        #expect(theirs[3, 3] == Color(red: 1, green: 2, blue: 3))
        theirs[3, 3] = mine[3, 3]
        #expect(theirs == mine)
        for step in 0..<18 {
            h.press("z", .control)
            let changed = second.send(Harness.key("z", .control))
            mine = h.shownCanvas; theirs = second.shownCanvas
            theirs[3, 3] = mine[3, 3]
            #expect(theirs == mine, "undo \(step + 1)")
            let area = changed.reduce(0) { $0 + $1.width * $1.height }
            let canvas = second.controller.canvasRect
            #expect(area < canvas.width * canvas.height / 4, "undo \(step + 1) repainted \(area) px: a patch, not a redraw")
        }
    }

    /// A restore into a window of another size scales the checkpoint's picture and goes on.
    @Test func aRestoreIntoAnotherWindowSizeScalesTheCheckpoint() throws {
        let h = Harness()
        strokes(h, [100, 150, 200])
        h.controller.writeCheckpoint()
        let cp = try #require(h.machine.checkpoints.last)
        let small = Harness(width: 700, height: 500, photo: nil)
        small.restore(RestoredSession(id: "s", start: cp.document, layer: cp.layer, redos: cp.redos, records: [], damaged: 0, needsFreshJournal: false))
        small.machine.clock += 60
        small.send()
        #expect(small.controller.document == h.controller.document)
        let fresh = Harness(width: 700, height: 500, photo: nil)
        fresh.restore(RestoredSession(id: "s", start: h.controller.document, layer: nil, redos: 0, records: [], damaged: 0, needsFreshJournal: false))
        fresh.machine.clock += 60
        fresh.send()
        let diff = small.shownCanvas.difference(from: fresh.shownCanvas)
        #expect(diff.meanChannel < 2, "scaled, the picture is the same drawing: mean difference \(diff.meanChannel)")
    }

    /// A damaged journal: the window says how many lines were skipped, and a clean checkpoint is
    /// written at once so nothing is appended after the damage.
    @Test func aDamagedRestoreSaysSoAndStartsACleanJournal() throws {
        let h = Harness(photo: nil)
        var doc = Document(width: 600, height: 400, photoPath: TestPaths.samplePhoto)
        doc.add(Stroke(tool: .pen, color: Self.red, width: 6, points: [Point(10, 10), Point(200, 10)]))
        h.restore(RestoredSession(id: "s", start: Document(canvas: doc.canvas), layer: nil, redos: 0, records: [.add(doc.strokes[0])], damaged: 2, needsFreshJournal: true))
        #expect(h.controller.toastText?.contains("2 damaged journal lines were skipped") == true, "\(h.controller.toastText ?? "")")
        let cp = try #require(h.machine.checkpoints.first)
        var back = cp.document
        for _ in 0..<cp.redos { back.redo() }
        #expect(back == doc)
        h.press("z", .control)
        #expect(h.machine.journalled == [.undo(step: "add \(doc.strokes[0].id)")], "edits go on in the same session")
    }

    /// The offer lists the stored sessions; one taken meanwhile by another window is dropped
    /// from it with a message.
    @Test func theOfferListsSessionsAndDropsOneTakenElsewhere() throws {
        let h = Harness(photo: nil)
        let a = SessionSummary(id: "20261129-100000", lastEdit: Date().addingTimeInterval(-120), strokes: 3, photo: TestPaths.samplePhoto)
        let b = SessionSummary(id: "20261128-090000", lastEdit: Date().addingTimeInterval(-86_400 * 2), strokes: 1, photo: nil)
        h.controller.offerRestore([a, b], more: 4)
        #expect(h.controller.rect(ofWidget: "restore.\(a.id)") != nil && h.controller.rect(ofWidget: "restore.\(b.id)") != nil)
        #expect(RestoreBanner.describe(a, now: Date()) == "sample.png, 3 strokes, 2 min ago")
        #expect(RestoreBanner.describe(b, now: Date()).hasPrefix("blank canvas, 1 stroke, 20"))
        h.click(widget: "restore.\(b.id)")
        #expect(h.controller.toastText?.contains("Cannot restore: session \(b.id) is open in another window") == true)
        #expect(h.controller.rect(ofWidget: "restore.\(b.id)") == nil && h.controller.isOfferingRestore)
        strokes(h, [100])
        #expect(h.controller.isOfferingRestore && h.controller.rect(ofWidget: "restore.\(a.id)") != nil,
                "drawing does not take the offer down: it stays until dismissed")
        h.click(widget: "restore.no")
        #expect(!h.controller.isOfferingRestore && h.controller.rect(ofWidget: "restore.\(a.id)") == nil)
    }

    /// Autosave trouble shows in the window until it is gone.
    @Test func autosaveTroubleShowsUntilItIsFixed() throws {
        let h = Harness()
        strokes(h, [100])
        let clean = h.controller.frame
        h.machine.autosaveProblem = "/state/sketchpad/sessions: Read-only file system"
        h.controller.collectBackgroundWork()
        _ = h.controller.render()
        let banner = try #require(h.controller.autosaveWarningRect)
        let p = h.controller.frame[banner.x + 4, banner.maxY - 4]
        #expect(p.red > 150 && p.green < 70 && p.blue < 70, "the warning is red: \(p)")
        h.machine.clock += 60
        h.controller.tick()
        _ = h.controller.render()
        #expect(h.controller.autosaveWarningRect != nil, "it does not time out")
        h.machine.autosaveProblem = nil
        h.controller.collectBackgroundWork()
        _ = h.controller.render()
        #expect(h.controller.autosaveWarningRect == nil)
        #expect(h.controller.frame == clean)
    }
}

extension ControllerTests {
    /// How long ago a stored session was edited is measured on the services' clock, never the
    /// system's: a machine whose date is 2001 says "2 min ago" of a session edited two minutes before.
    @Test func theRestoreOfferMeasuresAgesOnTheServicesClock() throws {
        let h = Harness(photo: nil)
        let date = Date(timeIntervalSince1970: 1_000_000_000)
        h.machine.date = date
        h.controller.offerRestore([SessionSummary(id: "s", lastEdit: date.addingTimeInterval(-120), strokes: 3, photo: TestPaths.samplePhoto)])
        #expect(h.controller.ui.commands.contains { "\($0)".contains("sample.png, 3 strokes, 2 min ago") })
    }
}
