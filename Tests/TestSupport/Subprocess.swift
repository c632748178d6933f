import Foundation

/// A program a test starts: Xvfb, the app, a helper tool, a script.
///
/// Foundation's `Process` is not used: on Linux it learns that a child ended only when a socket
/// it puts in the child is closed by every process holding it, and with suites running in
/// parallel any other child started at that moment (or a daemon the child starts, as sway's
/// script does) can hold that socket, so `waitUntilExit` may never return. Here the child gets
/// only its three standard streams (files, /dev/null or pipes of its own; everything else is
/// closed in it), every signal at its default and none blocked, and it is waited for with
/// `waitpid` on its own pid, with a deadline after which it is killed and the wait throws,
/// naming the command.
public final class Subprocess {
    /// Where the child's standard input comes from.
    public enum Input {
        case null
        /// These bytes, through a pipe written by a thread of its own, then closed.
        case data(Data)
        /// A pipe the test writes through `standardInput`.
        case pipe
    }

    /// Where the child's standard output or error goes.
    public enum Output {
        case null
        /// A file, created or emptied.
        case file(String)
        /// A pipe the test reads through `standardOutput`.
        case pipe
        /// Kept in an unlinked temporary file, read back by `run` once the child has ended.
        case capture
        /// Standard error only: wherever standard output goes.
        case sameAsOutput
    }

    /// How the child ended.
    public enum Termination: Equatable, Sendable {
        case exited(Int32)
        case signalled(Int32)

        /// The exit status, or the signal's number, as Foundation's `Process` reports them.
        public var status: Int32 {
            switch self {
            case .exited(let s), .signalled(let s): return s
            }
        }
    }

    /// The child did not end before the deadline: it was killed.
    public struct Timeout: Error, CustomStringConvertible {
        public var description: String
    }

    /// The child could not be started.
    public struct StartFailure: Error, CustomStringConvertible {
        public var description: String
    }

    public let pid: pid_t
    /// The command, for messages.
    public let commandLine: String
    /// The writing end of the child's standard input, with `Input.pipe`.
    public let standardInput: FileHandle?
    /// The reading end of the child's standard output, with `Output.pipe`.
    public let standardOutput: FileHandle?
    public private(set) var termination: Termination?
    private let captured: (output: Int32, error: Int32)

    /// Starts `path` with `arguments`; `environment` nil passes the test process's own.
    public init(_ path: String, _ arguments: [String], environment: [String: String]? = nil,
                input: Input = .null, output: Output = .null, error: Output = .null) throws {
        _ = Self.ignoreBrokenPipes
        let command = ([path] + arguments).map { $0.contains(" ") ? "'\($0)'" : $0 }.joined(separator: " ")
        commandLine = command
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // Descriptors opened here for the child; all close-on-exec, closed here once it runs.
        var opened: [Int32] = []
        defer { opened.forEach { close($0) } }
        func open(_ path: String, _ flags: Int32) throws -> Int32 {
            let fd = Glibc.open(path, flags | O_CLOEXEC, 0o644)
            guard fd >= 0 else { throw StartFailure(description: "cannot open \(path) for \(command): \(String(cString: strerror(errno)))") }
            opened.append(fd)
            return fd
        }
        func pipePair() throws -> (read: Int32, write: Int32) {
            var fds: [Int32] = [-1, -1]
            guard pipe(&fds) == 0 else { throw StartFailure(description: "no pipe for \(command): \(String(cString: strerror(errno)))") }
            // Close-on-exec at once: a child another test starts meanwhile must not inherit them.
            for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
            return (fds[0], fds[1])
        }
        var inputWriter: Int32 = -1, outputReader: Int32 = -1
        var writeInBackground: Data?
        switch input {
        case .null:
            posix_spawn_file_actions_adddup2(&actions, try open("/dev/null", O_RDONLY), 0)
        case .data(let bytes):
            let p = try pipePair()
            opened.append(p.read)
            posix_spawn_file_actions_adddup2(&actions, p.read, 0)
            inputWriter = p.write
            writeInBackground = bytes
        case .pipe:
            let p = try pipePair()
            opened.append(p.read)
            posix_spawn_file_actions_adddup2(&actions, p.read, 0)
            inputWriter = p.write
        }
        var capture: (output: Int32, error: Int32) = (-1, -1)
        func target(_ output: Output, _ fd: Int32) throws {
            switch output {
            case .null: posix_spawn_file_actions_adddup2(&actions, try open("/dev/null", O_WRONLY), fd)
            case .file(let path): posix_spawn_file_actions_adddup2(&actions, try open(path, O_WRONLY | O_CREAT | O_TRUNC), fd)
            case .pipe:
                let p = try pipePair()
                opened.append(p.write)
                posix_spawn_file_actions_adddup2(&actions, p.write, fd)
                outputReader = p.read
            case .capture:
                let file = try Self.unlinkedFile()
                posix_spawn_file_actions_adddup2(&actions, file, fd)
                if fd == 1 { capture.output = file } else { capture.error = file }
            case .sameAsOutput: posix_spawn_file_actions_adddup2(&actions, 1, fd)
            }
        }
        try target(output, 1)
        try target(error, 2)
        Self.closeEverythingElse(&actions)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Foundation's threads block signals (SIGCHLD among them) and a child inherits the
        // mask: cpack, waiting for its own children by SIGCHLD, would wait forever.
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = (environment ?? ProcessInfo.processInfo.environment).map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        let started = posix_spawn(&child, path, &actions, &attributes, argv, envp)
        guard started == 0 else {
            for fd in [inputWriter, outputReader, capture.output, capture.error] where fd >= 0 { close(fd) }
            throw StartFailure(description: "cannot start \(command): \(String(cString: strerror(started)))")
        }
        pid = child
        captured = capture
        standardOutput = outputReader >= 0 ? FileHandle(fileDescriptor: outputReader, closeOnDealloc: true) : nil
        if let bytes = writeInBackground {
            standardInput = nil
            let fd = inputWriter
            // A thread of its own: a child that reads slowly (or never) cannot hold up the test.
            Thread.detachNewThread {
                bytes.withUnsafeBytes { raw in
                    var done = 0
                    while done < raw.count {
                        let n = write(fd, raw.baseAddress! + done, raw.count - done)
                        if n > 0 { done += n } else if n < 0 && errno != EINTR { break }
                    }
                }
                close(fd)
            }
        } else {
            standardInput = inputWriter >= 0 ? FileHandle(fileDescriptor: inputWriter, closeOnDealloc: true) : nil
        }
    }

