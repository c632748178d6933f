import Foundation
import SketchApp
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// The pointer's cursor in the real app under Xvfb, as the X server shows it (read through
/// XFixes by `cursor_image.py`): each tool's own over the canvas, the eyedropper's pipette, a
/// hand while Space is held and the tool's again after, a move cursor inside a selection and a
/// resize cursor on its handle. And Space-drag: the view pans, and the tool in use comes back.
@Suite(.serialized, .waitsOnProcesses) struct EndToEndCursorTests {
    typealias RunningApp = EndToEndTests.RunningApp

    /// A cursor image: `#` opaque, `.` clear, a row a string.
    struct CursorImage: Equatable, CustomStringConvertible {
        var hotX = 0, hotY = 0, name = ""
        var rows: [[Bool]] = []
        var width: Int { rows.first?.count ?? 0 }
        var height: Int { rows.count }
        func opaque(_ x: Int, _ y: Int) -> Bool { y >= 0 && y < height && x >= 0 && x < width && rows[y][x] }
        /// The opaque pixels' extent.
        var inked: (width: Int, height: Int) {
            let xs = rows.flatMap { row in row.indices.filter { row[$0] } }, ys = rows.indices.filter { rows[$0].contains(true) }
            return ((xs.max() ?? -1) - (xs.min() ?? 0) + 1, (ys.max() ?? -1) - (ys.min() ?? 0) + 1)
        }
        var description: String { "\(width)×\(height) hot (\(hotX), \(hotY)) \(name)\n" + rows.map { String($0.map { $0 ? "#" : "." }) }.joined(separator: "\n") }
    }

    /// The cursor the server shows now.
    static func cursor(_ app: RunningApp) throws -> CursorImage {
        let script = TestPaths.repository.appendingPathComponent("Tests/EndToEndTests/cursor_image.py").path
        let r = try runProcess("/usr/bin/python3", [script], environment: app.env)
        try #require(r.status == 0, "cursor_image.py: \(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        let head = try #require(lines.first?.split(separator: " ").map(String.init))
        try #require(head.count == 5)
        return CursorImage(hotX: Int(head[2]) ?? -1, hotY: Int(head[3]) ?? -1, name: head[4], rows: lines.dropFirst().map { $0.map { $0 == "#" } })
    }

    /// The cursor after `args`, with the pointer brought to `point` (and nudged, so the app
    /// hears a motion there).
    static func cursor(_ app: RunningApp, after args: [String], at point: (String, String)) throws -> CursorImage {
        let nudged = String((Int(point.0) ?? 0) + 1)
        try app.xdo(args + ["mousemove", point.0, point.1, "sleep", "0.1", "mousemove", nudged, point.1, "sleep", "0.3"])
        return try cursor(app)
    }

