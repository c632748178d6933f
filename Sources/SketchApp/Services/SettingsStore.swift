import SketchCore

/// Stores the settings the app changed from `previous` (the ones last loaded or stored).
public struct SettingsStore: Sendable {
    public var store: @Sendable (_ settings: Settings, _ previous: Settings) -> Void

    public init(store: @escaping @Sendable (_ settings: Settings, _ previous: Settings) -> Void) { self.store = store }
}
