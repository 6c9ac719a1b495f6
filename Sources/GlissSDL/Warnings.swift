#if canImport(Glibc)
import Glibc
#endif
import GlissIO

/// Collects backend warnings; each distinct key is reported to stderr only once so a
/// missing file drawn every frame does not flood the log.
final class WarningLog {
    private(set) var messages: [String] = []
    private var seen: Set<String> = []

    /// Emits `message` (already prefixed with "warning: ") unless `key` was seen before.
    func once(_ key: String, _ message: String) {
        guard seen.insert(key).inserted else { return }
        always(message)
    }

    /// Emits `message` every time: what answers one user action (a paste that failed).
    func always(_ message: String) {
        messages.append(message)
        // fd 2 with write(2): no shared FILE* (Swift 6 safe); a failing stderr loses the line,
        // never the app. As stderr's other lines: control characters escaped, an overlong
        // word (a 1 MB pasted or scripted value) shortened, names not UTF-8 as their bytes.
        let line = TerminalLine.bytes(message)
        _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }
}
