import SketchCore
import SketchRaster

/// The toolbar's tooltip as it comes and goes: the button the pointer rests on and since when
/// (its tooltip shows after `Tooltip.delay`), and whether the last pass drew it.
final class TooltipOverlay: Overlay {
    private var hover: (id: WidgetID, since: Double)?
    /// Whether the last pass drew the tooltip.
    private(set) var isDrawn = false

    /// The tooltip due at `now`: the button's name and key, once the pointer has rested on it
    /// for `Tooltip.delay` without pressing.
    func due(now: Double, pointerDown: Bool) -> (text: String, anchor: WidgetID)? {
        guard let t = hover, !pointerDown, now >= t.since + Tooltip.delay, let text = Toolbar.tooltip(for: t.id) else { return nil }
        return (text, t.id)
    }

    /// Shown while drawn. It follows the pointer in every pass whether shown or not (the stack
    /// runs every overlay), and takes no presses: while none is drawn, the pointer's moves need
    /// not ask the stack what lies under them (`OverlayStack.anyShown`).
    var isShown: Bool { isDrawn }

    /// Follows the widget under the pointer; runs the tooltip's section when it is due. Under a
    /// modal none shows, and none is due: the loop must not wake for one.
    func run(in context: OverlayContext, section: WidgetSections) -> (() -> Void)? {
        guard !context.modalAbove else {
            forget()
            return nil
        }
        pass(context.ui, pointer: context.pointer, now: context.now, window: context.layout.window, section: section)
        return nil
    }

    /// A tooltip that came due is drawn.
    func tick(in context: OverlayContext) {
        if let due = deadline, context.now >= due { context.refresh() }
    }

    private func pass(_ ui: WidgetContext, pointer: WidgetInput, now: Double, window: IntRect, section: WidgetSections) {
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
    func forget() {
        hover = nil
        isDrawn = false
    }

    /// When the tooltip of the button under the pointer is due, if it is not shown yet.
    var keepsTime: Bool { true }

    var deadline: Double? {
        guard let t = hover, !isDrawn, t.since.isFinite else { return nil }
        return t.since + Tooltip.delay
    }
}
