import SketchCore
import Synchronization

/// Everything the window can be asked to do: by a key, a toolbar button, a menu (the main menu,
/// a right-click menu, the overflow menu) or the help's legend. A case is a command's name only: everything else about it (its keys,
/// label, button, help line, and what it does) is its row in `CommandTable`.
public enum Command: Hashable, Sendable {
    case openPicker, typePath, undo, redo, clear, save, saveAs, saveView, copy, paste, toggleSettings, showHelp, quit
    /// Escape once nothing is in progress: deselect, else close the settings panel, else what
    /// `keys.escape` asks for.
    case closePanel
    /// Enter on the canvas when nothing else takes it: what `keys.enter` asks for.
    case enterActions
    case tool(Tool)
    /// A canvas mode other than drawing (see `CanvasMode`); asked for again, back to drawing.
    case mode(CanvasMode)
    case deleteSelection
    case changeWidth(Int)
    /// Moves the focused slider by this much.
    case nudgeSlider(Int)
    case toggleFill
    case zoomIn, zoomOut, zoomToFit, zoomToActualSize
    /// The whole picture turned a quarter, or flipped (see `Document.orient`).
    case rotateRight, rotateLeft, flipHorizontally, flipVertically
    /// The pen button (its colour and width): opens the palette.
    case palette
    /// The overflow button: opens the menu of the buttons that did not fit.
    case more
    /// A new blank drawing in place of this one (asking first about changes no save holds).
    case newDrawing
    /// The menu button (and F10): opens the primary menu, every command with its keys.
    case primaryMenu
    /// The menu of what is under the pointer, or of the selection (Shift+F10).
    case contextMenu
    /// Every stroke picked, in Select mode.
    case selectAll
    /// The selected strokes put above every other, or below.
    case bringToFront, sendToBack
    /// The window hides, a region of the screen is taken, and it opens as the photo.
    case newScreenshot
    /// Save as…'s picker with a name ending in `.ora`: the photo and the drawing as two layers.
    case exportLayers

    /// Its widget's id: never its label, which a translation changes. Asked for every button
    /// on every widget pass, so each is made once and kept (`"toolbar.\(self)"` reflects on
    /// the case).
    var id: WidgetID {
        if let known = Self.ids.withLock({ $0[self] }) { return known }
        let made: WidgetID
        switch self {
        case .tool(let t): made = "tool." + t.id
        case .mode(let m): made = "tool." + m.name
        case .openPicker: made = "toolbar.open"
        case .toggleSettings: made = "toolbar.settings"
        case .showHelp: made = "toolbar.help"
        case .palette: made = "toolbar.pen"
        case .primaryMenu: made = "toolbar.menu"
        default: made = "toolbar.\(self)"
        }
        // Only the commands without a number: those are the buttons and menu items.
        switch self {
        case .changeWidth, .nudgeSlider: break
        default: Self.ids.withLock { $0[self] = made }
        }
        return made
    }

    private static let ids = Mutex<[Command: WidgetID]>([:])
}
