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

@Suite struct ToolTests {
    @Test func shiftSnapsLinesTo45DegreesAndBoxesToSquares() {
        let s = Point(10, 10)
        let snapped = Tool.line.constrained(from: s, to: Point(110, 20))
        #expect(abs(snapped.y - 10) < 1e-9 && abs(snapped.distance(to: s) - Point(110, 20).distance(to: s)) < 1e-9)
        let diagonal = Tool.arrow.constrained(from: s, to: Point(60, 70))
        #expect(abs((diagonal.x - 10) - (diagonal.y - 10)) < 1e-9)
        #expect(Tool.rectangle.constrained(from: s, to: Point(40, -50)) == Point(70, -50))
        #expect(Tool.ellipse.constrained(from: s, to: Point(-30, 20)) == Point(-30, 50))
        #expect(Tool.pen.constrained(from: s, to: Point(3, 4)) == Point(3, 4))
    }

    @Test func everyToolHasItsOwnShortcutAndTwoPointToolsAreTheShapes() {
        #expect(Set(Tool.allCases.map(\.shortcut)).count == Tool.allCases.count)
        #expect(Tool.allCases.filter(\.isTwoPoint) == [.line, .arrow, .rectangle, .ellipse])
        #expect(Tool.highlighter.strokeColor(forPen: .black).alpha == 170 && Tool.highlighter.strokeColor(forPen: Color.black.withAlpha(90)).alpha == 90)
        #expect(Tool.eraser.strokeWidth(forPen: 6) == 18 && Tool.pen.strokeWidth(forPen: 6) == 6)
    }

    @Test func aDoubleTapIsTwoQuickStillTapsCloseTogether() {
        var taps = TapDetector()
        taps.fingerDown(1, at: Point(100, 100), time: 0)
        let first = taps.fingerUp(1, at: Point(101, 100), time: 0.08)
        taps.fingerDown(2, at: Point(104, 102), time: 0.2)
        let second = taps.fingerUp(2, at: Point(104, 102), time: 0.28)
        #expect(!first && second)
        // Too slow, too far, or a drag: no.
        taps.fingerDown(3, at: Point(0, 0), time: 1)
        _ = taps.fingerUp(3, at: Point(0, 0), time: 1.05)
        taps.fingerDown(4, at: Point(0, 0), time: 2)
        let slow = taps.fingerUp(4, at: Point(0, 0), time: 2.05)
        taps.fingerDown(5, at: Point(0, 0), time: 2.2)
        taps.fingerMoved(5, to: Point(50, 0))
        let dragged = taps.fingerUp(5, at: Point(50, 0), time: 2.3)
        taps.fingerDown(6, at: Point(300, 0), time: 2.4)
        let far = taps.fingerUp(6, at: Point(300, 0), time: 2.45)
        #expect(!slow && !dragged && !far)
    }
}
