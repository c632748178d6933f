import Foundation
@testable import SketchApp
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// A picture saved from a drawing, opened again: its save is remembered with the drawing's mark
/// and photo; opened again (found by content, so a copy too) it continues that drawing over the
/// photo where it stood when the picture was written; Save writes the picture back; Open flat
/// gives its own pixels.
@Suite struct SavedPictureTests {
    func stroke(_ h: Harness, at y: Double) {
        let a = h.window(Point(60, y)), b = h.window(Point(250, y))
        h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
    }

    /// The first window: `before` strokes, a save, `after` strokes; the picture saved, the mark
    /// it was saved at, and the session as the journal holds it.
    func savedDrawing(before: [Double], after: [Double] = [], savedAgain: Bool = false) throws -> (picture: RGBAImage, mark: HistoryMark, session: RestoredSession) {
        let first = Harness()
        for y in before { stroke(first, at: y) }
        first.press("s", .control)
        first.controller.waitForBackgroundWork()
        for y in after { stroke(first, at: y) }
        if savedAgain {
            first.machine.state.withLock { $0.stamp.second += 1 }
            first.press("s", .control)
            first.controller.waitForBackgroundWork()
        }
        let remembered = try #require(first.machine.state.withLock { $0.rememberedPictures }.first)
        let picture = try #require(first.machine.image(at: remembered.path))
        guard case .begin(let canvas)? = first.machine.journalled.first else { throw TestMachine.Failure(description: "no begin") }
        let session = RestoredSession(id: "drawn", start: Document(canvas: canvas), layer: nil, redos: 0,
                                      records: Array(first.machine.journalled.dropFirst()), damaged: 0, needsFreshJournal: false)
        return (picture, remembered.mark, session)
    }

    /// A window with the picture at `path` (a copy under another name) known to come from `session`.
    func reopening(_ saved: (picture: RGBAImage, mark: HistoryMark, session: RestoredSession), at path: String,
                   opensFrom: String = TestPaths.samplePhoto, prepare: (TestMachine) -> Void = { _ in }) -> Harness {
        let h = Harness(photo: nil)
        prepare(h.machine)
        h.machine.put(saved.picture, at: path)
        h.machine.offer(saved.session)
        h.machine.state.withLock {
            $0.savedOrigins[path] = SavedPictureOrigin(session: saved.session.id, mark: saved.mark, photo: TestPaths.samplePhoto, opensFrom: opensFrom)
        }
        h.open(path)
        h.controller.waitForBackgroundWork()
        if h.controller.isOpeningPhoto { h.controller.waitForOpenedPhoto() }
        _ = h.controller.render()
        return h
    }

    @Test func aPictureSaveIsRememberedWithItsMarkAndPhotoAndNoOtherSaveIs() throws {
        let h = Harness()
        stroke(h, at: 100)
        let mark = h.controller.document.historyMark
        h.press("s", .control)
        h.controller.waitForBackgroundWork()
        let remembered = h.machine.state.withLock { $0.rememberedPictures }
        #expect(remembered.count == 1)
        #expect(remembered.first?.path == h.machine.picturesFolder + "/sample-edited-20261129-130509.png")
        #expect(remembered.first?.mark == mark && remembered.first?.photo == TestPaths.samplePhoto)
        // The view holds less than the drawing; a failed save wrote nothing.
        h.press("s", [.control, .alt])
        h.controller.waitForBackgroundWork()
        h.saveIntoABlockedFolder()
        #expect(h.machine.state.withLock { $0.rememberedPictures }.count == 1)
    }

    /// Opened from a copy under another name, the picture continues its drawing over the original
    /// photo; the stroke undone and Save pressed, the copy is written back as the photo itself.
    @Test func aSavedPictureReopensAsItsDrawingAndSavesBackIntoItself() throws {
        let saved = try savedDrawing(before: [100])
        let copy = "/home/tester/Desktop/holiday-edited.png"
        let h = reopening(saved, at: copy)
        #expect(h.controller.document.strokes.count == 1)
        #expect(h.controller.document.photoPath == TestPaths.samplePhoto, "over the original photo, not the flat pixels")
        #expect(h.controller.continuedPicture == copy)
        #expect(h.controller.toastText?.hasPrefix("Continuing the drawing saved as holiday-edited.png") == true, "\(h.controller.toastText ?? "")")
        #expect(h.controller.toast?.action == .openFlat(copy))
        #expect(h.controller.title == "holiday-edited.png — Sketchpad", "saved as it stands")
        h.press("z", .control)
        #expect(h.controller.document.strokes.isEmpty)
        h.press("s", .control)
        h.controller.waitForBackgroundWork()
        #expect(h.machine.image(at: copy) == Harness.sample, "the picture written back is the photo, the stroke gone")
        #expect(h.machine.writeOptions(at: copy)?.replacing == true, "replaced in place")
        #expect(h.machine.names(in: h.machine.picturesFolder).isEmpty, "no new picture beside it")
        #expect(h.machine.state.withLock { $0.rememberedPictures }.last?.path == copy, "its new content is remembered")
    }

