/// The document's orientation: `"rotation"` (0, 90, 180 or 270, clockwise) and `"flip"`
/// (`"horizontal"` or `"vertical"`, after the rotation), both optional. Strokes and the crop
/// are in the photo's own pixels; the output is the oriented picture. A reader without these
/// keys draws the photo as it lies, lines and shapes where they belong on it, and each text
/// upright from the point its anchor comes from.
extension DocumentCodec {
    static func orientation(_ root: [String: Any]) throws -> Orientation {
        var turns = 0
        if let value = root["rotation"] {
            guard let degrees = integer(value), [0, 90, 180, 270].contains(degrees) else {
                throw DocumentError("invalid \"rotation\": expected 0, 90, 180 or 270 (degrees clockwise)")
            }
            turns = degrees / 90
        }
        let turned = Orientation(quarterTurns: turns)
        guard let value = root["flip"], !(value is JSONNull) else { return turned }
        switch value as? String {
        case "horizontal": return turned.then(.flippedHorizontally)
        case "vertical": return turned.then(.flippedVertically)
        default: throw DocumentError("invalid \"flip\": expected \"horizontal\" or \"vertical\"")
        }
    }

    /// The keys as `encode` writes them, each followed by a comma; nothing for the upright.
    static func orientationJSON(_ o: Orientation) -> String {
        (o.quarterTurns == 0 ? "" : "\"rotation\":\(o.degrees),") + (o.mirrored ? "\"flip\":\"horizontal\"," : "")
    }
}
