import Foundation
import SketchPlatform
import Testing

@Suite struct XDGPathsTests {
    @Test func readsXDGPicturesDirWithHomeExpanded() {
        let text = """
        # This file is written by xdg-user-dirs-update
        XDG_DESKTOP_DIR="$HOME/Desktop"
        XDG_PICTURES_DIR="$HOME/Bilder"
        """
        #expect(XDGPaths.parseUserDirs(text, home: "/home/ana") == "/home/ana/Bilder")
    }

    @Test func acceptsAbsolutePathsBracesAndTrailingSlashes() {
        #expect(XDGPaths.parseUserDirs("XDG_PICTURES_DIR=\"/data/photos/\"", home: "/home/a") == "/data/photos")
        #expect(XDGPaths.parseUserDirs("XDG_PICTURES_DIR=\"${HOME}/Pics\"", home: "/home/a") == "/home/a/Pics")
        #expect(XDGPaths.parseUserDirs("  XDG_PICTURES_DIR = \"$HOME/Fotos\"  ", home: "/h") == "/h/Fotos")
    }

    @Test func ignoresCommentsRelativePathsAndTheDisabledHomeValue() {
        #expect(XDGPaths.parseUserDirs("# XDG_PICTURES_DIR=\"$HOME/X\"", home: "/h") == nil)
        #expect(XDGPaths.parseUserDirs("XDG_PICTURES_DIR=\"Pictures\"", home: "/h") == nil)
        #expect(XDGPaths.parseUserDirs("XDG_PICTURES_DIR=\"$HOME/\"", home: "/h") == nil)
        #expect(XDGPaths.parseUserDirs("XDG_MUSIC_DIR=\"$HOME/Music\"", home: "/h") == nil)
    }

    @Test func resolveUsesXDGConfigHomeThenFallsBackToPictures() {
        let files = ["/cfg/user-dirs.dirs": "XDG_PICTURES_DIR=\"$HOME/Imagens\"", "/home/b/.config/user-dirs.dirs": "XDG_PICTURES_DIR=\"/srv/pics\""]
        #expect(XDGPaths.pictures(["HOME": "/home/a", "XDG_CONFIG_HOME": "/cfg"]) { files[$0] } == "/home/a/Imagens")
        #expect(XDGPaths.pictures(["HOME": "/home/b"]) { files[$0] } == "/srv/pics")
        #expect(XDGPaths.pictures(["HOME": "/home/c"]) { files[$0] } == "/home/c/Pictures")
        // A relative XDG_CONFIG_HOME is invalid per the spec and ignored.
        #expect(XDGPaths.pictures(["HOME": "/home/a", "XDG_CONFIG_HOME": "cfg"]) { files[$0] } == "/home/a/Pictures")
    }

    @Test func configAndStateHomesFollowTheSpec() {
        #expect(XDGPaths.configHome(["HOME": "/home/a"]) == "/home/a/.config")
        #expect(XDGPaths.configHome(["HOME": "/home/a", "XDG_CONFIG_HOME": "/cfg"]) == "/cfg")
        #expect(XDGPaths.configHome(["HOME": "/home/a", "XDG_CONFIG_HOME": "cfg"]) == "/home/a/.config", "a relative one is invalid")
        #expect(XDGPaths.stateHome(["HOME": "/home/a"]) == "/home/a/.local/state")
        #expect(XDGPaths.stateHome(["HOME": "/home/a", "XDG_STATE_HOME": "/st"]) == "/st")
        #expect(XDGPaths.stateHome(["HOME": "/home/a", "XDG_STATE_HOME": ""]) == "/home/a/.local/state")
        #expect(XDGPaths.home([:]) == NSHomeDirectory() && XDGPaths.home(["HOME": ""]) == NSHomeDirectory())
    }
}
