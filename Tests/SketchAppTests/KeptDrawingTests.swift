import Foundation
@testable import SketchApp
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// A drawing kept after a quit: a save is journalled so that a saved drawing is not offered
/// again, and opening its photo again (found by content) offers to continue it.
@Suite struct KeptDrawingTests {
    func stroke(_ h: Harness, at y: Double) {
        let a = h.window(Point(60, y)), b = h.window(Point(250, y))
        h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
    }

    @Test func aFinishedSaveIsJournalledWithTheMarkItSaved() throws {
        let h = Harness()
        stroke(h, at: 100)
        let mark = h.controller.document.historyMark
        h.press("s", .control)
        h.controller.waitForBackgroundWork()
        #expect(h.machine.journalled.last == .saved(mark))
        let session = RestoredSession(id: "s", start: Document(canvas: h.controller.document.canvas), layer: nil, redos: 0,
                                      records: Array(h.machine.journalled.dropFirst()), damaged: 0, needsFreshJournal: false)
        #expect(session.savedMark == mark && !session.isUnsaved(session.document), "saved as it stands: nothing to restore")
        stroke(h, at: 200)
        let more = RestoredSession(id: "s", start: session.start, layer: nil, redos: 0, records: Array(h.machine.journalled.dropFirst()),
                                   damaged: 0, needsFreshJournal: false)
        #expect(more.isUnsaved(more.document), "a stroke after the save is unsaved")
        h.press("z", .control)
        let undone = RestoredSession(id: "s", start: session.start, layer: nil, redos: 0, records: Array(h.machine.journalled.dropFirst()),
                                     damaged: 0, needsFreshJournal: false)
        #expect(!undone.isUnsaved(undone.document), "undone back to the save, it is saved again")
    }

    @Test func aSaveThatFailsOrOfTheViewMarksNothing() throws {
        let h = Harness()
        stroke(h, at: 100)
        h.press("s", [.control, .alt])
        h.controller.waitForBackgroundWork()
        #expect(!h.machine.journalled.contains { if case .saved = $0 { true } else { false } }, "the view holds less than the drawing")
        h.saveIntoABlockedFolder()
        #expect(!h.machine.journalled.contains { if case .saved = $0 { true } else { false } })
    }

    @Test func aRestoredSessionSavedAsItStandsIsNotMarkedUnsaved() throws {
        let first = Harness()
        stroke(first, at: 100)
        first.press("s", .control)
        first.controller.waitForBackgroundWork()
        guard case .begin(let canvas)? = first.machine.journalled.first else { Issue.record("no begin"); return }
        let second = Harness(photo: nil)
        second.machine.offer(RestoredSession(id: "s", start: Document(canvas: canvas), layer: nil, redos: 0,
                                             records: Array(first.machine.journalled.dropFirst()), damaged: 0, needsFreshJournal: false))
        second.controller.offerRestore([SessionSummary(id: "s", lastEdit: Date(), strokes: 1, photo: canvas.photoPath)])
        second.click(widget: "restore.s")
        #expect(second.controller.document.strokes.count == 1)
        #expect(second.controller.title == "sample.png — Sketchpad", "the journal says it was saved as it stands")
        stroke(second, at: 200)
        #expect(second.controller.title == "• sample.png — Sketchpad")
    }

    /// The photo is opened from another place (a copy); its kept drawing is offered, and taking
    /// it shows the strokes on the photo just opened.
    @Test func openingAPhotoWithAKeptDrawingOffersToContinueIt() throws {
        let first = Harness()
        stroke(first, at: 100)
        stroke(first, at: 200)
        guard case .begin(let canvas)? = first.machine.journalled.first else { Issue.record("no begin"); return }
        let h = Harness(photo: nil)
        let copy = h.machine.home + "/Desktop/copy of sample.png"
        h.machine.put(Harness.sample, at: copy)
        let summary = SessionSummary(id: "kept", lastEdit: Date(), strokes: 2, photo: canvas.photoPath, photoDigest: String(repeating: "a", count: 64))
        h.machine.state.withLock { $0.kept[copy] = [summary] }
        h.machine.offer(RestoredSession(id: "kept", start: Document(canvas: canvas), layer: nil, redos: 0,
                                        records: Array(first.machine.journalled.dropFirst()), damaged: 0, needsFreshJournal: false))
        h.open(copy)
        h.controller.waitForBackgroundWork()
        _ = h.controller.render()
        #expect(h.controller.isOfferingRestore)
        #expect(h.controller.ui.commands.contains { "\($0)".contains("A drawing on this photo is kept:") })
        #expect(h.controller.ui.commands.contains { "\($0)".contains("Continue") })
        h.click(widget: "restore.kept")
        #expect(h.controller.document.strokes == first.controller.document.strokes)
        #expect(h.controller.document.photoPath == copy, "the photo just opened, where the drawing's content is")
        #expect(!h.controller.isOfferingRestore)
        #expect(h.machine.checkpoints.last?.document.photoPath == copy, "the session keeps the photo's new place")
    }

    @Test func noOfferOnceSomethingIsDrawnOrForAPhotoWithoutOne() throws {
        let h = Harness(photo: nil)
        let copy = h.machine.home + "/copy.png", other = h.machine.home + "/other.png"
        h.machine.put(Harness.sample, at: copy)
        h.machine.put(Harness.sample, at: other)
        h.machine.state.withLock { $0.kept[copy] = [SessionSummary(id: "kept", lastEdit: Date(), strokes: 2, photo: "/gone.png")] }
        h.open(other)
        h.controller.waitForBackgroundWork()
        #expect(!h.controller.isOfferingRestore, "no drawing is kept on this photo")
        h.open(copy)
        stroke(h, at: 100)
        h.controller.waitForBackgroundWork()
        #expect(!h.controller.isOfferingRestore, "drawn on before the lookup came back: the new drawing is the user's choice")
    }
}
