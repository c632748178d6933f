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
}
