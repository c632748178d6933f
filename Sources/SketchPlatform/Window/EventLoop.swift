import CSDL2
import FoundationEssentials
import Glibc
import SketchCore

/// Runs the app: waits for events without using the CPU (SDL_WaitEvent), drains and handles
/// everything pending, and presents what changed at most once per display frame.
public final class EventLoop<Controller: EventLoopController> {
    let window: AppWindow
    let controller: Controller
    let mail: EventLoopMail<Controller>
    let environment: [String: String]
    /// The controller's clock (seconds), which its deadlines are on.
    let now: () -> Double
    var translator: SDLEventTranslator
    private var lastPresent = 0.0
    /// How long after the last frame the presenter's spare memory, and what the heap holds
    /// freed, are given back: longer than the gaps between a stroke's frames, short enough
    /// that an idle window holds no more than it shows.
    static var spareMemoryPause: Double { 0.5 }
    /// How long the first frame waits for the photo being opened (a 24 MP JPEG's first view
    /// takes about 0.2 s here).
    static var firstFrameWait: Double { 0.25 }
    private var spareMemoryDropped = false
    /// Text input (and with it the input method) is on only while a text is typed, at its caret.
    private var textInput: IntRect?
    /// Whether the loop ended because the display went away, not because a quit was asked for.
    public private(set) var lostDisplay = false

    public init(window: AppWindow, controller: Controller, mail: EventLoopMail<Controller>, environment: [String: String], now: @escaping () -> Double) {
        self.window = window
        self.controller = controller
        self.mail = mail
        self.environment = environment
        self.now = now
        let size = window.windowSize, pixels = window.pixelSize
        translator = SDLEventTranslator(windowWidth: pixels.width, windowHeight: pixels.height)
        translator.pixelScale = size.width > 0 ? Double(pixels.width) / Double(size.width) : 1
    }

    public func run() {
        let frameInterval = 1.0 / Double(window.refreshRate)
        // What the background reported before the loop could be woken (the journal refusing
        // a photo from standard input) is shown in the first frame, and so is a photo that
        // opens within `firstFrameWait`; a slower one comes later, the window answering meanwhile.
        controller.waitForOpenedPhoto(atMost: Self.firstFrameWait)
        controller.collectBackgroundWork()
        present()
        var event = SDL_Event()
        // While input keeps coming (a stroke being drawn), the loop sleeps to each frame's start
        // and takes the events that piled up meanwhile: one wake-up a frame, not one an event.
        // When a frame brings no input, it blocks in SDL_WaitEvent and uses no CPU.
        var busy = false
        var failedWaits = 0
        while !controller.wantsQuit {
            if !busy {
                let got: Int32
                // A presenter's spare memory, and what the heap holds freed (what starting
                // took, a photo's decode on its own thread, a journal write), are given back
                // after a pause in the frames.
                let trim = !spareMemoryDropped ? lastPresent + Self.spareMemoryPause : nil
                if let deadline = [controller.nextDeadline, trim].compactMap({ $0 }).min() {
                    let ms = max(0, Int32(((deadline - now()) * 1000).rounded(.up)))
                    got = SDL_WaitEventTimeout(&event, ms)
                } else {
                    got = SDL_WaitEvent(&event)
                }
                if got != 0 {
                    dispatch(event)
                    failedWaits = 0
                } else if let trim, now() >= trim {
                    // Once after each frame: what the compositor still holds stays till the next.
                    window.dropSpareMemory()
                    MemoryPolicy.trim()
                    spareMemoryDropped = true
                } else if controller.nextDeadline == nil {
                    // A wait without a deadline can fail once (a signal interrupting it); failing
                    // again and again means the display has gone: stop rather than spin,
                    // finishing what is in progress as a quit does.
                    failedWaits += 1
                    if failedWaits >= 100 {
                        StandardStreams.printError("sketchpad: SDL cannot wait for events (\(SDLError.last))")
                        controller.handle(.quitRequested)
                        lostDisplay = true
                        break
                    }
                    SDL_Delay(1)
                }
            }
            let wait = lastPresent + frameInterval - now()
            if wait > 0.001 && (busy || controller.needsRender) { SDL_Delay(UInt32(wait * 1000)) }
            let handled = drain()
            busy = handled > 0
            controller.tick()
            // The cursor follows the pointer even where nothing is repainted (a pointer that
            // comes straight onto the canvas gets the ring).
            window.setCursor(controller.cursor)
            followTextInput()
            if controller.needsRender && !controller.wantsQuit { present() }
        }
        // SDL's Wayland driver ends a broken connection with a quit, as if one were asked for.
        lostDisplay = lostDisplay || window.lostItsDisplay
    }

    /// Handles everything pending, reading the display connection once; returns how many.
    @discardableResult
    private func drain() -> Int {
        SDL_PumpEvents()
        var count = 0
        while true {
            // Taken from SDL's queue a batch at a time: one lock of the queue for all of them.
            let taken = Int(SDL_PeepEvents(&batch, Int32(batch.count), SDL_GETEVENT, SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue))
            guard taken > 0 else { break }
            for i in 0..<taken { dispatch(batch[i]) }
            count += taken
            if taken < batch.count { break }
        }
        return count
    }
    private var batch = [SDL_Event](repeating: SDL_Event(), count: 32)

    private func dispatch(_ e: SDL_Event) {
        if e.type == mail.eventType {
            mail.deliver(to: controller)
            controller.collectBackgroundWork()
            return
        }
        if e.type == SDL_WINDOWEVENT.rawValue {
            switch SDL_WindowEventID(rawValue: UInt32(e.window.event)) {
            case SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_RESIZED:
                let pixels = window.pixelSize, size = window.windowSize
                translator.windowWidth = Double(pixels.width)
                translator.windowHeight = Double(pixels.height)
                translator.pixelScale = size.width > 0 ? Double(pixels.width) / Double(size.width) : 1
                // A window moved to a screen of another scale gets that scale's widgets.
                controller.setScale(window.uiScale(environment: environment))
                controller.handle(.resized(width: pixels.width, height: pixels.height))
            case SDL_WINDOWEVENT_EXPOSED:
                controller.invalidateAll()
            default:
                break
            }
        }
        translator.translate(e) { controller.handle($0) }
    }

    /// Starts or stops text input as a text begins or ends, and tells the input method where
    /// the caret is (in window coordinates) so its candidates show beside it.
    private func followTextInput() {
        let wanted = controller.textInputRect
        guard wanted != textInput else { return }
        if let r = wanted {
            if textInput == nil { SDL_StartTextInput() }
            let s = translator.pixelScale > 0 ? translator.pixelScale : 1
            var rect = SDL_Rect(x: Int32(Double(r.x) / s), y: Int32(Double(r.y) / s), w: Int32(max(1, Double(r.width) / s)), h: Int32(Double(r.height) / s))
            SDL_SetTextInputRect(&rect)
        } else {
            SDL_StopTextInput()
        }
        textInput = wanted
    }

    private func present() {
        let rects = controller.render()
        window.present(controller.frame, rects: rects)
        window.setTitle(controller.title)
        lastPresent = now()
        spareMemoryDropped = false
    }
}
