import SketchCore
import SketchRaster

/// The Crop mode (C): a drag on the canvas chooses a rectangle (the rest dims), its edges and
/// corners can be dragged, Enter keeps only it, Escape drops it. Enter with no rectangle shows
/// the whole canvas again. Each crop is one undoable step; the strokes keep their places, so
/// undo brings everything back.
extension SketchController {
    /// The rectangle being chosen, in canvas pixels.
    public var cropSelection: IntRect? { cropDraft.rect }

    /// How near an edge a press must be to take it, in the widgets' units.
    static let cropHandleReach = 10

    func cropPress(_ id: PointerID, at window: Point) {
        guard cropDraft.pointer == nil else { return }
        cropDraft.press(id, at: canvasPoint(atWindow: window), reach: Double(ui.px(Self.cropHandleReach)) / zoom)
    }

    func cropDrag(to window: Point) {
        cropDraft.drag(to: canvasPoint(atWindow: window), in: document)
    }

    /// Keeps only the rectangle chosen (or, with none, the whole canvas again), undoably.
    public func applyCrop() {
        canvas.finishStrokesInProgress()
        let rect = cropDraft.rect
        cropDraft = CropDraft()
        session.crop(to: rect)
        if let kept = document.crop, kept == rect { showToast(Strings.cropped(width: kept.width, height: kept.height), isError: false) }
        dirty.add(layout.window)
        refreshUI()
    }

    /// Drops the rectangle being chosen; with none, leaves the Crop mode.
    func cancelCrop() {
        if cropDraft.rect == nil { return setMode(.draw) }
        cropDraft = CropDraft()
    }

    /// Enter and Escape in the Crop mode; returns whether the key was one of them.
    func cropKey(_ key: Key) -> Bool {
        guard mode == .crop, picker == nil, !isHelpOpen else { return false }
        switch key {
        case .enter: applyCrop()
        case .escape: cancelCrop()
        default: return false
        }
        return true
    }

    /// The rectangle on screen (repainted where it was and is by `render`): the canvas outside it dimmed, its outline, and a handle at
    /// each corner and edge's middle.
    var cropCommands: [DrawCommand] {
        guard mode == .crop, let r = cropDraft.rect else { return [] }
        let a = windowPoint(ofCanvas: Point(Double(r.x), Double(r.y))), b = windowPoint(ofCanvas: Point(Double(r.maxX), Double(r.maxY)))
        let shown = IntRect(x: Int(a.x.rounded()), y: Int(a.y.rounded()), width: Int((b.x - a.x).rounded()), height: Int((b.y - a.y).rounded()))
        let dim = Color(red: 0, green: 0, blue: 0, alpha: 140), line = ui.px(1)
        var out = canvas.rect.subtracting(shown).map { DrawCommand.rect($0, dim, radius: 0) }
        out.append(.frame(shown.insetBy(-line), .white, thickness: line, radius: 0))
        let size = ui.px(8)
        for fx in [0, 1, 2] { for fy in [0, 1, 2] where fx != 1 || fy != 1 {
            let cx = shown.x + shown.width * fx / 2, cy = shown.y + shown.height * fy / 2
            let handle = IntRect(x: cx - size / 2, y: cy - size / 2, width: size, height: size)
            out.append(.rect(handle, .white, radius: 0))
            out.append(.frame(handle, Color(red: 0, green: 0, blue: 0), thickness: line, radius: 0))
        } }
        return out
    }
}

extension DrawCommand {
    /// The window pixels a rectangle, frame or picture covers (empty for the other commands,
    /// which the crop rectangle does not use).
    var bounds: IntRect {
        switch self {
        case .rect(let r, _, _), .frame(let r, _, _, _), .checker(let r, _): return r
        case .image(let image, let x, let y): return IntRect(x: x, y: y, width: image.width, height: image.height)
        case .text, .circle, .clip: return .empty
        }
    }
}
