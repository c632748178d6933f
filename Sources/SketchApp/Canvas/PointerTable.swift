import SketchCore

/// A value for each pointer down: the mouse and the fingers, a handful at most. It is asked on
/// every pointer move, and a walk over so few entries costs less than hashing the key (and
/// touches one small array rather than a hash table's storage). Kept in the order the pointers
/// went down.
struct PointerTable<Value> {
    /// Each pointer and its value, in the order the pointers went down.
    private(set) var entries: [(id: PointerID, value: Value)] = []

    subscript(id: PointerID) -> Value? {
        get {
            for entry in entries where entry.id == id { return entry.value }
            return nil
        }
        set {
            let index = entries.firstIndex { $0.id == id }
            switch (index, newValue) {
            case let (index?, value?): entries[index].value = value
            case let (index?, nil): entries.remove(at: index)
            case let (nil, value?): entries.append((id, value))
            case (nil, nil): break
            }
        }
    }

    var values: LazyMapSequence<[(id: PointerID, value: Value)], Value> { entries.lazy.map(\.value) }
    var keys: [PointerID] { entries.map(\.id) }
    var count: Int { entries.count }
    var isEmpty: Bool { entries.isEmpty }

    @discardableResult
    mutating func removeValue(forKey id: PointerID) -> Value? {
        guard let index = entries.firstIndex(where: { $0.id == id }) else { return nil }
        return entries.remove(at: index).value
    }

    mutating func removeAll() { entries.removeAll(keepingCapacity: true) }

    mutating func removeAll(where shouldRemove: (PointerID, Value) -> Bool) { entries.removeAll { shouldRemove($0.id, $0.value) } }
}
