import SketchCore
import SketchRaster

/// A photo being opened in the background (`PhotoOpener`), and what comes once it is there.
struct PhotoOpening {
    enum Purpose {
        /// Opened as `openPhoto` opens it.
        case open
        /// The photo of a stored session, which is restored over it; with `moved`, the session
        /// then keeps the photo's new place in a checkpoint, for the next restore.
        case restore(RestoredSession, moved: Bool)
        /// The photo of a `.sketch` drawing (read from `file`), shown under it once opened.
        case drawing(OpenedDrawing, file: String)
        /// The photo of the drawing a saved picture came from, continued over it once opened.
        case continuing(SketchController.ContinuedDrawing)
        /// A picture opened flat: its own pixels, as a new drawing, with no drawing looked for.
        case flat
    }

    let path: String
    let purpose: Purpose
    let started: Double
    /// Input that acts on the drawing, held while the photo opens and given to it, in order,
    /// once the open ends: strokes drawn meanwhile land on the photo, as the user saw them aimed.
    var held: [InputEvent] = []
}

/// Opening photos without holding up the window: it keeps painting (the message counts the
/// seconds) and answering; Escape stops the open, and one that takes longer than
/// `openingBudget` is refused. Nothing changes until the photo is there.
extension SketchController {
    /// The longest an open may take before it is refused: a 50 MP photo in the slowest format
    /// opens in a few seconds on a 2-core machine, so only a damaged file or one made to be
    /// slow comes near it.
    public static let openingBudget = 30.0

    /// Whether a photo is being opened.
    /// Read on every input: asks the stored optional in place rather than copying the opening out.
    public var isOpeningPhoto: Bool { background.opening != nil }

    /// Starts opening `path` in the background, in place of any open still in progress.
    func beginOpening(_ path: String, for purpose: PhotoOpening.Purpose) {
        let held = opening?.held ?? []
        opener.open(path, fitting: decodeFitting)
        opening = PhotoOpening(path: path, purpose: purpose, started: services.clock.now(), held: held)
        showOpeningProgress()
        refreshUI()
    }

    /// Whether `event` waits for the photo being opened. Escape stops the open; the window's
    /// own events, the pointer's hover and quitting (the close button, Ctrl+Q) act at once.
    func holdsForOpening(_ event: InputEvent) -> Bool {
        // The question before leaving answers at once: it changes nothing of the drawing.
        guard isOpeningPhoto, !isAskingBeforeLeaving else { return false }
        switch event {
        case .key(.escape, _):
            stopOpening(reason: nil)
            return true
        case .resized, .quitRequested, .closeRequested, .focusLost, .hover, .hoverEnded, .modifiersChanged:
            return false
        case .key(let key, let modifiers) where CommandTable.command(for: key, modifiers) == .quit:
            return false
        default:
            opening?.held.append(event)
            return true
        }
    }

    /// Takes up the photo the open gave, or says why there is none.
    func collectOpenedPhoto() {
        guard let opened = opener.collect(), let current = opening else { return }
        opening = nil
        overlays.toast.hide(in: overlayContext)
        switch (current.purpose, opened.result) {
        case (.open, .success(let loaded)):
            if loaded.source.width <= Document.maxSide, loaded.source.height <= Document.maxSide {
                if picker != nil { overlays.picker.close(in: overlayContext) }
                show(loaded, from: current.path)
            } else {
                couldNotOpen(Strings.tooLarge(current.path, width: loaded.source.width, height: loaded.source.height))
            }
        case (.open, .failure(let failure)):
            couldNotOpen(failure.description)
        case (.restore(let stored, let moved), let result):
            restore(stored, photo: result)
            if moved { writeCheckpoint() }
        case (.drawing(let drawing, let file), .success(let loaded)):
            showDrawing(drawing, photo: loaded, from: file)
        case (.drawing(_, let file), .failure(let failure)):
            couldNotOpen(Strings.drawingWithoutPhoto(file, failure.description))
        case (.continuing(let continued), let result):
            continueDrawing(continued, photo: result)
        case (.flat, .success(let loaded)):
            showFlat(loaded, from: current.path)
        case (.flat, .failure(let failure)):
            couldNotOpen(failure.description)
        }
        replayHeldInput(current.held)
    }

    /// Waits for the photo being opened and takes it up (tests and benchmarks; the event loop
    /// takes it up when woken).
    public func waitForOpenedPhoto() {
        opener.waitUntilIdle()
        collectOpenedPhoto()
    }

    /// Waits at most `seconds` for the photo being opened and takes it up if it came: the
    /// window's first frame waits this long, so that a photo that opens quickly (nearly every
    /// one) is in it, as it was when photos opened before the window showed.
    public func waitForOpenedPhoto(atMost seconds: Double) {
        guard isOpeningPhoto, opener.waitUntilIdle(seconds: seconds) else { return }
        collectOpenedPhoto()
    }

    /// Ends the open in progress without its photo: Escape (`reason` nil) or its deadline.
    func stopOpening(reason: String?) {
        guard let current = opening else { return }
        opener.abandon()
        opening = nil
        overlays.toast.hide(in: overlayContext)
        let problem = reason ?? Strings.openingStopped(current.path)
        switch current.purpose {
        case .open, .drawing, .flat:
            if let reason { couldNotOpen(reason) } else { showToast(problem, isError: false) }
        case .restore(let stored, _):
            restore(stored, photo: .failure(PhotoOpener.Failure(description: problem)))
        case .continuing(let continued):
            continueDrawing(continued, photo: .failure(PhotoOpener.Failure(description: problem)))
        }
        replayHeldInput(current.held)
    }

    /// Refuses an open that has run past its budget, and keeps its message counting.
    func tickOpening() {
        guard let current = opening else { return }
        let elapsed = services.clock.now() - current.started
        if elapsed >= Self.openingBudget {
            stopOpening(reason: Strings.openingTooLong(current.path, seconds: Int(Self.openingBudget)))
        } else {
            showOpeningProgress()
        }
    }

    /// When the opening message next changes: each whole second, and at the budget's end.
    var openingDeadline: Double? {
        opening.map { $0.started + min(Self.openingBudget, (services.clock.now() - $0.started).rounded(.down) + 1) }
    }

    private func showOpeningProgress() {
        guard let current = opening else { return }
        let seconds = Int(services.clock.now() - current.started)
        showToast(Strings.opening(PathName.last(current.path), seconds: seconds), isError: false)
    }

    /// Says why: in the picker when it chose the photo (it stays open), else in a message.
    func couldNotOpen(_ problem: String) {
        if let picker {
            picker.report(Strings.cannotOpen(problem))
        } else {
            showToast(Strings.cannotOpen(problem), isError: true)
        }
        services.log(Strings.cannotOpenLog(problem))
    }

    private func replayHeldInput(_ events: [InputEvent]) {
        for event in events { handle(event) }
        refreshUI()
    }
}
