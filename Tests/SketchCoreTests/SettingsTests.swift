import SketchCore
import Testing

@Suite struct SettingsTests {
    @Test func roundTripsThroughItsText() {
        var s = Settings()
        s.pen = PenSettings(width: 17, color: Color(red: 1, green: 2, blue: 3, alpha: 4))
        s.showSettingsPanel = true
        s.fillShapes = true
        let parsed = Settings.parse(s.text)
        #expect(parsed.settings == s)
        #expect(parsed.warnings.isEmpty)
    }

    @Test func aBadValueIsNamedAndFallsBackToTheDefault() {
        let parsed = Settings.parse("pen.width = 500\npen.color = purple\nsettings.panel = maybe\nshapes.fill = yes\n")
        #expect(parsed.settings == Settings())
        #expect(parsed.warnings.count == 4 && parsed.warnings[3].contains("shapes.fill"))
        #expect(parsed.warnings[0].contains("pen.width") && parsed.warnings[1].contains("pen.color") && parsed.warnings[2].contains("settings.panel"))
    }

    /// An export's name is the save pattern with the export suffix, so the two never look alike.
    @Test func theExportSuffixNamesExportsAndIsChecked() {
        #expect(Settings().exportPattern == "sketchpad-%Y%m%d-%H%M%S-export")
        let parsed = Settings.parse("save.pattern = shot-%H%M\nexport.suffix = _full\n")
        #expect(parsed.warnings.isEmpty && parsed.settings.exportPattern == "shot-%H%M_full")
        let bad = Settings.parse("export.suffix = a/b\n")
        #expect(bad.settings.exportSuffix == "-export" && bad.warnings.count == 1 && bad.warnings[0].contains("export.suffix"))
    }

    /// The palette's recent colours: up to five, the latest first, kept as `pen.recent`.
    @Test func recentColoursRoundTripAndABadListIsNamed() {
        var s = Settings()
        s.recentColors = [Color(red: 0x1E, green: 0x88, blue: 0xE5), Color(red: 1, green: 2, blue: 3, alpha: 4)]
        #expect(s.text.contains("pen.recent = #1E88E5FF,#01020304\n"))
        #expect(Settings.parse(s.text).settings == s)
        #expect(Settings.parse("pen.recent = #000000, ff0000\n").settings.recentColors == [.black, Color(red: 255, green: 0, blue: 0)])
        #expect(Settings.parse("pen.recent =\n").settings.recentColors.isEmpty)
        for bad in ["#12, #000000", "#000000,#111111,#222222,#333333,#444444,#555555"] {
            let parsed = Settings.parse("pen.recent = \(bad)\n")
            #expect(parsed.settings.recentColors.isEmpty && parsed.warnings.count == 1 && parsed.warnings[0].contains("pen.recent"))
        }
    }
}
