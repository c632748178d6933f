import SketchCore

/// Colours and sizes of the widgets. `Theme()` is the dark theme; `Theme.light` the light one
/// (`Theme+Light.swift`); `use(_:)` switches between them keeping the scale.
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
    /// Which palette the colours below are.
    public internal(set) var scheme = ColorScheme.dark
    public var background = Color(red: 0x2B, green: 0x2D, blue: 0x31)
    public var panel = Color(red: 0x36, green: 0x38, blue: 0x3D)
    public var button = Color(red: 0x45, green: 0x48, blue: 0x4F)
    public var buttonHot = Color(red: 0x55, green: 0x59, blue: 0x62)
    public var buttonActive = Color(red: 0x2F, green: 0x6F, blue: 0xD6)
    public var buttonDisabled = Color(red: 0x3A, green: 0x3C, blue: 0x41)
    public var accent = Color(red: 0x4A, green: 0x90, blue: 0xF0)
    public var text = Color(red: 0xF2, green: 0xF3, blue: 0xF5)
    /// A disabled widget's label and icon (exempt from WCAG's contrast minimum, as inactive
    /// controls are, but still readable).
    public var textDisabled = Color(red: 0x80, green: 0x84, blue: 0x8C)
    /// Text that says less than `text` (the status line's hint, captions) but is read all the
    /// same: 4.5:1 against `panel` and `background`.
    public var textSecondary = Color(red: 0xA0, green: 0xA4, blue: 0xAC)
    /// Text in the accent's hue (the keys in the help), 4.5:1 against `panel`.
    public var accentText = Color(red: 0x72, green: 0xA9, blue: 0xF4)
    /// A label on `buttonActive` (a pressed or selected button).
    public var activeText = Color(red: 0xFF, green: 0xFF, blue: 0xFF)
    public var track = Color(red: 0x5A, green: 0x5E, blue: 0x66)
    public var knob = Color(red: 0xE8, green: 0xEA, blue: 0xED)
    /// A selected row, and its text: at least 4.5:1 (WCAG AA) apart.
    public var selection = Color(red: 0x1F, green: 0x5B, blue: 0xB8)
    public var selectionText = Color(red: 0xF2, green: 0xF3, blue: 0xF5)
    /// A message that something failed, readable on `panel`.
    public var error = Color(red: 0xFF, green: 0x8A, blue: 0x80)
    public var folder = Color(red: 0xE0, green: 0xB0, blue: 0x4A)
    /// A passing message over the canvas (a toast), and its text.
    public var toast = Color(red: 0x20, green: 0x22, blue: 0x25, alpha: 230)
    public var toastText = Color(red: 0xF2, green: 0xF3, blue: 0xF5)
    /// A failure shown over the canvas (an error toast, the autosave banner), and its text.
    public var alert = Color(red: 0xB3, green: 0x26, blue: 0x1E, alpha: 235)
    public var alertText = Color(red: 0xF2, green: 0xF3, blue: 0xF5)
    /// The restore offer's banner over the canvas; its text is `text`.
    public var banner = Color(red: 0x20, green: 0x22, blue: 0x25, alpha: 240)
    /// Behind the view's scroll bars over the canvas, under a `knob` thumb.
    public var viewBarShade = Color(red: 0x20, green: 0x21, blue: 0x24, alpha: 200)
    public init() {}

    /// The theme of `scheme` at this scale.
    public init(_ scheme: ColorScheme) {
        self = scheme == .light ? Self.light : Theme()
    }

    /// Takes `scheme`'s colours, keeping the sizes.
    public mutating func use(_ scheme: ColorScheme) {
        guard scheme != self.scheme else { return }
        let kept = scale
        self = Theme(scheme)
        scale = kept
    }

    /// Every pair of a text colour and the colour it is drawn on, named, for the contrast
    /// check; `disabled` pairs are a disabled widget's.
    public var textPairs: [(name: String, text: Color, on: Color, disabled: Bool)] {
        var pairs: [(String, Color, Color, Bool)] = []
        for (name, fill) in [("background", background), ("panel", panel), ("button", button), ("buttonHot", buttonHot)] {
            pairs.append(("text on \(name)", text, fill, false))
        }
        pairs += [("activeText on buttonActive", activeText, buttonActive, false),
                  ("textSecondary on panel", textSecondary, panel, false),
                  ("textSecondary on background", textSecondary, background, false),
                  ("textSecondary on banner", textSecondary, banner, false),
                  ("accentText on panel", accentText, panel, false),
                  ("selectionText on selection", selectionText, selection, false),
                  ("text on buttonHot (a hovered row)", text, buttonHot, false),
                  ("error on panel", error, panel, false),
                  ("toastText on toast", toastText, toast, false),
                  ("alertText on alert", alertText, alert, false),
                  ("alertText on the autosave banner", alertText, alert.withAlpha(245), false),
                  ("text on banner", text, banner, false),
                  ("textDisabled on buttonDisabled", textDisabled, buttonDisabled, true),
                  ("textDisabled on panel", textDisabled, panel, true)]
        return pairs
    }
}
