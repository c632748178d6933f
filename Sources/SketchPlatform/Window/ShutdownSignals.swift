import CSDL2
import FoundationEssentials
import Synchronization
import Glibc

/// Ends the app cleanly when it is asked to stop (SIGHUP when the terminal or the session
/// goes, SIGTERM, SIGINT): edits still gathering for the journal are written before the process
/// ends, so none of the last half second is lost. (Losing the display: `DisplayLoss`.)
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
    /// the launcher. Said at most once, from any thread; whoever comes second waits until it
    /// has been said.
    private static let lastWords = Mutex<(said: Bool, words: @Sendable () -> Void)>((false, {}))
    /// The signal that asked the app to end, 0 for none.
    private static let received = Atomic<Int32>(0)

    public static func setLastWords(_ words: @escaping @Sendable () -> Void) {
        lastWords.withLock { $0.words = words }
    }

    /// Installs the handlers; call before SDL starts (SDL then keeps its own out).
    public static func install() {
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
        // A file size limit (ulimit -f) makes a write fail (EFBIG) rather than end the process:
        // the journal then keeps the edits in memory and says so, as for a full disk.
        signal(SIGXFSZ, SIG_IGN)
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        signalPipe.store(fds[1], ordering: .sequentiallyConsistent)
        for sig in handled {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { sig in
                var byte = UInt8(truncatingIfNeeded: sig)
                _ = write(signalPipe.load(ordering: .relaxed), &byte, 1)
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
        DetachedThread.start {
            var byte: UInt8 = 0
            while read(reader, &byte, 1) != 1 {}
            received.store(Int32(byte), ordering: .sequentiallyConsistent)
            // A second signal ends the process at once, as people expect of a second Ctrl+C.
            for sig in handled { signal(sig, SIG_DFL) }
            var quit = SDL_Event()
            quit.type = SDL_QUIT.rawValue
            SDL_PushEvent(&quit)
            DetachedThread.sleep(seconds: patience)
            let number = received.load(ordering: .sequentiallyConsistent)
            StandardStreams.printError("sketchpad: the window did not close after signal \(number); writing the journal and stopping")
            speakLastWords()
            _exit(128 + number)
        }
    }

    /// Runs `lastWords` once, whoever gets here first.
    public static func speakLastWords() {
        lastWords.withLock { last in
            guard !last.said else { return }
            last.said = true
            last.words()
        }
    }

    /// After the app quit and its last words were said: a quit that a signal asked for ends the
    /// process by that signal, as if unhandled (what shells and service managers expect).
    public static func finish() {
        speakLastWords()
        let number = received.load(ordering: .sequentiallyConsistent)
        guard number != 0 else { return }
        signal(number, SIG_DFL)
        raise(number)
    }
}

/// Where the signal handler writes; set once before any handler is installed. An atomic, as a
/// signal handler may read one (lock-free) where it may take no lock.
private let signalPipe = Atomic<Int32>(-1)
