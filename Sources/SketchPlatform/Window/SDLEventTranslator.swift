import CSDL2
import SketchCore
import SketchTranslation

/// Turns SDL events into the controller's `InputEvent`s.
///
/// Touch-synthesised mouse events and mouse-synthesised touch events are dropped, so a finger
/// never draws twice. Finger coordinates arrive normalised to the window (0...1) and are
/// mapped to its pixels.
public struct SDLEventTranslator {
    /// The window's size in pixels, for mapping finger coordinates.
    public var windowWidth: Double
    public var windowHeight: Double
    /// Drawable pixels per window coordinate (above 1 on HiDPI screens).
    public var pixelScale: Double = 1
    private var mouseButtonHeld = false
    private var spaceHeld = false

    public init(windowWidth: Int, windowHeight: Int) {
        self.windowWidth = Double(windowWidth)
        self.windowHeight = Double(windowHeight)
    }

    static let touchMouseID = UInt32(bitPattern: -1)   // SDL_TOUCH_MOUSEID
    static let mouseTouchID = Int64(-1)                // SDL_MOUSE_TOUCHID

    /// Gives each event `e` makes to `body`. A move, which comes hundreds of times a second
    /// and is all a stroke is made of, is given without building an array for it.
    public mutating func translate(_ e: SDL_Event, _ body: (InputEvent) -> Void) {
        switch SDL_EventType(rawValue: e.type) {
        case SDL_MOUSEMOTION: if let move = mouseMotion(e) { body(move) }
        case SDL_FINGERMOTION: if let move = finger(e) { body(move) }
        default: for input in translate(e) { body(input) }
        }
    }

    public mutating func translate(_ e: SDL_Event) -> [InputEvent] {
        switch SDL_EventType(rawValue: e.type) {
        case SDL_QUIT:
            return [.quitRequested]
        case SDL_MOUSEBUTTONDOWN where e.button.button == UInt8(SDL_BUTTON_MIDDLE), SDL_MOUSEBUTTONUP where e.button.button == UInt8(SDL_BUTTON_MIDDLE):
            guard e.button.which != Self.touchMouseID else { return [] }
            return [.middleButton(isDown: e.type == SDL_MOUSEBUTTONDOWN.rawValue, mousePoint(e.button.x, e.button.y))]
        case SDL_MOUSEBUTTONDOWN where e.button.button == UInt8(SDL_BUTTON_RIGHT):
            guard e.button.which != Self.touchMouseID, !mouseButtonHeld else { return [] }
            return [.secondaryClick(mousePoint(e.button.x, e.button.y))]
        case SDL_MOUSEBUTTONDOWN:
            guard e.button.which != Self.touchMouseID, e.button.button == UInt8(SDL_BUTTON_LEFT) else { return [] }
            mouseButtonHeld = true
            return [.pointerDown(.mouse, mousePoint(e.button.x, e.button.y))]
        case SDL_MOUSEBUTTONUP:
            guard e.button.which != Self.touchMouseID, e.button.button == UInt8(SDL_BUTTON_LEFT), mouseButtonHeld else { return [] }
            mouseButtonHeld = false
            return [.pointerUp(.mouse, mousePoint(e.button.x, e.button.y))]
        case SDL_MOUSEMOTION:
            return mouseMotion(e).map { [$0] } ?? []
        case SDL_MOUSEWHEEL:
            guard e.wheel.which != Self.touchMouseID else { return [] }
            let dy = e.wheel.preciseY != 0 ? Double(e.wheel.preciseY) : Double(e.wheel.y)
            let dx = e.wheel.preciseX != 0 ? Double(e.wheel.preciseX) : Double(e.wheel.x)
            return (dy == 0 ? [] : [.wheel(dy: dy)]) + (dx == 0 ? [] : [.wheelSideways(dx: dx)])
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            return finger(e).map { [$0] } ?? []
        case SDL_KEYDOWN, SDL_KEYUP:
            var mods = KeyModifiers()
            var m = UInt32(e.key.keysym.mod)
            // A modifier's own event may carry the state from before it; count the key itself.
            let sym = Int(e.key.keysym.sym)
            let isDown = e.type == SDL_KEYDOWN.rawValue
            let shiftKeys = [Int(SDLK_LSHIFT.rawValue), Int(SDLK_RSHIFT.rawValue)], ctrlKeys = [Int(SDLK_LCTRL.rawValue), Int(SDLK_RCTRL.rawValue)]
            if shiftKeys.contains(sym) { m = isDown ? m | UInt32(KMOD_SHIFT.rawValue) : m & ~UInt32(KMOD_SHIFT.rawValue) }
            if ctrlKeys.contains(sym) { m = isDown ? m | UInt32(KMOD_CTRL.rawValue) : m & ~UInt32(KMOD_CTRL.rawValue) }
            if m & UInt32(KMOD_CTRL.rawValue) != 0 { mods.insert(.control) }
            if m & UInt32(KMOD_SHIFT.rawValue) != 0 { mods.insert(.shift) }
            if m & UInt32(KMOD_ALT.rawValue) != 0 { mods.insert(.alt) }
            if sym == Int(SDLK_SPACE.rawValue) { spaceHeld = isDown }
            if spaceHeld { mods.insert(.space) }
            var out: [InputEvent] = [.modifiersChanged(mods)]
            if isDown, let key = Self.key(e.key.keysym.sym) { out.append(.key(key, mods)) }
            return out
        case SDL_TEXTINPUT:
            let text = Self.string(e.text.text)
            return text.isEmpty ? [] : [.textInput(text)]
        case SDL_TEXTEDITING:
            return [.textEditing(Self.string(e.edit.text), cursor: Int(e.edit.start))]
        case SDL_DROPFILE:
            guard let file = e.drop.file else { return [] }
            defer { SDL_free(file) }
            return [.fileDropped(PathBytes.decode(cString: file))]
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(rawValue: UInt32(e.window.event)) {
            case SDL_WINDOWEVENT_FOCUS_LOST:
                mouseButtonHeld = false
                spaceHeld = false
                return [.focusLost]
            case SDL_WINDOWEVENT_LEAVE:
                if mouseButtonHeld {
                    mouseButtonHeld = false
                    return [.pointerCancelled(.mouse), .hoverEnded]
                }
                return [.hoverEnded]
            case SDL_WINDOWEVENT_CLOSE:
                return [.closeRequested]
            default:
                return []
            }
        default:
            return []
        }
    }

