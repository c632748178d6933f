/// How an attribute is kept in a `.sketch` document (docs/documents.md) and so in the
/// journal, whose lines carry strokes in this form: its key, written after the keys before it
/// in `StrokeAttribute.all`, read for the tools that take it, and checked.
struct DocumentForm: Sendable {
    /// The keys it writes and reads (a picture's is `"data"`).
    let keys: [String]
    /// `"key":value` as the document writes it; nil when it writes nothing (its default).
    let write: @Sendable (Stroke) -> String?
    /// Reads it from a stroke's object into the stroke, for a tool that takes it, or throws a
    /// `DocumentError` naming the stroke (`label`, "stroke 3") and what a value must be.
    let read: @Sendable ([String: Any], inout Stroke, _ label: String) throws -> Void
    /// Refuses a value no document may hold, naming the stroke; every reader of strokes (the
    /// document, the journal's lines and their fast path) checks through here.
    let validate: @Sendable (Stroke, _ label: String) throws -> Void

    init(keys: [String], write: @escaping @Sendable (Stroke) -> String?, read: @escaping @Sendable ([String: Any], inout Stroke, String) throws -> Void,
         validate: @escaping @Sendable (Stroke, String) throws -> Void = { _, _ in }) {
        self.keys = keys; self.write = write; self.read = read; self.validate = validate
    }

    /// An optional colour under `key` (`"fill"`, a text's `"background"`): written when set,
    /// read when present and not null.
    static func optionalColor(_ key: String, _ path: WritableKeyPath<Stroke, Color?> & Sendable) -> DocumentForm {
        DocumentForm(keys: [key], write: { s in s[keyPath: path].map { "\"\(key)\":\"\($0.hexRGBA)\"" } }, read: { dict, stroke, label in
            guard let value = dict[key], !(value is JSONNull) else { return }
            guard let text = value as? String, let color = Color(hex: text) else {
                throw DocumentError("\(label): \"\(key)\" must be a colour like #RRGGBB or #RRGGBBAA")
            }
            stroke[keyPath: path] = color
        })
    }
}
