import SketchTranslation

/// What a press on the canvas does. Drawing uses the current `Tool`, which stays chosen while
/// another mode is on, so going back to drawing picks up the same tool. A mode is a case here,
/// its row in `traits` (with its key, icon and help) and `makeInteraction`, and a type in `Modes/`;
/// its command, toolbar button and help line follow (`CommandTable`, in the order of the cases).
public enum CanvasMode: Equatable, Sendable, CaseIterable {
    /// Pointers draw with the current tool (every finger its own stroke).
    case draw
    /// Pointers move the view: one drags, two pinch (`HandMode`).
    case hand
    /// Pointers pick, move and rubber-band select finished strokes.
    case select
    /// A drag chooses the part of the picture to keep; Enter keeps it (`CropMode`).
    case crop
    /// A press takes the pen's colour from the canvas as shown, then the mode before is back (`EyedropperMode`).
    case eyedropper

    /// What the toolbar shows of a mode.
    struct Traits {
        /// Its name in widget ids (`tool.crop`), never translated.
        var name: String
        var label: String
        /// What hovering its button says, before its key.
        var tooltip: String
        /// The key that turns it on (and off again), without Ctrl.
        var key: Character?
        /// Its button's picture.
        var icon: Icon
        /// The status line's line on what it does with a press (drawing's is its tool's).
        var hint = ""
        /// Whether it has a button of its own (drawing has the tools' buttons).
        var hasButton = true
        /// Its own line in the help, when it has a key and no line of `KeyBindings` covers it:
        /// what the overlay says, and what the guide and the man page say (`does` when nil).
        var does: String?
        var documented: String?
        /// Whether it is borrowed for one use: when it is done (or turned off, or Escape) the
        /// mode it was chosen from is back, as it was (`SketchController.leaveMode`).
        var temporary = false
    }

    /// Its name in widget ids, read on every widget pass: apart from `traits`, whose labels
    /// go through the translations.
    var name: String {
        switch self {
        case .draw: return "draw"
        case .hand: return "hand"
        case .select: return "select"
        case .crop: return "crop"
        case .eyedropper: return "eyedropper"
        }
    }

    var traits: Traits {
        switch self {
        case .draw: return Traits(name: name, label: tr("Draw"), tooltip: tr("Draw"), key: nil, icon: .tool(.pen, filled: false), hasButton: false)
        case .hand: return Traits(name: name, label: tr("Hand"), tooltip: tr("Hand: drag to move the view"), key: nil, icon: .hand,
                                 hint: tr("drag to move the view; two fingers pinch to zoom"))
        case .select: return Traits(name: name, label: tr("Select"), tooltip: tr("Select: pick, move, restyle or delete strokes"), key: "v", icon: .select,
                                   hint: tr("click or drag a band to pick strokes; drag from inside their box to move them, a handle to scale them; Delete removes"))
        case .crop: return Traits(name: name, label: tr("Crop"), tooltip: tr("Crop: keep a rectangle of the picture"), key: "c", icon: .crop,
                                 hint: tr("drag the part to keep; Enter crops and goes back to drawing, Escape cancels"),
                                 does: tr("crop: drag a rectangle, Enter keeps it, Escape cancels"),
                                 documented: "crop: drag a rectangle (drag its edges or corners to adjust it), Enter keeps only it, Escape cancels; "
                                     + "Enter with no rectangle shows the whole photo again. Undo takes a crop back")
        case .eyedropper: return Traits(name: name, label: tr("Eyedropper"), tooltip: tr("Eyedropper: pick a colour from the picture"), key: "i", icon: .eyedropper,
                                       hint: tr("click the picture to take its colour; Escape goes back"), does: tr("eyedropper: pick the pen's colour from the picture"),
                                       documented: "eyedropper: the next click on the picture takes its colour (keeping the pen's alpha), then the tool or mode "
                                           + "in use before is back (Escape goes back without a colour); Alt+click does it in any tool. "
                                           + "A fully transparent pixel has no colour: clicking there changes nothing and says so",
                                       temporary: true)
        }
    }

    /// The mode's input handling and draft, made fresh each time the mode is chosen.
    func makeInteraction() -> any CanvasInteraction {
        switch self {
        case .draw: return DrawMode()
        case .hand: return HandMode()
        case .select: return SelectMode()
        case .crop: return CropMode()
        case .eyedropper: return EyedropperMode()
        }
    }
}
