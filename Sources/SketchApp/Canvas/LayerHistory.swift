import SketchCore
import SketchRaster

/// What each undo step of the document needs to be undone without replaying the history: the
/// pixels a stroke or a clear changed, or the whole previous canvas (base and layer) before
/// an open. Oldest steps are dropped past the memory budget; an undo without its step falls
/// back to a redraw.
struct LayerHistory {
    enum Step {
        case pixels(PixelPatch)
        /// The canvas before an open: its photo fitted, and that with its strokes.
        case canvas(base: RGBAImage, layer: RGBAImage)

        var byteCount: Int {
            switch self {
            case .pixels(let p): return p.byteCount
            case .canvas(let base, let layer): return (base.pixels.count + layer.pixels.count) * 4
            }
        }
    }

    let budgetBytes: Int
    private(set) var steps: [Step?] = []
    private(set) var bytes = 0

    init(budgetBytes: Int) { self.budgetBytes = budgetBytes }

    mutating func push(_ patch: PixelPatch) { push(.pixels(patch)) }

    mutating func push(_ step: Step) {
        steps.append(step)
        bytes += step.byteCount
        var i = 0
        while bytes > budgetBytes && i < steps.count - 1 {
            if let s = steps[i] { bytes -= s.byteCount; steps[i] = nil }
            i += 1
        }
    }

    /// The newest step (nil when it was dropped or never kept).
    mutating func pop() -> Step? {
        guard let last = steps.popLast() else { return nil }
        if let last { bytes -= last.byteCount }
        return last
    }

    /// The patches of the newest steps, newest first, up to the first step that is not a
    /// kept patch (or `limit`).
    func newestPatches(limit: Int) -> [PixelPatch] {
        var out: [PixelPatch] = []
        for step in steps.reversed() {
            guard out.count < limit, case .pixels(let p)? = step else { break }
            out.append(p)
        }
        return out
    }

    /// Starts over with `depth` steps of which the newest carry `newest` (after a redraw).
    mutating func reset(depth: Int, newest: [PixelPatch]) {
        let kept = newest.suffix(depth)
        steps = Array(repeating: nil, count: max(0, depth - kept.count)) + kept.map { Optional(Step.pixels($0)) }
        bytes = kept.reduce(0) { $0 + $1.byteCount }
        while bytes > budgetBytes, let i = steps.firstIndex(where: { $0 != nil }), i < steps.count - 1 {
            bytes -= steps[i]!.byteCount
            steps[i] = nil
        }
    }
}
