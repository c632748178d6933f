import SketchTranslation

/// What the app remembers between launches, stored as `key = value` lines in
/// `${XDG_CONFIG_HOME:-~/.config}/sketchpad/config`. The command line overrides it.
public struct Settings: Equatable, Sendable {
    /// The longest value read (PATH_MAX, for save.folder); longer ones are refused.
    public static let maxValueBytes = 4096

    public var pen = PenSettings.default
    /// The colours last drawn with, most recent first (at most `recentColorLimit`), so the
    /// palette offers them again.
    public var recentColors: [Color] = []
    public static let recentColorLimit = 5
    public var tool = Tool.pen
    /// Where Save writes; nil is the Pictures folder.
    public var saveFolder: String?
    /// Where Save as… last wrote, and opens next (the app keeps it); nil: the save folder.
    public var saveAsFolder: String?
    /// The saved picture's name (strftime: %Y %m %d %H %M %S %y %j %%), without its extension.
    public var filePattern = SaveName.defaultPattern
    /// What Save writes, and the quality of a JPEG or WebP (100: a lossless WebP).
    public var saveFormat = SaveFormat.png
    public var saveQuality = SaveFormat.defaultQuality
    public var showSettingsPanel = false
    /// Rectangles and ellipses are drawn filled (F).
    public var fillShapes = false
    /// Added to the name of a Save view (the canvas as shown), so it tells itself from a Save
    /// (the picture at the photo's own size).
    public var viewSuffix = Settings.defaultViewSuffix
    public static let defaultViewSuffix = "-view"
    /// What Enter does on the canvas when nothing else takes it (a text, a crop, the picker):
    /// nothing by default.
    public var enterActions: [KeyAction] = []
    /// What Escape does once it has nothing to cancel, close or deselect: nothing more by default.
    public var escapeActions: [KeyAction] = []
    /// Light or dark widgets: `system` follows the desktop's preference as it changes.
    public var theme = ThemeChoice.system
    /// What the menu's New screenshot takes.
    public var screenshotMode = CaptureMode.region

    /// The name pattern of a Save view.
    public var viewPattern: String { filePattern + viewSuffix }

    public init() {}

    /// The documented keys, with what they take: the app's own, then those of the stroke
    /// attributes remembered (`StrokeAttribute.settings`).
    public static let keys: [(key: String, value: String)] = [
        ("pen.width", "\(PenSettings.widthRange.lowerBound)-\(PenSettings.widthRange.upperBound)"), ("pen.color", "#RRGGBB or #RRGGBBAA"),
        ("pen.recent", "up to \(recentColorLimit) colours like #RRGGBBAA, most recent first, separated by commas"), ("tool", Tool.pickable.map(\.id).joined(separator: ", ")),
        ("save.folder", "an absolute folder, or ~/..."), ("save.as.folder", "an absolute folder, or ~/...: where Save as opens (the app keeps it)"),
        ("save.pattern", "a file name with strftime fields"),
        ("save.format", SaveFormat.settingValues), ("save.quality", "\(SaveFormat.qualityRange.lowerBound)-\(SaveFormat.qualityRange.upperBound)"),
        ("text.size", "\(PenSettings.textSizeRange.lowerBound)-\(PenSettings.textSizeRange.upperBound), in screen px"),
        ("settings.panel", "true or false"), ("view.suffix", "text added to a saved view's name"),
        ("keys.enter", "actions from \(KeyAction.settingValues), separated by commas, or none"),
        ("keys.escape", "actions from \(KeyAction.settingValues), separated by commas, or none"),
        ("export.suffix", "no longer used"),
        ("theme", "\(ThemeChoice.settingValues): system follows the desktop's light or dark preference"),
        ("screenshot.mode", "\(CaptureMode.settingValues): what New screenshot takes"),
    ] + StrokeAttribute.settings.map { ($0.key, $0.values) }

