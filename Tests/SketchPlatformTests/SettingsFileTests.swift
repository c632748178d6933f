import Foundation
import SketchCore
import SketchPlatform
import TestSupport
import Testing

/// The settings file belongs to its user as much as to the app: written only when a setting
/// changes, and then only on the changed keys' lines.
@Suite struct SettingsFileTests {
    static let edited = """
    # my pen, picked by hand
    pen.width = 12   
      pen.color=#00FF00
    brush.texture = canvas
    tool = spray
    save.pattern = shot-%Y%m%d
    settings.panel = false
    """

    @Test func onlyTheChangedKeysLinesAreRewritten() throws {
        let loaded = Settings.parse(Self.edited).settings
        #expect(Settings.updating(Self.edited, from: loaded, to: loaded) == nil, "nothing changed: nothing written")
        var next = loaded
        next.pen.setWidth(20)
        next.tool = .arrow
        next.showSettingsPanel = true
        let text = try #require(Settings.updating(Self.edited, from: loaded, to: next))
        #expect(text == """
        # my pen, picked by hand
        pen.width = 20
          pen.color=#00FF00
        brush.texture = canvas
        tool = arrow
        save.pattern = shot-%Y%m%d
        settings.panel = true

        """)
        #expect(Settings.parse(text).settings == next)
    }

    @Test func aRejectedValueStaysUntilItsKeyIsChanged() throws {
        let file = "pen.width = 999\ntool = spray\n"
        let loaded = Settings.parse(file).settings
        var next = loaded
        next.pen.color = .black
        let text = try #require(Settings.updating(file, from: loaded, to: next))
        #expect(text == "pen.width = 999\ntool = spray\npen.color = #000000FF\n", "the new key at the end, the rest as it was")
        #expect(Settings.updating(nil, from: Settings(), to: next) == next.text, "a new file gets every key")
    }

    @Test func storingThroughALinkWritesWhereItPoints() throws {
        let home = try TestPaths.temporaryFolder("cfg")
        defer { try? FileManager.default.removeItem(atPath: home) }
        try FileManager.default.createDirectory(atPath: home + "/dotfiles", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: home + "/.config/sketchpad", withIntermediateDirectories: true)
        try Data("# mine\npen.width = 3\n".utf8).write(to: URL(fileURLWithPath: home + "/dotfiles/sketchpad.conf"))
        try FileManager.default.createSymbolicLink(atPath: home + "/.config/sketchpad/config", withDestinationPath: home + "/dotfiles/sketchpad.conf")
        let env = ["HOME": home]
        let loaded = SettingsFile.load(environment: env).settings
        var next = loaded
        next.pen.setWidth(4)
        try SettingsFile.store(next, previous: loaded, environment: env)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: home + "/.config/sketchpad/config") == home + "/dotfiles/sketchpad.conf")
        #expect(try String(contentsOfFile: home + "/dotfiles/sketchpad.conf", encoding: .utf8) == "# mine\npen.width = 4\n")
    }

    /// Bytes that are not UTF-8 (a comment in Latin-1) and CRLF line ends stay byte for byte
    /// on every line the app does not change; no line is added but the changed key's.
    @Test func linesTheAppDoesNotChangeStayByteForByte() throws {
        let home = try TestPaths.temporaryFolder("cfg")
        defer { try? FileManager.default.removeItem(atPath: home) }
        try FileManager.default.createDirectory(atPath: home + "/.config/sketchpad", withIntermediateDirectories: true)
        let path = home + "/.config/sketchpad/config"
        let latin1: [UInt8] = Array("# caf".utf8) + [0xE9] + Array(" r".utf8) + [0xE9] + Array("glages\r\npen.width = 3\r\n\n# fin".utf8)
        try Data(latin1).write(to: URL(fileURLWithPath: path))
        let env = ["HOME": home]
        let loaded = SettingsFile.load(environment: env).settings
        var next = loaded
        next.pen.setWidth(4)
        try SettingsFile.store(next, previous: loaded, environment: env)
        let written = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let expected: [UInt8] = Array("# caf".utf8) + [0xE9] + Array(" r".utf8) + [0xE9] + Array("glages\r\npen.width = 4\r\n\n# fin\n".utf8)
        #expect(written == expected, "\(String(decoding: written, as: UTF8.self).debugDescription)")
        var color = next
        color.pen.color = .black
        try SettingsFile.store(color, previous: next, environment: env)
        let again = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(again == expected + Array("pen.color = #000000FF\n".utf8), "one line added, nothing else")
    }

    /// A settings folder that cannot be made is named with the system's reason, never with a
    /// Foundation error domain and code.
    @Test func aFolderThatCannotBeMadeIsNamedWithTheSystemsReason() throws {
        let home = try TestPaths.temporaryFolder("cfg")
        defer { try? FileManager.default.removeItem(atPath: home) }
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: home + "/.config"))
        var next = Settings()
        next.pen.setWidth(9)
        do {
            try SettingsFile.store(next, previous: Settings(), environment: ["HOME": home])
            Issue.record("storing under a file succeeded")
        } catch {
            let message = "\(error)"
            #expect(message.contains(home + "/.config") && message.contains("is not a folder"), "\(message)")
            #expect(!message.contains("Domain") && !message.contains("error 5"), "\(message)")
        }
    }
}
