import CSDL2
import SketchCore
import SketchRaster
import SketchTranslation

/// Takes a picture of the screen, a region of it or a window, for `--capture`: connects to
/// the display only now, and lets it go before the app's window opens.
public enum ScreenCapture {
    public static func take(_ mode: CaptureMode, environment: [String: String]) throws(CaptureFailure) -> RGBAImage {
        if let wayland = environment["WAYLAND_DISPLAY"], !wayland.isEmpty {
            // An X server here is Xwayland, whose root window shows none of the Wayland windows.
            throw .failed(tr("capturing a Wayland desktop is not supported yet; run grim -g \"$(slurp)\" - | sketchpad -"))
        }
        guard let name = environment["DISPLAY"], !name.isEmpty else {
            throw .failed(tr("there is no display to capture (neither WAYLAND_DISPLAY nor DISPLAY is set)"))
        }
        guard let display = XOpenDisplay(name) else { throw .failed(tr("cannot connect to the X display {display}", ["display": name])) }
        defer { XCloseDisplay(display) }
        let root = XDefaultRootWindow(display)
        // The windows are listed before anything is grabbed, for a click to pick among.
        let windows = mode == .window ? X11Windows.shown(display: display, root: root) : []
        let screen = try X11ScreenGrab(display: display, root: root).take()
        let chosen: IntRect?
        switch mode {
        case .screen: return screen
        case .region: chosen = try X11CaptureOverlay(display: display, root: root, screen: screen).chooseRegion()
        case .window: chosen = try X11CaptureOverlay(display: display, root: root, screen: screen).chooseWindow(among: windows)
        }
        guard let chosen else { throw .cancelled }
        return screen.cropped(to: chosen)
    }
}
