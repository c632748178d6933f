@testable import SketchApp
import SketchCore
import Testing

/// The key table binds each press to one action at most.
@Suite struct KeyTableTests {
    @Test func noPressIsBoundTwice() {
        #expect(KeyBindings.conflicts(in: KeyBindings.rows) == [])
    }

    /// The check itself finds a press bound twice: V for Select and again for the eyedropper,
    /// and Ctrl+Z for undo and, with Shift held either way, for redo.
    @Test func aPressBoundTwiceIsFound() {
        let doubled = KeyBindings.rows + [
            KeyBindings.Row(keys: "V", does: "again", bindings: [KeyBindings.plain("v", .mode(.eyedropper))]),
            KeyBindings.Row(keys: "Ctrl+Z", does: "again", bindings: [KeyBindings.ctrl("z", .redo)]),
        ]
        #expect(KeyBindings.conflicts(in: doubled) == ["Ctrl+Z", "V", "Shift+V"])
    }
}
