#if canImport(Glibc)
import Glibc
#endif
import Foundation
import GlissCore
import GlissIO

/// The signal that asked the run to end (0: none). Written only by the signal handler.
nonisolated(unsafe) var stopSignal: Int32 = 0
/// When it came (CLOCK_MONOTONIC, nanoseconds), for the deadlines that follow it.
nonisolated(unsafe) var stopNanos: Int64 = 0
/// The write end of the pipe that wakes the watchdog (-1: none yet).
nonisolated(unsafe) var watchdogFD: Int32 = -1

/// How the process answers signals while an app runs.
///
/// - SIGINT, SIGTERM, SIGHUP (terminal closed), SIGQUIT, SIGUSR1/2, SIGALRM, SIGVTALRM,
///   SIGPROF, SIGXCPU and SIGPWR end the run cleanly: the frame loop stops and `--inspect`,
///   `--screenshot` and `--trace` are still written (their default action would kill the
///   process and lose them; SIGQUIT's would dump core through Swift's crash reporter).
/// - SIGPIPE and SIGXFSZ are ignored: a write to a closed pipe or past the file-size limit
///   fails with an error the writer reports, instead of killing the app.
///
/// The handlers are installed without `SA_RESTART`, so a read or `open` that waits (a FIFO
/// with no writer) returns `EINTR` and the loop around it can give up.
///
/// After such a signal the process ends within 2 seconds, whatever its peers do: waits on
/// ffmpeg and on image decodes give up ``grace`` seconds after it, work on a long text in the
/// frame being built gives up (the text is drawn as nothing; the frame ends and the outputs are
/// written as usual), and the app exits without tearing down its window (closing an X
/// connection waits on the server). If even so the app is still running ``lastResort`` seconds
/// after the signal (an X server frozen in the middle of a frame, or the app's own code busy in
/// a build), a watchdog thread ends helper processes, removes temporary files (``Leftovers``),
/// says why in one line and exits with status 1.
enum Signals {
    /// Seconds after the signal that waits on peers (writing to ffmpeg, its finishing, a
    /// decode) may still take.
    static let grace = 1.5
    /// Seconds after the signal at which the watchdog ends the process.
    static let lastResort = 1.9

    /// Seconds since the signal that asked the run to end, or nil when none did.
    static var secondsSinceStop: Double? {
        guard stopSignal != 0 else { return nil }
        return Double(monotonicNanos() - stopNanos) / 1e9
    }

    /// True once a signal came more than `seconds` ago.
    static func stopped(moreThan seconds: Double) -> Bool { (secondsSinceStop ?? -1) > seconds }

    static func monotonicNanos() -> Int64 {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Int64(t.tv_sec) * 1_000_000_000 + Int64(t.tv_nsec)
    }

    static let stopping: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM,
                                    SIGVTALRM, SIGPROF, SIGXCPU, SIGPWR]

    /// True once the handlers are in place.
    nonisolated(unsafe) private static var installed = false

    static func install() {
        // Once: `CommandRunner.main` installs them before parsing, and a signal that came since
        // must still stop the run that `AppRuntime.run` then starts.
        guard !installed else { return }
        installed = true
        stopSignal = 0   // initialised before any handler can touch it
        startWatchdog()
        for s in stopping {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { sig in
                // Async-signal-safe only: the first signal's time, and a byte to the watchdog.
                if stopSignal == 0 {
                    var t = timespec()
                    clock_gettime(CLOCK_MONOTONIC, &t)
                    stopNanos = Int64(t.tv_sec) * 1_000_000_000 + Int64(t.tv_nsec)
                }
                stopSignal = sig
                if watchdogFD >= 0 {
                    var b: UInt8 = 1
                    let saved = errno
                    _ = write(watchdogFD, &b, 1)
                    errno = saved
                }
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(s, &action, nil)
        }
        ignoreBrokenPipes()
        // Long loops in the toolkit (a lazy container's scan for a key, shaping and breaking a
        // long text's lines) ask `AppRuntime.stopRequested` between chunks and give up.
    }

    /// Starts the watchdog thread once: it sleeps on a pipe until the first stopping signal,
    /// then until ``lastResort`` seconds after it, and ends the process if it is still running.
    private static func startWatchdog() {
        guard watchdogFD < 0 else { return }
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(fds[1], F_SETFL, fcntl(fds[1], F_GETFL) | O_NONBLOCK)
        let wake = fds[0]
        let thread = Thread {
            // Signals go to the other threads: the main thread's waits must see EINTR.
            var all = sigset_t()
            sigfillset(&all)
            pthread_sigmask(SIG_BLOCK, &all, nil)
            var b: UInt8 = 0
            while read(wake, &b, 1) != 1 {}
            func sleep(until deadline: Double, unless done: () -> Bool = { false }) {
                while !done() {
                    let left = deadline - (secondsSinceStop ?? 0)
                    if left <= 0 { return }
                    var t = timespec(tv_sec: 0, tv_nsec: Int(min(left, 0.02) * 1e9))
                    nanosleep(&t, nil)
                }
            }
            // The main thread's own waits end at `grace`; if it is stuck in the X server
            // then, the inspector JSON is written from here (LastWords), with the rest of the
            // time left for it.
            sleep(until: grace)
            let spoken = Atomic()
            Thread { if LastWords.speak() { spoken.set() } }.start()
            sleep(until: lastResort, unless: { spoken.isSet })
            Leftovers.shared.cleanUp()
            let signal = name(stopSignal)
            // Why it is still running: a peer that does not answer, or the app's own frame,
            // which waits on nobody. Long text gives up when asked (`stopRequested`), so a frame
            // still building is the app's code: a long build, or a loop that does not ask.
            let why: String
            if let s = LastWords.secondsInFrame {
                why = "its frame has been building for \(String(format: "%.1f", s)) s and did not end when asked: a long build in the app's code"
            } else if let s = LastWords.secondsFinishing {
                why = "it has been writing its outputs for \(String(format: "%.1f", s)) s"
            } else {
                why = "the X server, ffmpeg or an image decoder is not answering"
            }
            StandardError.write("\(CommandRunner.executableName): " + (spoken.isSet
                ? "the X server did not answer within \(grace) s of \(signal): wrote the inspector JSON of the last frame; a screenshot or recording not yet written is lost"
                : "still running \(lastResort) s after \(signal) (\(why)): exiting; outputs not yet written are lost"))
            _exit(1)
        }
        thread.name = "gliss-signal-watchdog"
        thread.start()
        watchdogFD = fds[1]
    }

    /// A flag one thread sets and another reads.
    private final class Atomic: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false
        func set() { lock.lock(); value = true; lock.unlock() }
        var isSet: Bool { lock.lock(); defer { lock.unlock() }; return value }
    }

    /// SIGPIPE and SIGXFSZ ignored (see the type's documentation); part of `install`, which
    /// `CommandRunner.main` runs first thing, before anything is printed.
    static func ignoreBrokenPipes() {
        signal(SIGPIPE, SIG_IGN)
        signal(SIGXFSZ, SIG_IGN)
    }

    /// The name of signal `s` ("SIGTERM").
    static func name(_ s: Int32) -> String {
        switch s {
        case SIGINT: return "SIGINT"
        case SIGTERM: return "SIGTERM"
        case SIGHUP: return "SIGHUP"
        case SIGQUIT: return "SIGQUIT"
        case SIGUSR1: return "SIGUSR1"
        case SIGUSR2: return "SIGUSR2"
        case SIGALRM: return "SIGALRM"
        default: return "signal \(s)"
        }
    }
}
