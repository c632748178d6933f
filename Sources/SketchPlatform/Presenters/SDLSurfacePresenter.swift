import CSDL2
import SketchCore
import SketchRaster

/// Presents through SDL's window surface: in software (SDL_HINT_FRAMEBUFFER_ACCELERATION=0) on
/// drivers that have one, or, `accelerated`, in the GL texture SDL keeps for drivers that do
/// not (Wayland in SDL 2.26). SDL reads the hint once, when the first window surface is made,
/// so the first of these to be tried in a process decides for all.
final class SDLSurfacePresenter: Presenter {
    let name: String
    private let window: OpaquePointer

    init(window: OpaquePointer, accelerated: Bool) throws {
        name = (accelerated ? PresenterChoice.gl : .surface).rawValue
        self.window = window
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, accelerated ? "1" : "0")
        SDL_ClearError()
        guard SDL_GetWindowSurface(window) != nil else {
            let reason = SDL_GetError().map { String(cString: $0) } ?? ""
            throw PresenterUnavailable(reason: "SDL made no window surface (\(reason.isEmpty ? "SDL gave no reason" : reason))")
        }
    }

    func present(_ frame: RGBAImage, rects: [IntRect]) {
        guard let surface = SDL_GetWindowSurface(window) else { return }
        let visible = IntRect(x: 0, y: 0, width: Int(surface.pointee.w), height: Int(surface.pointee.h))
        let clipped = rects.map { $0.intersection(visible) }.filter { !$0.isEmpty }
        guard !clipped.isEmpty else { return }
        let format = surface.pointee.format.pointee.format
        if format == SDL_PIXELFORMAT_ARGB8888.rawValue || format == SDL_PIXELFORMAT_RGB888.rawValue {
            SDL_LockSurface(surface)
            let pitch = Int(surface.pointee.pitch)
            let base = surface.pointee.pixels!
            frame.pixels.withUnsafeBytes { src in
                for r in clipped {
                    for y in r.y..<r.maxY {
                        base.advanced(by: y * pitch + r.x * 4).copyMemory(from: src.baseAddress! + (y * frame.width + r.x) * 4, byteCount: r.width * 4)
                    }
                }
            }
            SDL_UnlockSurface(surface)
        } else {
            _ = try? ImageFile.withSurface(frame) { source in
                for r in clipped {
                    var from = SDL_Rect(x: Int32(r.x), y: Int32(r.y), w: Int32(r.width), h: Int32(r.height))
                    var to = from
                    SDL_SetSurfaceBlendMode(source, SDL_BLENDMODE_NONE)
                    SDL_UpperBlit(source, &from, surface, &to)
                }
            }
        }
        var sdlRects = clipped.map { SDL_Rect(x: Int32($0.x), y: Int32($0.y), w: Int32($0.width), h: Int32($0.height)) }
        SDL_UpdateWindowSurfaceRects(window, &sdlRects, Int32(sdlRects.count))
    }
}
