@testable import SketchCore
import Testing

/// The `theme` key and the desktop's light or dark preference: the portal's value, GTK's
/// settings file and GTK_THEME, in that order, else light.
@Suite struct ThemeSettingTests {
    @Test func theThemeKeyTakesSystemLightOrDark() {
        #expect(Settings().theme == .system)
        #expect(Settings.parse("theme = light\n").settings.theme == .light)
        #expect(Settings.parse("theme = Dark\n").settings.theme == .dark)
        let bad = Settings.parse("theme = sepia\n")
        #expect(bad.settings.theme == .system)
        #expect(bad.warnings == ["config key theme: \"sepia\" is not one of system, light, dark; using system"])
        #expect(Settings.keys.contains { $0.key == "theme" })
    }

    /// The app never writes the key: a file it stores leaves a person's choice alone.
    @Test func theAppNeverWritesTheTheme() {
        var dark = Settings()
        dark.theme = .dark
        #expect(!dark.text.contains("theme"))
        #expect(Settings.updating("theme = dark\n", from: dark, to: dark) == nil)
    }

    @Test func aFixedThemeIgnoresTheDesktop() {
        #expect(ThemeChoice.system.scheme(desktop: .dark) == .dark && ThemeChoice.system.scheme(desktop: .light) == .light)
        #expect(ThemeChoice.light.scheme(desktop: .dark) == .light)
        #expect(ThemeChoice.dark.scheme(desktop: .light) == .dark)
    }

    @Test func thePortalsValues() {
        #expect(DesktopColorScheme.portal(1) == .dark)
        #expect(DesktopColorScheme.portal(2) == .light)
        #expect(DesktopColorScheme.portal(0) == nil, "no preference leaves it to GTK")
        #expect(DesktopColorScheme.portal(7) == nil)
    }

    @Test func gtksSettingsFile() {
        func gtk(_ file: String?, _ variable: String? = nil) -> ColorScheme? { DesktopColorScheme.gtk(themeVariable: variable, settingsFile: file) }
        #expect(gtk("[Settings]\ngtk-application-prefer-dark-theme=1\n") == .dark)
        #expect(gtk("[Settings]\r\ngtk-application-prefer-dark-theme = true\r\n") == .dark)
        #expect(gtk("[Settings]\ngtk-application-prefer-dark-theme=false\ngtk-theme-name=Adwaita\n") == .light)
        #expect(gtk("[Settings]\ngtk-theme-name=Adwaita-dark\n") == .dark)
        #expect(gtk("[Settings]\ngtk-theme-name = \"Arc-Dark\"\n") == .dark)
        #expect(gtk("[Settings]\ngtk-theme-name=Adwaita\n") == .light)
        #expect(gtk("# a comment\n[Settings]\ngtk-font-name=Cantarell 11\n") == nil, "says nothing of dark")
        #expect(gtk("[Other]\ngtk-application-prefer-dark-theme=1\n") == nil, "only the Settings group counts")
        #expect(gtk("[Settings]\ngtk-application-prefer-dark-theme=1\ngtk-application-prefer-dark-theme=0\n") == .light, "the last line wins")
        #expect(gtk(nil) == nil)
    }

    @Test func gtkThemeOverridesTheFile() {
        let darkFile = "[Settings]\ngtk-application-prefer-dark-theme=1\n"
        #expect(DesktopColorScheme.gtk(themeVariable: "Adwaita:dark", settingsFile: nil) == .dark)
        #expect(DesktopColorScheme.gtk(themeVariable: "Adwaita-dark", settingsFile: nil) == .dark)
        #expect(DesktopColorScheme.gtk(themeVariable: "Adwaita", settingsFile: darkFile) == .light)
        #expect(DesktopColorScheme.gtk(themeVariable: "", settingsFile: darkFile) == .dark, "an empty GTK_THEME is none")
    }

    @Test func thePortalComesFirstThenGTKThenLight() {
        #expect(DesktopColorScheme.resolve(portal: .light, gtk: .dark) == .light)
        #expect(DesktopColorScheme.resolve(portal: nil, gtk: .dark) == .dark)
        #expect(DesktopColorScheme.resolve(portal: nil, gtk: nil) == .light)
    }
}
