import Foundation
import Demos
import GlissSDL

extension LaunchOptions {
    /// Backend options for these command-line options, with the resource folder found (a
    /// warning when there is none: images and fonts then draw as placeholders).
    func backendOptions(title: String, vsync: Bool) -> BackendOptions {
        let root = ResourceLocator.find(explicit: resources)
        if root == nil {
            FileHandle.standardError.write(Data("warning: cannot find the Resources folder (set GLISS_RESOURCES); images and fonts draw as placeholders\n".utf8))
        } else if let root, !FileManager.default.fileExists(atPath: root + "/Fonts") {
            // One line that names the real cause, before the per-file warnings that follow from it.
            FileHandle.standardError.write(Data("warning: resource folder \(root) has no Fonts/: text falls back to a system font and images draw as placeholders\n".utf8))
        }
        var bo = BackendOptions()
        bo.title = title
        bo.size = size
        bo.vsync = vsync
        bo.resourceRoot = root ?? "Resources"
        bo.textureCacheLimit = textureCache
        bo.renderer = renderer
        return bo
    }
}

/// Writes files whole or not at all: to a temporary sibling, then rename(2).
enum OutputFile {
    /// Fails early (before anything runs) when `path` cannot be written.
    static func checkWritable(_ path: String, what: String) -> String? {
        let tmp = path + ".probe-\(getpid())"
        if FileManager.default.createFile(atPath: tmp, contents: Data()) {
            unlink(tmp)
            return nil
        }
        let dir = (path as NSString).deletingLastPathComponent
        let reason = FileManager.default.fileExists(atPath: dir.isEmpty ? "." : dir) ? "permission denied or not a file path" : "no such directory '\(dir)'"
        return "cannot write \(what) to \(path): \(reason)"
    }

    static func write(_ text: String, to path: String) throws {
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

struct OutputError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// Appends one line per frame to the trace file.
final class TraceWriter {
    private let handle: FileHandle
    init?(path: String) {
        guard FileManager.default.createFile(atPath: path, contents: Data()),
              let h = FileHandle(forWritingAtPath: path) else { return nil }
        handle = h
    }
    func line(_ s: String) { handle.write(Data((s + "\n").utf8)) }
    func close() { try? handle.close() }
}

func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data("gliss-demos: \(message)\n".utf8))
    exit(code)
}
