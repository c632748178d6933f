import Foundation
import SketchApp
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// The window in Chinese: its labels are translated and drawn with real CJK glyphs.
@Suite(.serialized, .waitsOnProcesses) struct TranslatedWindowTests {
    /// How unlike the left and right halves of a two-character label are: the share of its
    /// light pixels that the other half lacks at the same place. Two missing-glyph boxes are
    /// alike (near 0); two different characters are not.
    static func halvesDiffer(width: Int, height: Int, light: (Int, Int) -> Bool) -> Double {
        var points: [(Int, Int)] = []
        for y in 0..<height { for x in 0..<width where light(x, y) { points.append((x, y)) } }
        guard let minX = points.map(\.0).min(), let maxX = points.map(\.0).max() else { return 0 }
        let half = (maxX - minX + 2) / 2
        let set = Set(points.map { $0.0 * 10_000 + $0.1 })
        let unmatched = points.filter { p in
            let other = p.0 - minX < half ? p.0 + half : p.0 - half
            return !(-1...1).contains { set.contains((other + $0) * 10_000 + p.1) }
        }
        return Double(unmatched.count) / Double(points.count)
    }

    /// The toolbar is icons, the same in every language: at 1280×800 its strip is the same
    /// pixels in English and in Chinese. The names are in the tooltips, which are translated and
    /// drawn with real CJK glyphs.
    @Test func theToolbarIsTheSameInChineseAndItsTooltipsAreChinese() throws {
        try #require(FileManager.default.fileExists(atPath: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"), "fonts-noto-cjk is missing; README's test command installs it")
        let importTool = try XServer.tool("import")
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("zh-window")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let layout = try EndToEndTests.layout(width: 1280, height: 800)
        let open = try #require(layout.controller.rect(ofWidget: "toolbar.open"))
        var strips: [String: RGBAImage] = [:], tips: [String: RGBAImage] = [:]
        for (name, environment) in [("zh", ["LANGUAGE": "zh_CN", "LANG": "C", "LC_ALL": ""]), ("en", ["LANGUAGE": "C", "LANG": "C", "LC_ALL": ""])] {
            let app = try EndToEndTests.RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto], title: "sample.png", environment: environment)
            try app.xdo(["windowsize", "--sync", app.window, "1280", "800", "mousemove", "0", "0", "sleep", "0.5"])
            func shot(_ file: String) throws -> RGBAImage {
                let path = home + "/\(name)-\(file).png"
                let r = try runProcess(importTool, ["-window", app.window, path], environment: app.env)
                try #require(r.status == 0, "\(r.stderr)")
                return try ImageFile.load(path)
            }
            let window = try shot("window")
            try #require(window.width == 1280 && window.height == 800, "the window is \(window.width)×\(window.height)")
            strips[name] = window.cropped(to: IntRect(x: 0, y: 0, width: 1280, height: Layout.toolbarHeight))
            // The pointer rests on Open: its tooltip shows under it.
            try app.xdo(["mousemove", String(app.geometry.x + open.x + open.width / 2), String(app.geometry.y + open.y + open.height / 2), "sleep", "1.2"])
            tips[name] = try shot("tooltip")
            app.process.kill()
        }
        let zh = try #require(tips["zh"]), en = try #require(tips["en"])
        #expect(strips["zh"] == strips["en"], "the toolbar strip differs between English and Chinese")

        // The tooltip's first two characters, "打开", where the app draws them: their ink is
        // that of the two characters drawn with the CJK font, not that of two missing-glyph boxes.
        let cjk = try TrueTypeGlyphs(fontPath: TestPaths.font, fallback: FallbackFonts(language: "zh-cn"))
        let boxes = try TrueTypeGlyphs(fontPath: TestPaths.font, fallback: nil)
        let text = IntRect(x: open.x + 8, y: open.maxY + 4 + 3, width: cjk.textWidth("打开", size: 14) + 1, height: 22)
        #expect(zh.cropped(to: text) != en.cropped(to: text), "the tooltip is not translated")
        let drawn = Self.halvesDiffer(width: text.width, height: text.height) { x, y in
            let c = zh[text.x + x, text.y + y]
            let sum: Int = Int(c.red) + Int(c.green) + Int(c.blue)
            return sum > 450
        }
        func halves(_ m: AlphaMask?) -> Double {
            guard let m else { return 0 }
            return Self.halvesDiffer(width: m.width, height: m.height) { m.alpha[$1 * m.width + $0] > 150 }
        }
        // The measure tells them apart: the boxes' halves are alike, the characters' are not.
        #expect(halves(boxes.mask(for: "打开", size: 14)) < 0.1 && halves(cjk.mask(for: "打开", size: 14)) > 0.15)
        #expect(drawn > 0.15, "the tooltip's halves are alike (\(drawn)): missing-glyph boxes, not 打开")
    }
}
