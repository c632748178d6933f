import SketchCore

/// The stored sessions a plain launch offers to restore, most recent first, and how many more
/// the offer mentions than it lists (`RestoreBanner` shows it); or the kept drawings on a photo
/// just opened, offered to continue.
struct RestoreOffer {
    private(set) var sessions: [SessionSummary] = []
    private(set) var more = 0
    /// The photo (its path as opened) whose kept drawings these are; nil for a launch's offer.
    private(set) var continuing: String?

    init() {}

    /// `sessions` offered (the first `RestoreBanner.listed` are listed), with `more` others that
    /// `sketchpad --sessions` lists.
    init(_ sessions: [SessionSummary], more: Int, continuing photo: String? = nil) {
        self.sessions = sessions
        self.more = more + max(0, sessions.count - RestoreBanner.listed)
        continuing = photo
    }

    var isEmpty: Bool { sessions.isEmpty }

    /// The session `id` is no longer offered (another window took it).
    mutating func drop(_ id: String) { sessions.removeAll { $0.id == id } }
}
