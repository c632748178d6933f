@testable import SketchApp
import SketchCore
import Testing

/// The command table: each press bound to one command at most, each command in it once, and
/// every command with a key on a line of the help and the documents.
@Suite struct KeyTableTests {
    @Test func noPressIsBoundTwice() {
        #expect(CommandTable.conflicts(in: CommandTable.rows) == [])
    }

    /// The check itself finds a press bound twice: V for Select and again for the eyedropper,
    /// and Ctrl+Z, Shift held or not, for quit as well as undo and redo; Alt held or not alike,
    /// since no binding looks at it. A command given a second row is found too.
    @Test func aPressBoundTwiceIsFound() {
        let doubled = CommandTable.rows.filter { $0.command != .mode(.eyedropper) && $0.command != .quit } + [
            CommandRow(.mode(.eyedropper), keys: [CommandTable.plain("v")]),
            CommandRow(.quit, keys: [CommandTable.ctrl("z")]),
            CommandRow(.undo),
        ]
        #expect(CommandTable.conflicts(in: doubled) == ["undo twice", "Ctrl+Z", "Ctrl+Alt+Z", "Ctrl+Shift+Z", "Ctrl+Alt+Shift+Z", "V", "Alt+V", "Shift+V", "Alt+Shift+V"])
    }

    /// Ctrl+S saves the picture, Ctrl+Shift+S saves it as, Ctrl+Alt+S the view; the help writes them so.
    @Test func saveSaveAsAndSaveViewAreThreePresses() {
        #expect(CommandTable.command(for: .character("s"), .control) == .save)
        #expect(CommandTable.command(for: .character("s"), [.control, .shift]) == .saveAs)
        #expect(CommandTable.command(for: .character("s"), [.control, .alt]) == .saveView)
        #expect(CommandTable.command(for: .character("s"), [.control, .alt, .shift]) == nil)
        #expect(CommandTable.command(for: .character("s"), []) == nil)
        #expect(CommandTable.keys(for: .saveView) == "Ctrl+Alt+S" && CommandTable.keys(for: .save) == "Ctrl+S" && CommandTable.keys(for: .saveAs) == "Ctrl+Shift+S")
    }

    /// The help, the man page and the guide list every key the table has, each once.
    @Test func everyCommandWithAKeyIsOnOneLineOfTheHelp() {
        let listed = KeyBindings.rows.flatMap(\.commands)
        #expect(Set(listed).count == listed.count, "no command is on two lines")
        for row in CommandTable.rows where !row.keys.isEmpty {
            #expect(listed.contains(row.command), "\(row.command)'s keys are on a line of the help")
        }
        for command in listed { #expect(CommandTable.row(command)?.keys.isEmpty == false, "\(command) on the help has keys") }
    }

    /// The tools' and modes' commands come from their traits: each key is the tool's or mode's own.
    @Test func toolsAndModesAreGeneratedFromTheirTraits() throws {
        for tool in Tool.pickable { #expect(CommandTable.command(for: .character(try #require(tool.shortcut)), []) == .tool(tool)) }
        // Only the pasted image has no key and no button: Ctrl+V makes it.
        #expect(Tool.allCases.filter { !Tool.pickable.contains($0) } == [.image])
        #expect(!Toolbar.buttons.contains(.tool(.image)))
        for mode in CanvasMode.allCases {
            if let key = mode.traits.key { #expect(CommandTable.command(for: .character(key), []) == .mode(mode)) }
            #expect(Toolbar.buttons.contains(.mode(mode)) == mode.traits.hasButton)
        }
    }
}
