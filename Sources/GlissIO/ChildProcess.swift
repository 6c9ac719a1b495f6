#if canImport(Glibc)
import Glibc
#endif

/// A helper program (ffmpeg) run beside the app, which the app can always get away from.
///
/// Foundation's `Process` was not enough: its pipe reads raise on `EINTR` (a signal during a
/// GIF's palette pass ended the app with SIGILL), its arguments pass through `String` (a
/// name that is not UTF-8 reached ffmpeg under other bytes), the child shared the app's
/// process group (a terminal's Ctrl-C stopped ffmpeg mid-file behind the app's back) and a
/// write to a child that stopped reading blocked for good. Here:
/// - arguments are bytes (``PathBytes``) and the program runs in its own process group, with
///   the default signal dispositions and an empty signal mask;
/// - its standard input is a pipe the app writes without blocking (``write(_:giveUp:)``),
///   standard output goes to `/dev/null` and standard error to a file the caller names, so
///   the app never reads from the child at all;
/// - waiting (``wait(giveUp:)``) polls, so a caller can stop waiting at a deadline, and
///   ``kill()`` ends the whole group (a shell script named ffmpeg and what it started).
///
/// Live children are listed in ``Leftovers`` until they are reaped, so a last-resort exit
/// can end them.
public final class ChildProcess {
    /// The child's process id (also its process group id).
    public let pid: pid_t
    private var input: Int32
    private var status: Int32?

    /// How a wait ended.
    public enum Outcome: Equatable {
        /// The child exited with this status.
        case exited(Int32)
        /// The child was ended by this signal.
        case signalled(Int32)
        /// `giveUp` said to stop waiting; the child is still running.
        case gaveUp
    }

    /// Starts `executable` with `arguments` (not including argv[0]). With `stdinPipe` the
    /// child reads a pipe the app writes (``write(_:giveUp:)``), else `/dev/null`; its
    /// standard error goes to `stderrFD` (which stays the caller's to close).
    /// - Throws: ``WriteFailure`` with the system's reason when the program cannot be started.
    public init(executable: String, arguments: [String], stdinPipe: Bool, stderrFD: Int32) throws {
        var fds: [Int32] = [-1, -1]
        if stdinPipe {
            guard pipe(&fds) == 0 else { throw WriteFailure(OutputPath.errorText(errno)) }
            // Neither end may leak into other children (the write end held open elsewhere
            // would keep this child from ever seeing the end of its input).
            for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if stdinPipe {
            posix_spawn_file_actions_adddup2(&actions, fds[0], 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, stderrFD, 2)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var all = sigset_t(), none = sigset_t()
        sigfillset(&all)
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP))

        // argv as NUL-terminated byte strings, alive until posix_spawn has copied them.
        let words = ([executable] + arguments).map { s -> UnsafeMutablePointer<CChar> in
            let b = PathBytes.bytes(s) + [0]
            let p = UnsafeMutablePointer<CChar>.allocate(capacity: b.count)
            b.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { p.initialize(from: $0.baseAddress!, count: b.count) } }
            return p
        }
        defer { words.forEach { $0.deallocate() } }
        var argv: [UnsafeMutablePointer<CChar>?] = words + [nil]
        var child: pid_t = 0
        let e = argv.withUnsafeMutableBufferPointer { a in
            posix_spawn(&child, words[0], &actions, &attributes, a.baseAddress!, environ)
        }
        if stdinPipe { close(fds[0]) }
        guard e == 0 else {
            if stdinPipe { close(fds[1]) }
            throw WriteFailure(OutputPath.errorText(e))
        }
        pid = child
        input = fds[1]
        if input >= 0 {
            let flags = fcntl(input, F_GETFL)
            _ = fcntl(input, F_SETFL, flags | O_NONBLOCK)
        }
        Leftovers.shared.add(child: child)
    }

    /// Writes all of `bytes` to the child's standard input. While the pipe is full it waits
    /// in steps of 50 ms and asks `giveUp` after each: true ends the write with `ETIMEDOUT`
    /// (part of `bytes` may have gone). Returns 0, or the errno that stopped it (`EPIPE`: the
    /// child stopped reading for good).
    public func write(_ bytes: UnsafeRawBufferPointer, giveUp: () -> Bool) -> Int32 {
        guard input >= 0 else { return EPIPE }
        guard let base = bytes.baseAddress else { return 0 }
        var off = 0
        while off < bytes.count {
            let n = Glibc.write(input, base + off, bytes.count - off)
            if n > 0 { off += n; continue }
            if n == 0 { return EIO }
            switch errno {
            case EINTR:
                if giveUp() { return ETIMEDOUT }
            case EAGAIN:
                var p = pollfd(fd: input, events: Int16(POLLOUT), revents: 0)
                let r = poll(&p, 1, 50)
                if r < 0 && errno != EINTR { return errno }
                if r <= 0 && giveUp() { return ETIMEDOUT }
            case let e:
                return e
            }
        }
        return 0
    }

    /// Closes the child's standard input (it sees the end of its input).
    public func closeInput() {
        if input >= 0 { close(input); input = -1 }
    }

    /// Waits for the child to end, asking `giveUp` every 10 ms (true: stop waiting, the
    /// child keeps running).
    public func wait(giveUp: () -> Bool) -> Outcome {
        while true {
            if let s = reap(block: false) { return s }
            if giveUp() { return .gaveUp }
            var t = timespec(tv_sec: 0, tv_nsec: 10_000_000)
            nanosleep(&t, nil)
        }
    }

    /// Ends the child and everything in its process group at once (SIGKILL: a stopped child
    /// ends too) and reaps it.
    public func kill() {
        closeInput()
        guard status == nil else { return }
        _ = Glibc.kill(-pid, SIGKILL)
        _ = Glibc.kill(pid, SIGKILL)
        while reap(block: true) == nil {}
    }

    /// The child's outcome if it has ended (reaped once; later calls repeat it).
    private func reap(block: Bool) -> Outcome? {
        if let s = status { return Self.outcome(s) }
        var s: Int32 = 0
        let r = waitpid(pid, &s, block ? 0 : WNOHANG)
        if r == pid {
            status = s
            Leftovers.shared.remove(child: pid)
            return Self.outcome(s)
        }
        if r < 0 && errno == ECHILD {   // reaped elsewhere: nothing more to know
            status = 0
            Leftovers.shared.remove(child: pid)
            return .exited(0)
        }
        return nil
    }

    private static func outcome(_ s: Int32) -> Outcome {
        // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import (they are macros).
        s & 0x7F == 0 ? .exited((s >> 8) & 0xFF) : .signalled(s & 0x7F)
    }

    deinit {
        closeInput()
        if status == nil { kill() }
    }
}
