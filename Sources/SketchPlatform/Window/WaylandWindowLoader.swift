import CSDL2
import FoundationEssentials
import SketchCore

/// Keeps SDL from loading EGL and Mesa for a Wayland window the app presents itself.
///
/// SDL 2.26 makes every Wayland window an OpenGL window (libEGL, then Mesa's driver and LLVM:
/// some 45 MB resident, and their start-up) unless it is a Vulkan window. The wl_shm presenter
/// never draws with either, so the window is made as a Vulkan window whose loader is the app's
/// own `libsketchpad-wayland-window.so` (Sources/WaylandWindowLoader), which only tells SDL the
/// surface extensions are there. A window for the GL presenter is made without it.
public enum WaylandWindowLoader {
    public static let fileName = "libsketchpad-wayland-window.so"

    /// Where the library is, looked for beside the program as each build puts it: installed
    /// (`<prefix>/lib/sketchpad`), in CMake's build folder (`build/lib`), or in SwiftPM's
    /// (the program's own folder).
    public static func path() -> String? { path(executableFolder: AssetLocator.executableFolder()) }

    static func path(executableFolder: String) -> String? {
        let prefix = PathName.parent(executableFolder)
        let candidates = [prefix + "/lib/sketchpad/" + fileName, prefix + "/lib/" + fileName, executableFolder + "/" + fileName]
        return candidates.first(where: FileSystem.exists)
    }

    /// Loads the library as SDL's Vulkan loader, for a window made next with
    /// `SDL_WINDOW_VULKAN`. False when it is not there or SDL refuses it: the window is then
    /// made as before, with GL, and works the same at a higher cost in memory.
    static func load() -> Bool {
        guard let path = path() else { return false }
        return SDL_Vulkan_LoadLibrary(path) == 0
    }

    /// Drops the app's own hold on the loader once the window holds it (SDL_CreateWindow takes
    /// one for each Vulkan window, and SDL_DestroyWindow gives it back).
    static func release() { SDL_Vulkan_UnloadLibrary() }
}
