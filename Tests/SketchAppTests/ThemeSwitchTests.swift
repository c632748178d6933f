import SketchApp
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// The widgets follow the desktop's light or dark preference while the app runs, unless the
/// settings fix a theme; the toolbar's background shows which.
@Suite struct ThemeSwitchTests {
    /// The colour most of the toolbar's strip is (its background, between the buttons).
    static func toolbarBackground(_ h: Harness) -> Color {
        let bar = IntRect(x: 0, y: 0, width: h.controller.frame.width, height: Theme.pixels(Layout.toolbarHeight, h.controller.scale))
        var counts: [Color: Int] = [:]
        for y in bar.y..<bar.maxY { for x in bar.x..<bar.maxX { counts[h.controller.frame[x, y], default: 0] += 1 } }
        return counts.max { $0.value < $1.value }!.key
    }

    @Test func switchingTheDesktopsSchemeRepaintsTheToolbar() {
        let h = Harness(desktop: .dark)
        let dark = h.controller.frame
        #expect(h.controller.colorScheme == .dark)
        #expect(Self.toolbarBackground(h) == Theme(.dark).panel)
        h.controller.desktopColorSchemeChanged(.light)
        _ = h.send()
        #expect(h.controller.colorScheme == .light)
        #expect(Self.toolbarBackground(h) == Theme(.light).panel)
        #expect(h.controller.frame[2, h.controller.frame.height - 2] == Theme(.light).panel, "the status line too")
        h.controller.desktopColorSchemeChanged(.dark)
        _ = h.send()
        #expect(h.controller.frame.pixels == dark.pixels, "back to dark, every pixel as before")
    }

    @Test func aLightDesktopStartsLight() {
        let h = Harness(desktop: .light)
        #expect(h.controller.colorScheme == .light && Self.toolbarBackground(h) == Theme(.light).panel)
    }

    @Test(arguments: [ThemeChoice.light, .dark])
    func theSettingsThemeOverridesTheDesktop(_ choice: ThemeChoice) {
        var settings = Settings()
        settings.theme = choice
        let wanted: ColorScheme = choice == .light ? .light : .dark
        let h = Harness(settings: settings, desktop: wanted == .light ? .dark : .light)
        #expect(h.controller.colorScheme == wanted && Self.toolbarBackground(h) == Theme(wanted).panel)
        let before = h.controller.frame
        h.controller.desktopColorSchemeChanged(.light)
        h.controller.desktopColorSchemeChanged(.dark)
        _ = h.send()
        #expect(h.controller.colorScheme == wanted && h.controller.frame.pixels == before.pixels, "the desktop's changes are not followed")
    }

    /// The scale survives a switch: the widgets keep their size.
    @Test func switchingKeepsTheScale() {
        let h = Harness(scale: 2, desktop: .dark)
        h.controller.desktopColorSchemeChanged(.light)
        #expect(h.controller.scale == 2 && h.controller.ui.theme.fontSize == 28)
    }
}
