#if canImport(Glibc)
import Glibc
#endif
import GlissIO

/// Writes lines to stderr with write(2): a full, closed or broken stderr loses the line but
/// never stops the app (FileHandle's write traps on failure; SIGPIPE is ignored). File names
/// that are not UTF-8 print as their original bytes (`PathBytes`). Control characters a
/// message quotes (from a script, a file name, a variable) are shown escaped (`\x1b`), so no
/// input can retitle, clear or otherwise drive the user's terminal. An overlong value a
/// message quotes (a 100 KB option) is shortened to its ends and its length.
public enum StandardError {
    /// Writes `line` and a newline.
    public static func write(_ line: String) {
        let bytes = TerminalLine.bytes(line)
        _ = bytes.withUnsafeBytes { SafeWrite.writeAll(2, $0) }
    }

    /// The longest run of non-blank characters a message shows whole: a long path still fits.
    public static let longestWordShown = TerminalLine.longestWordShown

    /// `text` with every run of non-blank characters longer than ``longestWordShown`` cut to
    /// its first 60 and last 20 characters around "…(N characters)…": an error quoting a
    /// 100 KB value stays one readable line, and still shows how the value starts and ends.
    public static func shorteningLongWords(_ text: String) -> String { TerminalLine.shorteningLongWords(text) }

    /// `text` with every control character but line feed and tab written as an escape: C0
    /// and DEL as `\x1b`, C1 (U+0080…U+009F, which terminals also obey) as `\u{9b}`.
    public static func escapingControls(_ text: String) -> String { TerminalLine.escapingControls(text) }

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
