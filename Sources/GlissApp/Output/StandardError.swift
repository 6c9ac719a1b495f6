#if canImport(Glibc)
import Glibc
#endif
import GlissIO

/// Writes lines to stderr with write(2): a full, closed or broken stderr loses the line but
/// never stops the app (FileHandle's write traps on failure; SIGPIPE is ignored). File names
/// that are not UTF-8 print as their original bytes (`PathBytes`).
public enum StandardError {
    /// Writes `line` and a newline.
    public static func write(_ line: String) {
        let bytes = PathBytes.bytes(line + "\n")
        _ = bytes.withUnsafeBytes { SafeWrite.writeAll(2, $0) }
    }

    /// `warning: message`.
    public static func warn(_ message: String) { write("warning: \(message)") }

    /// Prints `executable: message` and exits with `code` (bad input: 2; a failed output: 1).
    public static func fail(_ message: String, code: Int32) -> Never {
        write("\(CommandRunner.executableName): \(message)")
        exit(code)
    }
}

/// Prints `name: message` and exits with `code` (``StandardError/fail(_:code:)``).
func fail(_ message: String, code: Int32) -> Never { StandardError.fail(message, code: code) }
