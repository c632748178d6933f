import SketchCore
import SketchRaster

extension WidgetContext {
    /// A vertical scroll bar in `track` for `content` pixels seen through `view` pixels; the
    /// thumb (its size the part in view) is dragged, or a press on the track moves it there.
    /// Returns true when `offset` changed.
    func scrollBar(_ id: WidgetID, _ track: IntRect, content: Int, view: Int, offset: inout Int) -> Bool {
        guard content > view, track.height > 0 else { return false }
        let state = interact(id, track)
        let thumbHeight = max(px(24), track.height * view / content)
        let travel = max(1, track.height - thumbHeight)
        var changed = false
        if state.active, let p = input.position {
            let t = min(max((p.y - Double(track.y) - Double(thumbHeight) / 2) / Double(travel), 0), 1)
            let next = Int((t * Double(content - view)).rounded())
            if next != offset { offset = next; changed = true }
        }
        let thumbY = track.y + travel * offset / max(1, content - view)
        draw(.rect(track, theme.background, radius: track.width / 2))
        draw(.rect(IntRect(x: track.x, y: thumbY, width: track.width, height: thumbHeight), state.active || state.hot ? theme.knob : theme.track, radius: track.width / 2))
        return changed
    }
}
