import SketchCore

/// The question before a drawing no save holds is left (`CloseDialog`): it covers the window
/// and takes every key and all typed text while it shows. Enter presses the focused button
/// (Save unless Left or Right moved the focus), Escape is Cancel, Ctrl+S is Save.
final class CloseQuestion: Overlay {
    private(set) var leaving: Leaving?
    private var text: CloseDialog.Text?
    private(set) var focused = CloseAnswer.save

    var isShown: Bool { leaving != nil }
    var isModal: Bool { true }
    var hidesCanvasWidgets: Bool { isShown }
    func hasKeyboard(in context: OverlayContext) -> Bool { isShown }

    /// Asks before `leaving` the drawing on `photo` (its file name; nil for none); `kept`: the
    /// session keeps a drawing discarded.
    func ask(before leaving: Leaving, photo: String?, kept: Bool) {
        self.leaving = leaving
        text = CloseDialog.Text(leaving: leaving, photo: photo, kept: kept)
        focused = .save
    }

    func dismiss(in context: OverlayContext) {
        leaving = nil
        text = nil
        context.repaint(context.layout.window)
    }

    func key(_ key: Key, _ modifiers: KeyModifiers, command: Command?, in context: OverlayContext) -> Bool {
        guard isShown else { return false }
        switch key {
        case .enter: context.answerClose(focused)
        case .escape: context.answerClose(.cancel)
        case .left, .right:
            let all = CloseAnswer.allCases, step = key == .left ? -1 : 1
            focused = all[(all.firstIndex(of: focused)! + step + all.count) % all.count]
            context.refresh()
        default:
            if command == .save { context.answerClose(.save) }
        }
        return true
    }

    func text(_ input: TextFieldInput, in context: OverlayContext) -> Bool { isShown }

    func run(in context: OverlayContext, section: WidgetSections) -> (() -> Void)? {
        guard isShown, let text, context.isTopModal else { return nil }
        var clicked: CloseAnswer?
        section(context.layout.window) { clicked = CloseDialog.run(context.ui, window: context.layout.window, text: text, focused: focused) }
        return clicked.map { answer in { context.answerClose(answer) } }
    }
}