    /// A mouse move: a stroke's next point while the left button is held, else a hover.
    private func mouseMotion(_ e: SDL_Event) -> InputEvent? {
        guard e.motion.which != Self.touchMouseID else { return nil }
        let p = mousePoint(e.motion.x, e.motion.y)
        return mouseButtonHeld ? .pointerMoved(.mouse, p) : .hover(p)
    }

    /// A finger down, moved or up (SDL's fingers the mouse makes are dropped).
    private func finger(_ e: SDL_Event) -> InputEvent? {
        guard e.tfinger.touchId != Self.mouseTouchID else { return nil }
        let id = PointerID.finger(e.tfinger.fingerId)
        let p = Point(Double(e.tfinger.x) * windowWidth, Double(e.tfinger.y) * windowHeight)
        switch SDL_EventType(rawValue: e.type) {
        case SDL_FINGERDOWN: return .pointerDown(id, p)
        case SDL_FINGERMOTION: return .pointerMoved(id, p)
        default: return .pointerUp(id, p)
        }
    }

    private func mousePoint(_ x: Int32, _ y: Int32) -> Point {
        // The centre of the pixel under the pointer.
        Point((Double(x) + 0.5) * pixelScale, (Double(y) + 0.5) * pixelScale)
    }

    /// The UTF-8 text of an SDL text event's fixed-size buffer (ended by a NUL).
    static func string<T>(_ buffer: T) -> String {
        withUnsafeBytes(of: buffer) { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            let end = bytes.firstIndex(of: 0) ?? bytes.count
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<end]), as: UTF8.self)
        }
    }

    static func key(_ sym: SDL_Keycode) -> Key? {
        switch Int(sym) {
        case Int(SDLK_ESCAPE.rawValue): return .escape
        case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue): return .enter
        case Int(SDLK_BACKSPACE.rawValue): return .backspace
        case Int(SDLK_DELETE.rawValue): return .delete
        case Int(SDLK_RIGHT.rawValue): return .right
        case Int(SDLK_UP.rawValue): return .up
        case Int(SDLK_DOWN.rawValue): return .down
        case Int(SDLK_LEFT.rawValue): return .left
        case Int(SDLK_PAGEUP.rawValue): return .pageUp
        case Int(SDLK_PAGEDOWN.rawValue): return .pageDown
        case Int(SDLK_HOME.rawValue): return .home
        case Int(SDLK_END.rawValue): return .end
        case Int(SDLK_F1.rawValue): return .f1
        case Int(SDLK_F10.rawValue): return .f10
        case 32..<127: return .character(Character(UnicodeScalar(UInt8(sym))))
        default: return nil
        }
    }
}
