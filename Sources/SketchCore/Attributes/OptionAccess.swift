import SketchTranslation

/// What the options hold for the tools: the pen (colour, width, text size, line styles) and
/// whether shapes are filled (F). The options bar and the panel read and set an attribute's
/// value here through its `OptionAccess`.
public struct ToolOptions: Equatable, Sendable {
    public var pen: PenSettings
    public var fill: Bool

    public init(pen: PenSettings, fill: Bool) { self.pen = pen; self.fill = fill }
}

/// A value of an option, of the kind its `AttributeOption` says.
public enum OptionValue: Equatable, Sendable {
    case number(Int)
    case flag(Bool)
    case name(String)
    case color(Color)

    public var number: Int? { if case .number(let n) = self { n } else { nil } }
    public var flag: Bool? { if case .flag(let b) = self { b } else { nil } }
    public var name: String? { if case .name(let s) = self { s } else { nil } }
    public var color: Color? { if case .color(let c) = self { c } else { nil } }
}

/// Where the options keep an attribute's value for a tool, and the words its control shows.
/// Declared beside the attribute (`StrokeAttribute.access`), so a control is made for any tool
/// from its attribute list, never from the tool's name.
public struct OptionAccess: Sendable {
    /// The control's name for a tool ("Width", "Size", "Block size").
    public let label: @Sendable (Tool) -> String
    /// The value the options hold for a tool.
    public let get: @Sendable (Tool, ToolOptions) -> OptionValue
    /// Sets it (a number is clamped to the option's range).
    public let set: @Sendable (OptionValue, Tool, inout ToolOptions) -> Void
    /// A value as the control shows it: a number with its unit, a choice by its name.
    public let shown: @Sendable (OptionValue, Tool) -> String

    public init(label: @escaping @Sendable (Tool) -> String, get: @escaping @Sendable (Tool, ToolOptions) -> OptionValue,
                set: @escaping @Sendable (OptionValue, Tool, inout ToolOptions) -> Void,
                shown: @escaping @Sendable (OptionValue, Tool) -> String = { value, _ in value.name ?? value.number.map(String.init) ?? "" }) {
        self.label = label; self.get = get; self.set = set; self.shown = shown
    }

    /// An on/off option kept at `path`.
    static func flag(_ label: @escaping @Sendable () -> String, _ path: WritableKeyPath<ToolOptions, Bool> & Sendable) -> OptionAccess {
        OptionAccess(label: { _ in label() }, get: { _, o in .flag(o[keyPath: path]) }, set: { v, _, o in v.flag.map { o[keyPath: path] = $0 } })
    }

    /// A choice kept at `path` as one of `Value`'s cases, each shown by `names`.
    static func choice<Value: RawRepresentable<String> & Sendable>(_ label: @escaping @Sendable () -> String, _ path: WritableKeyPath<ToolOptions, Value> & Sendable,
                                                                   names: @escaping @Sendable (Value) -> String) -> OptionAccess {
        OptionAccess(label: { _ in label() }, get: { _, o in .name(o[keyPath: path].rawValue) },
                     set: { v, _, o in v.name.flatMap(Value.init(rawValue:)).map { o[keyPath: path] = $0 } },
                     shown: { v, _ in v.name.flatMap(Value.init(rawValue:)).map(names) ?? "" })
    }
}

