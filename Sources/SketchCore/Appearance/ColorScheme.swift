/// Light or dark widgets: what the desktop prefers, or what the `theme` setting asks for.
public enum ColorScheme: String, Sendable, Equatable {
    case light, dark
}

/// The `theme` setting: follow the desktop (`system`), or always light or dark.
public enum ThemeChoice: String, CaseIterable, Sendable {
    case system, light, dark

    /// The values the settings file takes, for its documentation and messages.
    public static var settingValues: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// The scheme the widgets use while the desktop prefers `desktop`.
    public func scheme(desktop: ColorScheme) -> ColorScheme {
        switch self {
        case .system: desktop
        case .light: .light
        case .dark: .dark
        }
    }
}
