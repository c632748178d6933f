import Foundation
@testable import SketchApp
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// The settings panel keeps its place, messages fit the window at any scale, and a blank
/// canvas says how to begin.
@Suite struct SteadyPanelTests {
    static var panelOpen: Settings {
        var s = Settings()
        s.showSettingsPanel = true
        return s
    }

    static let sliders = ["settings.width", "settings.red", "settings.green", "settings.blue", "settings.alpha"]

    @Test func theFirstRecentColourPushesNothingDown() throws {
        let h = Harness(settings: Self.panelOpen)
        #expect(h.controller.recentColors.isEmpty)
        let before = try Self.sliders.map { try #require(h.controller.rect(ofWidget: $0)) }
        let a = h.window(Point(100, 100)), b = h.window(Point(300, 200))
        h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
        h.click(widget: "settings.palette.preset.7")
        #expect(h.controller.recentColors.count == 1, "the colour drawn with is remembered")
        let after = try Self.sliders.map { try #require(h.controller.rect(ofWidget: $0)) }
        #expect(after == before)
        #expect(h.controller.rect(ofWidget: "settings.palette.recent.0") != nil)
    }

    @Test func thePresetsFillEvenRowsAndTheHintFitsAt1024() throws {
        for scale in [1.0, 1.5, 2.0] {
            let h = Harness(width: 1024, height: 600, settings: Self.panelOpen, scale: scale)
            let panel = try #require(h.controller.layout.panel)
            let presets = (0..<Palette.presets.count).compactMap { h.controller.rect(ofWidget: "settings.palette.preset.\($0)") }
            #expect(presets.count == Palette.presets.count)
            let rows = Dictionary(grouping: presets, by: \.y).values.map(\.count)
            #expect(Set(rows).count == 1, "at \(scale), rows of \(rows.sorted())")
            for line in SettingsPanel.hintLines(h.controller.ui, panel, atLimit: false) + SettingsPanel.hintLines(h.controller.ui, panel, atLimit: true) {
                #expect(h.controller.ui.text.textWidth(line, size: h.controller.ui.theme.fontSize) <= panel.width - h.controller.ui.px(42), "at \(scale): \(line)")
            }
            // Every slider is reachable: on the panel, or a scroll away.
            let content = SettingsPanel.contentHeight(h.controller.ui, panel, recent: [])
            let alpha = try #require(h.controller.rect(ofWidget: "settings.alpha"))
            #expect(alpha.maxY <= panel.maxY || content > panel.height, "at \(scale)")
        }
    }

    @Test func aLongMessageWrapsInsideTheCanvasAreaAboveTheZoom() throws {
        let h = Harness(width: 1024, height: 600, scale: 2)
        let path = h.machine.picturesFolder + "/a-rather-long-folder-name/and-another-one/sketchpad-20261202-101010-export.png"
        let message = "Saved the picture (6000×4000) to \(path)"
        h.controller.showToast(message, isError: false)
        let area = h.controller.layout.canvasArea
        let t = try #require(h.controller.toast)
        let laid = t.layout(in: area, ui: h.controller.ui)
        #expect(area.contains(laid.rect), "\(laid.rect) in \(area)")
        let texts = laid.commands.compactMap { c -> String? in if case .text(let s, _, _, _, _) = c { return s }; return nil }
        #expect(texts.count > 1, "wrapped: \(texts)")
        #expect(texts.joined().filter { $0 != " " } == message.filter { $0 != " " }, "nothing of it is lost")
        for s in texts { #expect(h.controller.ui.text.textWidth(s, size: h.controller.ui.theme.fontSize) <= laid.rect.width - h.controller.ui.px(32)) }
        let zoom = ViewIndicators.rect(.zoom, in: h.controller.layout, ui: h.controller.ui)
        #expect(laid.rect.intersection(zoom).isEmpty, "the message is not drawn over the zoom")
    }

    @Test func aBlankCanvasSaysHowToBeginUntilTheFirstStroke() throws {
        let h = Harness(photo: nil)
        let hint = try #require(EmptyCanvasHint.rect(h.controller.ui, canvas: h.controller.canvasRect))
        #expect(h.controller.showsEmptyCanvasHint)
        let shown = h.controller.frame.cropped(to: hint)
        #expect(shown.pixels.contains { $0 != Color.white.argb }, "the hint is on screen")
        #expect(h.controller.capture.pixels.allSatisfy { $0 == Color.white.argb }, "and never in the picture")
        let a = h.window(Point(20, 20)), b = h.window(Point(60, 30))
        h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
        #expect(!h.controller.showsEmptyCanvasHint)
        #expect(h.controller.frame.cropped(to: hint).pixels.allSatisfy { $0 == Color.white.argb }, "it goes with the first stroke")
        // A photo opened takes it away too.
        let k = Harness(photo: nil)
        k.open(TestPaths.samplePhoto)
        #expect(!k.controller.showsEmptyCanvasHint)
    }
}
