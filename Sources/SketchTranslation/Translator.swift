/// Where `tr` and `trn` find a text in the user's language: the program installs one at start
/// (`Translation.install`); the platform's is gettext's (`Translator.live` in SketchPlatform),
/// so this target imports no C library. Each is handed the literal itself, whose storage lives
/// as long as the program.
public struct Translator: Sendable {
    /// The text in the user's language, or the text as written when there is none.
    public var text: @Sendable (_ text: StaticString) -> String
    /// The form of `singular`/`plural` the user's language takes for `count`.
    public var plural: @Sendable (_ singular: StaticString, _ plural: StaticString, _ count: Int) -> String

    public init(text: @escaping @Sendable (_ text: StaticString) -> String,
                plural: @escaping @Sendable (_ singular: StaticString, _ plural: StaticString, _ count: Int) -> String) {
        self.text = text; self.plural = plural
    }

    /// Texts as written (English, one form for a count of 1 and another for the rest): what
    /// tests see, whatever catalogues the machine has.
    public static let untranslated = Translator(text: { $0.description },
                                                plural: { singular, plural, count in count == 1 ? singular.description : plural.description })

    /// `text` translated, then its `{name}` placeholders filled with `values`.
    func translated(_ text: StaticString, _ values: KeyValuePairs<String, any CustomStringConvertible>) -> String {
        // Most texts have no placeholders, and the widgets ask for theirs on every pass.
        values.isEmpty ? self.text(text) : Translation.fill(self.text(text), Translation.pairs(values))
    }

    /// The form for `count` translated, then its placeholders filled (`{count}` among them).
    func translated(_ singular: StaticString, _ plural: StaticString, _ count: Int,
                    _ values: KeyValuePairs<String, any CustomStringConvertible>) -> String {
        Translation.fill(self.plural(singular, plural, count), Translation.pairs(values, count: count))
    }
}
