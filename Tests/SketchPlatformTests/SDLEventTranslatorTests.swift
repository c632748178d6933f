import CSDL2
import SketchCore
import SketchPlatform
import Testing

/// SDL's events as the controller gets them: synthesised ones dropped, the mouse's button
/// deciding between hovering and drawing, pixels of the drawable, keys with their modifiers.
@Suite struct SDLEventTranslatorTests {
    static func mouseButton(_ down: Bool, _ x: Int32, _ y: Int32, which: UInt32 = 0, button: Int32 = SDL_BUTTON_LEFT) -> SDL_Event {
        var e = SDL_Event()
        e.type = down ? SDL_MOUSEBUTTONDOWN.rawValue : SDL_MOUSEBUTTONUP.rawValue
        e.button.which = which
        e.button.button = UInt8(button)
        e.button.x = x; e.button.y = y
        return e
    }

    static func mouseMotion(_ x: Int32, _ y: Int32, which: UInt32 = 0) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_MOUSEMOTION.rawValue
        e.motion.which = which
        e.motion.x = x; e.motion.y = y
        return e
    }

    static func finger(_ type: SDL_EventType, id: Int64, _ x: Float, _ y: Float, touch: Int64 = 1) -> SDL_Event {
        var e = SDL_Event()
        e.type = type.rawValue
        e.tfinger.touchId = touch
        e.tfinger.fingerId = id
        e.tfinger.x = x; e.tfinger.y = y
        return e
    }

    static func key(_ sym: SDL_KeyCode, _ mod: SDL_Keymod = KMOD_NONE, down: Bool = true) -> SDL_Event {
        var e = SDL_Event()
        e.type = down ? SDL_KEYDOWN.rawValue : SDL_KEYUP.rawValue
        e.key.keysym.sym = SDL_Keycode(sym.rawValue)
        e.key.keysym.mod = UInt16(mod.rawValue)
        return e
    }

    static func window(_ event: SDL_WindowEventID) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_WINDOWEVENT.rawValue
        e.window.event = UInt8(event.rawValue)
        return e
    }

    /// The event loop's way in, which gives moves without an array, gives what the array does
    /// for every kind of event, in the same order.
    @Test func eachEventGivenToABodyIsWhatTheArrayHolds() {
        let events = [Self.mouseMotion(10, 20), Self.mouseMotion(11, 20, which: UInt32(bitPattern: -1)),
                      Self.mouseButton(true, 10, 20), Self.mouseMotion(30, 40), Self.mouseButton(false, 30, 40),
                      Self.finger(SDL_FINGERDOWN, id: 3, 0.5, 0.25), Self.finger(SDL_FINGERMOTION, id: 3, 0.75, 0.5),
                      Self.finger(SDL_FINGERMOTION, id: 4, 0.1, 0.1, touch: -1), Self.finger(SDL_FINGERUP, id: 3, 0.75, 0.5),
                      Self.key(SDLK_z, KMOD_LCTRL), Self.window(SDL_WINDOWEVENT_LEAVE)]
        var arrays = SDLEventTranslator(windowWidth: 900, windowHeight: 600)
        var bodies = SDLEventTranslator(windowWidth: 900, windowHeight: 600)
        var fromArrays: [InputEvent] = [], fromBodies: [InputEvent] = []
        for e in events {
            fromArrays += arrays.translate(e)
            bodies.translate(e) { fromBodies.append($0) }
        }
        #expect(fromBodies == fromArrays)
        #expect(fromBodies.contains(.pointerMoved(.finger(3), Point(675, 300))))
        #expect(fromBodies.contains(.pointerMoved(.mouse, Point(30.5, 40.5))) && fromBodies.contains(.hover(Point(10.5, 20.5))))
        #expect(!fromBodies.contains(.hover(Point(11.5, 20.5))), "the mouse SDL makes from a touch is dropped")
    }

    @Test func theMouseHoversUntilItsLeftButtonDrawsAtThePixelsCentre() {
        var t = SDLEventTranslator(windowWidth: 900, windowHeight: 600)
        #expect(t.translate(Self.mouseMotion(10, 20)) == [.hover(Point(10.5, 20.5))])
        #expect(t.translate(Self.mouseButton(false, 10, 20)) == [], "a button coming up that never went down")
        #expect(t.translate(Self.mouseButton(true, 10, 20, button: SDL_BUTTON_RIGHT)) == [.secondaryClick(Point(10.5, 20.5))],
                "the right button asks for a menu where it is pressed, and draws nothing")
        #expect(t.translate(Self.mouseButton(true, 10, 20)) == [.pointerDown(.mouse, Point(10.5, 20.5))])
        #expect(t.translate(Self.mouseMotion(30, 40)) == [.pointerMoved(.mouse, Point(30.5, 40.5))])
        #expect(t.translate(Self.mouseButton(false, 30, 40)) == [.pointerUp(.mouse, Point(30.5, 40.5))])
        #expect(t.translate(Self.mouseMotion(31, 40)) == [.hover(Point(31.5, 40.5))])
    }

    /// Touch-made mouse events and mouse-made touch events are dropped, so nothing is drawn twice.
    @Test func synthesisedEventsAreIgnoredSoNothingIsDrawnTwice() {
        var t = SDLEventTranslator(windowWidth: 900, windowHeight: 600)
        let touchMouse = UInt32(bitPattern: -1)
        for e in [Self.mouseButton(true, 5, 5, which: touchMouse), Self.mouseMotion(8, 9, which: touchMouse), Self.mouseButton(false, 8, 9, which: touchMouse),
                  Self.finger(SDL_FINGERDOWN, id: 9, 0.1, 0.1, touch: -1), Self.finger(SDL_FINGERUP, id: 9, 0.2, 0.2, touch: -1)] {
            #expect(t.translate(e) == [])
        }
        #expect(t.translate(Self.finger(SDL_FINGERDOWN, id: 9, 0.5, 0.25)) == [.pointerDown(.finger(9), Point(450, 150))], "fingers come in the window's fractions")
        #expect(t.translate(Self.finger(SDL_FINGERMOTION, id: 9, 0.25, 0.5)) == [.pointerMoved(.finger(9), Point(225, 300))])
        #expect(t.translate(Self.finger(SDL_FINGERUP, id: 9, 0.25, 0.5)) == [.pointerUp(.finger(9), Point(225, 300))])
    }

    /// On a HiDPI screen mouse events come in window coordinates, half the drawable's pixels.
    @Test func aHiDPIMouseLandsOnTheDrawablesPixels() {
        var t = SDLEventTranslator(windowWidth: 1800, windowHeight: 1200)
        t.pixelScale = 2
        #expect(t.translate(Self.mouseButton(true, 100, 50)) == [.pointerDown(.mouse, Point(201, 101))])
    }

    @Test func keysComeWithTheModifiersHeld() {
        var t = SDLEventTranslator(windowWidth: 900, windowHeight: 600)
        #expect(t.translate(Self.key(SDLK_z, KMOD_LCTRL)) == [.modifiersChanged(.control), .key(.character("z"), .control)])
        #expect(t.translate(Self.key(SDLK_z, SDL_Keymod(KMOD_LCTRL.rawValue | KMOD_LSHIFT.rawValue))) == [.modifiersChanged([.control, .shift]), .key(.character("z"), [.control, .shift])])
        // A modifier's own event may carry the state from before it: the key itself counts.
        #expect(t.translate(Self.key(SDLK_LSHIFT)) == [.modifiersChanged(.shift)])
        #expect(t.translate(Self.key(SDLK_LSHIFT, KMOD_LSHIFT, down: false)) == [.modifiersChanged([])])
        #expect(t.translate(Self.key(SDLK_F1)) == [.modifiersChanged([]), .key(.f1, [])])
        #expect(t.translate(Self.key(SDLK_RETURN)) == [.modifiersChanged([]), .key(.enter, [])])
        #expect(t.translate(Self.key(SDLK_F2)) == [.modifiersChanged([])], "a key nothing reads gives only the modifiers")
        #expect(t.translate(Self.key(SDLK_a, down: false)) == [.modifiersChanged([])])
    }

    /// A pointer that goes away while drawing is cancelled (its stroke kept); the button coming
    /// up later is nothing.
    @Test func leavingOrLosingFocusWhileDrawingCancelsThePointer() {
        var t = SDLEventTranslator(windowWidth: 900, windowHeight: 600)
        _ = t.translate(Self.mouseButton(true, 10, 10))
        #expect(t.translate(Self.window(SDL_WINDOWEVENT_LEAVE)) == [.pointerCancelled(.mouse), .hoverEnded])
        #expect(t.translate(Self.mouseButton(false, 10, 10)) == [])
        #expect(t.translate(Self.window(SDL_WINDOWEVENT_LEAVE)) == [.hoverEnded])
        _ = t.translate(Self.mouseButton(true, 10, 10))
        #expect(t.translate(Self.window(SDL_WINDOWEVENT_FOCUS_LOST)) == [.focusLost])
        #expect(t.translate(Self.mouseButton(false, 10, 10)) == [])
        var quit = SDL_Event()
        quit.type = SDL_QUIT.rawValue
        #expect(t.translate(quit) == [.quitRequested])
    }

    /// The close button is the window's close event (which asks about unsaved changes); SDL_QUIT
    /// alone (a signal, the display going) ends the app.
    @Test func theCloseButtonIsACloseRequest() {
        var t = SDLEventTranslator(windowWidth: 900, windowHeight: 600)
        #expect(t.translate(Self.window(SDL_WINDOWEVENT_CLOSE)) == [.closeRequested])
    }

    @Test func theWheelAndDroppedFiles() {
        var t = SDLEventTranslator(windowWidth: 900, windowHeight: 600)
        var wheel = SDL_Event()
        wheel.type = SDL_MOUSEWHEEL.rawValue
        wheel.wheel.y = -2
        #expect(t.translate(wheel) == [.wheel(dy: -2)])
        wheel.wheel.preciseY = 0.5
        #expect(t.translate(wheel) == [.wheel(dy: 0.5)])
        var drop = SDL_Event()
        drop.type = SDL_DROPFILE.rawValue
        drop.drop.file = SDL_strdup("/home/a/beach.jpg")
        #expect(t.translate(drop) == [.fileDropped("/home/a/beach.jpg")])
    }

    /// SDL's text events: what an input method commits, and what it is composing with its caret.
    @Test func typedAndComposedTextComeAsText() {
        var t = SDLEventTranslator(windowWidth: 100, windowHeight: 100)
        var e = SDL_Event()
        e.type = SDL_TEXTINPUT.rawValue
        withUnsafeMutableBytes(of: &e.text.text) { raw in
            raw.initializeMemory(as: UInt8.self, repeating: 0)
            for (i, b) in "标注".utf8.enumerated() { raw[i] = b }
        }
        #expect(t.translate(e) == [.textInput("标注")])
        e = SDL_Event()
        e.type = SDL_TEXTEDITING.rawValue
        withUnsafeMutableBytes(of: &e.edit.text) { raw in
            raw.initializeMemory(as: UInt8.self, repeating: 0)
            for (i, b) in "biao zhu".utf8.enumerated() { raw[i] = b }
        }
        e.edit.start = 4
        #expect(t.translate(e) == [.textEditing("biao zhu", cursor: 4)])
        #expect(t.translate(Self.key(SDLK_DELETE)) == [.modifiersChanged([]), .key(.delete, [])])
        #expect(t.translate(Self.key(SDLK_RIGHT)) == [.modifiersChanged([]), .key(.right, [])])
    }

    /// What moves the view: a sideways wheel, the middle button (its moves come as hovers), and
    /// Space held, which every later event's modifiers carry until it is let go.
    @Test func sidewaysWheelMiddleButtonAndSpace() {
        var t = SDLEventTranslator(windowWidth: 900, windowHeight: 600)
        var wheel = SDL_Event()
        wheel.type = SDL_MOUSEWHEEL.rawValue
        wheel.wheel.x = 1
        wheel.wheel.y = 1
        #expect(t.translate(wheel) == [.wheel(dy: 1), .wheelSideways(dx: 1)])
        #expect(t.translate(Self.mouseButton(true, 10, 20, button: SDL_BUTTON_MIDDLE)) == [.middleButton(isDown: true, Point(10.5, 20.5))])
        #expect(t.translate(Self.mouseMotion(30, 40)) == [.hover(Point(30.5, 40.5))])
        #expect(t.translate(Self.mouseButton(false, 30, 40, button: SDL_BUTTON_MIDDLE)) == [.middleButton(isDown: false, Point(30.5, 40.5))])
        #expect(t.translate(Self.key(SDLK_SPACE)) == [.modifiersChanged(.space), .key(.character(" "), .space)])
        #expect(t.translate(Self.key(SDLK_LCTRL, KMOD_NONE)) == [.modifiersChanged([.control, .space])])
        #expect(t.translate(Self.key(SDLK_SPACE, KMOD_LCTRL, down: false)) == [.modifiersChanged(.control)])
    }
}
