import FoundationEssentials
import Glibc
import SketchCore
import SketchRaster

/// Zoom and pan: keys, the wheel, drags that move the picture (the Hand tool, Space or the
/// middle button held) and two-finger pinches. The view changes; the document never does.
extension SketchController {
    /// Window pixels per canvas pixel as shown.
    public var zoom: Double { canvas.zoom }
    /// Whether the canvas is fitted into the window (it then follows the window's size).
    public var isFitted: Bool { canvas.viewport.zoom == nil }

    /// The canvas (photo) point shown at a window point, and back.
    public func canvasPoint(atWindow p: Point) -> Point { canvas.placement.canvasPoint(p) }
    public func windowPoint(ofCanvas p: Point) -> Point {
        let q = canvas.transform.apply(p)
        return Point(q.x + Double(canvas.rect.x), q.y + Double(canvas.rect.y))
    }

    /// How far one notch of the wheel pans, in the widgets' units.
    static let wheelPanStep = 48
    /// How much one notch of Ctrl+wheel zooms.
    static let wheelZoomFactor = 1.25

    /// Zooms to `newZoom` (clamped to 10 %...3200 %) keeping the canvas point under `window`
    /// (nil: the canvas area's centre) where it is. `continuous`: one step of a zoom that goes
    /// on (the wheel, a pinch), shown quickly and drawn exactly once no step has come for
    /// `zoomSettleDelay`.
    public func zoom(to newZoom: Double, about window: Point?, continuous: Bool = false) {
        let area = layout.canvasArea
        let anchor = window ?? Point(Double(area.x) + Double(area.width) / 2, Double(area.y) + Double(area.height) / 2)
        let next = Viewport.zoomed(to: newZoom, about: anchor, current: canvas.placement, layout: layout)
        viewChanged(canvas.setViewport(next, quick: continuous))
        zoomSettlesAt = canvas.isSettling ? services.clock.now() + Self.zoomSettleDelay : nil
    }

    /// How long a continuous zoom rests before it is drawn exactly: longer than the gap
    /// between a wheel's notches turned together, short enough to feel immediate.
    static let zoomSettleDelay = 0.15

    /// The next zoom step up (1) or down (-1), about the canvas area's centre.
    func zoomStep(_ direction: Int) { zoom(to: Viewport.step(from: zoom, direction: direction), about: nil) }

    public func zoomToFit() { viewChanged(canvas.setViewport(.fitted)) }

    /// Moves the picture by `dx`, `dy` window pixels (it follows a dragging pointer).
    public func pan(by dx: Double, _ dy: Double) {
        let next = canvas.viewport.panned(by: dx, dy, current: canvas.placement, layout: layout, shown: document.kept)
        viewChanged(canvas.setViewport(next))
    }

    /// The wheel over the canvas: with Ctrl it zooms about the pointer, with Shift it pans
    /// sideways, else up and down.
    func wheelOverCanvas(dx: Double, dy: Double) {
        if modifiers.contains(.control) {
            guard dy != 0 else { return }
            zoom(to: zoom * pow(Self.wheelZoomFactor, dy), about: hoverPosition, continuous: true)
            return
        }
        let step = Double(ui.px(Self.wheelPanStep))
        // Wheel up shows what is above: the picture moves down.
        if modifiers.contains(.shift) { pan(by: dy * step, 0) } else { pan(by: -dx * step, dy * step) }
    }

    /// A pointer of the gesture moved.
    func moveViewGesture(_ id: PointerID, to p: Point) {
        guard let step = gesture.move(id, to: p) else { return }
        if step.factor != 1 { zoom(to: zoom * step.factor, about: step.center, continuous: true) }
        if step.pan.x != 0 || step.pan.y != 0 { pan(by: step.pan.x, step.pan.y) }
    }

    func viewChanged(_ changed: Bool) {
        guard changed else { return }
        refreshUI()
        cursorMayChange()
    }
}
