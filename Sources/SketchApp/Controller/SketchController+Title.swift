import SketchCore

/// What the window's title says: the photo's name (the one being opened, while there is none
/// yet), marked while there are changes no save holds, and while the photo's whole picture loads.
struct WindowTitleFacts: Equatable {
    var photo: String?
    var unsaved: Bool
    var loading: Bool
}

extension SketchController {
    /// The window's title. The event loop asks for it with every frame: it is made again, through
    /// the translations, only when what it says changed.
    public var title: String {
        let facts = WindowTitleFacts(photo: photoName ?? (background.opening?.path).map(PathName.last), unsaved: hasUnsavedChanges,
                                     loading: isLoadingFullResolution)
        if let memo = compositor.title, memo.made == facts { return memo.text }
        let title = Strings.windowTitle(photo: facts.photo, unsaved: facts.unsaved)
        let shown = facts.loading ? Strings.loadingTitle(title) : title
        compositor.title = (facts, shown)
        return shown
    }
}
