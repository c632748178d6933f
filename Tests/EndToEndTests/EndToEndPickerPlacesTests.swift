import Foundation
import SketchApp
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// The Open picker in the real app under Xvfb, on this machine's own files and mounts: a
/// Pictures folder that does not exist yet shows as an empty one does, and the places are
/// Home and the XDG folders that exist, with none of the machine's system mounts.
@Suite(.serialized, .waitsOnProcesses) struct EndToEndPickerPlacesTests {
    typealias RunningApp = EndToEndTests.RunningApp

    /// The window with the picker open (Ctrl+O) in a fresh app in `home`.
    static func pickerShot(home: String) throws -> (image: RGBAImage, app: RunningApp, server: XServer) {
        let server = try XServer()
        let app = try RunningApp(server: server, home: home, arguments: [], title: "Sketchpad")
        try app.xdo(["key", "ctrl+o", "sleep", "0.6", "mousemove", "0", "0", "sleep", "0.2"])
        return (try app.screenshot(), app, server)
    }

    /// The picker as the controller lays it out in a window of this size, with these places.
    static func harness(width: Int, height: Int, places: (TestMachine) -> [PickerPlace]) throws -> Harness {
        let h = try EndToEndTests.layout(width: width, height: height)
        h.machine.makeFolder(h.machine.picturesFolder)
        let listed = places(h.machine)
        h.machine.state.withLock { $0.places = listed }
        h.press("o", .control)
        _ = h.controller.render()
        return h
    }

    @Test func aMissingPicturesFolderListsAsAnEmptyOneAndThePlacesAreTheUsers() throws {
        let home = try TestPaths.temporaryFolder("picker-places")
        defer { try? FileManager.default.removeItem(atPath: home) }
        try FileManager.default.createDirectory(atPath: home + "/Documents", withIntermediateDirectories: true)

        // No Pictures folder yet.
        let missing = try Self.pickerShot(home: home)
        let width = missing.app.geometry.width, height = missing.app.geometry.height
        missing.app.process.kill()
        #expect(!FileManager.default.fileExists(atPath: home + "/Pictures"), "opening the picker makes no folder")

        // The same home with an empty Pictures folder.
        try FileManager.default.createDirectory(atPath: home + "/Pictures", withIntermediateDirectories: true)
        let empty = try Self.pickerShot(home: home)
        empty.app.process.kill()

        // The list beside the places, below the path (the home's own name there differs from
        // the controller's) down to the buttons: the same pixels whether the folder is missing
        // or empty.
        let h = try Self.harness(width: width, height: height) { m in
            [PickerPlace(.home, path: m.home), PickerPlace(.pictures, path: m.picturesFolder), PickerPlace(.documents, path: m.home + "/Documents")]
        }
        let path = try #require(h.controller.rect(ofWidget: "picker.path"))
        let up = try #require(h.controller.rect(ofWidget: "picker.up"))
        let list = IntRect(x: path.x, y: path.maxY + 1, width: path.width, height: up.y - path.maxY - 8)
        try #require(list.width > 200 && list.height > 100, "the list's area: \(list)")
        #expect(missing.image.cropped(to: list) == empty.image.cropped(to: list),
                "a missing Pictures folder shows as an empty one, with no message of its own")
        // And that is the empty folder's own view, as the controller draws it.
        #expect(empty.image.cropped(to: list) == h.controller.frame.cropped(to: list), "the empty folder as the controller draws it")

        // The places: Home, Pictures and Documents, the rows the controller draws for exactly
        // those; a system mount listed too would add a row.
        let first = try #require(h.controller.rect(ofWidget: "picker.place.0"))
        #expect(h.controller.rect(ofWidget: "picker.place.3") == nil)
        let column = IntRect(x: first.x, y: first.y, width: first.width, height: first.height * 5)
        #expect(empty.image.cropped(to: column) == h.controller.frame.cropped(to: column), "the places column lists Home, Pictures and Documents only")
        let fewer = try Self.harness(width: width, height: height) { m in [PickerPlace(.home, path: m.home), PickerPlace(.pictures, path: m.picturesFolder)] }
        #expect(fewer.controller.frame.cropped(to: column) != h.controller.frame.cropped(to: column), "a row more or less shows")
    }
}
