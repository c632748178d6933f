import Testing
import SketchCore

/// Config values with control characters or past the length limits are refused with a warning
/// that shows them escaped (never raw on the terminal), and the default is used.
@Suite struct SettingsValidationTests {
    @Test func controlCharactersAreRefusedAndNeverEchoedRaw() {
        let text = "tool = \u{1B}[31mpen\nsave.pattern = shot\u{0}.jpg\n\u{1B}]0;owned\u{7}key = 1\nsave.folder = /tmp/a\u{8}b\npen.color = #FF0000\u{9B}\n"
        let parsed = Settings.parse(text, home: "/home/a")
        #expect(parsed.settings == Settings())
        #expect(parsed.warnings.count == 5)
        for w in parsed.warnings {
            #expect(!w.unicodeScalars.contains(where: TextValue.isControl), "raw control character in \(w.debugDescription)")
        }
        #expect(parsed.warnings[0] == #"config key tool: "\u{1B}[31mpen" contains a control character; using the default"#)
        #expect(parsed.warnings[1] == #"config key save.pattern: "shot\u{0}.jpg" contains a control character; using the default"#)
        #expect(parsed.warnings[2] == #"config key "\u{1B}]0;owned\u{7}key" is unknown; ignored"#)
    }

    @Test func longValuesAreRefused() {
        let folder = "/" + String(repeating: "a", count: 5000)
        let parsed = Settings.parse("save.folder = \(folder)\n")
        #expect(parsed.settings.saveFolder == nil)
        #expect(parsed.warnings == ["config key save.folder: the value is 5001 bytes, over the limit of 4096; using the default"])
        // A warning shows at most 80 characters of a value.
        let odd = Settings.parse("tool = " + String(repeating: "x", count: 300) + "\n").warnings[0]
        let shown = odd.split(separator: "\"")[1]
        #expect(shown.count <= 81 && shown.hasSuffix("…"), "\(odd)")
    }

    @Test func aSavePatternMustNameFilesTheSystemTakes() {
        #expect(SaveName.problem(inPattern: "a\u{0}b") == #""a\u{0}b" contains the control character "\u{0}""#)
        #expect(SaveName.problem(inPattern: "tab\there")?.contains("control character") == true)
        // 243 bytes with the counter (-100000) and .webp is the most: %Y counts as 5, %j as 3.
        #expect(SaveName.problem(inPattern: String(repeating: "x", count: 243)) == nil)
        #expect(SaveName.problem(inPattern: String(repeating: "x", count: 244))?.contains("must fit in 255") == true)
        #expect(SaveName.problem(inPattern: String(repeating: "x", count: 238) + "%Y") == nil)
        #expect(SaveName.problem(inPattern: String(repeating: "x", count: 238) + "%Y%j") != nil)
        #expect(SaveName.problem(inPattern: String(repeating: "é", count: 121) + "x") == nil)
        #expect(SaveName.problem(inPattern: String(repeating: "é", count: 121) + "xx") != nil)
    }

    @Test func findingAFreeNameEnds() {
        let stamp = SaveName.Stamp(year: 2026, month: 3, day: 7, hour: 9, minute: 5, second: 1)
        var asked = 0
        #expect(SaveName.free(stamp) { _ in asked += 1; return true } == nil)
        #expect(asked == 100_000)
    }
}
