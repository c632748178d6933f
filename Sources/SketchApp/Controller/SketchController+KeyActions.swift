import SketchCore

/// Enter's and Escape's actions (`keys.enter`, `keys.escape`, `--early-exit`).
extension SketchController {
    /// Does `actions` in order. A quit after a copy or a save waits for it (a copy within
    /// `SaveQueue.copyWait`, however long the picture takes), so `copy,quit` never ends with
    /// nothing copied. When one of them failed the window stays open, says why, and keeps the
    /// picture to save; quitting after that ends the program with `failedActionStatus`.
    func run(_ actions: [KeyAction]) {
        var waited = false
        for action in actions {
            switch action {
            case .save:
                save()
                waited = true
            case .saveView:
                saveView()
                waited = true
            case .copy:
                copyPicture()
                waited = true
            case .quit:
                if waited {
                    session.saves.waitUntilIdle(copyGrace: SaveQueue.copyWait)
                    let outcomes = session.saves.collect()
                    outcomes.forEach(take)
                    if let failure = outcomes.lazy.compactMap(\.failureReason).first {
                        actionFailed = true
                        showToast(Strings.notQuitting(failure), isError: true)
                        services.log(Strings.notQuittingLog(failure))
                        return
                    }
                }
                quit(notice: true)
                return
            }
        }
    }

    /// The exit status of a run whose Enter or Escape action failed to copy or save before
    /// quitting, and that was then ended another way: what it was asked for did not happen.
    public static let failedActionStatus: Int32 = 1

    /// Whether an action asked of Enter or Escape failed since the last that succeeded
    /// (`failedActionStatus`).
    public var actionFailed: Bool {
        get { destination.actionFailed }
        set { destination.actionFailed = newValue }
    }

    /// Copies the picture as Save writes it (at the photo's own size, the crop applied).
    public func copyPicture() {
        canvas.finishStrokesInProgress()
        session.copyPicture()
        if isLoadingFullResolution { showToast(Strings.copyWaitsForFullResolution, isError: false) }
    }

    /// `--early-exit`: Enter copies the picture and quits, for this run only (the settings
    /// file keeps what it says), and closing asks nothing.
    /// - Parameter writing: Enter writes the picture (Save, to `-o FILE`) rather than copying it.
    public func exitEarlyOnEnter(writing: Bool = false) {
        settings.enterActions = writing ? [.save, .quit] : [.copy, .quit]
        closesWithoutAsking = true
    }
}
