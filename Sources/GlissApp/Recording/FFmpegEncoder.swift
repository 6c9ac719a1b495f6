import Foundation
import GlissCore
import GlissSDL
import GlissIO

/// Streams raw RGBA frames into an `ffmpeg` process (Debian's package), which encodes them:
/// frames are written to its standard input as they come and never held, so memory stays
/// flat however long the run. Encoding video is ffmpeg's job; we keep no encoder of our own.
final class FFmpegEncoder {
    /// Where ffmpeg is, from `$PATH`, or nil.
    static func executable() -> String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let p = "\(dir)/ffmpeg"
            if FileManager.default.isExecutableFile(atPath: p) { return p }
        }
        return nil
    }

    private let process = Process()
    private let input = Pipe()
    private let errors: FileHandle
    private let errorPath: String
    let width: Int, height: Int

    /// Starts ffmpeg reading `width`×`height` RGBA frames and writing `output` with `codec`
    /// arguments. `fixedRate`: exactly 60 frames a second; otherwise each frame is stamped
    /// with the wall clock when ffmpeg reads it (the presented rate, real timestamps).
    init(ffmpeg: String, width: Int, height: Int, fixedRate: Bool, filters: [String], codec: [String], output: String) throws {
        self.width = width; self.height = height
        errorPath = NSTemporaryDirectory() + "gliss-ffmpeg-\(getpid())-\(UUID().uuidString).log"
        _ = FileManager.default.createFile(atPath: errorPath, contents: nil)   // checked by opening it below
        guard let e = FileHandle(forWritingAtPath: errorPath) else { throw RecordingError("cannot create \(errorPath)") }
        errors = e
        var args = ["-hide_banner", "-loglevel", "error", "-nostdin", "-y",
                    "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(width)x\(height)"]
        args += fixedRate ? ["-framerate", "60"] : ["-use_wallclock_as_timestamps", "1"]
        args += ["-i", "-"]
        if !filters.isEmpty { args += ["-vf", filters.joined(separator: ",")] }
        if !fixedRate { args += ["-fps_mode", "vfr"] }
        args += codec + [output]
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = args
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        do { try process.run() } catch { throw RecordingError("cannot start ffmpeg: \(error)") }
    }

    /// Sends one frame. - Throws: when ffmpeg has stopped reading (it failed).
    func write(_ image: RGBAImage) throws {
        precondition(image.width == width && image.height == height)
        let fd = input.fileHandleForWriting.fileDescriptor
        let failed = image.rgba.withUnsafeBytes { SafeWrite.writeAll(fd, $0) }
        if failed != 0 { throw RecordingError("ffmpeg stopped taking frames: \(lastError(or: String(cString: strerror(failed))))") }
    }

    /// Closes the input and waits for ffmpeg. - Throws: when it did not finish cleanly.
    func finish() throws {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        try? errors.close()
        defer { unlink(errorPath) }
        if process.terminationReason != .exit || process.terminationStatus != 0 {
            throw RecordingError("ffmpeg failed (exit \(process.terminationStatus)): \(lastError(or: "no message"))")
        }
    }

    /// Stops ffmpeg at once (the run is failing).
    func kill() {
        try? input.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        try? errors.close()
        unlink(errorPath)
    }

    private func lastError(or fallback: String) -> String {
        let text = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").last.map(String.init) ?? fallback
    }

    /// Runs ffmpeg with `args` to the end (the GIF's palette passes).
    static func run(_ ffmpeg: String, _ args: [String]) throws {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: ffmpeg)
        p.arguments = ["-hide_banner", "-loglevel", "error", "-nostdin", "-y"] + args
        let err = Pipe()
        p.standardError = err
        p.standardOutput = FileHandle.nullDevice
        try p.run()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        if p.terminationStatus != 0 {
            throw RecordingError("ffmpeg failed: \(message.split(separator: "\n").last.map(String.init) ?? "exit \(p.terminationStatus)")")
        }
    }
}

/// A recording that could not be made; the message says why.
public struct RecordingError: Error, CustomStringConvertible {
    /// What went wrong, naming the path or the tool.
    public let description: String
    /// An error with `d` as its message.
    public init(_ d: String) { description = d }
}
