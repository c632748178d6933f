import Dispatch
import FoundationEssentials
import Glibc
import SketchCore
import SketchTranslation

/// Runs a helper program (a clipboard tool), feeds it bytes on its standard input, reads what
/// it writes when asked to, and its exit status, all within a deadline.
///
/// Foundation's `Process` is not used: on Linux it learns that a child ended only when a
/// socket it leaves open in the child is closed by every process holding it, and a helper that
/// forks to stay behind (xclip serving the selection, wl-copy) keeps that socket open, so
/// `waitUntilExit` never returns. Here the helper inherits only its three standard streams,
/// and `waitpid` on the helper itself reads its status whatever its children do.
enum HelperProcess {
    struct Result: Equatable {
        /// The exit status, or nil when a signal ended the helper.
        var exitStatus: Int32?
        var signal: Int32?
        /// The helper stopped reading before it had every byte (EPIPE).
        var closedInputEarly: Bool
        /// The start of what it wrote on its standard error, with control characters removed.
        var message: String
        /// What it wrote on its standard output, when that was asked for.
        var output: [UInt8] = []
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `path` with `arguments` and `environment`, writes `input` to it, and waits for it
    /// to exit. After `timeout` seconds a helper still running is killed and reported. With
    /// `outputLimit`, its standard output is read, up to that many bytes (more is refused).
    static func run(_ path: String, arguments: [String], environment: [String: String], input: [UInt8], timeout: Double,
                    outputLimit: Int? = nil) throws -> Result {
        let name = PathName.last(path)
        // A helper that exits without reading must give EPIPE here, not end the app (the app
        // ignores SIGPIPE from the start; a library caller may not have).
        StandardStreams.ignoreBrokenPipes()
        guard let stdinPipe = PipeEnds(), let stdoutPipe = PipeEnds() else { throw Failure(description: "cannot start \(name): \(errnoText())") }
        // Its standard error goes to an unlinked file, not a pipe: a helper that stays behind
        // and writes there later must not die of SIGPIPE once the app stopped reading.
        let errorLog = unlinkedTemporaryFile()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // The file actions only name the descriptors: the child gets copies (dup2), and these
        // stay this function's to close.
        posix_spawn_file_actions_adddup2(&actions, stdinPipe.read.raw, STDIN_FILENO)
        if outputLimit != nil {
            posix_spawn_file_actions_adddup2(&actions, stdoutPipe.write.raw, STDOUT_FILENO)
        } else {
            posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        }
        if errorLog.raw >= 0 {
            posix_spawn_file_actions_adddup2(&actions, errorLog.raw, STDERR_FILENO)
        } else {
            posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        }
        closeEverythingElse(&actions)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The app ignores SIGPIPE; the helper gets the default back, and no blocked signals.
        var defaults = sigset_t(), none = sigset_t()
        sigemptyset(&defaults); sigaddset(&defaults, SIGPIPE)
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &none)
        // Its own process group: Ctrl+C in the app's terminal does not take the clipboard away.
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP))

        var pid: pid_t = 0
        // Each as its bytes (`PathBytes`): a value that is not UTF-8 reaches the helper as it came.
        let argv = ([path] + arguments).map { $0.withSystemPath { strdup($0) } } + [nil]
        let envp = environment.map { "\($0.key)=\($0.value)".withSystemPath { strdup($0) } } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        let spawned = path.withSystemPath { posix_spawn(&pid, $0, &actions, &attributes, argv, envp) }
        // The child has its copy of the reading end; the app's goes now, so that the helper
        // sees the end of its input when the writing end closes.
        stdinPipe.read.close()
        stdoutPipe.write.close()
        guard spawned == 0 else {
            throw Failure(description: "cannot start \(name): \(String(cString: strerror(spawned)))")
        }
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(timeout * 1e9)
        let written = write(input, to: stdinPipe.write.raw, until: deadline)
        stdinPipe.write.close()
        var output: [UInt8] = []
        var outcome = ReadOutcome.done
        if let limit = outputLimit { outcome = read(from: stdoutPipe.read.raw, into: &output, limit: limit, until: deadline) }
        stdoutPipe.read.close()
        if case .tooLong = outcome {
            kill(pid, SIGKILL)
        }
        guard let status = wait(for: pid, until: deadline) else {
            kill(pid, SIGKILL)
            var ignored: Int32 = 0
            while waitpid(pid, &ignored, 0) < 0 && errno == EINTR {}
            throw Failure(description: "\(name) did not finish within \(Int(timeout)) s")
        }
        let message = firstLine(of: errorLog)
        if case .failed(let reason) = written { throw Failure(description: "cannot send the picture to \(name): \(reason)") }
        if case .tooLong = outcome { throw Failure(description: "\(name) gave more than \(outputLimit! / 1_000_000) MB") }
        if case .failed(let reason) = outcome { throw Failure(description: "cannot read what \(name) gave: \(reason)") }
        let exited = status & 0x7F == 0
        return Result(exitStatus: exited ? (status >> 8) & 0xFF : nil, signal: exited ? nil : status & 0x7F,
                      closedInputEarly: written == .closedEarly, message: message, output: output)
    }

    private enum WriteOutcome: Equatable { case done, closedEarly, failed(String) }

    /// Writes everything, or stops at EPIPE (the reader is gone) or at the deadline.
    private static func write(_ bytes: [UInt8], to fd: Int32, until deadline: UInt64) -> WriteOutcome {
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        return bytes.withUnsafeBytes { raw -> WriteOutcome in
            var done = 0
            while done < raw.count {
                let n = Glibc.write(fd, raw.baseAddress! + done, raw.count - done)
                if n > 0 { done += n; continue }
                switch errno {
                case EINTR: continue
                case EPIPE: return .closedEarly
                case EAGAIN:
                    let now = DispatchTime.now().uptimeNanoseconds
                    guard now < deadline else { return .failed("it stopped reading") }
                    var p = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&p, 1, Int32(min(1000, (deadline - now) / 1_000_000 + 1)))
                default: return .failed(errnoText())
                }
            }
            return .done
        }
    }

    private enum ReadOutcome { case done, tooLong, failed(String) }

    /// Reads until the end of the output, more than `limit` bytes, or the deadline.
    private static func read(from fd: Int32, into bytes: inout [UInt8], limit: Int, until deadline: UInt64) -> ReadOutcome {
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, $0.count) }
            if n > 0 {
                bytes.append(contentsOf: chunk[0..<n])
                if bytes.count > limit { return .tooLong }
                continue
            }
            if n == 0 { return .done }
            switch errno {
            case EINTR: continue
            case EAGAIN:
                let now = DispatchTime.now().uptimeNanoseconds
                // Past the deadline: what came is kept, and the wait reports the helper still running.
                guard now < deadline else { return .done }
                var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                _ = poll(&p, 1, Int32(min(1000, (deadline - now) / 1_000_000 + 1)))
            default: return .failed(errnoText())
            }
        }
    }

    /// The helper's raw wait status once it exits, or nil if it is still running at the deadline.
    private static func wait(for pid: pid_t, until deadline: UInt64) -> Int32? {
        var pause: UInt32 = 1_000
        while true {
            var status: Int32 = 0
            let r = waitpid(pid, &status, WNOHANG)
            if r == pid { return status }
            if r < 0 && errno != EINTR { return 0 }
            if DispatchTime.now().uptimeNanoseconds >= deadline { return nil }
            usleep(pause)
            pause = min(pause * 2, 50_000)
        }
    }

    /// A file for the helper's standard error that disappears with its last descriptor.
    private static func unlinkedTemporaryFile() -> FileDescriptor? {
        var template = PathBytes.encode(ProcessEnvironment.temporaryFolder() + "/sketchpad-helper-XXXXXX").map { CChar(bitPattern: $0) } + [0]
        guard let file = FileDescriptor(template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }) else { return nil }
        _ = fcntl(file.raw, F_SETFD, FD_CLOEXEC)
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        return file
    }

    /// The first line the helper wrote to its standard error, without control characters.
    private static func firstLine(of file: borrowing FileDescriptor?) -> String {
        let fd = file.raw
        guard fd >= 0 else { return "" }
        var buffer = [UInt8](repeating: 0, count: 2048)
        let n = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress!, $0.count, 0) }
        guard n > 0 else { return "" }
        let text = String(decoding: buffer[0..<n], as: UTF8.self)
        let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        return String(String.UnicodeScalarView(line.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }))
            .trimmingCharacters(in: .blanks)
    }

    private typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

    /// Closes every descriptor above the standard three in the helper: the window's X
    /// connection, the journal and the like are not the helper's to keep open.
    private static func closeEverythingElse(_ actions: inout posix_spawn_file_actions_t) {
        // glibc 2.34's posix_spawn_file_actions_addclosefrom_np, which Swift's Glibc does not import.
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") {
            _ = unsafeBitCast(symbol, to: AddCloseFrom.self)(&actions, 3)
            return
        }
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for fd in open.compactMap({ Int32($0) }) where fd > 2 { posix_spawn_file_actions_addclose(&actions, fd) }
    }

    private static func errnoText() -> String { String(cString: strerror(errno)) }
}
