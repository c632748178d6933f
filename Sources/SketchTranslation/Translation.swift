import Synchronization

/// The texts people read, in their language.
///
/// A translatable text is always a plain string literal handed straight to `tr` or `trn`, so
/// that `xgettext --language=C --keyword=tr --keyword=trn:1,2` finds it in the Swift source
/// (Scripts/update-translations). Values go in named placeholders, filled after translation:
/// `tr("Saved {file}", ["file": path])`, so a translator can move them (never `\(...)` inside a
/// translated literal).
public enum Translation {
    /// Until the program installs its translator, texts stay as written: the tests of the
    /// controller see the English they compare with, whatever catalogues the machine has.
    private static let installed = Mutex<Translator>(.untranslated)

    /// Makes `translator` the one every `tr` and `trn` asks. Called once, at start, after the
    /// locale is set and before any text is made.
    public static func install(_ translator: Translator) { installed.withLock { $0 = translator } }

    static var translator: Translator { installed.withLock { $0 } }

    /// The values as an array, `count` first when given.
    static func pairs(_ values: KeyValuePairs<String, any CustomStringConvertible>, count: Int? = nil) -> [(key: String, value: any CustomStringConvertible)] {
        var all: [(key: String, value: any CustomStringConvertible)] = []
        all.reserveCapacity(values.count + 1)
        if let count { all.append((key: "count", value: count)) }
        for (key, value) in values { all.append((key: key, value: value)) }
        return all
    }

    /// `text` with each `{name}` replaced by its value; a name not given stays as it is. A value
    /// naming a path shows its bytes that are not UTF-8 as `\xE9` (`PathBytes.display`).
    static func fill(_ text: String, _ values: [(key: String, value: any CustomStringConvertible)]) -> String {
        guard !values.isEmpty, text.contains("{") else { return text }
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += rest[..<open]
            let name = rest[rest.index(after: open)..<close]
            if let value = values.first(where: { $0.key == name })?.value {
                result += PathBytes.display(value.description)
            } else {
                result += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}

/// `text` in the user's language, its `{name}` placeholders filled with `values`.
public func tr(_ text: StaticString, _ values: KeyValuePairs<String, any CustomStringConvertible> = [:]) -> String {
    Translation.translator.translated(text, values)
}

/// The form of `singular`/`plural` the user's language takes for `count`, its placeholders
/// filled (`{count}` among them, when the text names it).
public func trn(_ singular: StaticString, _ plural: StaticString, _ count: Int,
                _ values: KeyValuePairs<String, any CustomStringConvertible> = [:]) -> String {
    Translation.translator.translated(singular, plural, count, values)
}
