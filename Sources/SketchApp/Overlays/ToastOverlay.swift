import SketchCore
import SketchTranslation
import SketchRaster

/// The message near the bottom of the canvas (`Toast`), or in the status line, that goes away
/// by itself: after `Toast.duration`, an error after `Toast.errorDuration`. It takes no input
/// but a press on its button (`ToastAction`), if it has one.
final class ToastOverlay: Overlay {
    private(set) var shown: Toast?

    /// Asked on every frame (`OverlayStack.isModal`): a look at the case, not a copy of the toast.
    var isShown: Bool { if case .some = shown { true } else { false } }
    var deadline: Double? { shown?.expires }
    var keepsTime: Bool { true }

    /// Shows `text` in place of the message shown, if any, with `action`'s button.
    func show(_ text: String, isError: Bool, inStatusLine: Bool, action: ToastAction? = nil, in context: OverlayContext) {
        let old = shown
        let duration = isError ? Toast.errorDuration : action != nil ? Toast.actionDuration : Toast.duration
        // A path put into the text as it is shows its bytes that are not UTF-8 as \xE9.
        let t = Toast(text: PathBytes.display(text), isError: isError, expires: context.now + duration, inStatusLine: inStatusLine,
                      action: inStatusLine ? nil : action)
        shown = t
        for each in [old, t].compactMap({ $0 }) { repaint(each, in: context) }
    }

    /// Where its button is, while it shows one.
    func actionRect(in context: OverlayContext) -> IntRect? {
        guard let t = shown, t.action != nil, !context.isModal else { return nil }
        return t.layout(in: context.layout.canvasArea, ui: context.ui).action
    }

    /// Presses on its button take it (over the canvas, nothing is drawn under it).
    func rect(in context: OverlayContext) -> IntRect? { actionRect(in: context) }

    /// A press on its button does what it says, and the message goes.
    func press(at p: Point, in context: OverlayContext) -> Bool {
        guard let action = shown?.action, let r = actionRect(in: context), r.contains(p) else { return false }
        hide(in: context)
        context.toastAction(action)
        return true
    }

    /// Takes the message down now.
    func hide(in context: OverlayContext) {
        guard let t = shown else { return }
        shown = nil
        repaint(t, in: context)
    }

    /// Takes the message down once it has expired.
    func tick(in context: OverlayContext) {
        guard let t = shown, context.now >= t.expires else { return }
        shown = nil
        repaint(t, in: context)
    }

    /// What the status line says in place of the mode's hint.
    var statusMessage: String? { shown.flatMap { $0.inStatusLine ? $0.text : nil } }

    /// What the frame draws over the canvas for it, nil when it is in the status line.
    func commands(in area: IntRect, ui: WidgetContext) -> [DrawCommand]? {
        shown.flatMap { $0.inStatusLine ? nil : $0.layout(in: area, ui: ui).commands }
    }

    /// Marks a message's place to paint again: its box on the canvas, or the status line.
    private func repaint(_ t: Toast, in context: OverlayContext) {
        if t.inStatusLine { context.refresh() } else { context.repaint(t.layout(in: context.layout.canvasArea, ui: context.ui).rect) }
    }
}