    /// Strokes drawn after the save are not in the picture: the drawing continues where it was
    /// saved, and Redo brings them back.
    @Test func theDrawingContinuesWhereThePictureWasSaved() throws {
        let saved = try savedDrawing(before: [100], after: [200])
        let h = reopening(saved, at: "/home/tester/Pictures/p.png")
        #expect(h.controller.document.strokes.count == 1 && h.controller.document.historyMark == saved.mark)
        h.press("z", [.control, .shift])
        #expect(h.controller.document.strokes.count == 2, "the stroke drawn after the save is one redo away")
    }

    /// A later save of the drawing marks it saved further on; continued from the earlier picture,
    /// the drawing is as that picture holds it, so nothing is unsaved.
    @Test func theEarlierOfTwoPicturesContinuesWithNothingUnsaved() throws {
        let saved = try savedDrawing(before: [100], after: [200], savedAgain: true)
        let h = reopening(saved, at: "/home/tester/first.png")
        #expect(h.controller.document.strokes.count == 1)
        #expect(h.controller.title == "first.png — Sketchpad", "no unsaved mark: \(h.controller.title)")
        stroke(h, at: 300)
        #expect(h.controller.title == "• first.png — Sketchpad")
    }

    /// The photo gone from where it was, the session's copy of it is the photo, and the session
    /// keeps that place.
    @Test func aMissingPhotoOpensFromTheSessionsCopy() throws {
        let saved = try savedDrawing(before: [100])
        let kept = "/session/photos/abc/sample.png"
        let h = reopening(saved, at: "/home/tester/p.png", opensFrom: kept) { $0.put(Harness.sample, at: kept) }
        #expect(h.controller.document.photoPath == kept && h.controller.document.strokes.count == 1)
        #expect(h.controller.session.photoProblem == nil)
        #expect(h.machine.checkpoints.last?.document.photoPath == kept, "the session keeps the photo's new place")
    }

    /// Open flat: the picture's own pixels, a new drawing with no strokes; Save then writes a new
    /// picture, never the opened one.
    @Test func openFlatGivesThePicturesOwnPixels() throws {
        let saved = try savedDrawing(before: [100])
        let copy = "/home/tester/Desktop/p.png"
        let h = reopening(saved, at: copy)
        let button = try #require(h.controller.overlays.toast.actionRect(in: h.controller.overlayContext))
        h.click(button.x + button.width / 2, button.y + button.height / 2)
        h.controller.waitForBackgroundWork()
        #expect(h.controller.document.strokes.isEmpty && !h.controller.document.canUndo)
        #expect(h.controller.document.photoPath == copy && h.controller.continuedPicture == nil)
        #expect(h.controller.toastText == "Opened p.png flat, as a new drawing over its pixels")
        h.press("s", .control)
        h.controller.waitForBackgroundWork()
        let written = h.machine.names(in: h.machine.picturesFolder)
        #expect(written.count == 1)
        #expect(written.first.flatMap { h.machine.image(at: h.machine.picturesFolder + "/" + $0) } == saved.picture, "the flattened pixels")
        #expect(h.machine.image(at: copy) == saved.picture, "the opened picture is left as it is")
    }

    /// The drawing's session taken by another window: the picture stays open flat, saying why.
    @Test func aDrawingThatCannotBeContinuedLeavesThePictureFlat() throws {
        let saved = try savedDrawing(before: [100])
        let h = Harness(photo: nil)
        let path = "/home/tester/p.png"
        h.machine.put(saved.picture, at: path)
        h.machine.state.withLock { $0.savedOrigins[path] = SavedPictureOrigin(session: "elsewhere", mark: saved.mark, photo: nil, opensFrom: nil) }
        h.open(path)
        h.controller.waitForBackgroundWork()
        #expect(h.controller.document.photoPath == path && h.controller.document.strokes.isEmpty && h.controller.continuedPicture == nil)
        #expect(h.controller.toastText == "p.png opened flat: the drawing it was saved from cannot be continued (session elsewhere is open in another window)")
    }
}
