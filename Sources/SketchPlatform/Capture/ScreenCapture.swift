import CSDL2
import SketchCore
import SketchRaster
import SketchTranslation

/// Takes a picture of the screen, a region of it or a window, for `--capture`: connects to
/// the display only now, and lets it go before the app's window opens. The picture comes as
/// the bytes of an image file (a PNG), as the session keeps a photo.
///
/// - On Wayland: the desktop portal's Screenshot first, when one answers on the session bus
///   (GNOME, KDE, and wlroots with xdg-desktop-portal-wlr; interactive for a region or a window,
///   where the desktop has a chooser of its own). Without one, a wlroots compositor's
///   wlr-screencopy (`WaylandScreencopy`, as grim): the screen whole, or a region chosen on
///   `WaylandCaptureOverlay`; a window cannot be told apart there, so it is refused. New
///   screenshot in the open window takes it so in a process of its own (`CaptureProcess`).
/// - On X11: the root window (`X11ScreenGrab`), chosen from on `X11CaptureOverlay`.
public enum ScreenCapture {
    /// - Parameter window: the app's open window, for New screenshot (asked off the main
    ///   thread): hidden while the screen is taken. On Wayland without a portal, the capture
    ///   then runs in a process of its own (`CaptureProcess`): the window's SDL cannot show an
    ///   overlay beside it.
    public static func take(_ mode: CaptureMode, environment: [String: String], from window: CapturingWindow? = nil) throws(CaptureFailure) -> [UInt8] {
        if let wayland = environment["WAYLAND_DISPLAY"], !wayland.isEmpty {
            // An X server here is Xwayland, whose root window shows none of the Wayland windows.
            return try onWayland(mode, display: wayland, environment: environment, from: window)
        }
        guard let name = environment["DISPLAY"], !name.isEmpty else {
            throw .failed(tr("there is no display to capture (neither WAYLAND_DISPLAY nor DISPLAY is set)"))
        }
        let picture = try onX11(mode, display: name, hiding: window?.x11ID)
        do { return try PNGEncoder.standard.encode(picture) } catch { throw .failed("\(error)") }
    }

    static func onWayland(_ mode: CaptureMode, display: String, environment: [String: String], from window: CapturingWindow?) throws(CaptureFailure) -> [UInt8] {
        if let address = PortalBus.sessionBusAddress(environment) {
            do {
                let path = try PortalScreenshot.take(address: address, interactive: mode != .screen)
                do { return try InputFile.read(path, limit: InputFile.maxPhotoBytes, noun: tr("a picture")) } catch { throw CaptureFailure.failed("\(error)") }
            } catch PortalScreenshot.Failure.cancelled {
                throw .cancelled
            } catch PortalScreenshot.Failure.failed(let reason) {
                throw .failed(reason)
            } catch {
                // No portal, or none with a Screenshot: screencopy is left.
            }
        }
        if let window {
            guard window.setShown(false) else { throw .failed(tr("the window could not be hidden for the screenshot")) }
            defer { _ = window.setShown(true) }
            return try CaptureProcess.take(mode, program: window.program, environment: environment)
        }
        let noPortal = tr("no desktop portal with a Screenshot interface answers on the session bus")
        let screen: RGBAImage
        do {
            let screencopy = try WaylandScreencopy(display: display)
            if mode == .window {
                throw CaptureFailure.failed(tr("choosing a window needs a desktop portal on this Wayland desktop ({portal}; wlr-screencopy copies whole outputs, not windows): take a region instead",
                                               ["portal": noPortal]))
            }
            screen = try screencopy.take()
        } catch let failure as CaptureFailure {
            throw failure
        } catch WaylandScreencopy.Failure.absent(let reason) {
            throw .failed(tr("this Wayland desktop offers no way to take a screenshot: {portal}, and {screencopy}", ["portal": noPortal, "screencopy": reason]))
        } catch WaylandScreencopy.Failure.failed(let reason) {
            throw .failed(reason)
        } catch {
            throw .failed("\(error)")
        }
        var picture = screen
        if mode == .region {
            guard let chosen = try WaylandCaptureOverlay.chooseRegion(on: screen) else { throw .cancelled }
            picture = screen.cropped(to: chosen)
        }
        do { return try PNGEncoder.standard.encode(picture) } catch { throw .failed("\(error)") }
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
