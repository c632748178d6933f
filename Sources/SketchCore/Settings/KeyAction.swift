/// What Enter and Escape can be set to do (`keys.enter`, `keys.escape`), in the order given:
/// the annotate-and-go workflow of a screenshot tool is `copy,quit` on Enter.
public enum KeyAction: String, CaseIterable, Sendable {
    /// Save the picture, as Ctrl+S does.
    case save
    /// Save the canvas as shown, as Ctrl+Alt+S does.
    case saveView = "save-view"
    /// Copy the picture (at the photo's own size, as Save writes it) to the clipboard.
    case copy
    /// Quit once the saves and copies asked for before are done.
    case quit

    /// The values a setting takes, as the settings documentation lists them.
    public static let settingValues = allCases.map(\.rawValue).joined(separator: ", ")

    /// A setting's value: names separated by commas (spaces allowed), or nothing for none;
    /// nil when a name is not an action.
    public static func list(_ text: String) -> [KeyAction]? {
        guard !text.trimmingCharacters(in: " \t").isEmpty else { return [] }
        var out: [KeyAction] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let action = KeyAction(rawValue: item.trimmingCharacters(in: " \t").lowercased()) else { return nil }
            out.append(action)
        }
        return out
    }

    /// A list as a setting writes it.
    public static func written(_ actions: [KeyAction]) -> String { actions.map(\.rawValue).joined(separator: ",") }
}
