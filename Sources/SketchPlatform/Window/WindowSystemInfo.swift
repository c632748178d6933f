import CSDL2

/// SDL's description of a window in its window system (X11 or Wayland handles), or nil when
/// SDL has none (the dummy and offscreen drivers).
func windowSystemInfo(_ window: OpaquePointer) -> SDL_SysWMinfo? {
    var info = SDL_SysWMinfo()
    info.version = SDL_version(major: UInt8(SDL_MAJOR_VERSION), minor: UInt8(SDL_MINOR_VERSION), patch: UInt8(SDL_PATCHLEVEL))
    return SDL_GetWindowWMInfo(window, &info) == SDL_TRUE ? info : nil
}
