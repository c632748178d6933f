import SketchCore

/// The photo picker while it is open (`PhotoPicker`): it covers the window and takes every key
/// (its path field, when it has the focus, takes them before anything else), and a photo
/// chosen in it opens and closes it. Its order (by name or date) is kept from one opening to
/// the next.
final class PickerOverlay: Overlay {
    private(set) var shown: PhotoPicker?
    private(set) var sort = PickerSort.name

    var isShown: Bool { shown != nil }
    var isModal: Bool { true }
    var hidesCanvasWidgets: Bool { true }
    /// Whether its path field has the keyboard.
    func hasKeyboard(in context: OverlayContext) -> Bool { shown?.isTyping ?? false }
    var isTypingPath: Bool { shown?.pathField.isFocused ?? false }

    func open(_ picker: PhotoPicker, typing: Bool) {
        if typing { picker.pathField.focus() }
        shown = picker
    }

    func close(in context: OverlayContext) {
        guard let shown else { return }
        sort = shown.sort
        self.shown = nil
        shown.thumbnails.stop()
        context.repaint(context.layout.window)
    }

    func key(_ key: Key, _ modifiers: KeyModifiers, command: Command?, in context: OverlayContext) -> Bool {
        guard let shown else { return false }
        if let done = shown.key(key, modifiers) { perform(done, in: context) }
        context.refresh()
        return true
    }

    func text(_ input: TextFieldInput, in context: OverlayContext) -> Bool {
        guard let shown, shown.receive(input) else { return false }
        context.refresh()
        return true
    }

    func run(in context: OverlayContext, section: WidgetSections) -> (() -> Void)? {
        guard let shown, context.isTopModal else { return nil }
        var done: PickerAction?
        section(context.layout.window) { done = shown.run(context.ui, window: context.layout.window, now: context.now) }
        return {
            if let done {
                self.perform(done, in: context)
                context.refresh()
            }
            // A pass that entered another folder (a double click, a typed path) drew the old
            // list: the pass again shows the new one.
            if let picker = self.shown, picker.needsAnotherPass {
                picker.needsAnotherPass = false
                context.refresh()
            }
        }
    }

    /// A photo chosen begins opening; the picker closes once it is open, and one that cannot
    /// be opened leaves it open, saying why (`SketchController.collectOpenedPhoto`). A file to
    /// save as is saved into, and closes it.
    private func perform(_ action: PickerAction, in context: OverlayContext) {
        switch action {
        case .cancel: close(in: context)
        case .save(let path):
            context.saveAs(path)
            close(in: context)
        case .open(let path):
            shown?.clearPathProblem()
            context.openPhoto(path)
        }
    }
}
