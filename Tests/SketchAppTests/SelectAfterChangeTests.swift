import Foundation
@testable import SketchApp
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// The Select tool and the Crop mode while the document changes under them: a crop, an undo,
/// another photo or a restored session.
@Suite struct SelectAfterChangeTests {
    /// The mouse at a canvas (photo) point, wherever the view shows it.
    static func at(_ h: Harness, _ p: Point) -> (Int, Int) {
        let w = h.controller.windowPoint(ofCanvas: p)
        return (Int(w.x), Int(w.y))
    }

    /// A line on the left half at y = 100 and one on the right half at y = 300, the photo then
    /// cropped to its right half.
    static func twoLinesCroppedToTheRightHalf(_ h: Harness) {
        h.press("l")
        h.drag([at(h, Point(50, 100)), at(h, Point(250, 100))])
        h.drag([at(h, Point(350, 300)), at(h, Point(550, 300))])
        h.press("c")
        let half = h.controller.document.width / 2
        h.drag([at(h, Point(Double(half), 0.5)), at(h, Point(Double(h.controller.document.width + 20), Double(h.controller.document.height + 20)))])
        h.press(.enter)
    }

    @Test func strokesACropHidesAreNeitherClickedNorBanded() throws {
        let h = Harness()
        Self.twoLinesCroppedToTheRightHalf(h)
        #expect(abs(h.controller.document.kept.x - h.controller.document.width / 2) <= 2)
        h.press("v")
        // The hidden line is where the grey beside the picture is.
        let hidden = Self.at(h, Point(200, 100))
        let p = Harness.mouse(hidden.0, hidden.1)
        try #require(h.controller.layout.canvasArea.contains(p) && !h.controller.canvasRect.contains(p))
        h.click(hidden.0, hidden.1)
        #expect(h.controller.selectedStrokes.isEmpty, "a click beside the picture picks nothing")
        // A band from the grey over the picture picks only what it covers there.
        h.drag([Self.at(h, Point(150, 50)), Self.at(h, Point(400, 200)), Self.at(h, Point(400, 350))])
        #expect(h.controller.selectedStrokes == [1])
    }

    /// Two lines, both selected with a band.
    static func twoLinesSelected(_ h: Harness) {
        h.press("l")
        h.drag([at(h, Point(100, 100)), at(h, Point(300, 100))])
        h.drag([at(h, Point(100, 200)), at(h, Point(300, 200))])
        h.press("v")
        h.drag([at(h, Point(50, 50)), at(h, Point(200, 150)), at(h, Point(350, 250))])
    }

    @Test func aRestoredSessionOrAnotherDocumentLetsTheSelectionGo() throws {
        let h = Harness()
        Self.twoLinesSelected(h)
        #expect(h.controller.selectedStrokes == [0, 1])
        let stored = h.controller.document
        h.restore(RestoredSession(id: "s", start: stored, layer: nil, redos: 0, records: [], damaged: 0, needsFreshJournal: false))
        #expect(h.controller.document.strokes == stored.strokes)
        #expect(h.controller.selectedStrokes.isEmpty && h.controller.selectionBox == nil, "the restored drawing shows nothing picked")
        h.controller.setMode(.select)
        h.drag([Self.at(h, Point(50, 50)), Self.at(h, Point(200, 150)), Self.at(h, Point(350, 250))])
        #expect(h.controller.selectedStrokes == [0, 1])
        h.controller.open(document: stored, photo: Harness.sample)
        #expect(h.controller.selectedStrokes.isEmpty, "nor does another document")
    }

    @Test func anotherPhotoDropsTheCropRectangleBeingChosen() throws {
        let h = Harness()
        h.press("c")
        h.drag([Self.at(h, Point(150, 80)), Self.at(h, Point(450, 330))])
        #expect(h.controller.cropSelection != nil)
        h.open(ControllerTests.secondPhoto(on: h.machine))
        #expect(h.controller.document.width == 300 && h.controller.cropSelection == nil)
        h.press(.enter)
        #expect(h.controller.document.crop == nil, "Enter does not crop the new photo to the old rectangle")
        // Nor does a restored session (another photo left the Crop mode: C again).
        h.press("c")
        h.drag([Self.at(h, Point(50, 80)), Self.at(h, Point(250, 330))])
        #expect(h.controller.cropSelection != nil)
        h.restore(RestoredSession(id: "s", start: Document(canvas: Canvas(width: 600, height: 400, background: .white, photoPath: nil)),
                                             layer: nil, redos: 0, records: [], damaged: 0, needsFreshJournal: false))
        #expect(h.controller.cropSelection == nil)
    }

    @Test func undoOrRedoOfACropDropsTheRectangleBeingChosen() throws {
        let h = Harness()
        Self.twoLinesCroppedToTheRightHalf(h)
        let kept = h.controller.document.kept
        // A crop applied goes back to drawing; C again to choose another rectangle.
        #expect(h.controller.mode == .draw)
        h.press("c")
        h.drag([Self.at(h, Point(400, 100)), Self.at(h, Point(550, 300))])
        #expect(h.controller.cropSelection != nil)
        h.press("z", .control)
        #expect(h.controller.document.crop == nil && h.controller.cropSelection == nil)
        h.drag([Self.at(h, Point(20, 100)), Self.at(h, Point(200, 300))])
        #expect(h.controller.cropSelection != nil)
        h.press("y", .control)
        #expect(h.controller.document.kept == kept && h.controller.cropSelection == nil)
        h.press(.enter)
        #expect(h.controller.document.crop == nil, "Enter with no rectangle shows the whole canvas again, never one outside the part kept")
    }

    @Test func undoWhileASliderRestylesTheSelectionLetsTheRestOfTheDragRestyleIt() throws {
        var settings = Settings()
        settings.showSettingsPanel = true
        let h = Harness(settings: settings)
        h.press("l")
        h.drag([Self.at(h, Point(350, 100)), Self.at(h, Point(550, 100))])
        h.press("v")
        h.drag([Self.at(h, Point(300, 50)), Self.at(h, Point(580, 150))])
        #expect(h.controller.selectedStrokes == [0])
        let red = h.controller.document.strokes[0].color, depth = h.controller.document.undoDepth
        let slider = try #require(h.controller.rect(ofWidget: "settings.green"))
        let sy = slider.y + slider.height / 2
        h.send(.hover(Harness.mouse(slider.x + slider.width / 2, sy)), .pointerDown(.mouse, Harness.mouse(slider.x + slider.width / 2, sy)))
        h.send(.pointerMoved(.mouse, Harness.mouse(slider.x + slider.width * 3 / 4, sy)))
        // Undo takes back the restyle shown so far; the slider, still held, goes on restyling.
        h.press("z", .control)
        #expect(h.controller.document.strokes[0].color == red && h.controller.document.undoDepth == depth)
        h.send(.pointerMoved(.mouse, Harness.mouse(slider.maxX - 2, sy)))
        let onLine = h.controller.windowPoint(ofCanvas: Point(450, 100)), r = h.controller.canvasRect
        #expect(h.shownCanvas[Int(onLine.x) - r.x, Int(onLine.y) - r.y].green == h.controller.pen.color.green, "the line shows the colour as it goes")
        h.send(.pointerUp(.mouse, Harness.mouse(slider.maxX - 2, sy)))
        let green = h.controller.pen.color.green
        #expect(green > red.green && h.controller.document.strokes[0].color.green == green, "the colour let go at is taken")
        #expect(h.controller.document.undoDepth == depth + 1, "as one step")
        h.press("z", .control)
        #expect(h.controller.document.strokes[0].color == red)
    }
}
