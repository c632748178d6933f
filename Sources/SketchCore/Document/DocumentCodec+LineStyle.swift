import FoundationEssentials

extension DocumentCodec {
    /// `"dash"`, `"heads"`, `"radius"`, and a text's `"background"` and `"outline"`, where the
    /// tool takes them (others pass them over).
    static func readLineStyle(_ dict: [String: Any], into stroke: inout Stroke, label: String) throws {
        if stroke.tool.canDash, let value = dict["dash"], !(value is JSONNull) {
            guard let pair = value as? [Any], pair.count == 2, let on = real(pair[0]), let off = real(pair[1]) else {
                throw DocumentError("\(label): \"dash\" must be [on, off], two numbers of stroke widths")
            }
            stroke.dash = Dash(on: on, off: off)
        }
        if stroke.tool == .arrow, let value = dict["heads"] {
            guard let text = value as? String, let heads = ArrowHeads(rawValue: text) else {
                throw DocumentError("\(label): \"heads\" must be \"end\" or \"both\"")
            }
            stroke.heads = heads
        }
        if stroke.tool == .rectangle, let value = dict["radius"], !(value is JSONNull) {
            guard let radius = real(value) else { throw DocumentError("\(label): \"radius\" must be a number of canvas pixels") }
            stroke.radius = radius
        }
        if stroke.tool == .text {
            for (key, path) in [("background", \Stroke.background), ("outline", \Stroke.outline)] {
                guard let value = dict[key], !(value is JSONNull) else { continue }
                guard let text = value as? String, let color = Color(hex: text) else {
                    throw DocumentError("\(label): \"\(key)\" must be a colour like #RRGGBB or #RRGGBBAA")
                }
                stroke[keyPath: path] = color
            }
        }
    }

    /// The styles as the format writes them, each after a comma.
    static func styleJSON(_ s: Stroke) -> String {
        var out = ""
        if let dash = s.dash { out += ",\"dash\":[\(number(dash.on)),\(number(dash.off))]" }
        if s.heads == .both { out += ",\"heads\":\"both\"" }
        if let radius = s.radius { out += ",\"radius\":\(number(radius))" }
        if let background = s.background { out += ",\"background\":\"\(background.hexRGBA)\"" }
        if let outline = s.outline { out += ",\"outline\":\"\(outline.hexRGBA)\"" }
        return out
    }
}
