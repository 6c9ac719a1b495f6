import Foundation

/// Writes files whole or not at all: to a temporary sibling, then rename(2).
public enum OutputFile {
    /// Fails early (before anything runs) when `path` cannot be written; `what` names the
    /// output in the message ("screenshot", "inspector JSON", …).
    public static func checkWritable(_ path: String, what: String) -> String? {
        let tmp = path + ".probe-\(getpid())"
        if FileManager.default.createFile(atPath: tmp, contents: Data()) {
            unlink(tmp)
            return nil
        }
        let dir = (path as NSString).deletingLastPathComponent
        let reason = FileManager.default.fileExists(atPath: dir.isEmpty ? "." : dir) ? "permission denied or not a file path" : "no such directory '\(dir)'"
        return "cannot write \(what) to \(path): \(reason)"
    }

    /// Writes `text` to `path` whole (temporary file, then rename).
    public static func write(_ text: String, to path: String) throws {
        let tmp = path + ".tmp-\(getpid())"
        guard FileManager.default.createFile(atPath: tmp, contents: Data(text.utf8)) else {
            throw OutputError(message: "cannot write \(path)")
        }
        if rename(tmp, path) != 0 {
            unlink(tmp)
            throw OutputError(message: "cannot write \(path): \(String(cString: strerror(errno)))")
        }
    }
}

/// An output file that could not be written; the message names the path.
public struct OutputError: Error, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}

/// Appends one line per frame to a trace file.
public final class TraceWriter {
    private let handle: FileHandle
    /// Creates (truncates) `path`; nil when it cannot be created.
    public init?(path: String) {
        guard FileManager.default.createFile(atPath: path, contents: Data()),
              let h = FileHandle(forWritingAtPath: path) else { return nil }
        handle = h
    }
    /// Appends `s` and a newline.
    public func line(_ s: String) { handle.write(Data((s + "\n").utf8)) }
    /// Closes the file.
    public func close() { try? handle.close() }
}
