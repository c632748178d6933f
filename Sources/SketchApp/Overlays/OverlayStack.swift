import SketchCore

/// Every overlay, in the one order they are drawn in, bottom to top. Input goes the other way,
/// the topmost first: a text field with the keyboard (`hasKeyboard`) takes keys and text before
/// anyone; then Escape cancels what a pointer is doing; then each overlay is offered the key
/// (the help, the picker, the pop-over's Escape), then the canvas mode, then the command table.
/// A press is offered to each before the widgets (the hex entry lets the keyboard go, the
/// pop-over closes on a press outside it).
///
/// An overlay is added here, in its place in `all`, and in its own file.
final class OverlayStack {
    let autosave = AutosaveWarning()
    let restore = RestoreOfferOverlay()
    let popover = PopoverOverlay()
    let menu = MenuOverlay()
    let tooltip = TooltipOverlay()
    let picker = PickerOverlay()
    let help = HelpOverlay()
    let hex = HexEntry()
    let toast = ToastOverlay()
    let closeQuestion = CloseQuestion()

    /// Bottom to top. Kept, not built on each look: the stack is asked on every pointer move.
    let all: [any Overlay]
    /// Those that are modal when shown, picked once (`Overlay.isModal` is fixed for each): the
    /// frame asks whether a modal shows, and only these few are looked at.
    private let modals: [any Overlay]
    /// Those that keep time (`Overlay.keepsTime`), likewise.
    private let timed: [any Overlay]

    init() {
        all = [autosave, restore, popover, menu, tooltip, picker, help, hex, toast, closeQuestion]
        modals = all.filter(\.isModal)
        timed = all.filter(\.keepsTime)
    }

    /// A modal shows: it covers the window.
    var isModal: Bool { modals.contains { $0.isShown } }
    /// Some overlay shows: otherwise none takes a point, and the pointer's every move need
    /// not build the contexts to ask them (`SketchController.isOverWidgets`).
    var anyShown: Bool { all.contains { $0.isShown } }
    /// The zoom, the scroll bars and the banners are not drawn (the picker shows).
    var hidesCanvasWidgets: Bool { all.contains { $0.isShown && $0.hidesCanvasWidgets } }

    /// The context as the stack tells it to the overlay at `index` of `all`.
    /// Read as each overlay's turn comes (one before it may have opened or closed another), in
    /// one walk over the stack that allocates nothing.
    private func context(_ base: OverlayContext, for index: Int) -> OverlayContext {
        var c = base
        var topModal: Int?
        for (i, overlay) in all.enumerated() where overlay.isShown {
            if overlay.isModal {
                c.isModal = true
                if i > index { c.modalAbove = true }
                topModal = i
            }
            if overlay.hidesCanvasWidgets { c.canvasWidgetsHidden = true }
        }
        c.isTopModal = topModal == index
        c.autosaveBanner = autosave.rect(in: base)
        return c
    }

    /// `body` for each overlay `include` takes (every one unless told), with its context; stops
    /// at the first for which it returns true.
    private func each(_ base: OverlayContext, topFirst: Bool = true, include: (any Overlay) -> Bool = { _ in true },
                      _ body: (any Overlay, OverlayContext) -> Bool) -> Bool {
        for step in all.indices {
            let i = topFirst ? all.count - 1 - step : step
            if !include(all[i]) { continue }
            if body(all[i], context(base, for: i)) { return true }
        }
        return false
    }

    /// A key for the text field that has the keyboard; true when one took it.
    func typingKey(_ key: Key, _ modifiers: KeyModifiers, command: Command?, in base: OverlayContext) -> Bool {
        each(base) { $0.hasKeyboard(in: $1) && $0.key(key, modifiers, command: command, in: $1) }
    }

    /// A key offered to every overlay without the keyboard, the topmost first.
    func key(_ key: Key, _ modifiers: KeyModifiers, command: Command?, in base: OverlayContext) -> Bool {
        each(base) { !$0.hasKeyboard(in: $1) && $0.key(key, modifiers, command: command, in: $1) }
    }

    func text(_ input: TextFieldInput, in base: OverlayContext) -> Bool {
        each(base) { $0.text(input, in: $1) }
    }

    /// A press before the widgets; true when an overlay used it up.
    func press(at p: Point, in base: OverlayContext) -> Bool {
        each(base) { $0.press(at: p, in: $1) }
    }

    /// Whether `p` is on an overlay that takes presses over the canvas.
    func takes(_ p: Point, in base: OverlayContext) -> Bool {
        each(base, include: { $0.isShown }) { $0.rect(in: $1)?.contains(p) ?? false }
    }

    func begin(in base: OverlayContext) {
        _ = each(base) { $0.begin(in: $1); return false }
    }

    /// Runs each in the pass, bottom to top; returns what they asked for, the topmost's first.
    func run(in base: OverlayContext, section: WidgetSections) -> [() -> Void] {
        var asked: [() -> Void] = []
        _ = each(base, topFirst: false) { overlay, c in
            // The topmost modal alone takes the pointer; the rest of the pass saw none.
            if c.isTopModal { c.ui.input = c.pointer }
            if let work = overlay.run(in: c, section: section) { asked.insert(work, at: 0) }
            return false
        }
        return asked
    }

    /// Tells each overlay whose deadline has come (the loop wakes every frame while a stroke is
    /// drawn: the others are not asked, and with none due no context is made).
    func tick(now: Double, in base: () -> OverlayContext) {
        guard timed.contains(where: { $0.deadline.map { now >= $0 } ?? false }) else { return }
        _ = each(base(), include: { $0.deadline.map { now >= $0 } ?? false }) { $0.tick(in: $1); return false }
    }

    /// The soonest deadline (asked before every wait of the loop: nothing allocated).
    var deadline: Double? {
        var soonest: Double?
        for overlay in timed { if let d = overlay.deadline, d < (soonest ?? .infinity) { soonest = d } }
        return soonest
    }
}
