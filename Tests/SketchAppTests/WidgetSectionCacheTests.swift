@testable import SketchApp
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// A widget section is drawn again from the cache only when nothing its widgets read has
/// changed: the same state, rectangle and theme, the pointer away, no widget held or focused.
struct WidgetSectionCacheTests {
    let rect = IntRect(x: 0, y: 0, width: 200, height: 40)
    let button = IntRect(x: 10, y: 5, width: 80, height: 30)
    // A fresh context and cache for each test (Swift Testing makes the suite anew for each).
    let ui = WidgetContext(text: TestGlyphs())
    let cache = WidgetSectionCache()

    /// One pass of a section holding one button labelled `label`; returns how many times the
    /// section's widgets ran in total, and what the section drew.
    func pass(label: String, input: WidgetInput = WidgetInput(), runs: inout Int) -> [DrawCommand] {
        ui.begin(input)
        let drawn = cache.section("bar", rect, state: label, ui: ui) { () -> Int in
            runs += 1
            _ = ui.button("bar.button", button, label: label)
            return runs
        }
        ui.end()
        #expect(ui.rects["bar.button"] == button, "the button's rectangle is given whether run or replayed")
        #expect(ui.commands == drawn.commands)
        return drawn.commands
    }

    @Test func theSameStateWithThePointerAwayIsReplayed() {
        var runs = 0
        let first = pass(label: "Undo", runs: &runs)
        let second = pass(label: "Undo", input: WidgetInput(position: Point(500, 500)), runs: &runs)
        #expect(runs == 1)
        #expect(second == first)
    }

    @Test func aNewStateRunsTheWidgetsAgain() {
        var runs = 0
        let undo = pass(label: "Undo", runs: &runs)
        let redo = pass(label: "Redo", runs: &runs)
        #expect(runs == 2)
        #expect(undo != redo)
        #expect(redo.contains { if case .text("Redo", _, _, _, _) = $0 { true } else { false } })
    }

    @Test func thePointerOverTheSectionRunsItAndIsNotKept() {
        var runs = 0
        let away = pass(label: "Undo", runs: &runs)
        // Hovered: drawn hot, so run; and not kept, so leaving runs it again.
        let hovered = pass(label: "Undo", input: WidgetInput(position: Point(20, 20)), runs: &runs)
        #expect(runs == 2)
        #expect(hovered != away, "the hovered button looks different")
        let left = pass(label: "Undo", runs: &runs)
        #expect(runs == 3)
        #expect(left == away)
    }

    @Test func aHeldOrFocusedWidgetOrAnotherThemeRunsIt() {
        var runs = 0
        _ = pass(label: "Undo", runs: &runs)
        ui.focused = "elsewhere"
        _ = pass(label: "Undo", runs: &runs)
        #expect(runs == 2, "a focused widget may take keys in the pass")
        ui.focused = nil
        _ = pass(label: "Undo", runs: &runs)
        ui.theme.use(.light)
        _ = pass(label: "Undo", runs: &runs)
        #expect(runs == 4, "another theme draws other colours")
    }
}
