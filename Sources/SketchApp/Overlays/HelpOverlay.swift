import SketchCore

/// The help over the window (`HelpView`): F1 or ? opens it, from anywhere but a text field;
/// then any key or a click closes it.
final class HelpOverlay: Overlay {
    private(set) var isOpen = false

    var isShown: Bool { isOpen }
    var isModal: Bool { true }

    func open() { isOpen = true }

    func close(in context: OverlayContext) {
        isOpen = false
        context.repaint(context.layout.window)
        context.refresh()
    }

    func key(_ key: Key, _ modifiers: KeyModifiers, command: Command?, in context: OverlayContext) -> Bool {
        if isOpen {
            close(in: context)
            return true
        }
        guard command == .showHelp else { return false }
        context.perform(.showHelp)
        return true
    }

    func run(in context: OverlayContext, section: WidgetSections) -> (() -> Void)? {
        guard isOpen, context.isTopModal else { return nil }
        var closed = false
        section(context.layout.window) { closed = HelpView.run(context.ui, window: context.layout.window) }
        return closed ? { self.close(in: context) } : nil
    }
}
