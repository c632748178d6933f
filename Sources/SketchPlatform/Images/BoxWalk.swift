/// The steps of one walk through the entries of a box (items, extents, associations,
/// references). Every count a box declares is bounded by what the box can hold: an entry
/// costs one step even when it takes no bytes (an extent whose offset and length fields are
/// 0 bytes wide), and a walk may take no more steps than its box has bytes. A count past that
/// is damage, found before the walk starts on it, so a few hundred kilobytes can never ask
/// for billions of steps.
struct BoxWalk {
    private var left: Int
    private(set) var taken = 0

    init(_ body: Range<Int>) { left = body.count }

    /// Whether `n` more steps fit; they are taken when they do.
    mutating func take(_ n: Int) -> Bool {
        guard n >= 0, n <= left else { return false }
        left -= n
        taken += n
        return true
    }
}
