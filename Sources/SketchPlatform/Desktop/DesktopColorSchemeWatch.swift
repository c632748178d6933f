import FoundationEssentials
import SketchCore
import Synchronization

/// What the desktop prefers, light or dark, as it changes: GTK's settings are read at once (a
/// small file), the portal's answer and its changes come from a thread of its own
/// (`PortalColorScheme`), so watching never holds up the window. Without a session bus it
/// stays with GTK's preference, else light, and says nothing.
public final class DesktopColorSchemeWatch: Sendable {
    private struct State {
        /// The portal's preference; nil until it answers, or when it has none.
        var portal: ColorScheme?
        var listener: (@Sendable (ColorScheme) -> Void)?
    }
    private let state = Mutex(State())
    private let gtk: ColorScheme?

    /// Reads GTK's preference from `environment` and its settings file, and starts following
    /// the portal when there is a session bus.
    public init(environment: [String: String]) {
        let file = XDGPaths.configHome(environment) + "/gtk-3.0/settings.ini"
        gtk = DesktopColorScheme.gtk(themeVariable: environment["GTK_THEME"],
                                     settingsFile: FileSystem.contents(file).map { String(decoding: $0, as: UTF8.self) })
        guard let address = PortalColorScheme.sessionBusAddress(environment) else { return }
        DetachedThread.start { [self] in
            PortalColorScheme.follow(address: address) { value in self.portalSaid(value.flatMap(DesktopColorScheme.portal)) }
        }
    }

    /// The preference as known now (GTK's or light until the portal answers).
    public var current: ColorScheme {
        DesktopColorScheme.resolve(portal: state.withLock { $0.portal }, gtk: gtk)
    }

    /// Calls `listener` now with the current preference (the portal may have answered since
    /// `current` was read), then on the portal's thread at each change.
    public func onChange(_ listener: @escaping @Sendable (ColorScheme) -> Void) {
        state.withLock { $0.listener = listener }
        listener(current)
    }

    private func portalSaid(_ scheme: ColorScheme?) {
        let listener = state.withLock { box -> (@Sendable (ColorScheme) -> Void)? in
            box.portal = scheme
            return box.listener
        }
        listener?(current)
    }
}
