import Foundation
import SketchApp
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// A `.sketch` drawing in the window, headless: dropped on it, it opens editable over its
/// photo with its history, the title naming the file; Save writes it back to that file, and
/// the first save of a drawing that hides part of its photo says the file keeps it as it is.
@Suite struct DrawingFileControllerTests {
    static let path = "/home/a/kept.sketch"

    static func drawing() -> Document {
        var document = Document(width: 600, height: 400, photoPath: TestPaths.samplePhoto)
        document.add(Stroke(tool: .pen, color: .black, width: 6, points: [Point(x: 50, y: 100), Point(x: 350, y: 100)]))
        document.add(Stroke(tool: .pixelate, color: .clear, width: 12, points: [Point(x: 400, y: 200), Point(x: 500, y: 300)]))
        return document
    }

    static func harness(writes: Locked<[(strokes: Int, path: String)]>) -> Harness {
        Harness(photo: nil) { machine in
            var services = machine.services()
            services.drawings = DrawingClient(isDrawing: { $0.hasSuffix(".sketch") }, open: { path in
                guard path == Self.path else { throw TestMachine.Failure(description: "\(path): no such file") }
                return OpenedDrawing(document: Self.drawing(), keptHistory: true)
            }, write: { document, thumbnail, path in
                precondition(thumbnail != nil)
                writes.update { $0.append((document.strokes.count, path)) }
            })
            return services
        }
    }

    @Test func aDroppedDrawingOpensEditableWithItsHistoryAndSavesBackToItsFile() {
        let writes = Locked<[(strokes: Int, path: String)]>([])
        let harness = Self.harness(writes: writes)
        harness.send(.fileDropped(Self.path))
        harness.controller.waitForOpenedPhoto()
        let controller = harness.controller
        #expect(controller.document.strokes == Self.drawing().strokes)
        #expect(controller.document.undoDepth == 2 && controller.drawingFile == Self.path)
        #expect(controller.title.hasPrefix("kept.sketch"), "\(controller.title)")
        #expect(!controller.hasUnsavedChanges, "as it is on disk")
        controller.undo()
        #expect(controller.document.strokes.count == 1 && controller.hasUnsavedChanges)
        harness.press("s", .control)
        controller.waitForBackgroundWork()
        #expect(writes.value.map(\.path) == [Self.path] && writes.value.map(\.strokes) == [1], "Ctrl+S writes the .sketch back")
        #expect(!controller.hasUnsavedChanges)
        #expect(controller.title.hasPrefix("kept.sketch"))
    }

    @Test func savingHiddenPartsIntoADrawingSaysOnceThatItKeepsThePhoto() {
        let writes = Locked<[(strokes: Int, path: String)]>([])
        let harness = Self.harness(writes: writes)
        harness.open(Self.path)
        let controller = harness.controller
        controller.save()
        #expect(controller.toastText?.contains("what pixelate, blur and spotlight hide can be seen in it") == true, "\(controller.toastText ?? "")")
        controller.waitForBackgroundWork()
        controller.save()
        #expect(controller.toastText?.contains("can be seen") == false, "said once")
        controller.waitForBackgroundWork()
        #expect(writes.value.count == 2)
    }

    @Test func aDrawingThatCannotBeReadIsRefusedNamingIt() {
        let harness = Self.harness(writes: Locked([]))
        harness.open("/home/a/other.sketch")
        #expect(harness.controller.toastText == "Cannot open /home/a/other.sketch: no such file")
        #expect(harness.controller.drawingFile == nil)
    }
}
