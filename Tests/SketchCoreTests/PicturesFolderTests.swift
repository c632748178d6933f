import SketchCore
import Testing

@Suite struct PicturesFolderTests {
    @Test func readsXDGPicturesDirWithHomeExpanded() {
        let text = """
        # This file is written by xdg-user-dirs-update
        XDG_DESKTOP_DIR="$HOME/Desktop"
        XDG_PICTURES_DIR="$HOME/Bilder"
        """
        #expect(PicturesFolder.parseUserDirs(text, home: "/home/ana") == "/home/ana/Bilder")
    }

    @Test func acceptsAbsolutePathsBracesAndTrailingSlashes() {
        #expect(PicturesFolder.parseUserDirs("XDG_PICTURES_DIR=\"/data/photos/\"", home: "/home/a") == "/data/photos")
        #expect(PicturesFolder.parseUserDirs("XDG_PICTURES_DIR=\"${HOME}/Pics\"", home: "/home/a") == "/home/a/Pics")
        #expect(PicturesFolder.parseUserDirs("  XDG_PICTURES_DIR = \"$HOME/Fotos\"  ", home: "/h") == "/h/Fotos")
    }

    @Test func ignoresCommentsRelativePathsAndTheDisabledHomeValue() {
        #expect(PicturesFolder.parseUserDirs("# XDG_PICTURES_DIR=\"$HOME/X\"", home: "/h") == nil)
        #expect(PicturesFolder.parseUserDirs("XDG_PICTURES_DIR=\"Pictures\"", home: "/h") == nil)
        #expect(PicturesFolder.parseUserDirs("XDG_PICTURES_DIR=\"$HOME/\"", home: "/h") == nil)
        #expect(PicturesFolder.parseUserDirs("XDG_MUSIC_DIR=\"$HOME/Music\"", home: "/h") == nil)
    }

    @Test func resolveUsesXDGConfigHomeThenFallsBackToPictures() {
        let files = ["/cfg/user-dirs.dirs": "XDG_PICTURES_DIR=\"$HOME/Imagens\"", "/home/b/.config/user-dirs.dirs": "XDG_PICTURES_DIR=\"/srv/pics\""]
        #expect(PicturesFolder.resolve(environment: ["HOME": "/home/a", "XDG_CONFIG_HOME": "/cfg"]) { files[$0] } == "/home/a/Imagens")
        #expect(PicturesFolder.resolve(environment: ["HOME": "/home/b"]) { files[$0] } == "/srv/pics")
        #expect(PicturesFolder.resolve(environment: ["HOME": "/home/c"]) { files[$0] } == "/home/c/Pictures")
        // A relative XDG_CONFIG_HOME is invalid per the spec and ignored.
        #expect(PicturesFolder.resolve(environment: ["HOME": "/home/a", "XDG_CONFIG_HOME": "cfg"]) { files[$0] } == "/home/a/Pictures")
    }
}

@Suite struct SaveNameTests {
    let stamp = SaveName.Stamp(year: 2026, month: 3, day: 7, hour: 9, minute: 5, second: 1)

    @Test func namesCarryTheDateAndTime() {
        #expect(SaveName.free(stamp) { _ in false } == "sketchpad-20260307-090501.png")
    }

    @Test func collisionsGetNumbersAndNothingIsOverwritten() {
        var taken: Set<String> = ["sketchpad-20260307-090501.png"]
        #expect(SaveName.free(stamp) { taken.contains($0) } == "sketchpad-20260307-090501-2.png")
        taken.insert("sketchpad-20260307-090501-2.png")
        #expect(SaveName.free(stamp) { taken.contains($0) } == "sketchpad-20260307-090501-3.png")
    }
}

@Suite struct SettingsTests {
    @Test func roundTripsThroughItsText() {
        var s = Settings()
        s.pen = PenSettings(width: 17, color: Color(red: 1, green: 2, blue: 3, alpha: 4))
        s.showSettingsPanel = true
        let parsed = Settings.parse(s.text)
        #expect(parsed.settings == s)
        #expect(parsed.warnings.isEmpty)
    }

    @Test func aBadValueIsNamedAndFallsBackToTheDefault() {
        let parsed = Settings.parse("pen.width = 500\npen.color = purple\nsettings.panel = maybe\n")
        #expect(parsed.settings == Settings())
        #expect(parsed.warnings.count == 3)
        #expect(parsed.warnings[0].contains("pen.width") && parsed.warnings[1].contains("pen.color") && parsed.warnings[2].contains("settings.panel"))
    }
}
