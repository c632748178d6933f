import FoundationEssentials
import SketchCore

/// The settings panel's hex entry (the panel draws it): while it has the keyboard, keys and
/// typed text go to it (Ctrl shortcuts still act); Enter applies what it holds, if it is a
/// colour. Only one text field has the keyboard: a modal (the picker, with its own path field,
/// or the help) takes it, and so does a press off the panel; the entry then shows the pen's
/// colour again.
final class HexEntry: Overlay {
    var field = TextFieldState()

    var isShown: Bool { field.isFocused }

    func hasKeyboard(in context: OverlayContext) -> Bool { field.isFocused && context.layout.panel != nil }

    func begin(in context: OverlayContext) {
        if context.isModal && field.isFocused { field.unfocus() }
    }

    func key(_ key: Key, _ modifiers: KeyModifiers, command: Command?, in context: OverlayContext) -> Bool {
        guard hasKeyboard(in: context) else { return false }
        switch key {
        case .character where !modifiers.contains(.control), .f1: return true // Typed characters come as text input.
        default:
            guard field.receive(key, modifiers) else { return false }
            context.refresh()
            return true
        }
    }

    func text(_ input: TextFieldInput, in context: OverlayContext) -> Bool {
        guard hasKeyboard(in: context) else { return false }
        field.receive(input)
        context.refresh()
        return true
    }

    func press(at p: Point, in context: OverlayContext) -> Bool {
        guard field.isFocused, !(context.layout.panel?.contains(p) ?? false) else { return false }
        field.unfocus()
        context.refresh()
        return false
    }

    /// `#RRGGBB` or `#RRGGBBAA`, the `#` optional, in either case: the pen takes the colour (six
    /// digits keep its alpha, as a preset does), and the entry lets the keyboard go. Anything
    /// else is refused, saying why, and the colour stays.
    func submit(_ text: String, in context: OverlayContext) {
        let trimmed = text.trimmingCharacters(in: .blanks)
        guard let c = Color(hex: trimmed) else {
            context.toast(Strings.notAColor(trimmed), true)
            return
        }
        let digits = trimmed.hasPrefix("#") ? trimmed.count - 1 : trimmed.count
        context.setPenColor(digits == 6 ? c.withAlpha(context.pen.color.alpha) : c)
        field.unfocus()
        context.refresh()
    }
}
