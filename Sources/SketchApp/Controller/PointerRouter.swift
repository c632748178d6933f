import SketchCore

/// Who holds a pointer from its press to its release.
enum PointerOwner: Equatable {
    /// The widgets (toolbar, panel, pop-overs, banners, the picker, the help).
    case widgets
    /// A drag that moves the view whatever the mode (Space held).
    case viewGesture
    /// The current canvas mode (see `CanvasInteraction`): a stroke, a drag of Select or Crop...
    case interaction
}

/// The one table from pointer to owner. A press is offered to the owners in a fixed order (see
/// `SketchController.handle`); once one takes it, every move, release and cancel of that pointer
/// goes to it alone, and losing the focus releases them all.
struct PointerRouter {
    private var held = PointerTable<PointerOwner>()

    /// No pointer is held.
    var isEmpty: Bool { held.isEmpty }

    /// A pointer `owner` holds, if any.
    func holder(for owner: PointerOwner) -> PointerID? { held.entries.first { $0.value == owner }?.id }

    /// Every held pointer, those of the widgets last (a release there acts after the others'
    /// work), each group in a stable order.
    var releaseOrder: [PointerID] {
        held.entries.sorted { ($0.value == .widgets ? 1 : 0, "\($0.id)") < ($1.value == .widgets ? 1 : 0, "\($1.id)") }.map(\.id)
    }

    func owner(of id: PointerID) -> PointerOwner? { held[id] }

    /// Whether any pointer is held by `owner`.
    func holds(_ owner: PointerOwner) -> Bool { holder(for: owner) != nil }

    mutating func take(_ id: PointerID, for owner: PointerOwner) { held[id] = owner }

    /// Lets `id` go; returns who held it.
    @discardableResult
    mutating func release(_ id: PointerID) -> PointerOwner? { held.removeValue(forKey: id) }

    /// Lets every pointer of `owner` go (its work ended some other way).
    mutating func releaseAll(of owner: PointerOwner) { held.removeAll { $1 == owner } }
}
