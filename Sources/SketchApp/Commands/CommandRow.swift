import SketchCore

/// One command, whole: what it is called, what hovering its button says, its keys, where the
/// toolbar puts it and its picture there, when its button is dimmed or marked, its own line in
/// the help, and what it does.
struct CommandRow: Sendable {
    enum Placement: Equatable, Sendable {
        /// With the actions, at the toolbar's left.
        case action
        /// With the tools, after them.
        case tool
        /// With the modes, after the tools.
        case mode
        /// At the toolbar's right end (the pen button, the overflow button, the menu button).
        case end
    }

    typealias Chord = KeyBindings.Chord

    var command: Command
    /// Its name in the overflow menu and the help's legend.
    var label: String?
    /// Its name in the menus, where it differs from `label`.
    var menuLabel: String?
    /// What hovering its button says, before its key (its label when nil).
    var tooltip: String?
    var keys: [Chord]
    /// Where the toolbar puts it (nil: it has no button).
    var toolbar: Placement?
    /// The menus that list it, and in which section (`MenuPlace`).
    var menus: [MenuPlace]
    /// Its button's picture; nil without a button, and for the pen button (it shows the pen).
    var icon: Icon?
    /// Its picture while rectangles and ellipses are filled, where that differs.
    var filledIcon: Icon?
    /// Its own line in the help (`KeyBindings.rows`): what the overlay says, and what the guide
    /// and the man page say (`does` when nil). Nil when a line of `KeyBindings` covers it.
    var does: String?
    var documented: String?
    /// Whether its button can be pressed now (always when nil).
    var isEnabled: (@Sendable (Toolbar.State) -> Bool)?
    /// Whether its button shows as on now (never when nil).
    var isSelected: (@Sendable (Toolbar.State) -> Bool)?
    /// What it does; what a key, a toolbar button or an entry of a menu calls.
    var perform: (@Sendable (SketchController) -> Void)?

    init(_ command: Command, label: String? = nil, menuLabel: String? = nil, tooltip: String? = nil, keys: [Chord] = [],
         toolbar: Placement? = nil, menus: [MenuPlace] = [], icon: Icon? = nil, filledIcon: Icon? = nil, does: String? = nil, documented: String? = nil,
         enabled: (@Sendable (Toolbar.State) -> Bool)? = nil, selected: (@Sendable (Toolbar.State) -> Bool)? = nil,
         perform: (@Sendable (SketchController) -> Void)? = nil) {
        self.command = command; self.label = label; self.menuLabel = menuLabel; self.menus = menus; self.tooltip = tooltip; self.keys = keys; self.toolbar = toolbar
        self.icon = icon; self.filledIcon = filledIcon; self.does = does; self.documented = documented
        self.isEnabled = enabled; self.isSelected = selected; self.perform = perform
    }

    /// Its button's picture as the toolbar is now.
    func icon(fill: Bool) -> Icon? { fill ? filledIcon ?? icon : icon }
}
