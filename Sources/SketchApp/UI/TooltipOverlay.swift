import SketchCore
import SketchRaster

/// The toolbar's tooltip as it comes and goes: the button the pointer rests on and since when
/// (its tooltip shows after `Tooltip.delay`), and whether the last pass drew it.
struct TooltipOverlay {
    private var hover: (id: WidgetID, since: Double)?
    /// Whether the last pass drew the tooltip.
    private(set) var isDrawn = false

    /// The tooltip due at `now`: the button's name and key, once the pointer has rested on it
    /// for `Tooltip.delay` without pressing.
    func due(now: Double, pointerDown: Bool) -> (text: String, anchor: WidgetID)? {
        guard let t = hover, !pointerDown, now >= t.since + Tooltip.delay, let text = Toolbar.tooltip(for: t.id) else { return nil }
        return (text, t.id)
    }

    /// Follows the widget under the pointer; runs the tooltip's section when it is due.
    mutating func pass(_ ui: WidgetContext, pointer: WidgetInput, now: Double, window: IntRect, section: (IntRect, () -> Void) -> Void) {
        let hot = ui.hot.flatMap { Toolbar.tooltip(for: $0) != nil ? $0 : nil }
        if pointer.pressed, let hot {
            // A click hides the tooltip until the pointer goes to another button.
            hover = (hot, .infinity)
        } else if hot != hover?.id {
            hover = hot.map { ($0, now) }
        }
        isDrawn = false
        guard let shown = due(now: now, pointerDown: pointer.isDown), let anchor = ui.rects[shown.anchor] else { return }
        let r = Tooltip.rect(ui, shown.text, under: anchor, window: window)
        section(r) { Tooltip.run(ui, shown.text, r) }
        isDrawn = true
    }

    /// No tooltip is pending nor shown; the pointer resting on a button starts the wait again.
    mutating func forget() {
        hover = nil
        isDrawn = false
    }

    /// When the tooltip of the button under the pointer is due, if it is not shown yet.
    var deadline: Double? {
        guard let t = hover, !isDrawn, t.since.isFinite else { return nil }
        return t.since + Tooltip.delay
    }
}
