@testable import SketchTranslation
import Testing

/// `tr` and `trn` fill named placeholders after translation; with no translator installed (as
/// in every test process), they keep the English.
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

/// A translator is asked for the text as written and its answer is filled, so a translation
/// can move the placeholders; the values themselves are never translated. (The stand-in is
/// used directly: installing it would change the texts every other test in the process sees.)
struct TranslatorTests {
    static let german = Translator(
        text: { text in text.description == "Saved {file}" ? "{file} gespeichert" : text.description },
        plural: { singular, _, count in
            singular.description == "{count} stroke" ? (count == 1 ? "ein Strich" : "{count} Striche") : singular.description
        })

    @Test func theTranslationIsFilledNotTheText() {
        #expect(Self.german.translated("Saved {file}", ["file": "Saved {file}"]) == "Saved {file} gespeichert")
        #expect(Self.german.translated("Not translated {x}", ["x": 1]) == "Not translated 1")
    }

    @Test func thePluralFormIsTheTranslatorsAndMayLeaveTheCountOut() {
        #expect(Self.german.translated("{count} stroke", "{count} strokes", 1, [:]) == "ein Strich")
        #expect(Self.german.translated("{count} stroke", "{count} strokes", 4, [:]) == "4 Striche")
    }

    @Test func untranslatedKeepsTheTextAsWritten() {
        #expect(Translator.untranslated.text("Open a photo") == "Open a photo")
        #expect(Translator.untranslated.plural("{count} stroke", "{count} strokes", 1) == "{count} stroke")
        #expect(Translator.untranslated.plural("{count} stroke", "{count} strokes", 0) == "{count} strokes")
    }
}
