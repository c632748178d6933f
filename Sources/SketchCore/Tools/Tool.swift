import FoundationEssentials
import SketchTranslation

/// A kind of stroke, and for those a person picks, the tool that makes it.
///
/// Everything the app knows of a tool is declared once, in the tool's own file in this folder
/// (`Pen.swift`, `Arrow.swift`, …), as a static member listed in `Tool.allCases`
/// (`ToolRegistry.swift`). Nothing else names a tool: the renderer reads its `shape` and
/// `marking`, the codec its `id` and defaults, the toolbar its key, label and icon, the status
/// line its hint, the cost estimate its `cost`, a turn of the picture its `turn`.
public struct Tool: Sendable, Hashable, CustomStringConvertible {
    /// The document format's `tool` string, and the settings' `tool` value.
    public let id: String
    /// The key that picks it (lower case); nil for a kind no one picks (a pasted image).
    public let key: Character?
    /// Its name on its button's tooltip, in menus and the help's legend ("Numbered marker").
    public var label: String { labelText() }
    /// Its name in a sentence of the help ("numbered marker").
    public var name: String { nameText() }
    /// One line for the status bar on what a press does with it.
    public var hint: String { hintText() }
    /// Its button's picture, on the 24×24 grid of `IconMark`.
    public let icon: [IconMark]
    /// Its picture while `fill` is on, for the tools whose strokes fill.
    public let filledIcon: [IconMark]?
    /// What its strokes hold beyond their points (`StrokeAttribute`): what a document reads
    /// for it, the options show and restyle, and the round-trip tests set.
    public let attributes: [StrokeAttribute]
    /// The pointer over the canvas while it is chosen.
    public let cursor: Cursor
    /// The geometry its points make, and so how they are made.
    public let shape: Shape
    /// A numbered disc drawn at its first point, numbered as markers are (`Stroke.number`).
    public let numbered: Bool
    /// How its colour meets the picture under it.
    public let marking: Marking
    /// How its stored width follows the pen.
    public let widthRule: WidthRule
    /// The colour it draws with for a pen colour.
    private let colorRule: @Sendable (Color) -> Color
    /// The most alpha it draws with, whatever the pen's.
    public let maxAlpha: UInt8
    /// The colour a document may leave out for it; nil when a document must give one.
    public let defaultColor: Color?
    /// Whether a document gives it a width; without one, its box is all it is.
    public let hasOwnWidth: Bool
    /// What drawing one of its strokes costs, for the render budget.
    public let cost: RenderCost
    /// What a turn or flip of the picture does to it.
    public let turn: Turn
    private let labelText: @Sendable () -> String
    private let nameText: @Sendable () -> String
    private let hintText: @Sendable () -> String

    /// The pointer a tool shows over the canvas: the pen's ring where a stroke follows the pointer
    /// (freehand tools), a crosshair where a drag spans a shape, an I-beam where a click types.
    public enum Cursor: Sendable { case ring, text, crosshair }

    public init(id: String, key: Character?, label: @escaping @Sendable () -> String, name: @escaping @Sendable () -> String,
                hint: @escaping @Sendable () -> String, icon: [IconMark], filledIcon: [IconMark]? = nil, attributes: [StrokeAttribute],
                cursor: Cursor = .ring,
                shape: Shape, numbered: Bool = false, marking: Marking = .paint, width: WidthRule = .pen, maxAlpha: UInt8 = 255,
                color: @escaping @Sendable (Color) -> Color = { $0 }, defaultColor: Color? = nil, hasOwnWidth: Bool = true,
                cost: RenderCost = .path, turn: Turn = .points) {
        self.id = id; self.key = key; self.labelText = label; self.nameText = name; self.hintText = hint
        self.icon = icon; self.filledIcon = filledIcon; self.attributes = attributes; self.cursor = cursor; self.shape = shape; self.numbered = numbered
        self.marking = marking; self.widthRule = width; self.maxAlpha = maxAlpha; self.colorRule = color
        self.defaultColor = defaultColor; self.hasOwnWidth = hasOwnWidth; self.cost = cost; self.turn = turn
    }

    public static func == (a: Tool, b: Tool) -> Bool { a.id == b.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
    public var description: String { id }

    /// How many points a stroke of this tool stores; nil for any number (at least one).
    public var pointCount: Int? { shape.pointCount }

    /// Tools drawn from a start point to an end point; they store exactly two points.
    public var isTwoPoint: Bool { pointCount == 2 }

    /// Whether its strokes have a colour of their own (a filter has none: it works on what is under it).
    public var hasColor: Bool { takes(.color) }

    /// Whether its strokes may be filled (`Stroke.fill`).
    public var canFill: Bool { takes(.fill) }

    /// Whether its strokes may be dashed (`Stroke.dash`).
    public var canDash: Bool { takes(.dash) }

    /// The keyboard shortcut that picks the tool; nil for one no one picks.
    public var shortcut: Character? { key }

    /// The stroke width this tool draws with for `pen`, in screen px.
    public func strokeWidth(forPen pen: PenSettings) -> Double {
        switch widthRule {
        case .pen: return Double(pen.width)
        case .broad: return Double(min(max(pen.width * 3, 12), 192))
        case .textSize: return Double(pen.textSize)
        }
    }

    /// The colour this tool draws with for a pen colour.
    public func strokeColor(forPen color: Color) -> Color { colorRule(color) }
}
