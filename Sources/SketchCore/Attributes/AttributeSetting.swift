/// How an attribute's option is remembered between launches: a `key = value` line of the
/// settings file (`Settings`), its values described in `Settings.keys` and docs/guide.md.
struct AttributeSetting: Sendable {
    let key: String
    /// What it takes, as `Settings.keys` says.
    let values: String
    /// The value as the file writes it.
    let value: @Sendable (Settings) -> String
    /// Takes a value from the file; false when it is not one, and the setting keeps its default.
    let read: @Sendable (String, inout Settings) -> Bool
    /// Why a bad value was refused, after the value: "is not true or false; using false".
    let refusal: String

    /// A `true` or `false` setting.
    static func toggle(_ key: String, _ path: WritableKeyPath<Settings, Bool> & Sendable) -> AttributeSetting {
        AttributeSetting(key: key, values: "true or false", value: { "\($0[keyPath: path])" },
                         read: { text, s in Bool(text).map { s[keyPath: path] = $0 } != nil }, refusal: "is not true or false; using false")
    }
}

extension StrokeAttribute {
    /// The settings of the attributes remembered, in the order of `all`.
    static let settings: [AttributeSetting] = all.compactMap(\.setting)
}
