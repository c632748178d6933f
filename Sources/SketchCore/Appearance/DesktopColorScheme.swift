/// What the desktop prefers, from the sources a Linux desktop offers, most direct first: the
/// XDG desktop portal's `org.freedesktop.appearance color-scheme`, then GTK's own settings
/// (`GTK_THEME`, then `gtk-3.0/settings.ini`), else light, as GTK and Qt apps come up.
/// Reading them is the platform's; this only decides.
public enum DesktopColorScheme {
    /// The portal's `color-scheme`: 1 prefers dark, 2 prefers light, 0 (and any other value)
    /// states no preference, which leaves the choice to GTK's settings.
    public static func portal(_ value: UInt32) -> ColorScheme? {
        switch value {
        case 1: .dark
        case 2: .light
        default: nil
        }
    }

    /// GTK's preference: `GTK_THEME` (`Adwaita:dark`, `Adwaita-dark`) overrides the settings
    /// file, as it does in GTK; the file says dark through `gtk-application-prefer-dark-theme`
    /// or a theme whose name ends in `-dark`. Nil when neither says anything.
    public static func gtk(themeVariable: String?, settingsFile: String?) -> ColorScheme? {
        if let theme = themeVariable?.trimmingCharacters(in: " \t"), !theme.isEmpty {
            return isDarkThemeName(theme) ? .dark : .light
        }
        guard let settingsFile else { return nil }
        let values = GTKSettingsFile.values(settingsFile)
        if let prefer = values["gtk-application-prefer-dark-theme"].flatMap(GTKSettingsFile.boolean) {
            if prefer { return .dark }
            if let name = values["gtk-theme-name"] { return isDarkThemeName(name) ? .dark : .light }
            return .light
        }
        return values["gtk-theme-name"].map { isDarkThemeName($0) ? .dark : .light }
    }

    /// The first of the preferences that says something, else light.
    public static func resolve(portal: ColorScheme?, gtk: ColorScheme?) -> ColorScheme { portal ?? gtk ?? .light }

    /// `Adwaita-dark`, `Arc-Dark`, and GTK_THEME's variant form `Adwaita:dark`.
    static func isDarkThemeName(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasSuffix("-dark") || lower.hasSuffix(":dark")
    }
}
