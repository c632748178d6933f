import SketchCore
import Testing

@Suite struct SettingsTests {
    @Test func roundTripsThroughItsText() {
        var s = Settings()
        s.pen = PenSettings(width: 17, color: Color(red: 1, green: 2, blue: 3, alpha: 4))
        s.showSettingsPanel = true
        s.fillShapes = true
        s.saveAsFolder = "/home/me/Trips"
        let parsed = Settings.parse(s.text)
        #expect(parsed.settings == s)
        #expect(parsed.warnings.isEmpty)
    }

    /// save.as.folder, where Save as opens, takes an absolute folder or ~/... as save.folder does.
    @Test func theSaveAsFolderIsAnAbsoluteFolder() {
        #expect(Settings.parse("save.as.folder = ~/Trips\n", home: "/home/me").settings.saveAsFolder == "/home/me/Trips")
        let relative = Settings.parse("save.as.folder = Trips\n")
        #expect(relative.settings.saveAsFolder == nil)
        #expect(relative.warnings == ["config key save.as.folder: \"Trips\" is not an absolute folder; using the save folder"])
    }

    /// keys.enter and keys.escape take action names separated by commas; a person sets them,
    /// the app never writes them.
    @Test func enterAndEscapeTakeListsOfActions() {
        let parsed = Settings.parse("keys.enter = copy, Quit\nkeys.escape = save-view,save\n")
        #expect(parsed.warnings.isEmpty)
        #expect(parsed.settings.enterActions == [.copy, .quit] && parsed.settings.escapeActions == [.saveView, .save])
        #expect(Settings.parse("keys.enter =\n").settings.enterActions.isEmpty && Settings.parse("keys.enter =\n").warnings.isEmpty)
        let bad = Settings.parse("keys.enter = copy,explode\nkeys.escape = quit,,save\n")
        #expect(bad.settings.enterActions.isEmpty && bad.settings.escapeActions.isEmpty)
        #expect(bad.warnings == ["config key keys.enter: \"copy,explode\" is not a list of save, save-view, copy, quit separated by commas; using none",
                                 "config key keys.escape: \"quit,,save\" is not a list of save, save-view, copy, quit separated by commas; using none"])
        #expect(!parsed.settings.entries.contains { $0.key.hasPrefix("keys.") })
    }

    @Test func aBadValueIsNamedAndFallsBackToTheDefault() {
        let parsed = Settings.parse("pen.width = 500\npen.color = purple\nsettings.panel = maybe\nshapes.fill = yes\n")
        #expect(parsed.settings == Settings())
        #expect(parsed.warnings.count == 4 && parsed.warnings[3].contains("shapes.fill"))
        #expect(parsed.warnings[0].contains("pen.width") && parsed.warnings[1].contains("pen.color") && parsed.warnings[2].contains("settings.panel"))
    }

    /// A saved view's name is the save pattern with the view suffix, so it never looks like a
    /// saved picture's. The older export.suffix is named as no longer used, and changes nothing.
    @Test func theViewSuffixNamesSavedViewsAndIsChecked() {
        #expect(Settings().viewPattern == "sketchpad-%Y%m%d-%H%M%S-view")
        let parsed = Settings.parse("save.pattern = shot-%H%M\nview.suffix = _screen\n")
        #expect(parsed.warnings.isEmpty && parsed.settings.viewPattern == "shot-%H%M_screen" && parsed.settings.filePattern == "shot-%H%M")
        let bad = Settings.parse("view.suffix = a/b\n")
        #expect(bad.settings.viewSuffix == "-view" && bad.warnings.count == 1 && bad.warnings[0].contains("view.suffix"))
        let old = Settings.parse("export.suffix = _full\n")
        #expect(old.settings == Settings())
        #expect(old.warnings == ["config key export.suffix is no longer used: Save writes the whole picture under save.pattern, "
            + "and a saved view's name gets view.suffix; ignored"])
    }

    /// What Save writes: save.format names a format (as its extension may too), save.quality
    /// takes 1 to 100; both are written back, and a bad value is named with what it takes.
    @Test func theSaveFormatAndQualityAreReadCheckedAndWrittenBack() {
        #expect(Settings().saveFormat == .png && Settings().saveQuality == 90)
        let jpeg = Settings.parse("save.format = jpeg\nsave.quality = 75\n")
        #expect(jpeg.warnings.isEmpty && jpeg.settings.saveFormat == .jpeg && jpeg.settings.saveQuality == 75)
        #expect(Settings.parse("save.format = JPG\n").settings.saveFormat == .jpeg)
        #expect(Settings.parse("save.format = webp\nsave.quality = 100\n").settings == {
            var s = Settings(); s.saveFormat = .webp; s.saveQuality = 100; return s }())
        #expect(jpeg.settings.text.contains("save.format = jpeg\nsave.quality = 75\n"))
        #expect(Settings.parse(jpeg.settings.text).settings == jpeg.settings)
        let bad = Settings.parse("save.format = gif\nsave.quality = 0\n")
        #expect(bad.settings.saveFormat == .png && bad.settings.saveQuality == 90)
        #expect(bad.warnings == ["config key save.format: \"gif\" is not one of png, jpeg, webp; using png",
                                 "config key save.quality: \"0\" is not a whole number in 1...100; using 90"], "\(bad.warnings)")
        for value in ["101", "-5", "high", "9.5"] {
            let parsed = Settings.parse("save.quality = \(value)\n")
            #expect(parsed.settings.saveQuality == 90 && parsed.warnings.count == 1 && parsed.warnings[0].hasPrefix("config key save.quality:"), "\(value)")
        }
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
