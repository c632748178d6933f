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
    /// A few pointers at most (a mouse, some fingers), looked up on every move: a list, which
    /// a move reads without hashing.
    private var held: [(id: PointerID, owner: PointerOwner)] = []

    /// No pointer is held.
    var isEmpty: Bool { held.isEmpty }

    /// A pointer `owner` holds, if any.
    func holder(for owner: PointerOwner) -> PointerID? { held.first { $0.owner == owner }?.id }

    /// Every held pointer, those of the widgets last (a release there acts after the others'
    /// work), each group in a stable order.
    var releaseOrder: [PointerID] {
        held.sorted { ($0.owner == .widgets ? 1 : 0, "\($0.id)") < ($1.owner == .widgets ? 1 : 0, "\($1.id)") }.map(\.id)
    }

    func owner(of id: PointerID) -> PointerOwner? { held.first { $0.id == id }?.owner }

    /// Whether any pointer is held by `owner`.
    func holds(_ owner: PointerOwner) -> Bool { holder(for: owner) != nil }

    mutating func take(_ id: PointerID, for owner: PointerOwner) {
        if let i = held.firstIndex(where: { $0.id == id }) { held[i].owner = owner } else { held.append((id, owner)) }
    }

    /// Lets `id` go; returns who held it.
    @discardableResult
    mutating func release(_ id: PointerID) -> PointerOwner? {
        guard let i = held.firstIndex(where: { $0.id == id }) else { return nil }
        return held.remove(at: i).owner
    }

    /// Lets every pointer of `owner` go (its work ended some other way).
    mutating func releaseAll(of owner: PointerOwner) { held.removeAll { $0.owner == owner } }
}
