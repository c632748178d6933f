import Foundation
import SketchApp
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// The window in Chinese: its labels are translated and drawn with real CJK glyphs.
@Suite(.serialized) struct TranslatedWindowTests {
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

    @Test func theChineseToolbarShowsCJKGlyphs() throws {
        try #require(FileManager.default.fileExists(atPath: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"), "fonts-noto-cjk is missing; README's test command installs it")
        let importTool = try XServer.tool("import")
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("zh-window")
        defer { try? FileManager.default.removeItem(atPath: home) }
        var shots: [String: RGBAImage] = [:]
        for (name, environment) in [("zh", ["LANGUAGE": "zh_CN", "LANG": "C", "LC_ALL": ""]), ("en", ["LANGUAGE": "", "LANG": "C", "LC_ALL": ""])] {
            let app = try EndToEndTests.RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto], title: "sample.png", environment: environment)
            try app.xdo(["mousemove", "0", "0", "sleep", "0.5"])
            let shot = home + "/\(name).png"
            let r = try runProcess(importTool, ["-window", app.window, shot], environment: app.env)
            try #require(r.status == 0, "\(r.stderr)")
            shots[name] = try ImageFile.load(shot)
            app.process.kill()
        }
        let zh = try #require(shots["zh"]), en = try #require(shots["en"])
        let bar = IntRect(x: 0, y: 0, width: zh.width, height: Layout.toolbarHeight)
        #expect(zh.cropped(to: bar) != en.cropped(to: bar), "the toolbar is not translated")

        // The first button, "打开", as the app lays it out: its ink is that of the two
        // characters drawn with the CJK font, not that of two missing-glyph boxes.
        let cjk = try TrueTypeGlyphs(fontPath: TestPaths.font, fallback: FallbackFonts(language: "zh-cn"))
        let boxes = try TrueTypeGlyphs(fontPath: TestPaths.font, fallback: nil)
        let width = cjk.textWidth("打开", size: 14) + 24
        let button = IntRect(x: 8, y: 6, width: width, height: Layout.toolbarHeight - 12)
        let drawn = Self.halvesDiffer(width: button.width, height: button.height) { x, y in
            let c = zh[button.x + x, button.y + y]
            let sum: Int = Int(c.red) + Int(c.green) + Int(c.blue)
            return sum > 450
        }
        func halves(_ m: AlphaMask?) -> Double {
            guard let m else { return 0 }
            return Self.halvesDiffer(width: m.width, height: m.height) { m.alpha[$1 * m.width + $0] > 150 }
        }
        // The measure tells them apart: the boxes' halves are alike, the characters' are not.
        #expect(halves(boxes.mask(for: "打开", size: 14)) < 0.1 && halves(cjk.mask(for: "打开", size: 14)) > 0.15)
        #expect(drawn > 0.15, "the label's halves are alike (\(drawn)): missing-glyph boxes, not 打开")
    }
}
