import Foundation
import SketchApp
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

extension EndToEndTests {
    /// Ctrl+wheel zooms about the pointer in the real app, and Ctrl+Alt+S then saves the view as
    /// it is on screen: the canvas area at that zoom, the photo's pixels crisp, the stroke there.
    @Test func ctrlWheelZoomsAboutThePointerAndSaveKeepsTheZoomedView() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("zoom")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let app = try RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto], title: "sample.png")
        var args = app.drag(stride(from: 50.0, through: 350, by: 10).map { ($0, 100) })
        let pointer = app.screen(300, 200)
        args += ["mousemove", pointer.0, pointer.1, "sleep", "0.2", "keydown", "ctrl"]
        for _ in 0..<4 { args += ["click", "4", "sleep", "0.1"] }
        args += ["keyup", "ctrl", "sleep", "0.3", "key", "ctrl+alt+s"]
        try app.xdo(args)
        let saved = try Self.pictures(in: home + "/Pictures", count: 1)
        try #require(saved.count == 1, "no picture in \(home)/Pictures")
        let image = try ImageFile.load(home + "/Pictures/" + saved[0])
        let layout = Layout(width: app.geometry.width, height: app.geometry.height, panelOpen: false)
        let area = layout.canvasArea
        // Four notches of 1.25 from the fitted zoom (100 %: the photo fits): the photo is larger than the area, which is what was saved.
        #expect(image.width == area.width && image.height == area.height, "saved \(image.width)x\(image.height), the area is \(area)")
        let zoom = layout.fit(canvasWidth: 600, canvasHeight: 400).scale * 1.25 * 1.25 * 1.25 * 1.25
        let photo = try ImageFile.load(TestPaths.samplePhoto)
        // Under the pointer, still the photo's (300, 200), one photo pixel to a block of screen pixels.
        let px = Int(pointer.0)! - app.geometry.x - area.x, py = Int(pointer.1)! - app.geometry.y - area.y
        let around = (199...201).flatMap { y in (299...301).map { photo[$0, y] } }
        #expect(around.contains(image[px, py]), "the photo's pixel under the pointer stays under it")
        // The stroke along y = 100, from x = 50 to 350, drawn 6 screen pixels wide before the zoom.
        let strokeAt = (px + Int((200 - 300) * zoom), py + Int((100 - 200) * zoom))
        #expect(image[strokeAt.0, strokeAt.1] == Color(red: 0xE5, green: 0x39, blue: 0x35), "the stroke, at the zoom, in the saved view")
    }

    /// A big JPEG stored turned a quarter (EXIF orientation 6), at 100 % in the real app: the
    /// part in view is decoded by itself in the background, and Save view keeps the photo's own
    /// pixels there, upright, exactly as decoding the whole photo gives them.
    @Test func at100PercentABigJPEGShowsItsOwnPixelsFromThePartInView() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("zoom-jpeg")
        defer { try? FileManager.default.removeItem(atPath: home) }
        // Stored 2000x3000 (upright 3000x2000), each pixel unlike its neighbours (a hash of its
        // index, made cheaply: the other end-to-end tests run beside this one).
        let pixels = [UInt32](unsafeUninitializedCapacity: 2000 * 3000) { p, count in
            for i in 0..<2000 * 3000 { p[i] = 0xFF00_0000 | UInt32(truncatingIfNeeded: i &* 2_654_435_761) >> 8 }
            count = 2000 * 3000
        }
        let stored = RGBAImage(width: 2000, height: 3000, pixels: pixels)
        let path = home + "/big.jpg"
        try Data(ExifTag.tagged(try ImageFile.encode(stored, as: .jpeg(quality: 95)), orientation: 6)).write(to: URL(fileURLWithPath: path))
        let app = try RunningApp(server: server, home: home, arguments: [path], title: "big.jpg")
        let layout = Layout(width: app.geometry.width, height: app.geometry.height, panelOpen: false)
        let area = layout.canvasArea
        let middle = (String(app.geometry.x + area.x + area.width / 2), String(app.geometry.y + area.y + area.height / 2))
        try app.xdo(["mousemove", middle.0, middle.1, "key", "ctrl+1"])
        let photo = try ImageFile.load(path)
        #expect(photo.width == 3000 && photo.height == 2000, "upright")
        // Ctrl+1 keeps the photo's centre in the middle of the area (to a pixel's rounding).
        let offsets = (-1...1).flatMap { dy in (-1...1).map { dx in (dx, dy) } }
        // The part comes from the background: saved again (up to five times, a second apart)
        // until the view has it.
        var at: (Int, Int)?
        for attempt in 1...5 where at == nil {
            try app.xdo(["sleep", "1", "key", "ctrl+alt+s"])
            let saved = try Self.pictures(in: home + "/Pictures", count: attempt)
            try #require(saved.count == attempt, "no picture \(attempt) in \(home)/Pictures")
            let image = try ImageFile.load(home + "/Pictures/" + saved[attempt - 1])
            #expect(image.width == area.width && image.height == area.height, "saved \(image.width)x\(image.height), the area is \(area)")
            at = offsets.first { dx, dy in
                image == photo.cropped(to: IntRect(x: 1500 - area.width / 2 + dx, y: 1000 - area.height / 2 + dy, width: image.width, height: image.height))
            }
        }
        #expect(at != nil, "the saved view is not the photo's own pixels around its centre")
    }
}
