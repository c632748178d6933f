/// The desktop the tests' app runs on. The goldens and the pixel checks are in the dark theme,
/// so the app launched by a test is told the desktop prefers dark, through GTK_THEME (which it
/// reads where no portal answers), and is given no session bus whose portal could say light.
public enum TestDesktop {
    /// Set in the app's environment.
    public static let dark: [String: String] = ["GTK_THEME": "Adwaita:dark"]
    /// Taken out of the app's environment, unless a test sets it again.
    public static let unset = ["DBUS_SESSION_BUS_ADDRESS"]
}
