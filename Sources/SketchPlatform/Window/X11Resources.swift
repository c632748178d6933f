import CSDL2

/// The X resource database (the RESOURCE_MANAGER property that desktops and `xrdb` set, where
/// `Xft.dpi` lives), read from SDL's own X11 connection.
enum X11Resources {
    /// The database's text; "" on an X11 display without one; nil when `window` is not an X11 window.
    static func database(of window: OpaquePointer) -> String? {
        guard let info = windowSystemInfo(window), info.subsystem == SDL_SYSWM_X11, let display = info.info.x11.display else { return nil }
        return XResourceManagerString(display).map { String(cString: $0) } ?? ""
    }
}
