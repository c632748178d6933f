/// One thing a stroke holds beyond its tool and its identity, declared once: how it sits in
/// `Stroke`, its key in the document (and so in the journal, whose lines carry strokes in the
/// document's form), its record in the checkpoint, the setting that remembers it, how the
/// options restyle it and the range the options offer. The document codec, the snapshot, the
/// settings and the restyle of a selection loop over `all`; none names an attribute by hand.
///
/// Which tools take an attribute is `Tool.takes` (`Tool+Attributes.swift`). A stroke's `tool`
/// is what it is, not an attribute of it, and its `id` names it in the journal: both are
/// written by each format around the attributes (`structuralProperties`).
///
/// Adding an attribute is a stored property of `Stroke`, a file here with its entry, its place
/// in `all`, its line in `Tool.takes`, and its drawing code (docs/ARCHITECTURE.md, "A new
/// attribute"). The round-trip tests make a stroke of every tool with every attribute it takes
/// set to the entry's `example` and compare every stored property after each format.
public struct StrokeAttribute: Sendable, Identifiable, CustomStringConvertible {
    /// What sets an attribute.
    public enum Kind: Sendable {
        /// What the stroke says or where it is (its points, text, number, picture): made by
        /// drawing, typing or pasting, no option sets it.
        case content
        /// From the pen and the fill (F): a new stroke is made with them.
        case pen
        /// A line style of the panel (`PenStyle`), laid on a new stroke once it is made.
        case lineStyle
    }

    /// Its name: the `Stroke` property it keeps (the first, when it keeps more).
    public let id: String
    public let kind: Kind
    let storage: AttributeStorage
    let document: DocumentForm
    let record: RecordForm
    /// The setting that remembers it between launches, if any; a setting shared by two
    /// attributes (a text's backdrop sets its box and its outline) belongs to the first.
    let setting: AttributeSetting?
    /// How a change of the options (the pen, the fill, the line styles) restyles a stroke that
    /// takes it; nil for what no option sets.
    let restyle: (@Sendable (inout Stroke, Restyle) -> Void)?
    /// What the options offer for it, for a tool that takes it (nil: no option).
    public let option: @Sendable (Tool) -> AttributeOption?
    /// Sets it away from its default, as the round-trip tests do for every tool that takes it.
    let example: @Sendable (inout Stroke) -> Void
    /// Where the options keep its value and what its control says, for one with an `option`.
    public internal(set) var access: OptionAccess? = nil

    public var description: String { id }

    /// Every attribute, in the order the document writes their keys, the codec reads and
    /// checks them, and a restyle applies them (the colour before the fill that follows it,
    /// the width before the corner radius made from it).
    public static let all: [StrokeAttribute] = [.color, .width, .points, .text, .number, .fill, .dash, .heads, .radius, .background, .outline, .image]

    /// The stored properties of `Stroke` that are no attribute: what it is and its identity.
    public static let structuralProperties = ["tool", "id"]

    /// The attributes by their snapshot tags.
    static let byTag: [UInt8: StrokeAttribute] = Dictionary(uniqueKeysWithValues: all.map { ($0.record.tag, $0) })

    /// The stroke with only `tool`: every attribute at the value a reader starts from.
    static func blank(_ tool: Tool) -> Stroke { Stroke(tool: tool, color: .clear, width: 0, points: []) }
}

/// How an attribute sits in `Stroke`.
struct AttributeStorage: Sendable {
    /// The stored properties of `Stroke` it keeps (the tests check each is some attribute's).
    let properties: [String]
    /// Whether `stroke` holds a value away from the blank stroke's (`StrokeAttribute.blank`).
    let isSet: @Sendable (Stroke) -> Bool
    /// Back to the blank stroke's value.
    let clear: @Sendable (inout Stroke) -> Void
    /// Whether two strokes hold the same value (`Stroke.==`).
    let same: @Sendable (Stroke, Stroke) -> Bool

    /// One stored property, blank at `blank`.
    static func property<Value: Equatable & Sendable>(_ name: String, _ path: WritableKeyPath<Stroke, Value> & Sendable, blank: Value) -> AttributeStorage {
        AttributeStorage(properties: [name], isSet: { $0[keyPath: path] != blank }, clear: { $0[keyPath: path] = blank },
                         same: { $0[keyPath: path] == $1[keyPath: path] })
    }
}

/// What the options offer for an attribute, with its range and the value a fresh start has.
public enum AttributeOption: Equatable, Sendable {
    /// A whole number in `range` (a width, a text size, a block size).
    case slider(range: ClosedRange<Int>, default: Int)
    /// On or off.
    case toggle(default: Bool)
    /// One of several values, by name.
    case choice([String], default: String)
    /// A colour.
    case color(default: Color)
}