    /// Reads the config text. A bad value is reported, naming its key, and the default is used.
    public static func parse(_ text: String, home: String = "") -> (settings: Settings, warnings: [String]) {
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
            guard keys.contains(where: { $0.key == key }) else {
                warnings.append("config key \(TextValue.shown(key)) is unknown; ignored")
                continue
            }
            if value.unicodeScalars.contains(where: TextValue.isControl) {
                warnings.append("config key \(key): \(TextValue.shown(value)) contains a control character; using the default")
                continue
            }
            // Counted in the file's bytes (a name that is not UTF-8 holds one per escaped byte).
            if PathBytes.encode(value).count > maxValueBytes {
                warnings.append("config key \(key): the value is \(PathBytes.encode(value).count) bytes, over the limit of \(maxValueBytes); using the default")
                continue
            }
            let quoted = TextValue.shown(value)
            if let setting = StrokeAttribute.settings.first(where: { $0.key == key }) {
                if !setting.read(value, &s) { warnings.append("config key \(key): \(quoted) \(setting.refusal)") }
                continue
            }
            switch key {
            case "pen.width":
                if let w = Int(value), PenSettings.widthRange.contains(w) { s.pen.setWidth(w) } else {
                    warnings.append("config key pen.width: \(quoted) is not a whole number in \(PenSettings.widthRange); using \(PenSettings.default.width)")
                }
            case "pen.color":
                if let c = Color(hex: value) { s.pen.color = c } else {
                    warnings.append("config key pen.color: \(quoted) is not a colour like #RRGGBB or #RRGGBBAA; using \(PenSettings.default.color.hexRGBA)")
                }
            case "pen.recent":
                let items = value.split(separator: ",").map { $0.trimmingCharacters(in: " \t") }
                let colors = items.compactMap { Color(hex: $0) }
                if colors.count == items.count && colors.count <= recentColorLimit { s.recentColors = colors } else {
                    warnings.append("config key pen.recent: \(quoted) is not up to \(recentColorLimit) colours like #RRGGBBAA separated by commas; using none")
                }
            case "tool":
                if let t = Tool(id: value), Tool.pickable.contains(t) { s.tool = t } else {
                    warnings.append("config key tool: \(quoted) is not one of \(Tool.pickable.map(\.id).joined(separator: ", ")); using pen")
                }
            case "save.folder", "save.as.folder":
                let expanded = value.hasPrefix("~/") ? home + value.dropFirst(1) : value
                if !expanded.hasPrefix("/") {
                    warnings.append("config key \(key): \(quoted) is not an absolute folder; using \(key == "save.folder" ? "the Pictures folder" : "the save folder")")
                } else if key == "save.folder" { s.saveFolder = expanded } else { s.saveAsFolder = expanded }
            case "save.pattern":
                if let problem = SaveName.problem(inPattern: value) {
                    warnings.append("config key save.pattern: \(problem); using \(SaveName.defaultPattern)")
                } else {
                    s.filePattern = value
                }
            case "save.format":
                if let f = SaveFormat(rawValue: value.lowercased()) ?? SaveFormat(fileName: "." + value) { s.saveFormat = f } else {
                    warnings.append("config key save.format: \(quoted) is not one of \(SaveFormat.settingValues); using png")
                }
            case "save.quality":
                if let q = Int(value), SaveFormat.qualityRange.contains(q) { s.saveQuality = q } else {
                    warnings.append("config key save.quality: \(quoted) is not a whole number in \(SaveFormat.qualityRange); using \(SaveFormat.defaultQuality)")
                }
            case "view.suffix":
                if let problem = SaveName.problem(inPattern: s.filePattern + value) {
                    warnings.append("config key view.suffix: \(problem); using \(defaultViewSuffix)")
                } else {
                    s.viewSuffix = value
                }
            case "keys.enter", "keys.escape":
                if let actions = KeyAction.list(value) {
                    if key == "keys.enter" { s.enterActions = actions } else { s.escapeActions = actions }
                } else {
                    warnings.append("config key \(key): \(quoted) is not a list of \(KeyAction.settingValues) separated by commas; using none")
                }
            case "export.suffix":
                // Save now writes what an export did, under save.pattern; a config from before still loads.
                warnings.append("config key export.suffix is no longer used: Save writes the whole picture under save.pattern, "
                    + "and a saved view's name gets view.suffix; ignored")
            case "text.size":
                if let n = Int(value), PenSettings.textSizeRange.contains(n) { s.pen.setTextSize(n) } else {
                    warnings.append("config key text.size: \(quoted) is not a whole number in \(PenSettings.textSizeRange); using \(PenSettings.defaultTextSize)")
                }
            case "theme":
                if let choice = ThemeChoice(rawValue: value.lowercased()) { s.theme = choice } else {
                    warnings.append("config key theme: \(quoted) is not one of \(ThemeChoice.settingValues); using system")
                }
            case "screenshot.mode":
                if let mode = CaptureMode(rawValue: value.lowercased()) { s.screenshotMode = mode } else {
                    warnings.append("config key screenshot.mode: \(quoted) is not one of \(CaptureMode.settingValues); using region")
                }
            case "settings.panel":
                if let b = Bool(value) { s.showSettingsPanel = b } else {
                    warnings.append("config key settings.panel: \(quoted) is not true or false; using false")
                }
            default:
                break
            }
        }
        return (s, warnings)
    }

    /// The whole file as the app first writes it.
    public var text: String {
        "# Sketchpad settings; written by the app, safe to edit (see README).\n" + entries.map { "\($0.key) = \($0.value)\n" }.joined()
    }

    /// Each stored key with its value as the file writes it. (Only a person sets `keys.enter`,
    /// `keys.escape`, `theme` and `screenshot.mode`, and `--early-exit` sets Enter for one run: the app never writes them.)
    public var entries: [(key: String, value: String)] {
        var out = [("pen.width", "\(pen.width)"), ("pen.color", pen.color.hexRGBA),
                   ("pen.recent", recentColors.map(\.hexRGBA).joined(separator: ",")), ("tool", tool.id)]
        out += StrokeAttribute.settings.map { ($0.key, $0.value(self)) }
        out += [("text.size", "\(pen.textSize)"), ("save.pattern", filePattern), ("save.format", saveFormat.rawValue), ("save.quality", "\(saveQuality)"),
                ("settings.panel", "\(showSettingsPanel)")]
        if let saveFolder { out.append(("save.folder", saveFolder)) }
        if let saveAsFolder { out.append(("save.as.folder", saveAsFolder)) }
        return out
    }
}
