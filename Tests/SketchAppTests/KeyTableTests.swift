@testable import SketchApp
import SketchCore
import Testing

/// The key table binds each press to one action at most.
@Suite struct KeyTableTests {
    @Test func noPressIsBoundTwice() {
        #expect(KeyBindings.conflicts(in: KeyBindings.rows) == [])
    }

    /// The check itself finds a press bound twice: V for Select and again for the eyedropper,
    /// and Ctrl+Z for undo and, with Shift held either way, for redo; Alt held or not alike,
    /// since neither binding looks at it.
    @Test func aPressBoundTwiceIsFound() {
        let doubled = KeyBindings.rows + [
            KeyBindings.Row(keys: "V", does: "again", bindings: [KeyBindings.plain("v", .mode(.eyedropper))]),
            KeyBindings.Row(keys: "Ctrl+Z", does: "again", bindings: [KeyBindings.ctrl("z", .redo)]),
        ]
        #expect(KeyBindings.conflicts(in: doubled) == ["Ctrl+Z", "Ctrl+Alt+Z", "V", "Alt+V", "Shift+V", "Alt+Shift+V"])
    }

    /// Ctrl+S saves the picture (with Shift too), Ctrl+Alt+S the view; the help writes them so.
    @Test func saveAndSaveViewAreTwoPresses() {
        #expect(KeyBindings.action(for: .character("s"), .control) == .save)
        #expect(KeyBindings.action(for: .character("s"), [.control, .shift]) == .save)
        #expect(KeyBindings.action(for: .character("s"), [.control, .alt]) == .saveView)
        #expect(KeyBindings.action(for: .character("s"), [.control, .alt, .shift]) == nil)
        #expect(KeyBindings.action(for: .character("s"), []) == nil)
        #expect(KeyBindings.keys(for: .saveView) == "Ctrl+Alt+S" && KeyBindings.keys(for: .save) == "Ctrl+S")
    }
}
