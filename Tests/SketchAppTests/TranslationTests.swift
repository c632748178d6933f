import Foundation
@testable import SketchApp
import Testing

/// Every label the toolbar shows is a text of the translation template, so no button stays in
/// English in another language (the template check itself sees only texts handed to `tr`).
struct ToolbarLabelsAreTranslatedTests {
    static let template = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../po/sketchpad.pot").standardizedFileURL.path

    @Test func everyToolbarLabelIsInTheTemplate() throws {
        let pot = try String(contentsOfFile: Self.template, encoding: .utf8)
        for command in Toolbar.buttons + [.palette, .more] {
            let label = CommandTable.label(command)
            #expect(pot.contains("msgid \"\(label)\"\n"), "the toolbar's \(label) is not in po/sketchpad.pot")
        }
    }
}
