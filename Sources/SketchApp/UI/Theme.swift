import SketchCore

/// Colours and sizes of the widgets.
public struct Theme: Equatable, Sendable {
    /// Drawable pixels per unit of the widgets' design (2 on a HiDPI screen, 1.5 for a
    /// 144-dpi X11 desktop): every size is multiplied by it and rounded to whole pixels, so
    /// text and widgets are drawn at the screen's own resolution.
    public var scale = 1.0 {
        didSet { fontSize = Self.pixels(14, scale); lineHeight = Self.pixels(18, scale) }
    }
    /// `units` of the design in pixels at `scale`.
    public static func pixels(_ units: Int, _ scale: Double) -> Int { Int((Double(units) * scale).rounded()) }
    public var fontSize = 14
    public var lineHeight = 18
    public var background = Color(red: 0x2B, green: 0x2D, blue: 0x31)
    public var panel = Color(red: 0x36, green: 0x38, blue: 0x3D)
    public var button = Color(red: 0x45, green: 0x48, blue: 0x4F)
    public var buttonHot = Color(red: 0x55, green: 0x59, blue: 0x62)
    public var buttonActive = Color(red: 0x2F, green: 0x6F, blue: 0xD6)
    public var buttonDisabled = Color(red: 0x3A, green: 0x3C, blue: 0x41)
    public var accent = Color(red: 0x4A, green: 0x90, blue: 0xF0)
    public var text = Color(red: 0xF2, green: 0xF3, blue: 0xF5)
    public var textDisabled = Color(red: 0x80, green: 0x84, blue: 0x8C)
    public var track = Color(red: 0x5A, green: 0x5E, blue: 0x66)
    public var knob = Color(red: 0xE8, green: 0xEA, blue: 0xED)
    /// A selected row, and its text: at least 4.5:1 (WCAG AA) apart.
    public var selection = Color(red: 0x1F, green: 0x5B, blue: 0xB8)
    public var selectionText = Color(red: 0xF2, green: 0xF3, blue: 0xF5)
    /// A message that something failed, readable on `panel`.
    public var error = Color(red: 0xFF, green: 0x8A, blue: 0x80)
    public var folder = Color(red: 0xE0, green: 0xB0, blue: 0x4A)
    public init() {}
}
