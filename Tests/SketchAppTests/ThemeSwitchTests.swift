import SketchApp
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// The widgets follow the desktop's light or dark preference while the app runs, unless the
/// settings fix a theme; the toolbar's background shows which.
@Suite struct ThemeSwitchTests {
    /// The colour of the toolbar's strip where no button reaches: its top-left corner, above and
    /// left of the first button. (The buttons now cover more of the strip than its background.)
    static func toolbarBackground(_ h: Harness) -> Color {
        let first = h.controller.ui.rects.values.filter { $0.y < Theme.pixels(Layout.toolbarHeight, h.controller.scale) }
        precondition(first.allSatisfy { $0.x > 1 && $0.y > 1 }, "a toolbar button reaches the corner sampled")
        return h.controller.frame[1, 1]
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
