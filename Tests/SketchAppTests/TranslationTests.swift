import Foundation
import SketchCore
@testable import SketchApp
import Testing

/// `tr` and `trn` fill named placeholders after translation; unbound, they keep the English.
struct TranslationFillTests {
    @Test func placeholdersAreFilledByName() {
        #expect(tr("Saved {file}", ["file": "/home/a/b.png"]) == "Saved /home/a/b.png")
        #expect(Translation.fill("{b} before {a}", [(key: "a", value: 1), (key: "b", value: "two")]) == "two before 1")
        // A name not given, and braces that name nothing, stay as they are.
        #expect(Translation.fill("{x} and {", [(key: "y", value: 1)]) == "{x} and {")
        #expect(Translation.fill("${XDG_CONFIG_HOME:-~/.config}", []) == "${XDG_CONFIG_HOME:-~/.config}")
        // A value that holds braces is not filled again.
        #expect(Translation.fill("{a}{b}", [(key: "a", value: "{b}"), (key: "b", value: "!")]) == "{b}!")
    }

    @Test func pluralsChooseTheFormAndFillTheCount() {
        #expect(trn("{count} stroke", "{count} strokes", 1) == "1 stroke")
        #expect(trn("{count} stroke", "{count} strokes", 3) == "3 strokes")
        #expect(trn("{photo}, {count} stroke", "{photo}, {count} strokes", 0, ["photo": "a.png"]) == "a.png, 0 strokes")
    }
}

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
