import SketchCore
import SketchRaster

/// Where each input event goes. A press is offered, in this order, to: the text being typed (a
/// click elsewhere ends it), the overlays (`OverlayStack`: a press outside an open pop-over
/// closes it), the widgets (when it starts over them, they hold a pointer, or a modal is open), a view drag (Space held), and
/// last the canvas mode (`CanvasInteraction`; drawing is `DrawMode`). Whoever takes it holds the
/// pointer in `pointers` until it is let go: moves, releases and cancels go to it alone, and
/// losing the focus releases every one. Keys go to the text on the canvas, then `handleKey`.
extension SketchController {
    public func handle(_ event: InputEvent) {
        // While the window says the drawing is kept, before it closes, nothing more is drawn.
        if quitAt != nil {
            switch event {
            case .resized, .quitRequested, .closeRequested: break
            default: return
            }
        }
        if holdsForOpening(event) { return }
        switch event {
        case .pointerDown(let id, let p):
            press(id, at: p)
        case .pointerMoved(let id, let p):
            if id == .mouse { hoverPosition = p }
            switch pointers.owner(of: id) {
            case .viewGesture?: moveViewGesture(id, to: p)
            case .interaction?:
                interaction.move(id, to: p, in: interactionContext)
                // What the canvas holds keeps the cursor it was pressed with, wherever the
                // pointer goes, as a drag does: the frame need not work it out again.
                return
            case .widgets?:
                pointer = WidgetInput(position: p, isDown: true)
                uiPass()
            case nil: break
            }
        case .pointerUp(let id, let p):
            if id == .mouse { hoverPosition = p }
            release(id, at: p)
        case .pointerCancelled(let id):
            release(id, at: nil)
        case .hover(let p):
            hoverPosition = p
            if gesture.middleButtonHeld { moveViewGesture(.mouse, to: p) }
            if !widgetsHeld { hoverWidgets(at: p) }
        case .hoverEnded:
            hoverPosition = nil
            if !widgetsHeld {
                pointer = WidgetInput()
                uiPass()
            }
        case .middleButton(let isDown, let p):
            hoverPosition = p
            if isDown, !gesture.middleButtonHeld, gesture.isEmpty, !isModal, layout.canvasArea.contains(p), !isOverWidgets(p) {
                gesture.middleButtonHeld = true
                gesture.down(.mouse, at: p)
            } else if !isDown, gesture.middleButtonHeld {
                gesture.middleButtonHeld = false
                gesture.up(.mouse)
            }
        case .secondaryClick(let p):
            hoverPosition = p
            secondaryClick(at: p)
        case .wheelSideways(let dx):
            if !isModal && isHoverOverCanvas { wheelOverCanvas(dx: dx, dy: 0) }
        case .wheel(let dy) where !isModal && isHoverOverCanvas:
            wheelOverCanvas(dx: 0, dy: dy)
        case .wheel(let dy):
            pointer = WidgetInput(position: hoverPosition, isDown: pointer.isDown, wheel: dy)
            uiPass()
            pointer.wheel = 0
        case .key(let key, let modifiers):
            if !textKey(key, modifiers) { handleKey(key, modifiers) }
        case .textInput(let text):
            if !overlays.text(.text(text), in: overlayContext) { typeText(text) }
        case .textEditing(let text, let cursor):
            if !overlays.text(.composition(text), in: overlayContext) { composeText(text, cursor: cursor) }
        case .modifiersChanged(let mods):
            modifiers = mods
        case .fileDropped(let path):
            openPhoto(path)
        case .resized(let w, let h):
            resize(width: w, height: h)
        case .focusLost:
            // Every owner lets its pointers go (the platform sends no release for them), the
            // widgets last, as a release after the others' work.
            for id in pointers.releaseOrder { release(id, at: nil) }
            gesture = ViewGesture()
            canvas.finishStrokesInProgress()
            refreshUI()
        case .quitRequested:
            quit()
        case .closeRequested:
            requestClose()
        }
        cursorMayChange()
    }

    /// A press, offered to each in the order `handle` documents.
    private func press(_ id: PointerID, at p: Point) {
        if pointerDownWhileTyping(at: p) { return }
        if overlays.press(at: p, in: overlayContext) { return }
        if isModal || ui.isCapturing || isOverWidgets(p) {
            let holder = pointers.holder(for: .widgets)
            guard holder == nil || holder == id else { return }
            pointers.take(id, for: .widgets)
            pointer = WidgetInput(position: p, isDown: true, pressed: true)
            return uiPass()
        }
        guard layout.canvasArea.contains(p) else { return }
        // A pointer pressed again without a release ends what it was doing first.
        if pointers.owner(of: id) != nil { release(id, at: nil) }
        if id == .mouse && modifiers.contains(.space) {
            pointers.take(id, for: .viewGesture)
            gesture.down(id, at: p)
            return
        }
        switch interaction.press(id, at: p, in: interactionContext) {
        case .held: pointers.take(id, for: .interaction)
        case .used: refreshUI()
        }
    }

    /// `id` lets go at `p` (nil: cancelled, or the focus went), told to its owner alone.
    private func release(_ id: PointerID, at p: Point?) {
        guard let owner = pointers.owner(of: id) else { return }
        switch owner {
        case .viewGesture: gesture.up(id)
        case .interaction: interaction.release(id, at: p, in: interactionContext)
        case .widgets: releaseUIPointer(id, at: p, keepHover: p != nil && id == .mouse)
        }
        pointers.release(id)
    }

    /// The pointer that held the widgets lets go: one pass with the release, then one with the
    /// pointer merely hovering (or gone).
    func releaseUIPointer(_ id: PointerID, at p: Point?, keepHover: Bool) {
        pointer = WidgetInput(position: p, isDown: false, released: true)
        uiPass()
        pointers.release(id)
        pointer = WidgetInput(position: keepHover ? p : nil)
        uiPass()
        interaction.widgetsReleased(in: interactionContext)
    }

    /// Whether a pointer holds the widgets (a slider dragged, a button pressed).
    var widgetsHeld: Bool { pointers.holds(.widgets) }

    /// Whether the mouse is over the canvas, not a widget (true when where it is is not known).
    var isHoverOverCanvas: Bool { hoverPosition.map { layout.canvasArea.contains($0) && !isOverWidgets($0) } ?? true }

    /// Whether `p` is on a widget that lies over the canvas or beside it.
    func isOverWidgets(_ p: Point) -> Bool {
        layout.toolbar.contains(p) || layout.options.contains(p) || (layout.panel?.contains(p) ?? false)
            || (overlays.anyShown && overlays.takes(p, in: overlayContext))
            || pointerState.viewIndicators.contains { $0.contains(p) }
    }
}
