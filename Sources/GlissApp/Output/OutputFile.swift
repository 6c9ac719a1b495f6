import Foundation
import GlissIO

/// Writes output files whole or not at all (GlissSDL's `SafeWrite`: a temporary sibling, fsync,
/// rename; symlinks followed; FIFOs and devices written in place, never replaced).
public enum OutputFile {
    /// Fails early (before anything runs) when `path` cannot be written: a directory, a
    /// missing parent folder, an unwritable or read-only place. `what` names the output in
    /// the message ("screenshot", "inspector JSON", …).
    public static func checkWritable(_ path: String, what: String) -> String? {
        OutputPath.problem(path).map { "cannot write \(what) to \(path): \($0)" }
    }

    /// Writes `text` to `path` whole; the error names `what` and the path.
    public static func write(_ text: String, to path: String, what: String = "file") throws {
        do {
            try SafeWrite.write(Array(text.utf8), to: path)
        } catch {
            throw OutputError(message: "cannot write \(what) to \(path): \(error)")
        }
    }
}

/// An output file that could not be written; the message names the path.
public struct OutputError: Error, CustomStringConvertible {
    /// The message, naming the path.
    public let message: String
    public var description: String { message }
}

/// Appends one line per frame to a trace file; every write is checked (GlissSDL's `LineFile`).
public final class TraceWriter {
    private let file: LineFile
    private let path: String
    private let what: String
    private var reported = false

    /// Creates (truncates) `path`; throws ``OutputError`` naming it when it cannot.
    public init(path: String, what: String = "trace") throws {
        self.path = path
        self.what = what
        do { file = try LineFile(path: path) } catch {
            throw OutputError(message: "cannot write \(what) to \(path): \(error)")
        }
    }

    /// Appends `s` and a newline. After a failed write (disk full, reader gone) the file keeps
    /// its whole lines and nothing more is written: see ``takeFailure()``.
    public func line(_ s: String) { file.line(s) }

    /// Why the trace stopped, as one line naming the path (nil while all is well). Returned
    /// once, so the run reports it once.
    public func takeFailure() -> String? {
        guard !reported, let f = file.failure else { return nil }
        reported = true
        return "cannot write \(what) to \(path): \(f) (the trace holds the frames before)"
    }

    /// True once a write failed.
    public var failed: Bool { file.failure != nil }

    /// Flushes (fsync) and closes the file.
    public func close() { file.close() }
}
