import CSDL2
import Foundation

/// Ends the app cleanly when it is asked to stop (SIGHUP when the terminal or the session
/// goes, SIGTERM, SIGINT), or when the X server goes away: edits still gathering for the
/// journal are written before the process ends, so none of the last half second is lost.
///
/// A signal wakes the event loop with a quit event (through a pipe and a thread, the only
/// work a signal handler may do being a write); the loop quits as Ctrl+Q does, and `finish`
/// then ends the process as the signal would have. Should the loop not get there within three
/// seconds, the thread flushes the journal itself and ends the process.
public enum ShutdownSignals {
    public static let handled: [Int32] = [SIGHUP, SIGTERM, SIGINT]
    /// Seconds the event loop is given to quit before the journal is flushed from elsewhere.
    static let patience = 3.0

    /// What must happen before the process ends however it ends (flush the journal); set by
    /// the launcher. Called at most once, from any thread.
    nonisolated(unsafe) public static var lastWords: () -> Void = {}
    /// What the main thread does first when the display is lost (end strokes in progress).
    nonisolated(unsafe) static var beforeDisplayLoss: () -> Void = {}
    nonisolated(unsafe) private static var received: Int32 = 0
    private static let spoken = NSLock()
    nonisolated(unsafe) private static var hasSpoken = false

    /// Installs the handlers; call before SDL starts (SDL then keeps its own out).
    public static func install() {
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
        // A file size limit (ulimit -f) makes a write fail (EFBIG) rather than end the process:
        // the journal then keeps the edits in memory and says so, as for a full disk.
        signal(SIGXFSZ, SIG_IGN)
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        signalPipe = fds[1]
        for sig in handled {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { sig in
                var byte = UInt8(truncatingIfNeeded: sig)
                _ = write(signalPipe, &byte, 1)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(sig, &action, nil)
        }
        // A process can start with signals blocked (a parent's mask is inherited): these must
        // arrive. Threads made from here on inherit this.
        var set = sigset_t()
        sigemptyset(&set)
        for sig in handled { sigaddset(&set, sig) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        let reader = fds[0]
        Thread.detachNewThread {
            var byte: UInt8 = 0
            while read(reader, &byte, 1) != 1 {}
            received = Int32(byte)
            // A second signal ends the process at once, as people expect of a second Ctrl+C.
            for sig in handled { signal(sig, SIG_DFL) }
            var quit = SDL_Event()
            quit.type = SDL_QUIT.rawValue
            SDL_PushEvent(&quit)
            Thread.sleep(forTimeInterval: patience)
            FileHandle.standardError.write(Data("sketchpad: the window did not close after signal \(received); writing the journal and stopping\n".utf8))
            speakLastWords()
            _exit(128 + received)
        }
    }

    /// Runs `lastWords` once, whoever gets here first.
    public static func speakLastWords() {
        spoken.lock()
        let first = !hasSpoken
        hasSpoken = true
        if first { lastWords() }
        spoken.unlock()
    }

    /// After the app quit and its last words were said: a quit that a signal asked for ends the
    /// process by that signal, as if unhandled (what shells and service managers expect).
    public static func finish() {
        speakLastWords()
        guard received != 0 else { return }
        signal(received, SIG_DFL)
        raise(received)
    }

    /// Once the X server is gone Xlib can only end the process; before it does, `first` runs
    /// (on the main thread, where Xlib found the loss) and the journal is written (`lastWords`).
    /// On X11 only; harmless elsewhere.
    public static func watchDisplay(first: @escaping () -> Void) {
        beforeDisplayLoss = first
        XSetIOErrorHandler { _ in displayLost() }
    }
}

/// The X server is gone: say so, write the journal, end.
private func displayLost() -> Never {
    FileHandle.standardError.write(Data("sketchpad: lost the display; the drawing is kept (sketchpad --restore)\n".utf8))
    ShutdownSignals.beforeDisplayLoss()
    ShutdownSignals.speakLastWords()
    _exit(1)
}

/// Where the signal handler writes; set once before any handler is installed.
nonisolated(unsafe) private var signalPipe: Int32 = -1
