import SketchCore

/// Whether the drawing changed since it was last saved, or opened: the history's mark then,
/// and the marks of the saves still being written, oldest first (saves finish in order).
struct SavedState {
    private(set) var clean: HistoryMark
    /// nil for a save of a drawing that has since been replaced: it marks nothing.
    private var inFlight: [HistoryMark?] = []

    init(clean: HistoryMark) { self.clean = clean }

    func isChanged(_ mark: HistoryMark) -> Bool { mark != clean }

    /// Whether a save of the drawing as it stands at `mark` is being written.
    func isSaving(_ mark: HistoryMark) -> Bool { inFlight.contains(mark) }

    /// nil for a save that holds less than the drawing (the view): it marks nothing.
    mutating func saveStarted(at mark: HistoryMark?) { inFlight.append(mark) }

    /// The oldest save in flight ended; written, the drawing as it was then is the saved one,
    /// and its mark is returned.
    @discardableResult
    mutating func saveEnded(written: Bool) -> HistoryMark? {
        guard !inFlight.isEmpty else { return nil }
        guard let mark = inFlight.removeFirst(), written else { return nil }
        clean = mark
        return mark
    }

    /// Another drawing is shown: `mark` is its saved state, and saves in flight are of the old one.
    mutating func reset(to mark: HistoryMark) {
        clean = mark
        inFlight = inFlight.map { _ in nil }
    }
}
