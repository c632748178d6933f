import SketchCore

/// The pop-over open under the toolbar (the palette or the overflow menu), and where the last
/// pass drew it: only that rectangle takes presses, none when it showed none.
struct PopoverState {
    var open: Popover?
    var rect: IntRect?

    /// Opens `which`, or closes it when it is the one open.
    mutating func toggle(_ which: Popover) { open = open == which ? nil : which }
}
