#if canImport(Glibc)
import Glibc
#endif

/// What a run must not leave behind if it has to end abruptly: temporary files (a recording's
/// `.tmp-PID`, its intermediate frames, a half-written output's sibling) and helper processes
/// (ffmpeg). Writers list them while they exist; ``cleanUp()`` — the last-resort exit, when
/// the app could not end in time after a signal (a frozen X server) — removes and ends them.
/// Thread-safe: that exit runs on its own thread.
public final class Leftovers: @unchecked Sendable {
    /// The process's one list.
    public static let shared = Leftovers()

    private var lock = pthread_mutex_t()
    private var files: [String: Int] = [:]
    private var children: Set<pid_t> = []

    private init() { pthread_mutex_init(&lock, nil) }

    private func locked<R>(_ body: () -> R) -> R {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        return body()
    }

    /// `path` exists only while the writer works on it.
    public func add(file path: String) { locked { files[path, default: 0] += 1 } }
    /// `path` was renamed into place or removed.
    public func remove(file path: String) {
        locked {
            if let n = files[path], n > 1 { files[path] = n - 1 } else { files[path] = nil }
        }
    }
    /// A helper process was started (it leads its own process group).
    public func add(child pid: pid_t) { _ = locked { children.insert(pid) } }
    /// The helper process was reaped.
    public func remove(child pid: pid_t) { _ = locked { children.remove(pid) } }

    /// The temporary files listed now (tests).
    public var temporaryFiles: [String] { locked { Array(files.keys) } }

    /// Ends every listed helper process group (SIGKILL, reaped within 0.2 s, so none is left
    /// a zombie) and removes every listed file.
    public func cleanUp() {
        let (f, c) = locked { (Array(files.keys), Array(children)) }
        for pid in c {
            _ = kill(-pid, SIGKILL)
            _ = kill(pid, SIGKILL)
        }
        for p in f { _ = PathBytes.withCPath(p) { unlink($0) } }
        for pid in c {
            for _ in 0..<20 {
                var status: Int32 = 0
                if waitpid(pid, &status, WNOHANG) != 0 { break }
                var t = timespec(tv_sec: 0, tv_nsec: 10_000_000)
                nanosleep(&t, nil)
            }
        }
    }
}
