import FoundationEssentials

extension DocumentCodec {
    /// `"dash"`, `"heads"` and `"radius"`, where the tool takes them (others pass them over).
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
    }
}
