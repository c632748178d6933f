/// A change of the options (the pen, the fill, the line styles) as it restyles a stroke: each
/// attribute the stroke's tool takes follows what changed (`StrokeAttribute.restyle`).
public struct Restyle {
    public var pen: PenSettings
    public var fill: Bool
    /// The options before; nil: every option counts as changed (a new stroke takes them all).
    public var old: (pen: PenSettings, fill: Bool)?
    /// A tool's width in canvas px for `pen` (the view's scale turns the pen's screen px into
    /// it); nil: widths stay.
    public var width: ((Tool) -> Double)?

    public init(pen: PenSettings, fill: Bool, old: (pen: PenSettings, fill: Bool)?, width: ((Tool) -> Double)?) {
        self.pen = pen; self.fill = fill; self.old = old; self.width = width
    }

    /// Whether the option `value` reads changed.
    func changed<Value: Equatable>(_ value: (PenSettings, Bool) -> Value) -> Bool {
        guard let old else { return true }
        return value(old.pen, old.fill) != value(pen, fill)
    }

    /// `stroke` restyled: the attributes its tool takes (those `only` picks) follow what
    /// changed, in the order of `StrokeAttribute.all`.
    public func apply(to stroke: Stroke, only: (StrokeAttribute) -> Bool = { _ in true }) -> Stroke {
        var s = stroke
        for attribute in StrokeAttribute.all where s.tool.takes(attribute) && only(attribute) {
            attribute.restyle?(&s, self)
        }
        return s
    }

    /// The options with `style` as their line styles (the pen's colour and width, and the
    /// fill, left as they are: only the line styles are read).
    static func pen(style: PenStyle) -> PenSettings {
        var pen = PenSettings.default
        pen.style = style
        return pen
    }
}
