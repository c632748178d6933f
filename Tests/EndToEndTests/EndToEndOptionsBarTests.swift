import Foundation
import SketchApp
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// The options bar in the real app under Xvfb, at the smallest window it is made for.
extension EndToEndTests {
    /// How many pixels of `column` between rows `from` and `to` are exactly `color`.
    static func run(of color: Color, in image: RGBAImage, column: Int, from: Int, to: Int) -> Int {
        (max(0, from)..<min(image.height, to)).filter { image[column, $0] == color }.count
    }

    /// At 1024×600: a stroke, four clicks on the bar's width "+", a second stroke; the saved
    /// view's second stroke is wider, by the pen's 6 px to 10 px.
    @Test func theOptionsBarsPlusWidensTheNextStrokeAt1024x600() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("options-bar")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let app = try RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto], title: "sample.png")
        try app.resize(width: 1024, height: 600)
        let layout = try Self.layout(width: 1024, height: 600)
        let plus = try #require(layout.controller.rect(ofWidget: "options.width.more"))
        #expect(IntRect(x: 0, y: 0, width: 1024, height: 600).contains(plus))

        var args = app.drag(stride(from: 50.0, through: 350, by: 10).map { ($0, 100) })
        for _ in 0..<4 { args += Self.clickArgs(app, plus) }
        args += app.drag(stride(from: 50.0, through: 350, by: 10).map { ($0, 300) })
        args += ["sleep", "0.2", "key", "ctrl+alt+s"]
        try app.xdo(args)

        let saved = try Self.pictures(in: home + "/Pictures", count: 1)
        try #require(saved.count == 1, "no picture in \(home)/Pictures")
        let image = try ImageFile.load(home + "/Pictures/" + saved[0])
        let fit = Layout(width: 1024, height: 600, panelOpen: false).fit(canvasWidth: 600, canvasHeight: 400)
        let red = PenSettings.default.color
        let column = Int(200 * fit.scale)
        let first = Self.run(of: red, in: image, column: column, from: Int(60 * fit.scale), to: Int(140 * fit.scale))
        let second = Self.run(of: red, in: image, column: column, from: Int(260 * fit.scale), to: Int(340 * fit.scale))
        #expect(first >= 3, "the first stroke is there: \(first) px")
        // 6 px and 10 px, less their soft edges: at least 3 px more.
        #expect(second >= first + 3, "the second stroke is wider: \(first) px, then \(second) px")
    }
}