    deinit {
        if termination == nil {
            Glibc.kill(pid, SIGKILL)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        }
        for fd in [captured.output, captured.error] where fd >= 0 { close(fd) }
    }

    /// Whether the child still runs; once it has ended, `termination` says how.
    public var isRunning: Bool {
        if termination != nil { return false }
        var status: Int32 = 0
        let r = waitpid(pid, &status, WNOHANG)
        if r == pid { termination = Self.termination(status) }
        return termination == nil
    }

    /// Waits for the child to end; after `timeout` seconds it is killed and this throws.
    @discardableResult
    public func wait(timeout: Double) throws -> Termination {
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(timeout * 1e9)
        var pause: UInt32 = 1_000
        while isRunning {
            guard DispatchTime.now().uptimeNanoseconds < deadline else {
                kill()
                throw Timeout(description: "\(commandLine) did not finish within \(timeout) s; it was killed")
            }
            usleep(pause)
            pause = min(pause * 2, 50_000)
        }
        return termination!
    }

    /// Sends `signal`; with SIGKILL, also waits for the child to be gone.
    public func kill(_ signal: Int32 = SIGKILL) {
        guard termination == nil else { return }
        Glibc.kill(pid, signal)
        guard signal == SIGKILL else { return }
        var status: Int32 = 0
        while true {
            let r = waitpid(pid, &status, 0)
            if r == pid { termination = Self.termination(status); return }
            if r < 0 && errno != EINTR { termination = .signalled(SIGKILL); return }
        }
    }

    /// What the child wrote where `Output.capture` sent it.
    public func capturedOutput() -> Data { Self.contents(of: captured.output) }
    public func capturedError() -> Data { Self.contents(of: captured.error) }

    /// Runs a program to its end (killed after `timeout` seconds, which then throws) and returns
    /// its status and output.
    public static func run(_ path: String, _ arguments: [String], environment: [String: String]? = nil, input: Data? = nil,
                           timeout: Double = 180) throws -> ProcessResult {
        let child = try Subprocess(path, arguments, environment: environment, input: input.map { .data($0) } ?? .null,
                                   output: .capture, error: .capture)
        let end = try child.wait(timeout: timeout)
        let out = child.capturedOutput(), err = child.capturedError()
        return ProcessResult(status: end.status, stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self),
                             stdoutData: out, termination: end)
    }

    private static func termination(_ status: Int32) -> Termination {
        status & 0x7F == 0 ? .exited((status >> 8) & 0xFF) : .signalled(status & 0x7F)
    }

    /// A child that stops reading must give EPIPE to the writer, not end the test process.
    private static let ignoreBrokenPipes: Void = { signal(SIGPIPE, SIG_IGN); return () }()

    private static func unlinkedFile() throws -> Int32 {
        var template = Array((FileManager.default.temporaryDirectory.path + "/sketchpad-test-output-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw StartFailure(description: "no temporary file: \(String(cString: strerror(errno)))") }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        return fd
    }

    private static func contents(of fd: Int32) -> Data {
        guard fd >= 0 else { return Data() }
        var out = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var offset: off_t = 0
        while true {
            let n = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress!, $0.count, offset) }
            if n > 0 { out.append(contentsOf: buffer[0..<n]); offset += off_t(n); continue }
            if n < 0 && errno == EINTR { continue }
            return out
        }
    }

    private typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

    /// Closes every descriptor above the standard three in the child.
    private static func closeEverythingElse(_ actions: inout posix_spawn_file_actions_t) {
        // glibc 2.34's posix_spawn_file_actions_addclosefrom_np, which Swift's Glibc does not import.
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") {
            _ = unsafeBitCast(symbol, to: AddCloseFrom.self)(&actions, 3)
            return
        }
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for fd in open.compactMap({ Int32($0) }) where fd > 2 { posix_spawn_file_actions_addclose(&actions, fd) }
    }
}

/// The outcome of running a program.
public struct ProcessResult {
    /// The exit status, or the number of the signal that ended it.
    public var status: Int32
    public var stdout: String
    public var stderr: String
    /// Standard output as bytes (a picture written there).
    public var stdoutData: Data
    public var termination: Subprocess.Termination
}

/// Runs a program to completion (see `Subprocess.run`) and returns its exit status and output.
public func runProcess(_ path: String, _ arguments: [String], environment: [String: String]? = nil, timeout: Double = 180) throws -> ProcessResult {
    try Subprocess.run(path, arguments, environment: environment, timeout: timeout)
}
