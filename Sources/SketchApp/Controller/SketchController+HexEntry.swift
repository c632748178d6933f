import Foundation
import SketchCore

/// The settings panel's hex entry: while it has the keyboard, keys and typed text go to it
/// (Ctrl shortcuts still act); Enter applies what it holds, if it is a colour.
extension SketchController {
    /// Whether the hex entry has the keyboard.
    public var isTypingHex: Bool { hexField.isFocused && layout.panel != nil }

    /// The hex entry's text (for tests).
    public var hexText: String { hexField.text }

    /// A key for the hex entry; returns whether it took it.
    func hexKey(_ key: Key, _ modifiers: KeyModifiers) -> Bool {
        guard isTypingHex else { return false }
        switch key {
        case .character where !modifiers.contains(.control), .f1: return true // Typed characters come as text input.
        default:
            guard hexField.receive(key, modifiers) else { return false }
            refreshUI()
            return true
        }
    }

    /// Text typed or composed, for the hex entry; returns whether it took it.
    func hexText(_ input: TextFieldInput) -> Bool {
        guard isTypingHex else { return false }
        hexField.receive(input)
        refreshUI()
        return true
    }

    /// `#RRGGBB` or `#RRGGBBAA`, the `#` optional, in either case: the pen takes the colour
    /// (six digits keep its alpha, as a preset does), and the entry lets the keyboard go. Anything
    /// else is refused, saying why, and the colour stays.
    func applyHex(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let c = Color(hex: trimmed) else {
            showToast(Strings.notAColor(trimmed), isError: true)
            return
        }
        let digits = trimmed.hasPrefix("#") ? trimmed.count - 1 : trimmed.count
        pen.color = digits == 6 ? c.withAlpha(pen.color.alpha) : c
        hexField.blur()
        storeSettingsIfChanged()
        refreshUI()
    }

    /// Only one text field has the keyboard: a modal (the picker, with its own path field, or
    /// the help) takes it from the hex entry, which shows the pen's colour again under it.
    func releaseHexForModal() {
        if hexField.isFocused { hexField.blur() }
    }

    /// A press outside the panel takes the keyboard from the hex entry (it shows the pen's
    /// colour again).
    func blurHexUnlessOnPanel(_ p: Point) {
        guard hexField.isFocused, !(layout.panel?.contains(p) ?? false) else { return }
        hexField.blur()
        refreshUI()
    }
}
