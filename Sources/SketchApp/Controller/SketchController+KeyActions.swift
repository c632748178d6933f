import SketchCore

/// Enter's and Escape's actions (`keys.enter`, `keys.escape`, `--early-exit`).
extension SketchController {
    /// Does `actions` in order. A quit after a copy waits for the copy to be on the clipboard,
    /// however long the picture takes (within `SaveQueue.copyWait`), so `copy,quit` never ends
    /// with nothing copied; a quit after a save waits for the save, as every quit does.
    func run(_ actions: [KeyAction]) {
        var copied = false
        for action in actions {
            switch action {
            case .save: save()
            case .saveView: saveView()
            case .copy:
                copyPicture()
                copied = true
            case .quit:
                if copied { session.saves.waitUntilIdle(copyGrace: SaveQueue.copyWait) }
                quit(notice: true)
                return
            }
        }
    }

    /// Copies the picture as Save writes it (at the photo's own size, the crop applied).
    public func copyPicture() {
        canvas.finishStrokesInProgress()
        session.copyPicture()
    }

    /// `--early-exit`: Enter copies the picture and quits, for this run only (the settings
    /// file keeps what it says).
    public func exitEarlyOnEnter() { settings.enterActions = [.copy, .quit] }
}
