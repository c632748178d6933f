import SketchCore
import SketchRaster

/// Over the canvas area's bottom-right corner, the zoom (a button: fit, or 100 % when fitted;
/// shown whenever zoomed, and when fitted if it leaves the photo uncovered), and scroll bars
/// along the area's bottom and right edges whose thumbs show which part of the canvas is in
/// view (only while the canvas is larger than the area on that axis). A thumb drags the view
/// along; a press on the trough beside it moves the view by a page. They are not part of the
/// picture: Save captures the canvas without them.
enum ViewIndicators {
    enum Part: CaseIterable { case zoom, horizontal, vertical }

    /// The widget ids of the zoom button and the two scroll bars.
    static let zoomID: WidgetID = "view.zoom", horizontalBarID: WidgetID = "view.hbar", verticalBarID: WidgetID = "view.vbar"
    static let ids = [zoomID, horizontalBarID, verticalBarID]

    struct State {
        var zoom: Double
        /// The part of the canvas the view can show: all of it, or what a crop keeps.
        var shown: IntRect
        var placement: CanvasPlacement
        var fitted: Bool
        /// Where a held thumb was taken, from its start along the bar (track pixels).
        var grab: Double?
    }

    /// What a part asks of the view.
    enum Outcome: Equatable {
        /// The zoom button: fit, or 100 % when fitted.
        case toggleFit
        /// A thumb taken at `at` track pixels from its start.
        case grab(at: Double)
        /// Show what lies `by` window pixels further right (or down).
        case scroll(horizontal: Bool, by: Double)
    }

    /// How much of the view a press on the trough moves it by (some of it stays in view).
    static let page = 0.9

    static let barThickness = 6
    static let badgeSize = (width: 64, height: 22)

    /// Each part's rectangle; fixed for a layout, so a change inside repaints only it.
    static func rect(_ part: Part, in layout: Layout, ui: WidgetContext) -> IntRect {
        let t = ui.px(barThickness), m = ui.px(2), area = layout.canvasArea
        switch part {
        case .zoom:
            let w = ui.px(badgeSize.width), h = ui.px(badgeSize.height)
            return IntRect(x: area.maxX - w - t - 2 * m, y: area.maxY - h - t - 2 * m, width: w, height: h)
        case .horizontal: return IntRect(x: area.x, y: area.maxY - t - m, width: max(0, area.width - t - 2 * m), height: t)
        case .vertical: return IntRect(x: area.maxX - t - m, y: area.y, width: t, height: max(0, area.height - t - 2 * m))
        }
    }

    static func isZoomShown(_ rect: IntRect, _ state: State) -> Bool {
        !state.fitted || state.placement.rect.intersection(rect).isEmpty
    }

    /// Runs a part; returns what it asks of the view.
    @discardableResult
    static func run(_ part: Part, _ ui: WidgetContext, _ rect: IntRect, _ state: State) -> Outcome? {
        let shade = ui.theme.viewBarShade
        switch part {
        case .zoom:
            guard isZoomShown(rect, state) else { return nil }
            return ui.button(zoomID, rect, label: Strings.zoom(state.zoom)) ? .toggleFit : nil
        case .horizontal, .vertical:
            let horizontal = part == .horizontal
            let total = Double(horizontal ? state.shown.width : state.shown.height) * state.zoom
            let shown = Double(horizontal ? state.placement.rect.width : state.placement.rect.height)
            guard total > shown + 1 else { return nil }
            // The first visible pixel of the part shown, from the transform's offset.
            let start = -(horizontal ? state.placement.transform.offsetX : state.placement.transform.offsetY)
                - Double(horizontal ? state.shown.x : state.shown.y) * state.zoom
            let track = Double(horizontal ? rect.width : rect.height)
            let a = Int((start / total * track).rounded()), b = Int(((start + shown) / total * track).rounded())
            let held = ui.interact(horizontal ? horizontalBarID : verticalBarID, rect)
            ui.draw(.rect(rect, shade, radius: min(rect.width, rect.height) / 2))
            let length = max(b - a, ui.px(8))
            let thumb = horizontal ? IntRect(x: rect.x + a, y: rect.y, width: length, height: rect.height)
                : IntRect(x: rect.x, y: rect.y + a, width: rect.width, height: length)
            ui.draw(.rect(thumb, ui.theme.knob.withAlpha(held.hot || held.active ? 255 : 200), radius: min(thumb.width, thumb.height) / 2))
            guard let p = ui.input.position else { return nil }
            let along = horizontal ? p.x - Double(rect.x) : p.y - Double(rect.y)
            if held.pressedNow {
                if along >= Double(a) && along < Double(a + length) { return .grab(at: along - Double(a)) }
                return .scroll(horizontal: horizontal, by: (along < Double(a) ? -1 : 1) * shown * page)
            }
            guard held.active, let grab = state.grab, track > 0 else { return nil }
            // The thumb follows the pointer: the view shows what the thumb's place stands for.
            let by = (along - grab) / track * total - start
            return abs(by) >= 0.5 ? .scroll(horizontal: horizontal, by: by) : nil
        }
    }
}
