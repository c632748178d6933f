import SketchCore
import SketchRaster

/// The menus (`MenuOverlay`), and the commands only they and their keys reach: selecting every
/// stroke, the selection's order, its removal and its copy.
extension SketchController {
    /// Opens `menu` under the menu button, or closes it when it is the one open. Opened by a
    /// key (not by the click whose release runs this pass), its first entry is highlighted.
    func toggleMenu(_ menu: Menu) {
        if overlays.menu.open?.menu == menu { return closeMenu() }
        closePopover()
        overlays.menu.show(menu, at: nil, byKey: !pointer.released, in: overlayContext)
    }

    func closeMenu() { overlays.menu.close(in: overlayContext) }

    /// The menu of what is at `p` (window pixels): on a stroke, the selection's menu, the stroke
    /// picked first (in Select mode) unless it is picked already; elsewhere on the canvas, the
    /// canvas's. Nil (Shift+F10): the selection's menu at its box when there is one, else the
    /// canvas's under the pointer, or at the canvas's centre.
    func openContextMenu(at p: Point?) {
        closePopover()
        if isEditingText {
            canvas.endText()
            refreshUI()
        }
        guard let p else {
            if let box = selectionBox {
                return overlays.menu.show(.selection, at: Point(Double(box.x), Double(box.maxY)), byKey: true, in: overlayContext)
            }
            let r = canvas.rect, at = hoverPosition.flatMap { r.contains($0) ? $0 : nil } ?? Point(Double(r.x + r.width / 2), Double(r.y + r.height / 2))
            return overlays.menu.show(.canvas, at: at, byKey: true, in: overlayContext)
        }
        if !(selectionBox?.contains(p) ?? false), let hit = SelectMode().stroke(at: p, interactionContext) {
            setMode(.select)
            (interaction as? SelectMode)?.pick([hit], in: interactionContext)
            refreshUI()
        }
        // On the selection's box (the stroke just picked, or those picked before): its menu.
        overlays.menu.show(selectionBox?.contains(p) ?? false ? .selection : .canvas, at: p, byKey: false, in: overlayContext)
    }

    /// The right button went down at `p`: any menu open closes, and on the canvas (not a widget,
    /// nor while a pointer draws or the help or picker covers the window) the menu of what is
    /// there opens.
    func secondaryClick(at p: Point) {
        closeMenu()
        guard !isModal, pointers.isEmpty, layout.canvasArea.contains(p), !isOverWidgets(p) else { return }
        openContextMenu(at: p)
    }

    /// Ctrl+A: the Select tool, with every stroke it can pick picked.
    func selectAll() {
        canvas.finishStrokesInProgress()
        setMode(.select)
        let strokes = document.strokes
        (interaction as? SelectMode)?.pick(Set(strokes.indices.filter { strokes[$0].isSelectable }), in: interactionContext)
        refreshUI()
    }

    /// The selection removed, as Delete does in Select mode.
    func deleteSelected() { (interaction as? SelectMode)?.removeSelected(in: interactionContext) }

    /// The selection put above every other stroke, or below, as one undoable step; it stays
    /// selected where it went.
    func restackSelection(toFront: Bool) {
        guard let select = interaction as? SelectMode else { return }
        let picked = select.indices, count = document.strokes.count
        guard document.canRestack(picked, toFront: toFront) else { return }
        session.restack(picked, toFront: toFront)
        let moved = picked.filter { $0 < count }.count
        select.pick(Set(toFront ? count - moved..<count : 0..<moved), in: interactionContext)
        refreshUI()
    }

    /// Ctrl+C: with strokes selected, the part of the view in the selection's box; else the view.
    func copySelectionOrView() {
        guard let box = selectionBox?.intersection(canvas.rect), !box.isEmpty else { return copyToClipboard() }
        let shown = capture
        session.copy(shown.cropped(to: box.offsetBy(-canvas.rect.x, -canvas.rect.y)))
    }
}
