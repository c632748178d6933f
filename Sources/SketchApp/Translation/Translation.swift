import CGettext
import Glibc
import SketchCore
import Synchronization

/// The texts people read, in their language, through gettext: the catalogues of the
/// `sketchpad` domain (compiled from po/) are looked up by glibc's `dgettext` in the order of
/// `LANGUAGE`, then `LC_ALL`, `LC_MESSAGES`, `LANG`.
///
/// A translatable text is always a plain string literal handed straight to `tr` or `trn`, so
/// that `xgettext --language=C --keyword=tr --keyword=trn:1,2` finds it in the Swift source
/// (Scripts/update-translations). Values go in named placeholders, filled after translation:
/// `tr("Saved {file}", ["file": path])`, so a translator can move them (never `\(...)` inside a
/// translated literal).
public enum Translation {
    public static let domain = "sketchpad"

    /// Until `start` binds the domain, texts stay as written: the tests of the controller see
    /// the English they compare with, whatever catalogues the machine has.
    private static let started = Atomic<Bool>(false)

    /// Binds the domain to the compiled catalogues in `catalogueFolder`
    /// (`<folder>/<language>/LC_MESSAGES/sketchpad.mo`); texts come back in UTF-8 whatever the
    /// locale's character set. Called once, at start, after the locale is set.
    public static func start(catalogueFolder: String?) {
        if let catalogueFolder { _ = catalogueFolder.withSystemPath { bindtextdomain(domain, $0) } }
        bind_textdomain_codeset(domain, "UTF-8")
        started.store(true, ordering: .releasing)
    }

    /// gettext returns the text it was given when it has no translation, so it is handed the
    /// literal's own storage, which lives as long as the program (a String bridged to C for the
    /// call would be freed before the result is read).
    static func translate(_ text: StaticString) -> String {
        guard started.load(ordering: .acquiring), let translated = dgettext(domain, cString(text)) else { return text.description }
        return String(cString: translated)
    }

    static func translate(_ singular: StaticString, _ plural: StaticString, count: Int) -> String {
        guard started.load(ordering: .acquiring),
              let translated = dngettext(domain, cString(singular), cString(plural), UInt(max(0, count))) else {
            return count == 1 ? singular.description : plural.description
        }
        return String(cString: translated)
    }

    private static func cString(_ literal: StaticString) -> UnsafePointer<CChar> {
        UnsafeRawPointer(literal.utf8Start).assumingMemoryBound(to: CChar.self)
    }

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
    Translation.fill(Translation.translate(text), Translation.pairs(values))
}

/// The form of `singular`/`plural` the user's language takes for `count`, its placeholders
/// filled (`{count}` among them, when the text names it).
public func trn(_ singular: StaticString, _ plural: StaticString, _ count: Int,
                _ values: KeyValuePairs<String, any CustomStringConvertible> = [:]) -> String {
    let form = Translation.translate(singular, plural, count: count)
    return Translation.fill(form, Translation.pairs(values, count: count))
}
