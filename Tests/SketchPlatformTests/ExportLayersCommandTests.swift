import Foundation
@testable import SketchApp
import SketchAppLive
import SketchCore
@testable import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// "Export OpenRaster (.ora)…" from the menu's command: Save as's picker with the name ending in
/// `.ora`, and Enter writes an OpenRaster file (the live writer, `sketchpad render`'s) whose
/// layers are the photo and the drawing.
@Suite struct ExportLayersCommandTests {
    @Test func theCommandWritesThePhotoAndTheDrawingAsTwoLayers() throws {
        let home = try TestPaths.temporaryFolder("export-layers")
        defer { try? FileManager.default.removeItem(atPath: home) }
        try FileManager.default.createDirectory(atPath: home + "/Pictures", withIntermediateDirectories: true)
        let h = Harness(machine: TestMachine(home: home)) { machine in
            var services = machine.services()
            services.drawings = .live(journal: nil)
            return services
        }
        let a = h.window(Point(60, 100)), b = h.window(Point(250, 100))
        h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
        let row = try #require(CommandTable.row(.exportLayers))
        #expect(row.label == "Export OpenRaster (.ora)…" && row.menus == [.file])
        row.perform?(h.controller)
        _ = h.controller.render()
        #expect(h.controller.picker?.saveAs?.name.text == "sample-edited-20261129-130509.ora")
        h.press(.enter)
        h.controller.waitForBackgroundWork()
        let path = home + "/Pictures/sample-edited-20261129-130509.ora"
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let entries = try ZipArchive.read(bytes, path: path, maxEntries: 16, maxInflated: 1 << 30) { listed, contents in
            try listed.map { ($0.name, try contents($0), $0.stored) }
        }
        #expect(entries.first?.0 == "mimetype" && entries.first?.1 == Array("image/openraster".utf8) && entries.first?.2 == true, "mimetype first, stored")
        let files = Dictionary(entries.map { ($0.0, $0.1) }) { a, _ in a }
        let stack = String(decoding: try #require(files["stack.xml"]), as: UTF8.self)
        #expect(stack.contains("<layer name=\"Drawing\" src=\"data/drawing.png\"") && stack.contains("<layer name=\"Photo\" src=\"data/photo.png\""), "\(stack)")
        let photo = try ImageFile.decode(try #require(files["data/photo.png"]), path: "photo.png")
        #expect(photo == Harness.sample, "the photo layer is the photo's own pixels")
        let drawing = try ImageFile.decode(try #require(files["data/drawing.png"]), path: "drawing.png")
        let expected = OpenRasterFile.layers(of: h.controller.document, photo: Harness.sample, text: nil).drawing
        #expect(drawing == expected, "the drawing layer is the strokes on transparency")
        #expect(drawing[150, 100].alpha == 255 && drawing[150, 300].alpha == 0, "the stroke, and nothing where none was drawn")
        #expect(h.controller.toastText?.contains("sample-edited-20261129-130509.ora") == true, "\(h.controller.toastText ?? "")")
    }
}
