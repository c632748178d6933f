/// Which pointer an event comes from: the mouse, or one touch finger. Every pointer can draw
/// its own stroke at the same time as the others.
public enum PointerID: Hashable, Sendable {
    case mouse
    case finger(Int64)
}

/// A key the app reacts to, independent of SDL's key codes.
public enum Key: Hashable, Sendable {
    case character(Character)
    case escape, enter, backspace, delete, up, down, left, right, pageUp, pageDown, home, end, f1, f10
}

public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    @inlinable public init(rawValue: Int) { self.rawValue = rawValue }
    // Constants the other modules fold in, not globals each reads through an accessor: every
    // pointer move asks for Shift.
    @inlinable public static var control: KeyModifiers { KeyModifiers(rawValue: 1) }
    @inlinable public static var shift: KeyModifiers { KeyModifiers(rawValue: 2) }
    @inlinable public static var alt: KeyModifiers { KeyModifiers(rawValue: 4) }
    /// The space bar held: a drag then pans the view instead of drawing.
    @inlinable public static var space: KeyModifiers { KeyModifiers(rawValue: 8) }
}

/// Everything the controller reacts to, in window coordinates (pixels of the window's drawable).
/// The platform layer turns SDL events into these, so the controller is tested without SDL.
public enum InputEvent: Sendable, Equatable {
    case pointerDown(PointerID, Point)
    case pointerMoved(PointerID, Point)
    case pointerUp(PointerID, Point)
    /// The pointer went away without lifting (touch cancelled, focus lost, window left while
    /// the button was held): its stroke is finished, never dropped.
    case pointerCancelled(PointerID)
    /// The mouse moved with no button held.
    case hover(Point)
    /// The mouse left the window.
    case hoverEnded
    /// The wheel turned (positive: away from the user, or up).
    case wheel(dy: Double)
    /// The wheel tilted or a touchpad swiped sideways (positive: to the right).
    case wheelSideways(dx: Double)
    /// The middle button went down or up; while it is down, the mouse's moves come as `hover`.
    case middleButton(isDown: Bool, Point)
    /// The right button went down: asks for the menu of what is under the pointer.
    case secondaryClick(Point)
    case key(Key, KeyModifiers)
    /// The modifier keys held changed (Shift constrains shapes while dragging).
    case modifiersChanged(KeyModifiers)
    /// Text typed (a key, or what an input method committed), while the app asks for text.
    case textInput(String)
    /// An input method's text being composed, not yet committed, with the caret's place in it
    /// (in characters); empty when the composition ends.
    case textEditing(String, cursor: Int)
    case fileDropped(String)
    case resized(width: Int, height: Int)
    case focusLost
    /// The app is told to end now (a signal, the display going): nothing is asked.
    case quitRequested
    /// The window's close button (or the desktop closing the window): as Ctrl+Q, a drawing no
    /// save holds is asked about first.
    case closeRequested
}
