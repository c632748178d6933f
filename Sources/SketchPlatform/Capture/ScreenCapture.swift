import CSDL2
import SketchCore
import SketchRaster
import SketchTranslation

/// Takes a picture of the screen, a region of it or a window, for `--capture`: connects to
/// the display only now, and lets it go before the app's window opens. The picture comes as
/// the bytes of an image file (a PNG), as the session keeps a photo.
///
/// - On Wayland: the desktop portal's Screenshot (interactive for a region or a window, where
///   the desktop has a chooser of its own); without a portal there is no other way yet.
/// - On X11: the root window (`X11ScreenGrab`), chosen from on `X11CaptureOverlay`.
public enum ScreenCapture {
    /// - Parameter window: an X11 window of the app's to hide while the screen is taken (and
    ///   show again after), for "New screenshot".
    public static func take(_ mode: CaptureMode, environment: [String: String], hiding window: UInt? = nil) throws(CaptureFailure) -> [UInt8] {
        if let wayland = environment["WAYLAND_DISPLAY"], !wayland.isEmpty {
            // An X server here is Xwayland, whose root window shows none of the Wayland windows.
            return try onWayland(mode, environment: environment)
        }
        guard let name = environment["DISPLAY"], !name.isEmpty else {
            throw .failed(tr("there is no display to capture (neither WAYLAND_DISPLAY nor DISPLAY is set)"))
        }
        let picture = try onX11(mode, display: name, hiding: window)
        do { return try PNGEncoder.standard.encode(picture) } catch { throw .failed("\(error)") }
    }

    static func onWayland(_ mode: CaptureMode, environment: [String: String]) throws(CaptureFailure) -> [UInt8] {
        if let address = PortalBus.sessionBusAddress(environment) {
            do {
                let path = try PortalScreenshot.take(address: address, interactive: mode != .screen)
                do { return try InputFile.read(path, limit: InputFile.maxPhotoBytes, noun: tr("a picture")) } catch { throw CaptureFailure.failed("\(error)") }
            } catch PortalScreenshot.Failure.cancelled {
                throw .cancelled
            } catch PortalScreenshot.Failure.failed(let reason) {
                throw .failed(reason)
            } catch {
                // No portal, or none with a Screenshot: no way is left.
            }
        }
        throw .failed(tr("this Wayland desktop offers no way to take a screenshot: no desktop portal with a Screenshot interface answers on the session bus"))
    }

    static func onX11(_ mode: CaptureMode, display name: String, hiding window: UInt?) throws(CaptureFailure) -> RGBAImage {
        guard let display = XOpenDisplay(name) else { throw .failed(tr("cannot connect to the X display {display}", ["display": name])) }
        defer { XCloseDisplay(display) }
        let root = XDefaultRootWindow(display)
        if let window { X11WindowHiding.hide(window, display: display) }
        defer { if let window { X11WindowHiding.show(window, display: display) } }
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
