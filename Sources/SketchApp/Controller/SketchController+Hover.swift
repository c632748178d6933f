import SketchCore

/// The mouse hovering over the canvas, away from every widget, changes nothing the widgets show:
/// such a move runs no pass of them (a pass costs more than all the rest of the move).
extension SketchController {
    /// The mouse hovers at `p`, no button held and no widget holding it.
    func hoverWidgets(at p: Point) {
        let plainHover = pointer == WidgetInput(position: pointer.position)
        let unnoticed = plainHover && ui.hot == nil && !ui.isCapturing && !isModal
            && (pointer.position.map(isAwayFromWidgets) ?? false) && isAwayFromWidgets(p)
        pointer = WidgetInput(position: p)
        if !unnoticed { uiPass() }
    }

    /// Whether no widget of the last pass, no overlay and no bar lies under `p`.
    private func isAwayFromWidgets(_ p: Point) -> Bool {
        !isOverWidgets(p) && !layout.status.contains(p) && !ui.rects.values.contains { $0.contains(p) }
    }
}
