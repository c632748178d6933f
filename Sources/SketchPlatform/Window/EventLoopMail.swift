import CSDL2
import Dispatch
import Synchronization

/// Wakes the event loop from other threads (an SDL user event) and hands it work to do there
/// with the controller: the one way background work reaches the window.
///
/// The event is pushed from a queue of its own, never from the thread that asked: SDL wakes a
/// loop that waits on X11 by sending to the X server, and a server that has just gone stops
/// the sending thread in Xlib for good (`DisplayLoss`). That must not be an export's thread,
/// which the app still waits for before it ends.
public final class EventLoopMail<Controller>: Sendable {
    /// The SDL event type that means "wake up".
    public let eventType: UInt32
    private let mail = Mutex<[@Sendable (Controller) -> Void]>([])
    private let pusher = DispatchQueue(label: "sketchpad.wake")

    /// Registers the event type; works before SDL's video starts (a wake then does nothing).
    public init() {
        let registered = SDL_RegisterEvents(1)
        eventType = registered == UInt32.max ? SDL_USEREVENT.rawValue : registered
    }

    public func wake() {
        pusher.async { [eventType] in
            var e = SDL_Event()
            e.type = eventType
            SDL_PushEvent(&e)
        }
    }

    /// Has `work` done on the event loop's thread, with its controller, soon.
    public func post(_ work: @escaping @Sendable (Controller) -> Void) {
        mail.withLock { $0.append(work) }
        wake()
    }

    /// Does what was posted; the event loop calls this when woken.
    func deliver(to controller: Controller) {
        let work = mail.withLock { box in defer { box.removeAll() }; return box }
        work.forEach { $0(controller) }
    }
}