    @Test func eachToolAndEachPressHasItsCursor() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("cursors")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let app = try RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto], title: "sample.png")
        let middle = app.screen(300, 200)

        var seen: [String: CursorImage] = [:]
        for tool in Tool.pickable {
            seen[tool.id] = try Self.cursor(app, after: ["key", String(tool.key!), "sleep", "0.1"], at: middle)
        }
        func tools(_ kind: Tool.Cursor) -> [Tool] { Tool.pickable.filter { $0.cursor == kind } }
        let pen = try #require(seen["pen"]), rectangle = try #require(seen["rectangle"]), text = try #require(seen["text"])

        // The pen's ring: clear just inside it on either side of its centre, ink beyond.
        for tool in tools(.ring) {
            let c = try #require(seen[tool.id])
            let row = (0..<c.width).map { c.opaque($0, c.hotY) }
            let left = row[..<c.hotX].lastIndex(of: true), right = row[(c.hotX + 1)...].firstIndex(of: true)
            #expect(c.hotX == c.width / 2 && c.hotY == c.height / 2, "\(tool.id)'s ring is held at its centre: \(c)")
            #expect(left != nil && right != nil && row[(c.hotX + 1)...].contains(false), "\(tool.id) shows a ring: \(c)")
            if tool.widthRule == .broad { #expect(c.width > pen.width, "\(tool.id)'s ring is as wide as its broader stroke: \(c)") }
        }
        // The shapes' crosshair: one cursor for them all, its bars through the hot spot.
        for tool in tools(.crosshair) { #expect(seen[tool.id] == rectangle, "\(tool.id) shows the crosshair: \(seen[tool.id]!)") }
        for d in [-4, 4] {
            #expect(rectangle.opaque(rectangle.hotX + d, rectangle.hotY) && rectangle.opaque(rectangle.hotX, rectangle.hotY + d), "a crosshair: \(rectangle)")
        }
        // The text tool's I-beam: taller than wide.
        #expect(text.inked.height > 2 * text.inked.width, "an I-beam: \(text)")
        #expect(Set([pen.description, rectangle.description, text.description]).count == 3)

        // The eyedropper: a pipette with its tip, the hot spot, at the bottom left.
        let pipette = try Self.cursor(app, after: ["key", "i", "sleep", "0.1"], at: middle)
        #expect(pipette.hotX < pipette.width / 4 && pipette.hotY > pipette.height * 3 / 4, "the pipette's tip: \(pipette)")
        #expect(![pen, rectangle, text].contains(pipette))

        // Space held: a hand, whatever the tool; let go, the tool's own again.
        let held = try Self.cursor(app, after: ["key", "r", "sleep", "0.1", "keydown", "space", "sleep", "0.1"], at: middle)
        let after = try Self.cursor(app, after: ["keyup", "space", "sleep", "0.1"], at: middle)
        #expect(![pen, rectangle, text, pipette].contains(held), "a hand while Space is held: \(held)")
        #expect(after == rectangle, "the crosshair again once Space is let go: \(after)")

        // A rectangle from (150, 100) to (350, 250), picked with Select by its side: inside it,
        // the move cursor; on its bottom right handle, a resize cursor.
        var args = ["key", "r", "sleep", "0.1"] + app.drag([(150, 100), (250, 175), (350, 250)])
        let side = app.screen(150, 175)
        args += ["key", "v", "sleep", "0.2", "mousemove", side.0, side.1, "click", "1", "sleep", "0.2"]
        let move = try Self.cursor(app, after: args, at: app.screen(250, 175))
        let resize = try Self.cursor(app, after: [], at: app.screen(350, 250))
        #expect(Set([move, resize, rectangle, pen, text, held].map(\.description)).count == 6,
                "move \(move)\nresize \(resize)")
        #expect(move.inked.width > 8 && move.inked.height > 8, "four arrows: \(move)")
    }

    /// Zoomed to 400 %, a rectangle; then Space held and the view dragged 240 by 160 screen
    /// pixels up and left; let go, the same drag as the first draws a second rectangle. The
    /// saved picture holds exactly two, the second 60 by 40 photo pixels from the first (the
    /// pan over the zoom): the pan drew nothing and the rectangle tool came back.
    @Test func spaceDragPansAndTheToolComesBack() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("space-pan")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let app = try RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto], title: "sample.png")
        let cx = app.geometry.x + app.geometry.width / 2, cy = app.geometry.y + app.geometry.height / 2
        func at(_ dx: Int, _ dy: Int) -> [String] { ["mousemove", String(cx + dx), String(cy + dy), "sleep", "0.02"] }
        func drag(_ from: (Int, Int), _ to: (Int, Int)) -> [String] {
            var args = at(from.0, from.1) + ["mousedown", "1"]
            for step in 1...8 { args += at(from.0 + (to.0 - from.0) * step / 8, from.1 + (to.1 - from.1) * step / 8) }
            return args + ["mouseup", "1", "sleep", "0.2"]
        }
        // Four steps in from 100 %: 150, 200, 300, 400 %.
        var args = ["key", "r", "sleep", "0.1"] + Array(repeating: ["key", "ctrl+equal", "sleep", "0.15"], count: 4).flatMap { $0 }
        args += drag((-200, -150), (-40, -30))
        args += ["keydown", "space", "sleep", "0.1"] + drag((150, 100), (-90, -60)) + ["keyup", "space", "sleep", "0.1"]
        args += drag((-200, -150), (-40, -30)) + ["key", "ctrl+s"]
        try app.xdo(args)

        let saved = try EndToEndTests.waitForPictures(home, 1, app)
        let picture = try ImageFile.load(home + "/Pictures/" + saved[0])
        let boxes = Self.boxes(where: picture, differsFrom: try ImageFile.load(TestPaths.samplePhoto))
        try #require(boxes.count == 2, "two rectangles, not \(boxes)")
        let (first, second) = boxes[0].x < boxes[1].x ? (boxes[0], boxes[1]) : (boxes[1], boxes[0])
        #expect(abs(first.width - second.width) <= 1 && abs(first.height - second.height) <= 1, "the same rectangle twice: \(boxes)")
        #expect(abs(second.x - first.x - 60) <= 1 && abs(second.y - first.y - 40) <= 1, "moved by the pan over the zoom: \(boxes)")
        #expect(abs(first.width - 40) <= 8 && abs(first.height - 30) <= 8, "160 by 120 screen pixels at 400 %: \(first)")
    }

    /// The bounding boxes of the 8-connected groups of pixels where `image` is not `photo`.
    static func boxes(where image: RGBAImage, differsFrom photo: RGBAImage) -> [IntRect] {
        func marked(_ x: Int, _ y: Int) -> Bool { image[x, y] != photo[x, y] }
        var seen = [Bool](repeating: false, count: image.width * image.height)
        var boxes: [IntRect] = []
        for y in 0..<image.height {
            for x in 0..<image.width where !seen[y * image.width + x] && marked(x, y) {
                var stack = [(x, y)], minX = x, maxX = x, minY = y, maxY = y
                seen[y * image.width + x] = true
                while let (px, py) = stack.popLast() {
                    minX = min(minX, px); maxX = max(maxX, px); minY = min(minY, py); maxY = max(maxY, py)
                    for ny in max(0, py - 1)...min(image.height - 1, py + 1) {
                        for nx in max(0, px - 1)...min(image.width - 1, px + 1) where !seen[ny * image.width + nx] && marked(nx, ny) {
                            seen[ny * image.width + nx] = true
                            stack.append((nx, ny))
                        }
                    }
                }
                boxes.append(IntRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1))
            }
        }
        return boxes
    }
}
