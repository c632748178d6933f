import Foundation
@testable import SketchApp
import SketchCore
import SketchRaster
import TestSupport
import Testing

extension ControllerTests {
    @Test func everyEditReachesTheJournalAndReplaysToTheSameDocument() throws {
        let h = Harness()
        #expect(h.machine.journalled.isEmpty, "opening a photo writes nothing until the first edit")
        for y in [100, 200, 300] {
            let a = h.window(Point(100, Double(y))), b = h.window(Point(400, Double(y)))
            h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
        }
        h.press("z", .control)
        h.click(widget: "toolbar.clear")
        h.click(widget: "toolbar.undo")
        h.press("y", .control)
        let data = h.machine.journalled.reduce(Data()) { $0 + SessionJournal.line($1) }
        let replay = try #require(SessionJournal.replay(data))
        #expect(replay.document == h.controller.document, "strokes, photo and the whole undo history")
        guard case .begin(let canvas)? = h.machine.journalled.first else { Issue.record("no begin record"); return }
        #expect(canvas.width == 600 && canvas.height == 400 && canvas.photoPath == TestPaths.samplePhoto)
    }

    @Test func aRestoredSessionComesBackWithItsHistoryAndGoesOnInTheSameJournal() throws {
        let first = Harness()
        let a = first.window(Point(100, 100)), b = first.window(Point(400, 300))
        first.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
        first.drag([(Int(a.x), Int(b.y)), (Int(b.x), Int(a.y))])
        first.press("z", .control)
        let records = first.machine.journalled
        guard case .begin(let canvas)? = records.first else { Issue.record("no begin record"); return }
        let second = Harness(photo: nil)
        second.machine.offer(RestoredSession(id: "20261129-130509", start: Document(canvas: canvas), layer: nil, redos: 0,
                                             records: Array(records.dropFirst()), damaged: 0, needsFreshJournal: false))
        second.controller.offerRestore([SessionSummary(id: "20261129-130509", lastEdit: Date(), strokes: 1, photo: canvas.photoPath)])
        #expect(second.controller.isOfferingRestore)
        second.click(widget: "restore.20261129-130509")
        #expect(second.controller.document == first.controller.document)
        // A restored drawing is one no save holds: the title marks it.
        #expect(second.controller.title == "• sample.png — Sketchpad")
        second.press("y", .control)
        #expect(second.controller.document.strokes.count == 2, "the undone stroke comes back: the history was restored")
        let redone = try #require(second.controller.document.strokes.last)
        #expect(second.machine.journalled == [.redo(step: "add \(redone.id)")], "edits go on in the restored journal, no new begin")
    }

    @Test func aSaveThatFailedCanBeRetriedAndTheDrawingWaits() throws {
        let h = Harness()
        h.saveIntoABlockedFolder()
        #expect(h.controller.toastText?.contains("Could not save") == true)
        h.machine.remove(h.machine.picturesFolder)
        h.press("s", .control)
        h.controller.waitForBackgroundWork()
        #expect(h.controller.toastText?.hasPrefix("Saved ") == true, "the retry succeeds and creates the missing folder")
        #expect(h.controller.document.strokes.count == 1)
    }
}
