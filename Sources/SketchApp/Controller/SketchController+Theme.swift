import SketchCore

/// Light or dark widgets: the settings' `theme`, or the desktop's preference as it changes.
extension SketchController {
    /// The scheme the widgets are drawn in now.
    public var colorScheme: ColorScheme { ui.theme.scheme }

    /// The desktop now prefers `scheme` (the platform learns it from the portal or GTK): the
    /// widgets follow at once unless the settings fix a theme.
    public func desktopColorSchemeChanged(_ scheme: ColorScheme) {
        let wanted = settings.theme.scheme(desktop: scheme)
        guard wanted != ui.theme.scheme else { return }
        ui.theme.use(wanted)
        compositor.reset()
        refreshUI()
        dirty.add(layout.window)
    }
}
