import CSDL2
import Foundation
import SketchApp
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

extension ControllerTests {
    @Test func everyEditReachesTheJournalAndReplaysToTheSameDocument() throws {
        let h = try Harness()
        #expect(h.services.journalled.isEmpty, "opening a photo writes nothing until the first edit")
        for y in [100, 200, 300] {
            let a = h.window(Point(100, Double(y))), b = h.window(Point(400, Double(y)))
            h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
        }
        h.send(Harness.key(SDLK_z, KMOD_LCTRL))
        h.click(widget: "toolbar.clear")
        h.click(widget: "toolbar.undo")
        h.send(Harness.key(SDLK_y, KMOD_LCTRL))
        let data = h.services.journalled.reduce(Data()) { $0 + SessionJournal.line($1) }
        let replay = try #require(SessionJournal.replay(data))
        #expect(replay.document == h.controller.document, "strokes, photo and the whole undo history")
        guard case .begin(let canvas)? = h.services.journalled.first else { Issue.record("no begin record"); return }
        #expect(canvas.width == 600 && canvas.height == 400 && canvas.photoPath == TestPaths.samplePhoto)
    }

    @Test func aRestoredSessionComesBackWithItsHistoryAndGoesOnInTheSameJournal() throws {
        let first = try Harness()
        let a = first.window(Point(100, 100)), b = first.window(Point(400, 300))
        first.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
        first.drag([(Int(a.x), Int(b.y)), (Int(b.x), Int(a.y))])
        first.send(Harness.key(SDLK_z, KMOD_LCTRL))
        let records = first.services.journalled
        guard case .begin(let canvas)? = records.first else { Issue.record("no begin record"); return }
        let second = try Harness(photo: nil)
        second.services.sessions["20261129-130509"] = RestoredSession(id: "20261129-130509", start: Document(canvas: canvas), layer: nil, redos: 0,
                                                                     records: Array(records.dropFirst()), damaged: 0, needsFreshJournal: false)
        second.controller.offerRestore([SessionSummary(id: "20261129-130509", lastEdit: Date(), strokes: 1, photo: canvas.photoPath)])
        #expect(second.controller.isOfferingRestore)
        second.click(widget: "restore.20261129-130509")
        #expect(second.controller.document == first.controller.document)
        #expect(second.controller.title == "sample.png — Sketchpad")
        second.send(Harness.key(SDLK_y, KMOD_LCTRL))
        #expect(second.controller.document.strokes.count == 2, "the undone stroke comes back: the history was restored")
        #expect(second.services.journalled == [.redo], "edits go on in the restored journal, no new begin")
    }

    @Test func aSaveThatFailedCanBeRetriedAndTheDrawingWaits() throws {
        let h = try Harness()
        try h.saveIntoABlockedFolder()
        #expect(h.controller.toastText?.contains("Could not save") == true)
        try FileManager.default.removeItem(atPath: h.services.picturesFolder)
        h.send(Harness.key(SDLK_s, KMOD_LCTRL))
        h.controller.waitForBackgroundWork()
        #expect(h.controller.toastText?.hasPrefix("Saved ") == true, "the retry succeeds and creates the missing folder")
        #expect(h.controller.document.strokes.count == 1)
    }
}
