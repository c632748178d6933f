@testable import SketchApp
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// The options bar under the toolbar: the current tool's options from its attribute list,
/// changed with the mouse, fitting the window, restyling a selection; and the panel titled
/// with the tool, showing only what it takes.
@Suite struct OptionsBarTests {
    /// The ids of the bar's controls on screen: one a group, `options.<attribute>`.
    static func controls(_ h: Harness) -> Set<String> {
        Set(h.controller.ui.rects.keys.filter { $0.hasPrefix("options.") && $0.filter { $0 == "." }.count == 1 && $0 != "options.opacity" })
    }

    /// The texts drawn inside `rect` in the last pass.
    static func texts(_ h: Harness, in rect: IntRect) -> [String] {
        h.controller.ui.commands.compactMap { command in
            guard case .text(let s, let x, let y, _, _) = command, rect.contains(Point(Double(x) + 1, Double(y) + 1)) else { return nil }
            return s
        }
    }

    static func line(_ h: Harness, _ a: Point, _ b: Point) {
        let p = h.window(a), q = h.window(b)
        h.drag([(Int(p.x), Int(p.y)), (Int((p.x + q.x) / 2), Int((p.y + q.y) / 2)), (Int(q.x), Int(q.y))])
    }

    @Test func theBarShowsExactlyTheOptionsOfTheToolsAttributes() throws {
        let h = Harness(width: 1024, height: 600)
        for tool in Tool.pickable {
            h.press(try #require(tool.key))
            #expect(h.controller.tool == tool)
            let expected = Set(tool.attributes.filter { $0.option(tool) != nil }.map { "options." + $0.id })
            #expect(Self.controls(h) == expected, "\(tool)")
            #expect(Self.texts(h, in: h.controller.layout.options).first == tool.label, "the bar names the \(tool)")
        }
        // As the product describes them.
        let named: [(Character, Set<String>)] = [
            ("p", ["options.color", "options.width", "options.dash"]),
            ("t", ["options.color", "options.width", "options.background"]),
            ("x", ["options.width"]),
            ("a", ["options.color", "options.width", "options.dash", "options.heads"]),
            ("r", ["options.color", "options.width", "options.fill", "options.dash", "options.radius"]),
        ]
        for (key, ids) in named {
            h.press(key)
            #expect(Self.controls(h) == ids, "\(key)")
        }
        h.press("t")
        #expect(Self.texts(h, in: try #require(h.controller.rect(ofWidget: "options.width"))).first == "Size")
        h.press("x")
        #expect(Self.texts(h, in: try #require(h.controller.rect(ofWidget: "options.width"))).first == "Block size")
    }

    @Test func plusAndTheSliderChangeTheNextStrokesWidthAndTheShownValue() throws {
        let h = Harness(width: 1024, height: 600)
        #expect(h.controller.pen.width == 6)
        let width = try #require(h.controller.rect(ofWidget: "options.width"))
        #expect(Self.texts(h, in: width).contains("6 px"))
        Self.line(h, Point(50, 100), Point(300, 100))
        h.click(widget: "options.width.more")
        h.click(widget: "options.width.more")
        #expect(h.controller.pen.width == 8)
        #expect(Self.texts(h, in: width).contains("8 px"), "\(Self.texts(h, in: width))")
        Self.line(h, Point(50, 200), Point(300, 200))
        let strokes = h.controller.document.strokes
        try #require(strokes.count == 2)
        #expect(abs(strokes[1].width / strokes[0].width - 8.0 / 6.0) < 1e-9, "\(strokes.map(\.width))")
        h.click(widget: "options.width.less")
        #expect(h.controller.pen.width == 7)
        // The slider dragged to its right end: the widest pen.
        let slider = try #require(h.controller.rect(ofWidget: "options.width.slider"))
        h.drag([(slider.x + slider.width / 2, slider.y + slider.height / 2), (slider.maxX + 40, slider.y + slider.height / 2)])
        #expect(h.controller.pen.width == PenSettings.widthRange.upperBound)
        #expect(Self.texts(h, in: width).contains("\(PenSettings.widthRange.upperBound) px"))
        Self.line(h, Point(50, 300), Point(300, 300))
        #expect(abs(h.controller.document.strokes[2].width / strokes[0].width - 64.0 / 6.0) < 1e-9)
        // A pixelate's blocks show as the tool draws them: three pen widths.
        h.press("x")
        #expect(Self.texts(h, in: try #require(h.controller.rect(ofWidget: "options.width"))).contains("192 px"))
    }

    @Test func everyControlFitsTheWindowAndNoneOverlap() throws {
        for (w, ht, scale) in [(1024, 600, 1.0), (1280, 800, 1.0), (1920, 1080, 1.0), (1920, 1080, 1.5)] {
            let h = Harness(width: w, height: ht, scale: scale)
            let bar = h.controller.layout.options
            #expect(bar.width == w && bar.y == h.controller.layout.toolbar.maxY && bar.height > 0)
            #expect(bar.intersection(h.controller.layout.canvasArea).isEmpty, "the bar covers no canvas")
            for tool in Tool.pickable {
                h.press(try #require(tool.key))
                let rects = h.controller.ui.rects.filter { $0.key.hasPrefix("options.") }
                let groups = rects.filter { Self.controls(h).contains($0.key) }
                #expect(!groups.isEmpty)
                for (id, r) in rects {
                    #expect(bar.contains(r) && h.controller.layout.window.contains(r), "\(w)x\(ht)@\(scale) \(tool): \(id) \(r) out of \(bar)")
                }
                func disjoint(_ list: [(key: String, value: IntRect)]) {
                    for (i, a) in list.enumerated() {
                        for b in list[(i + 1)...] where !a.value.intersection(b.value).isEmpty {
                            Issue.record("\(w)x\(ht)@\(scale) \(tool): \(a.key) \(a.value) overlaps \(b.key) \(b.value)")
                        }
                    }
                }
                disjoint(groups.map { $0 })
                // The parts of the controls (buttons, sliders) lie apart too, each inside its group.
                let parts = rects.filter { !groups.keys.contains($0.key) }
                disjoint(parts.map { $0 })
                for (id, r) in parts {
                    #expect(groups.contains { id.hasPrefix($0.key + ".") && $0.value.contains(r) } || id.hasPrefix("options.opacity."),
                            "\(tool): \(id) lies in its control")
                }
                if w == 1024 { #expect(h.controller.rect(ofWidget: "options.width.slider") != nil, "\(tool): room for the slider at 1024") }
            }
        }
    }

    @Test func choicesAndTogglesSetTheStyles() throws {
        let h = Harness(width: 1024, height: 600)
        h.press("a")
        h.click(widget: "options.heads.both")
        #expect(h.controller.pen.style.heads == .both)
        h.click(widget: "options.dash")
        #expect(h.controller.pen.style.dashed)
        h.press("r")
        h.click(widget: "options.fill")
        #expect(h.controller.fillShapes)
        h.click(widget: "options.radius.round")
        #expect(h.controller.pen.style.roundCorners)
        h.press("t")
        h.click(widget: "options.background.outline")
        #expect(h.controller.pen.style.textBackdrop == .outline)
        h.click(widget: "options.width.more")
        #expect(h.controller.pen.textSize == PenSettings.defaultTextSize + OptionsBar.step(PenSettings.textSizeRange))
        // The opacity steps by tenths.
        h.click(widget: "options.opacity.less")
        #expect(h.controller.pen.color.alpha == OptionsBar.alpha(percent: 90))
        // The swatch opens the palette.
        h.click(widget: "options.color.swatch")
        #expect(h.controller.isPaletteOpen)
    }

    /// A change in the bar restyles the selection as the panel does: one undoable step.
    @Test func aSelectionIsRestyledInOneStep() throws {
        let h = Harness(width: 1024, height: 600)
        Self.line(h, Point(100, 100), Point(300, 100))
        let before = h.controller.document.strokes
        h.press("v")
        let band = (h.window(Point(80, 80)), h.window(Point(320, 120)))
        h.drag([(Int(band.0.x), Int(band.0.y)), (Int(band.1.x), Int(band.1.y))])
        #expect(h.controller.selectedStrokes == [0])
        let depth = h.controller.document.undoDepth
        h.click(widget: "options.width.more")
        #expect(h.controller.document.undoDepth == depth + 1)
        #expect(abs(h.controller.document.strokes[0].width / before[0].width - 7.0 / 6.0) < 1e-9)
        let slider = try #require(h.controller.rect(ofWidget: "options.width.slider"))
        h.drag([(slider.x + 2, slider.y + slider.height / 2), (slider.x + slider.width / 2, slider.y + slider.height / 2), (slider.maxX - 2, slider.y + slider.height / 2)])
        #expect(h.controller.document.undoDepth == depth + 2, "a drag of the slider is one step")
        h.controller.undo()
        h.controller.undo()
        #expect(h.controller.document.strokes == before)
    }

    @Test func thePanelNamesTheToolAndShowsOnlyWhatItTakes() throws {
        var settings = Settings()
        settings.showSettingsPanel = true
        let h = Harness(width: 1024, height: 600, settings: settings)
        let panel = try #require(h.controller.layout.panel)
        func shown(_ ids: [String]) -> [String] { ids.filter { h.controller.rect(ofWidget: $0) != nil } }
        let all = ["settings.width", "settings.textSize", "settings.red", "settings.alpha", "settings.hex", "settings.dash", "settings.heads",
                   "settings.corners", "settings.backdrop"]
        let expected: [(Character, String, [String])] = [
            ("p", "Pen", ["settings.width", "settings.red", "settings.alpha", "settings.hex", "settings.dash"]),
            ("x", "Pixelate", ["settings.width"]),
            ("t", "Text", ["settings.textSize", "settings.red", "settings.alpha", "settings.hex", "settings.backdrop"]),
            ("a", "Arrow", ["settings.width", "settings.red", "settings.alpha", "settings.hex", "settings.dash", "settings.heads"]),
            ("r", "Rectangle", ["settings.width", "settings.red", "settings.alpha", "settings.hex", "settings.dash", "settings.corners"]),
        ]
        for (key, title, ids) in expected {
            h.press(key)
            #expect(shown(all) == ids, "\(title)")
            #expect(Self.texts(h, in: panel).first == title, "the panel's title: \(Self.texts(h, in: panel).prefix(1))")
        }
    }
}
