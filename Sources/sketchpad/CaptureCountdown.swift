import Glibc
import SketchPlatform
import SketchTranslation

/// `--delay`: the seconds before a capture, counted down on standard error (on one line that
/// rewrites itself in a terminal). Ctrl+C ends the process as it would any command: the
/// capture is cancelled, nothing was opened.
enum CaptureCountdown {
    /// The longest wait `--delay` takes.
    static let maximumSeconds = 600

    static func wait(_ seconds: Double) {
        guard seconds > 0 else { return }
        let terminal = isatty(STDERR_FILENO) == 1
        var left = seconds
        while left > 0 {
            let whole = Int(left.rounded(.up))
            let line = tr("sketchpad: capturing in {seconds} s (Ctrl+C cancels)", ["seconds": whole])
            if terminal { StandardStreams.writeError("\r\u{1B}[K" + line) } else { StandardStreams.printError(line) }
            // The fraction first, then whole seconds: each line is said on its second.
            let step = left - Double(whole - 1)
            sleep(seconds: step)
            left -= step
        }
        if terminal { StandardStreams.writeError("\r\u{1B}[K") }
    }

    private static func sleep(seconds: Double) {
        var time = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - seconds.rounded(.down)) * 1e9))
        var left = timespec()
        while nanosleep(&time, &left) != 0 && errno == EINTR { time = left }
    }
}
