import SketchCore
import SketchRaster

/// One pixel patch for each undo step of the document, so undo copies the step's pixels back
/// and redo draws one stroke: neither replays the history, however long it is. Oldest patches
/// are dropped past the memory budget; an undo without its patch falls back to a redraw.
struct LayerHistory {
    let budgetBytes: Int
    private(set) var patches: [PixelPatch?] = []
    private(set) var bytes = 0

    init(budgetBytes: Int) { self.budgetBytes = budgetBytes }

    mutating func push(_ patch: PixelPatch) {
        patches.append(patch)
        bytes += patch.byteCount
        var i = 0
        while bytes > budgetBytes && i < patches.count - 1 {
            if let p = patches[i] { bytes -= p.byteCount; patches[i] = nil }
            i += 1
        }
    }

    /// The newest step's patch (nil when it was dropped or never kept).
    mutating func pop() -> PixelPatch? {
        guard let last = patches.popLast() else { return nil }
        if let last { bytes -= last.byteCount }
        return last
    }

    /// Starts over with `depth` steps of which the newest carry `newest` (after a redraw).
    mutating func reset(depth: Int, newest: [PixelPatch]) {
        patches = Array(repeating: nil, count: max(0, depth - newest.count)) + newest.suffix(depth).map { Optional($0) }
        bytes = newest.suffix(depth).reduce(0) { $0 + $1.byteCount }
        while bytes > budgetBytes, let i = patches.firstIndex(where: { $0 != nil }), i < patches.count - 1 {
            bytes -= patches[i]!.byteCount
            patches[i] = nil
        }
    }
}
