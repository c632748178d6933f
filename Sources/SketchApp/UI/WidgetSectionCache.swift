import SketchCore
import SketchRaster

/// A widget section drawn again as it was, without running its widgets: immediate-mode
/// widgets draw the same from the same state, so a section whose state, rectangle and theme
/// are those of the last pass, with the pointer away from all of it and no widget held or
/// focused (nothing else a widget reads), draws what it drew then. A stroke's end asks for a
/// pass to show what it changed (the undo button); the options bar and the toolbar, which it
/// rarely changes, then cost a comparison.
final class WidgetSectionCache {
    private struct Entry {
        var state: Any
        var rect: IntRect
        var theme: Theme
        var commands: [DrawCommand]
        /// What the section's run returned (the toolbar's buttons that did not fit).
        var output: Any
        var marks: [(WidgetID, IntRect)]
        /// Everything the section's widgets cover: where the pointer must not be.
        var area: IntRect
    }

    private var entries: [String: Entry] = [:]

    /// Runs the section `name` in `rect` for `state`, or gives again what it drew last, into
    /// `ui` either way; returns its drawing and what `run` returned.
    func section<State: Equatable, Output>(_ name: String, _ rect: IntRect, state: State, ui: WidgetContext,
                                           _ run: () -> Output) -> (commands: [DrawCommand], output: Output) {
        let quiet = ui.active == nil && ui.focused == nil && ui.input.wheel == 0
        if quiet, let e = entries[name], e.rect == rect, e.theme == ui.theme, e.state as? State == state,
           !(ui.input.position.map(e.area.contains) ?? false), let output = e.output as? Output {
            ui.replay(e.commands, marks: e.marks)
            return (e.commands, output)
        }
        let start = ui.commands.count
        ui.recordMarks()
        let output = run()
        let marks = ui.recordedMarks()
        let commands = Array(ui.commands[start...])
        let area = marks.reduce(rect) { $0.union($1.1) }
        // Only what was drawn quietly is kept: a pass with a widget held draws it pressed.
        let keep = quiet && ui.active == nil && ui.focused == nil && !(ui.input.position.map(area.contains) ?? false)
        entries[name] = keep ? Entry(state: state, rect: rect, theme: ui.theme, commands: commands, output: output, marks: marks, area: area) : nil
        return (commands, output)
    }
}
