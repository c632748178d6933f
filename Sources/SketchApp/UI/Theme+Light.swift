import SketchCore

extension Theme {
    /// The light theme, for a desktop that prefers light (or states nothing): dark text on
    /// light greys, every text at least 4.5:1 against what it is drawn on (`textPairs`).
    public static var light: Theme {
        var t = Theme()
        t.scheme = .light
        t.background = Color(red: 0xED, green: 0xEE, blue: 0xF0)
        t.panel = Color(red: 0xF8, green: 0xF9, blue: 0xFA)
        t.button = Color(red: 0xE2, green: 0xE4, blue: 0xE7)
        t.buttonHot = Color(red: 0xD3, green: 0xD6, blue: 0xDB)
        t.buttonActive = Color(red: 0xC2, green: 0xD7, blue: 0xF7)
        t.buttonDisabled = Color(red: 0xEC, green: 0xED, blue: 0xEF)
        t.accent = Color(red: 0x1C, green: 0x62, blue: 0xCC)
        t.text = Color(red: 0x1D, green: 0x1F, blue: 0x23)
        t.textDisabled = Color(red: 0x8A, green: 0x8E, blue: 0x95)
        t.textSecondary = Color(red: 0x59, green: 0x5D, blue: 0x65)
        t.accentText = Color(red: 0x1A, green: 0x5C, blue: 0xC0)
        t.activeText = t.text
        t.track = Color(red: 0xB9, green: 0xBD, blue: 0xC4)
        t.knob = Color(red: 0x4A, green: 0x4E, blue: 0x55)
        t.selection = Color(red: 0x1F, green: 0x5B, blue: 0xB8)
        t.selectionText = Color(red: 0xFF, green: 0xFF, blue: 0xFF)
        t.error = Color(red: 0xB3, green: 0x26, blue: 0x1E)
        t.folder = Color(red: 0xD9, green: 0xA2, blue: 0x30)
        // Toasts stay dark, as desktops show them in either scheme: they must stand out from
        // a light photo as much as from the light widgets.
        t.toast = Color(red: 0x2F, green: 0x31, blue: 0x36, alpha: 235)
        t.toastText = Color(red: 0xF2, green: 0xF3, blue: 0xF5)
        t.alertText = Color(red: 0xFF, green: 0xFF, blue: 0xFF)
        t.banner = Color(red: 0xF8, green: 0xF9, blue: 0xFA, alpha: 245)
        t.viewBarShade = Color(red: 0xFF, green: 0xFF, blue: 0xFF, alpha: 200)
        return t
    }
}
