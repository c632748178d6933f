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
    private(set) var owners: [PointerID: PointerOwner] = [:]

    func owner(of id: PointerID) -> PointerOwner? { owners[id] }

    /// Whether any pointer is held by `owner`.
    func holds(_ owner: PointerOwner) -> Bool { owners.values.contains(owner) }

    mutating func take(_ id: PointerID, for owner: PointerOwner) { owners[id] = owner }

    /// Lets `id` go; returns who held it.
    @discardableResult
    mutating func release(_ id: PointerID) -> PointerOwner? { owners.removeValue(forKey: id) }

    /// Lets every pointer of `owner` go (its work ended some other way).
    mutating func releaseAll(of owner: PointerOwner) { owners = owners.filter { $0.value != owner } }

    /// Lets every pointer go; returns them with their owners, in a stable order.
    mutating func releaseAll() -> [(id: PointerID, owner: PointerOwner)] {
        let all = owners.map { (id: $0.key, owner: $0.value) }.sorted { "\($0.id)" < "\($1.id)" }
        owners = [:]
        return all
    }
}
