/// The pen a new stroke is drawn with. Every setter clamps, so the model never holds
/// a width or channel outside the range the settings view offers.
public struct PenSettings: Equatable, Sendable {
    public static let widthRange = 1...64
    /// The Text tool's size, in screen px (at the widgets' scale), apart from the width.
    public static let textSizeRange = 8...400
    public static let defaultTextSize = 24
    /// Opaque red #E53935 at 6 px: it stands out on most photos.
    public static let `default` = PenSettings(width: 6, color: Color(red: 0xE5, green: 0x39, blue: 0x35))

    public private(set) var width: Int
    public var color: Color
    /// How its lines are drawn: dashed, an arrow's heads, a rectangle's corners, a text's backdrop.
    public var style = PenStyle()
    public private(set) var textSize = PenSettings.defaultTextSize

    public init(width: Int, color: Color) {
        self.width = Self.clampWidth(width)
        self.color = color
    }

    public mutating func setWidth(_ w: Int) { width = Self.clampWidth(w) }
    public mutating func setTextSize(_ size: Int) { textSize = min(max(size, Self.textSizeRange.lowerBound), Self.textSizeRange.upperBound) }
    public mutating func setChannel(_ channel: ColorChannel, _ value: Int) {
        let v = UInt8(clamping: value)
        switch channel {
        case .red: color.red = v
        case .green: color.green = v
        case .blue: color.blue = v
        case .alpha: color.alpha = v
        }
    }

    public func channel(_ channel: ColorChannel) -> Int {
        switch channel {
        case .red: return Int(color.red)
        case .green: return Int(color.green)
        case .blue: return Int(color.blue)
        case .alpha: return Int(color.alpha)
        }
    }

    private static func clampWidth(_ w: Int) -> Int { min(max(w, widthRange.lowerBound), widthRange.upperBound) }
}

/// The line styles the panel offers, which new strokes (and a selection restyled) take.
public struct PenStyle: Equatable, Sendable {
    public var dashed = false
    public var heads = ArrowHeads.end
    public var roundCorners = false
    public var textBackdrop = TextBackdrop.none

    public init(dashed: Bool = false, heads: ArrowHeads = .end, roundCorners: Bool = false, textBackdrop: TextBackdrop = .none) {
        self.dashed = dashed; self.heads = heads; self.roundCorners = roundCorners; self.textBackdrop = textBackdrop
    }

    /// A rounded rectangle's corner radius for a stroke `width` canvas px wide: four widths, at least 8 px.
    public static func cornerRadius(forWidth width: Double) -> Double { max(8, 4 * width) }

    /// `stroke` in this style, where its tool takes it; with `changedFrom`, only what differs
    /// from that style is changed (a selection keeps the rest of its own styles).
    public func apply(to stroke: Stroke, changedFrom old: PenStyle? = nil) -> Stroke {
        Restyle(pen: Restyle.pen(style: self), fill: false, old: old.map { (Restyle.pen(style: $0), false) }, width: nil)
            .apply(to: stroke) { $0.kind == .lineStyle }
    }
}

public enum ColorChannel: String, CaseIterable, Sendable {
    case red, green, blue, alpha
}
