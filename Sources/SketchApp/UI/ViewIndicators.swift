import SketchCore
import SketchRaster

/// Over the canvas area's bottom-right corner, the zoom (a button: fit, or 100 % when fitted;
/// shown whenever zoomed, and when fitted if it leaves the photo uncovered), and scroll bars
/// along the area's bottom and right edges whose thumbs show which part of the canvas is in
/// view (only while the canvas is larger than the area on that axis). They are not part of the
/// picture: Save captures the canvas without them.
enum ViewIndicators {
    enum Part: CaseIterable { case zoom, horizontal, vertical }

    struct State {
        var zoom: Double
        /// The part of the canvas the view can show: all of it, or what a crop keeps.
        var shown: IntRect
        var placement: CanvasPlacement
        var fitted: Bool
    }

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

    /// Runs a part; true when the zoom button was clicked.
    @discardableResult
    static func run(_ part: Part, _ ui: WidgetContext, _ rect: IntRect, _ state: State) -> Bool {
        let shade = Color(red: 0x20, green: 0x21, blue: 0x24, alpha: 200)
        switch part {
        case .zoom:
            guard isZoomShown(rect, state) else { return false }
            return ui.button("view.zoom", rect, label: Strings.zoom(state.zoom))
        case .horizontal, .vertical:
            let horizontal = part == .horizontal
            let total = Double(horizontal ? state.shown.width : state.shown.height) * state.zoom
            let shown = Double(horizontal ? state.placement.rect.width : state.placement.rect.height)
            guard total > shown + 1 else { return false }
            // The first visible pixel of the part shown, from the transform's offset.
            let start = -(horizontal ? state.placement.transform.offsetX : state.placement.transform.offsetY)
                - Double(horizontal ? state.shown.x : state.shown.y) * state.zoom
            let track = Double(horizontal ? rect.width : rect.height)
            let a = Int((start / total * track).rounded()), b = Int(((start + shown) / total * track).rounded())
            ui.draw(.rect(rect, shade, radius: rect.height / 2))
            let thumb = horizontal ? IntRect(x: rect.x + a, y: rect.y, width: max(b - a, ui.px(8)), height: rect.height)
                : IntRect(x: rect.x, y: rect.y + a, width: rect.width, height: max(b - a, ui.px(8)))
            ui.draw(.rect(thumb, ui.theme.knob.withAlpha(200), radius: min(thumb.width, thumb.height) / 2))
            return false
        }
    }
}
