/// What a screenshot takes (`--capture`, and the settings' `screenshot.mode` for New
/// screenshot): every monitor, a rectangle the user drags, or a window they click.
public enum CaptureMode: String, CaseIterable, Sendable {
    case screen, region, window

    /// `screen|region|window`, as the command line spells them.
    public static var spellings: String { allCases.map(\.rawValue).joined(separator: "|") }
    /// `screen, region, window`, as the settings' help says them.
    public static var settingValues: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
