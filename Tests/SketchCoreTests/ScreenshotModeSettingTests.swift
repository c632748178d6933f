@testable import SketchCore
import Testing

/// `screenshot.mode`: what the menu's New screenshot takes, region unless a person says.
@Suite struct ScreenshotModeSettingTests {
    @Test func theKeyTakesScreenRegionOrWindow() {
        #expect(Settings().screenshotMode == .region)
        #expect(Settings.parse("screenshot.mode = screen\n").settings.screenshotMode == .screen)
        #expect(Settings.parse("screenshot.mode = Window\n").settings.screenshotMode == .window)
        let bad = Settings.parse("screenshot.mode = monitor\n")
        #expect(bad.settings.screenshotMode == .region)
        #expect(bad.warnings == ["config key screenshot.mode: \"monitor\" is not one of screen, region, window; using region"])
        #expect(Settings.keys.contains { $0.key == "screenshot.mode" && $0.value.hasPrefix("screen, region, window") })
    }

    /// A person's choice: the file the app stores never holds it.
    @Test func theAppNeverWritesTheMode() {
        var screen = Settings()
        screen.screenshotMode = .screen
        #expect(!screen.text.contains("screenshot"))
    }
}
