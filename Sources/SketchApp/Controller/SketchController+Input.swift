import SketchCore
import SketchRaster

/// Where each input event goes: a pointer to the widgets when it starts over them (or they
/// hold it, or an overlay is open), else to the canvas, where it draws; keys to the key table.
extension SketchController {
    public func handle(_ event: InputEvent) {
        switch event {
        case .pointerDown(let id, let p):
            if pointerDownWhileTyping(at: p) { break }
            blurHexUnlessOnPanel(p)
            if popover != nil, !isModal, !(popoverRect?.contains(p) ?? false), !layout.toolbar.contains(p) {
                // A press outside the pop-over closes it, and does nothing else.
                closePopover()
                break
            }
            if picker != nil || isHelpOpen || ui.isCapturing || isOverWidgets(p) {
                guard uiPointer == nil || uiPointer == id else { return }
                uiPointer = id
                pointer = WidgetInput(position: p, isDown: true, pressed: true)
                uiPass()
            } else if layout.canvasArea.contains(p) {
                if startsViewGesture(id) {
                    gesture.down(id, at: p)
                    return updateCursor()
                }
                if mode == .select {
                    selectPress(id, at: p)
                    break
                }
                if mode == .crop {
                    cropPress(id, at: p)
                    break
                }
                if pressPicksColor(id) {
                    pickColor(at: p)
                    break
                }
                if tool == .text {
                    noteColorUsed()
                    canvas.beginText(at: p, pen: pen)
                    refreshUI()
                    break
                }
                if case .finger(let f) = id { taps.fingerDown(f, at: p, time: services.clock.now()) }
                noteColorUsed()
                canvas.begin(id, at: p, tool: tool, pen: pen, filled: fillShapes)
            }
        case .pointerMoved(let id, let p):
            if id == .mouse { hoverPosition = p }
            if gesture.contains(id) {
                moveViewGesture(id, to: p)
            } else if selection.pointer == id {
                selectMove(id, to: p)
            } else if cropDraft.pointer == id {
                cropDrag(to: p)
            } else if canvas.live.isDrawing(id) {
                if case .finger(let f) = id { taps.fingerMoved(f, to: p) }
                canvas.move(id, to: p, constrained: modifiers.contains(.shift))
            } else if uiPointer == id {
                pointer = WidgetInput(position: p, isDown: true)
                uiPass()
            }
        case .pointerUp(let id, let p):
            if id == .mouse { hoverPosition = p }
            if gesture.contains(id) {
                gesture.up(id)
            } else if selection.pointer == id {
                selectRelease(id, at: p)
            } else if cropDraft.pointer == id {
                cropDrag(to: p)
                cropDraft.release()
            } else if case .finger(let f) = id, canvas.live.isDrawing(id), taps.fingerUp(f, at: p, time: services.clock.now()) {
                doubleTapClear(secondTap: id)
            } else if canvas.live.isDrawing(id) {
                canvas.finish(id, at: p, constrained: modifiers.contains(.shift))
                refreshUI()
            } else if uiPointer == id {
                releaseUIPointer(at: p, keepHover: id == .mouse)
            }
        case .pointerCancelled(let id):
            gesture.up(id)
            if cropDraft.pointer == id { cropDraft.release() }
            if case .finger(let f) = id { taps.cancel(f) }
            if selection.pointer == id { selectRelease(id, at: nil) }
            if canvas.live.isDrawing(id) {
                canvas.finish(id)
                refreshUI()
            }
            if uiPointer == id { releaseUIPointer(at: nil, keepHover: false) }
        case .hover(let p):
            hoverPosition = p
            if middleButtonHeld { moveViewGesture(.mouse, to: p) }
            if uiPointer == nil {
                pointer = WidgetInput(position: p)
                uiPass()
            }
        case .hoverEnded:
            hoverPosition = nil
            if uiPointer == nil {
                pointer = WidgetInput()
                uiPass()
            }
        case .middleButton(let isDown, let p):
            hoverPosition = p
            if isDown, !middleButtonHeld, gesture.isEmpty, !isModal, layout.canvasArea.contains(p), !isOverWidgets(p) {
                middleButtonHeld = true
                gesture.down(.mouse, at: p)
            } else if !isDown, middleButtonHeld {
                middleButtonHeld = false
                gesture.up(.mouse)
            }
        case .wheelSideways(let dx):
            if !isModal && isHoverOverCanvas { wheelOverCanvas(dx: dx, dy: 0) }
        case .wheel(let dy) where !isModal && isHoverOverCanvas:
            wheelOverCanvas(dx: 0, dy: dy)
        case .wheel(let dy):
            pointer = WidgetInput(position: hoverPosition, isDown: pointer.isDown, wheel: dy)
            uiPass()
            pointer.wheel = 0
        case .key(let key, let modifiers):
            if !textKey(key, modifiers) && !hexKey(key, modifiers) { handleKey(key, modifiers) }
        case .textInput(let text):
            if !pickerText(.text(text)) && !hexText(.text(text)) { typeText(text) }
        case .textEditing(let text, let cursor):
            if !pickerText(.composition(text)) && !hexText(.composition(text)) { composeText(text, cursor: cursor) }
        case .modifiersChanged(let mods):
            modifiers = mods
        case .fileDropped(let path):
            openPhoto(path)
        case .resized(let w, let h):
            resize(width: w, height: h)
        case .focusLost:
            gesture = ViewGesture()
            middleButtonHeld = false
            if let id = selection.pointer { selectRelease(id, at: nil) }
            canvas.finishStrokesInProgress()
            refreshUI()
            if uiPointer != nil { releaseUIPointer(at: nil, keepHover: false) }
        case .quitRequested:
            quit()
        }
        updateCursor()
    }

    /// The pointer that held the widgets lets go: one pass with the release, then one with the
    /// pointer merely hovering (or gone).
    func releaseUIPointer(at p: Point?, keepHover: Bool) {
        pointer = WidgetInput(position: p, isDown: false, released: true)
        uiPass()
        uiPointer = nil
        pointer = WidgetInput(position: keepHover ? p : nil)
        uiPass()
        applyHeldRestyle()
    }

    /// The help or the picker covers the window.
    var isModal: Bool { picker != nil || isHelpOpen }

    /// Whether the mouse is over the canvas, not a widget (true when where it is is not known).
    var isHoverOverCanvas: Bool { hoverPosition.map { layout.canvasArea.contains($0) && !isOverWidgets($0) } ?? true }

    /// Whether `p` is on a widget that lies over the canvas or beside it.
    func isOverWidgets(_ p: Point) -> Bool {
        layout.toolbar.contains(p) || (layout.panel?.contains(p) ?? false) || (popoverRect?.contains(p) ?? false) || (!restoreOffer.isEmpty && restoreBannerRect.contains(p))
            || (autosaveProblem != nil && autosaveBannerRect.contains(p)) || ["view.zoom", "view.hbar", "view.vbar"].contains { ui.rects[$0]?.contains(p) ?? false }
    }
}
