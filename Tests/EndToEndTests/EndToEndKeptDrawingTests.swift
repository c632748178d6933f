import Foundation
import SketchApp
import SketchCore
import TestSupport
import Testing

/// Quit and come back, in the real app under Xvfb: a photo opened again from another place
/// offers its kept drawing, which comes back on it; once saved, nothing is offered.
extension EndToEndTests {
    @Test func aPhotoOpenedAgainFromElsewhereOffersItsDrawingAndASavedOneIsNotOffered() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("kept")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let photo = home + "/beach.png", moved = home + "/Desktop/beach copy.png"
        try FileManager.default.copyItem(atPath: TestPaths.samplePhoto, toPath: photo)
        let first = try RunningApp(server: server, home: home, arguments: [photo], title: "beach.png")
        try Self.strokes(first, at: [100, 200])
        try Self.quit(first)
        let kept = try Self.listSessions(home).rows
        try #require(kept.count == 1 && kept[0].strokes == 2, "the drawing is kept: \(kept)")

        try FileManager.default.createDirectory(atPath: home + "/Desktop", withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: photo, toPath: moved)
        let again = try RunningApp(server: server, home: home, arguments: [moved], title: "beach copy.png")
        let layout = try Self.layout(width: again.geometry.width, height: again.geometry.height)
        layout.controller.offerRestore([SessionSummary(id: kept[0].id, lastEdit: Date(), strokes: 2, photo: photo)])
        let button = try #require(layout.controller.rect(ofWidget: "restore.\(kept[0].id)"))
        // The offer comes from a lookup in the background, in a few milliseconds.
        try again.xdo(["sleep", "1", "mousemove", String(again.geometry.x + button.x + button.width / 2), String(again.geometry.y + button.y + button.height / 2),
                       "click", "1", "sleep", "0.5"])
        let title = try again.xdo(["getwindowname", again.window])
        #expect(title == "• beach copy.png — Sketchpad", "the drawing continues on the photo opened: \(title)")
        try again.xdo(["key", "ctrl+s"])
        let (image, _) = try Self.saved(again, home: home, count: 1)
        // Only a drawing continued has these: a click that missed the offer would draw a dot.
        for y in [100, 200] { #expect(image[180, y] == Self.red, "the kept stroke at y = \(y) is in the saved picture") }
        try Self.quit(again)
        #expect(try Self.listSessions(home).rows.isEmpty, "saved as it stands: no drawing is offered any more")
    }
}
