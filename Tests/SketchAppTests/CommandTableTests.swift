@testable import SketchApp
import SketchCore
import Testing

/// The command table's rows: every command has one, with all it needs where it shows.
@Suite struct CommandTableTests {
    /// Every case of `Command` once, with every tool and mode that has a button. A case added to
    /// `Command` fails to compile in `name(_:)` until it is named there and listed here.
    static let everyCommand: [Command] = [
        .openPicker, .typePath, .undo, .redo, .clear, .save, .saveAs, .saveView, .copy, .paste, .toggleSettings, .showHelp, .quit,
        .closePanel, .enterActions, .deleteSelection, .changeWidth(1), .nudgeSlider(1), .toggleFill,
        .zoomIn, .zoomOut, .zoomToFit, .zoomToActualSize, .rotateRight, .rotateLeft, .flipHorizontally, .flipVertically, .palette, .more,
        .newDrawing, .newScreenshot, .exportLayers,
        .primaryMenu, .contextMenu, .selectAll, .bringToFront, .sendToBack,
    ] + Tool.pickable.map { .tool($0) } + CanvasMode.allCases.filter(\.traits.hasButton).map { .mode($0) }

    static func name(_ command: Command) -> String {
        switch command {
        case .openPicker: "openPicker"
        case .typePath: "typePath"
        case .undo: "undo"
        case .redo: "redo"
        case .clear: "clear"
        case .save: "save"
        case .saveAs: "saveAs"
        case .saveView: "saveView"
        case .copy: "copy"
        case .paste: "paste"
        case .toggleSettings: "toggleSettings"
        case .showHelp: "showHelp"
        case .quit: "quit"
        case .closePanel: "closePanel"
        case .enterActions: "enterActions"
        case .tool: "tool"
        case .mode: "mode"
        case .deleteSelection: "deleteSelection"
        case .changeWidth: "changeWidth"
        case .nudgeSlider: "nudgeSlider"
        case .toggleFill: "toggleFill"
        case .zoomIn: "zoomIn"
        case .zoomOut: "zoomOut"
        case .zoomToFit: "zoomToFit"
        case .zoomToActualSize: "zoomToActualSize"
        case .rotateRight: "rotateRight"
        case .rotateLeft: "rotateLeft"
        case .flipHorizontally: "flipHorizontally"
        case .flipVertically: "flipVertically"
        case .palette: "palette"
        case .more: "more"
        case .newDrawing: "newDrawing"
        case .primaryMenu: "primaryMenu"
        case .contextMenu: "contextMenu"
        case .selectAll: "selectAll"
        case .bringToFront: "bringToFront"
        case .sendToBack: "sendToBack"
        case .newScreenshot: "newScreenshot"
        case .exportLayers: "exportLayers"
        }
    }

    /// Each command is one row, and does something when asked (a row without `perform` would
    /// leave its key and button dead).
    @Test func everyCommandIsExactlyOneRowThatDoesSomething() {
        let commands = CommandTable.rows.map(\.command)
        #expect(Set(commands).count == commands.count, "a command has two rows")
        for command in Self.everyCommand { #expect(CommandTable.row(command) != nil, "\(command) has no row") }
        #expect(Set(commands.map(Self.name)) == Set(Self.everyCommand.map(Self.name)), "every case of Command has a row, and no row another")
        for row in CommandTable.rows { #expect(row.perform != nil, "\(row.command) does nothing") }
    }

    /// Every button and menu item shows a picture and has a name (the pen button shows the pen
    /// instead); a command without a place has no picture to show.
    @Test func everyButtonHasAPictureAndALabel() {
        for row in CommandTable.rows {
            if row.toolbar != nil {
                #expect(row.label?.isEmpty == false, "\(row.command) has no label")
                #expect((row.icon(fill: false) == nil) == (row.command == .palette), "\(row.command)'s picture")
                #expect((row.icon(fill: true) == nil) == (row.command == .palette), "\(row.command)'s picture while filling")
            } else {
                #expect(row.icon == nil && row.filledIcon == nil, "\(row.command) has a picture and no button")
            }
        }
        #expect(CommandTable.icon(.tool(.rectangle), fill: true) == .tool(.rectangle, filled: true) && CommandTable.icon(.tool(.rectangle), fill: false) == .tool(.rectangle, filled: false))
    }

    /// Every line of the help says what it does, and writes its commands' keys as the table has
    /// them: all of them, but the ones with Shift its words tell (`[ and ]`, with Shift: ±5).
    @Test func everyHelpLineWritesItsCommandsKeys() throws {
        for line in KeyBindings.rows {
            #expect(!line.keys.isEmpty && !line.does.isEmpty && !line.documented.isEmpty, "\(line.commands)")
            for command in line.commands {
                let keys = try #require(CommandTable.row(command)).keys.filter(\.listed)
                let written = keys.allSatisfy { line.keys.contains($0.written) }
                #expect(written || keys.allSatisfy { $0.shift == true }, "\(line.keys) leaves out \(command)'s keys")
            }
        }
        // The second ways to type a key are matched but not listed.
        #expect(CommandTable.command(for: .character("/"), .shift) == .showHelp && KeyBindings.rows.contains { $0.keys == "F1, ?" })
        #expect(KeyBindings.either(.showHelp) == "F1 or ?" && KeyBindings.either(.deleteSelection) == "Delete or Backspace")
    }
}
