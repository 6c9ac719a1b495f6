#if canImport(Glibc)
import Glibc
#endif
import GlissIO

/// Writes results to stdout with write(2), checking each write: `gliss-demos list >/dev/full`
/// or a closed pipe is an error (one line on stderr, exit 1), not output silently lost —
/// `print` buffers and drops the failure at exit.
public enum StandardOutput {
    /// Writes `text` and a newline; on failure prints one line naming stdout and exits 1.
    public static func print(_ text: String) {
        let bytes = PathBytes.bytes(text + "\n")
        let e = bytes.withUnsafeBytes { SafeWrite.writeAll(1, $0) }
        if e != 0 { fail("cannot write to standard output: \(OutputPath.errorText(e))", code: 1) }
    }
}
