import SketchCore
import SketchRaster

/// What one widget (or group of widgets) of a pass drew, and the rectangle it covers.
struct WidgetSection: Equatable {
    var rect: IntRect
    var commands: [DrawCommand]
}

/// Paints the changed parts of the frame, back to front: the background around the canvas, the
/// canvas's layer, the strokes in progress and their pen-tip rings, the selection, the widgets, the message,
/// and an overlay (help, picker) over everything. Widgets are repainted only where their
/// drawing changed.
final class FrameCompositor {
    private let painter: WidgetPainter
    /// The widgets as last drawn. With an overlay open, the last one is it, covering the window.
    private(set) var sections: [WidgetSection] = []
    /// The sections that can be drawn again as they were (`WidgetSectionCache`).
    let cache = WidgetSectionCache()
    /// The window's title as last made, and what it was made from (`SketchController.title`).
    var title: (made: WindowTitleFacts, text: String)?

    init(glyphs: GlyphSource) { painter = WidgetPainter(glyphs: glyphs) }

    /// Takes a widget pass's sections; returns the rectangles to repaint for them: where a
    /// section changed, both where it was and where it is, and where a section gone was.
    func update(_ next: [WidgetSection]) -> [IntRect] {
        var changed: [IntRect] = []
        for (i, section) in next.enumerated() where i >= sections.count || sections[i] != section {
            changed.append(section.rect)
            if i < sections.count && sections[i].rect != section.rect { changed.append(sections[i].rect) }
        }
        changed += sections.dropFirst(next.count).map(\.rect)
        sections = next
        return changed
    }

    /// Forgets the sections (the window was laid out again: everything is repainted).
    func reset() { sections = [] }

    /// Paints `region` of `frame`.
    func paint(_ region: IntRect, into frame: inout RGBAImage, canvas: CanvasView, layout: Layout, background: Color,
               overlay: Bool, toast: [DrawCommand]?, onCanvas: [DrawCommand] = [], checkerCell: Int = 8) {
        for piece in region.subtracting(canvas.rect) { frame.fill(piece, with: background) }
        let visible = region.intersection(canvas.rect)
        canvas.live.drawPending()
        if !visible.isEmpty {
            let local = visible.offsetBy(-canvas.rect.x, -canvas.rect.y)
            canvas.drawShownLayer(local, into: &frame, at: visible.x, visible.y)
            // Only a stroke that reveals reads the base; other strokes are given the layer, of the same size.
            if !canvas.live.isEmpty {
                canvas.live.composite(local, base: canvas.live.isErasing ? canvas.layers.base : canvas.layers.layer, into: &frame)
            }
            if let dimming = canvas.outsideDim { frame.dim(visible, except: dimming.rects, color: dimming.color) }
            // A transparent canvas shows its transparency over grey squares (its outputs keep the alpha).
            if canvas.session.document.background.alpha < 255 {
                frame.flattenOverCheckerboard(visible, origin: (canvas.rect.x, canvas.rect.y), cell: checkerCell)
            }
            canvas.paintText(into: &frame, region: visible)
        }
        painter.paint(canvas.live.tipCommands, into: &frame, clip: region.intersection(layout.canvasArea))
        painter.paint(onCanvas, into: &frame, clip: region.intersection(layout.canvasArea))
        // Most frames while drawing touch the canvas only: widgets away from them cost nothing.
        for section in sections where (section.rect != layout.window || !overlay) && !section.rect.intersection(region).isEmpty {
            painter.paint(section.commands, into: &frame, clip: region.intersection(section.rect))
        }
        if let toast { painter.paint(toast, into: &frame, clip: region) }
        if overlay, let last = sections.last { painter.paint(last.commands, into: &frame, clip: region) }
    }
}
