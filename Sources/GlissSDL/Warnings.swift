#if canImport(Glibc)
import Glibc
#endif

/// Collects backend warnings; each distinct key is reported to stderr only once so a
/// missing file drawn every frame does not flood the log.
final class WarningLog {
    private(set) var messages: [String] = []
    private var seen: Set<String> = []

    /// Emits `message` (already prefixed with "warning: ") unless `key` was seen before.
    func once(_ key: String, _ message: String) {
        guard seen.insert(key).inserted else { return }
        messages.append(message)
        let line = message + "\n"
        _ = line.withCString { write(2, $0, strlen($0)) }   // fd 2: no shared FILE* (Swift 6 safe)
    }
}
