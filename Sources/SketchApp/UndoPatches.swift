import SketchRaster

/// The layer pixels each recent stroke covered before it was drawn, so undoing it is a copy
/// of its rectangle instead of a redraw of every stroke. Oldest patches are dropped past the
/// memory budget; an undo without a patch falls back to a redraw.
struct UndoPatches {
    struct Patch { var strokeIndex: Int; var origin: (x: Int, y: Int); var pixels: RGBAImage }
    let budgetBytes: Int
    private var patches: [Patch] = []
    private var bytes = 0

    init(budgetBytes: Int) { self.budgetBytes = budgetBytes }

    mutating func push(strokeIndex: Int, origin: (x: Int, y: Int), pixels: RGBAImage) {
        patches.append(Patch(strokeIndex: strokeIndex, origin: origin, pixels: pixels))
        bytes += pixels.pixels.count * 4
        while bytes > budgetBytes, !patches.isEmpty {
            bytes -= patches.removeFirst().pixels.pixels.count * 4
        }
    }

    /// The patch of the stroke at `strokeIndex` if it is the newest one kept.
    mutating func pop(strokeIndex: Int) -> Patch? {
        guard let last = patches.last, last.strokeIndex == strokeIndex else {
            removeAll()
            return nil
        }
        bytes -= last.pixels.pixels.count * 4
        return patches.removeLast()
    }

    mutating func removeAll() {
        patches.removeAll()
        bytes = 0
    }
}
