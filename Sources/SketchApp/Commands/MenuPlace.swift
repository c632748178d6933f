/// The window's menus: the primary menu (the menu button at the toolbar's end, F10) and the two
/// right-click menus.
enum Menu: Equatable, Sendable {
    case primary
    /// A right-click on the canvas where no stroke is.
    case canvas
    /// A right-click on a stroke: the selection's menu.
    case selection
}

/// Where a command shows in a menu (`CommandRow.menus`): a section of one menu. A menu lists its
/// sections in this order, a line between two, and in each the commands in `CommandTable`'s order.
enum MenuPlace: Comparable, Sendable {
    /// Clear stands apart, as what takes the most away.
    case file, clipboard, history, selecting, clearing, picture, zoom, app
    case canvasEdit, canvasHistory
    case selectionEdit, selectionOrder

    var menu: Menu {
        switch self {
        case .file, .clipboard, .history, .selecting, .clearing, .picture, .zoom, .app: return .primary
        case .canvasEdit, .canvasHistory: return .canvas
        case .selectionEdit, .selectionOrder: return .selection
        }
    }
}
