#if canImport(Glibc)
import Glibc
#endif
import GlissCore

/// The signal that asked the run to end (0: none). Written only by the signal handler.
nonisolated(unsafe) var stopSignal: Int32 = 0

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
enum Signals {
    static let stopping: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM,
                                    SIGVTALRM, SIGPROF, SIGXCPU, SIGPWR]

    static func install() {
        stopSignal = 0   // initialised before any handler can touch it
        for s in stopping {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { sig in stopSignal = sig }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(s, &action, nil)
        }
        ignoreBrokenPipes()
        // Long loops in the toolkit (a lazy container's scan for a key) ask this between chunks.
    }

    /// SIGPIPE and SIGXFSZ ignored (see the type's documentation); done first thing in
    /// `CommandRunner.main`, before anything is printed.
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
