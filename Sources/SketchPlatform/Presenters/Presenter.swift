import CSDL2
import FoundationEssentials
import Glibc
import SketchCore
import SketchRaster
import SketchTranslation

/// One way of getting the app's frames onto the screen: a backend, as Dear ImGui keeps its
/// platform and renderer backends apart. Each lives in a file of its own and knows nothing of
/// the others; `PresenterChoice` picks one when the window opens.
protocol Presenter: AnyObject {
    /// The backend's name, as `SKETCHPAD_PRESENTER` takes it and messages show it.
    var name: String { get }
    /// Copies the `rects` of `frame` (already clipped to the frame and to the window's drawable)
    /// to the screen and shows them.
    func present(_ frame: RGBAImage, rects: [IntRect])
    /// The drawable size the backend wants frames at, when it is not SDL's own.
    func drawableSize() -> (width: Int, height: Int)?
    /// Whether it keeps memory that only makes frames in quick succession cheaper (a second
    /// buffer for while the compositor holds the first), which `dropSpareMemory` gives back.
    var holdsSpareMemory: Bool { get }
    func dropSpareMemory()
}

extension Presenter {
    func drawableSize() -> (width: Int, height: Int)? { nil }
    var holdsSpareMemory: Bool { false }
    func dropSpareMemory() {}
}

/// Why a backend cannot present on this window.
struct PresenterUnavailable: Error {
    var reason: String
}

/// The backends, in the order they are tried for each of SDL's video drivers.
enum PresenterChoice: String, CaseIterable {
    /// wl_shm buffers on SDL's own wl_surface (`WaylandPresenter`).
    case wayland
    /// XPutImage straight to SDL's X11 window (`X11Presenter`).
    case x11
    /// SDL's window surface in software (`SDLSurfacePresenter`).
    case surface
    /// SDL's window surface kept in a GL texture (SDL_HINT_FRAMEBUFFER_ACCELERATION=1): the last
    /// resort on Wayland, where SDL 2.26 has no software surface. It costs many times the CPU of
    /// the others with Mesa's software GL.
    case gl

    /// What is tried, first to last, on SDL's video driver `driver`.
    static func candidates(driver: String) -> [PresenterChoice] {
        switch driver {
        case "wayland": return [.wayland, .gl]
        case "x11": return [.x11, .surface]
        default: return [.surface]
        }
    }

    func make(window: OpaquePointer) throws -> Presenter {
        switch self {
        case .wayland: return try WaylandPresenter(window: window)
        case .x11: return try X11Presenter(window: window)
        case .surface: return try SDLSurfacePresenter(window: window, accelerated: false)
        case .gl: return try SDLSurfacePresenter(window: window, accelerated: true)
        }
    }

    /// Whether the backend draws with no GL, so that its window can be made without it.
    var drawsWithoutGL: Bool { self != .gl }

    /// What is tried on SDL's video driver `driver`: the candidates, or only `requested`
    /// (SKETCHPAD_PRESENTER) when it is set.
    static func order(driver: String, requested: String?) throws -> [PresenterChoice] {
        guard let requested, !requested.isEmpty else { return candidates(driver: driver) }
        guard let one = PresenterChoice(rawValue: requested.lowercased()) else {
            throw PlatformError.variable("SKETCHPAD_PRESENTER", reason: tr("'{value}' is not one of {choices}", ["value": requested, "choices": allCases.map(\.rawValue).joined(separator: ", ")]))
        }
        return [one]
    }

    /// The first backend of `order` that works, on a window `makeWindow` makes for it (with or
    /// without GL, as the backend draws), or an error that names the video driver and says why
    /// each backend failed. The next backend tries the same window when it wants the same kind;
    /// a window no backend takes is destroyed.
    static func open(_ order: [PresenterChoice], driver: String,
                     makeWindow: (_ withoutGL: Bool) throws -> OpaquePointer) throws -> (window: OpaquePointer, presenter: Presenter) {
        var failures: [String] = []
        var made: (window: OpaquePointer, withoutGL: Bool)?
        defer { if let made { SDL_DestroyWindow(made.window) } }
        for choice in order {
            if let kept = made, kept.withoutGL != choice.drawsWithoutGL {
                SDL_DestroyWindow(kept.window)
                made = nil
            }
            let window = try made?.window ?? makeWindow(choice.drawsWithoutGL)
            made = (window, choice.drawsWithoutGL)
            do {
                let presenter = try choice.make(window: window)
                made = nil
                return (window, presenter)
            } catch let e as PresenterUnavailable {
                failures.append("\(choice.rawValue): \(e.reason)")
            }
        }
        throw PlatformError.display(reason: tr("cannot show the window with SDL's {driver} video driver ({failures})", ["driver": driver, "failures": failures.joined(separator: "; ")]))
    }
}
