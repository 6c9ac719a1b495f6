import Foundation
import GlissCore
import GlissSDL
import GlissIO

/// Streams raw RGBA frames into an `ffmpeg` process (Debian's package), which encodes them:
/// frames are written to its standard input as they come and never held, so memory stays
/// flat however long the run. Encoding video is ffmpeg's job; we keep no encoder of our own.
///
/// ffmpeg runs as a ``ChildProcess``: its own process group (a terminal's Ctrl-C reaches the
/// app, which decides), arguments as bytes, file names as `file:` URLs (so `rec-12:30.mp4`,
/// `pipe:x.webm` or `-x.mp4` are file names to it, never a protocol or an option), its
/// messages in an unlinked file the app reads back (nothing is ever read from a pipe), and
/// every write and wait bounded once a signal has asked the run to end.
final class FFmpegEncoder {
    /// Where ffmpeg is, from `$PATH`, or nil.
    static func executable() -> String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let p = "\(dir)/ffmpeg"
            if FileManager.default.isExecutableFile(atPath: p) { return p }
        }
        return nil
    }

    /// ffmpeg's output URL for the file `path`: read by its file protocol as the bytes given.
    static func url(_ path: String) -> String { "file:" + path }

    private let child: ChildProcess
    private let log: FFmpegLog
    let width: Int, height: Int

    /// Starts ffmpeg reading `width`×`height` RGBA frames and writing `output` with `codec`
    /// arguments. `fixedRate`: exactly 60 frames a second; otherwise each frame is stamped
    /// with the wall clock when ffmpeg has read it, to the millisecond, and every frame is
    /// kept with its own time (the presented rate, real timestamps).
    init(ffmpeg: String, width: Int, height: Int, fixedRate: Bool, filters: [String], codec: [String], output: String) throws {
        self.width = width; self.height = height
        log = try FFmpegLog()
        var args = ["-hide_banner", "-loglevel", "error", "-nostdin", "-y",
                    "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(width)x\(height)"]
        // In real time the input's time base is 1/1000 s (rawvideo's is 1/framerate): the
        // default 25 put wall-clock stamps on a 0.04 s grid, and frames sharing a slot were
        // dropped (254 of 604 presented frames reached the file).
        args += fixedRate ? ["-framerate", "60"] : ["-use_wallclock_as_timestamps", "1", "-framerate", "1000"]
        args += ["-i", "pipe:0"]
        if !filters.isEmpty { args += ["-vf", filters.joined(separator: ",")] }
        if !fixedRate { args += ["-fps_mode", "passthrough"] }
        args += codec + [Self.url(output)]
        do {
            child = try ChildProcess(executable: ffmpeg, arguments: args, stdinPipe: true, stderrFD: log.fd)
        } catch {
            throw RecordingError("cannot start ffmpeg: \(error)")
        }
    }

    /// Sends one frame. - Throws: when ffmpeg has stopped reading (it failed), or, after a
    /// signal, when it has not taken the frame within a second of it.
    func write(_ image: RGBAImage) throws {
        precondition(image.width == width && image.height == height)
        let failed = image.rgba.withUnsafeBytes { child.write($0, giveUp: { Signals.stopped(moreThan: 1) }) }
        if failed == ETIMEDOUT {
            throw RecordingError("ffmpeg did not take a frame within a second of \(Signals.name(stopSignal)) (stopped, or not reading)")
        }
        if failed != 0 { throw RecordingError("ffmpeg stopped taking frames: \(log.lastLine(or: String(cString: strerror(failed))))") }
    }

    /// Closes the input and waits for ffmpeg. - Throws: when it did not finish cleanly, or,
    /// after a signal, not within ``Signals/grace`` seconds of it (it is then ended).
    func finish() throws {
        child.closeInput()
        try Self.waitFor(child, log: log)
    }

    /// Stops ffmpeg at once (the run is failing).
    func kill() { child.kill() }

    /// Waits for `child` to end; throws with ffmpeg's last message when it failed.
    private static func waitFor(_ child: ChildProcess, log: FFmpegLog) throws {
        switch child.wait(giveUp: { Signals.stopped(moreThan: Signals.grace) }) {
        case .exited(0):
            return
        case .gaveUp:
            child.kill()
            throw RecordingError("ffmpeg did not finish within \(Signals.grace) s of \(Signals.name(stopSignal)), so the recording is abandoned (a long one needs the run ended by --frames, a script's quit or the app's own quit)")
        case .exited(let code):
            throw RecordingError("ffmpeg failed (exit \(code)): \(log.lastLine(or: "no message"))")
        case .signalled(let s):
            throw RecordingError("ffmpeg was ended by \(Signals.name(s)): \(log.lastLine(or: "no message"))")
        }
    }

    /// Runs ffmpeg with `args` to the end (the GIF's palette passes), bounded like ``finish()``.
    static func run(_ ffmpeg: String, _ args: [String]) throws {
        let log = try FFmpegLog()
        let child: ChildProcess
        do {
            child = try ChildProcess(executable: ffmpeg, arguments: ["-hide_banner", "-loglevel", "error", "-nostdin", "-y"] + args,
                                     stdinPipe: false, stderrFD: log.fd)
        } catch {
            throw RecordingError("cannot start ffmpeg: \(error)")
        }
        try waitFor(child, log: log)
    }
}

/// ffmpeg's standard error: a temporary file unlinked as soon as it is open, so it is never
/// left behind, read back for the last line when ffmpeg fails.
final class FFmpegLog {
    let fd: Int32

    init() throws {
        let path = NSTemporaryDirectory() + "gliss-ffmpeg-\(getpid())-\(UUID().uuidString).log"
        fd = PathBytes.withCPath(path) { open($0, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600) }
        guard fd >= 0 else { throw RecordingError("cannot create \(path): \(OutputPath.errorText(errno))") }
        _ = PathBytes.withCPath(path) { unlink($0) }
    }

    /// The last line ffmpeg wrote, or `fallback`.
    func lastLine(or fallback: String) -> String {
        let end = lseek(fd, 0, SEEK_END)
        let start = max(0, Int(end) - 4096)
        var buf = [UInt8](repeating: 0, count: Int(end) - start)
        let n = buf.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, off_t(start)) }
        guard n > 0 else { return fallback }
        let text = String(decoding: buf[0..<n], as: UTF8.self)
        return text.split(separator: "\n").last.map(String.init) ?? fallback
    }

    deinit { close(fd) }
}

/// A recording that could not be made; the message says why.
public struct RecordingError: Error, CustomStringConvertible {
    /// What went wrong, naming the path or the tool.
    public let description: String
    /// The exit status it calls for: 2 for bad input (an unknown format, no ffmpeg, options
    /// that record nothing), 1 for an output that cannot be written (docs/Running.md).
    public let exitCode: Int32
    /// An error with `d` as its message (`exitCode` 1 unless said).
    public init(_ d: String, exitCode: Int32 = 1) { description = d; self.exitCode = exitCode }
}
