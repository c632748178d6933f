/// What the app remembers between launches, stored as `key = value` lines in
/// `${XDG_CONFIG_HOME:-~/.config}/sketchpad/config`.
public struct Settings: Equatable, Sendable {
    public var pen = PenSettings.default
    public var showSettingsPanel = false

    public init() {}

    /// Reads the config text. Unknown keys are kept out; a bad value is reported and the
    /// default is used for it.
    public static func parse(_ text: String) -> (settings: Settings, warnings: [String]) {
        var s = Settings()
        var warnings: [String] = []
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: " \t\r")
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            guard let eq = line.firstIndex(of: "=") else {
                warnings.append("config line \(number + 1): expected key = value")
                continue
            }
            let key = line[..<eq].trimmingCharacters(in: " \t"), value = line[line.index(after: eq)...].trimmingCharacters(in: " \t")
            switch key {
            case "pen.width":
                if let w = Int(value), PenSettings.widthRange.contains(w) { s.pen.setWidth(w) } else {
                    warnings.append("config key pen.width: \"\(value)\" is not a whole number in 1...64; using \(PenSettings.default.width)")
                }
            case "pen.color":
                if let c = Color(hex: value) { s.pen.color = c } else {
                    warnings.append("config key pen.color: \"\(value)\" is not a colour like #RRGGBB or #RRGGBBAA; using \(PenSettings.default.color.hexRGBA)")
                }
            case "settings.panel":
                if let b = Bool(value) { s.showSettingsPanel = b } else {
                    warnings.append("config key settings.panel: \"\(value)\" is not true or false; using false")
                }
            default:
                warnings.append("config key \(key) is unknown; ignored")
            }
        }
        return (s, warnings)
    }

    public var text: String {
        """
        # Sketchpad settings; written by the app, safe to edit.
        pen.width = \(pen.width)
        pen.color = \(pen.color.hexRGBA)
        settings.panel = \(showSettingsPanel)

        """
    }
}
