import SketchCore
import SketchRaster

/// The pen's colour at a glance: the colours last drawn with (the palette is `PopoverOverlay`,
/// the eyedropper `EyedropperMode`), and what the status line and the toolbar show.
extension SketchController {
    /// The pen's colour changed from `old` (as last stored): if it was drawn with, it is now
    /// the most recent colour. Drawing alone changes no setting; neither does a colour only
    /// passed through (a slider's drag, arrow keys) without drawing.
    func rememberColor(replacing old: Color) {
        guard pen.color != old else { return }
        if penColorDrawn {
            recentColors = Array(([old] + recentColors.filter { $0 != old }).prefix(Settings.recentColorLimit))
        }
        penColorDrawn = false
    }

    /// What the toolbar shows.
    var statusLine: StatusLine.State {
        let status = interaction.status(in: interactionContext)
        return StatusLine.State(title: status.title, hint: status.hint, width: document.kept.width, height: document.kept.height,
                         zoom: zoom, unsaved: hasUnsavedChanges,
                                message: overlays.toast.statusMessage ?? (isLoadingFullResolution ? Strings.loadingFullResolution : nil))
    }

    var toolbarState: Toolbar.State {
        Toolbar.State(canUndo: document.canUndo, canRedo: document.canRedo, canClear: !document.strokes.isEmpty,
                      settingsOpen: settingsOpen, drawingTool: interaction.drawingTool(in: interactionContext), mode: mode, pen: pen,
                      popover: overlays.popover.open, menu: overlays.menu.open?.menu, fill: fillShapes)
    }
}
