import Foundation
import GlissCore
import GlissSDL
import GlissIO

/// Records the presented frames of a run (`--record FILE`): to ffmpeg for `.mp4`, `.webm` and
/// `.gif`, or as numbered PNGs into a folder.
///
/// The recording keeps the promise of the other outputs (docs/Running.md): the file is whole
/// or absent — video is written to a temporary sibling and renamed when ffmpeg has finished,
/// and every temporary (the sibling, a GIF's intermediate frames and palette) is removed on
/// every way out, a signal or a lost X server included. A symbolic link is followed (the file
/// it names is replaced, the link stays) and a loop of links refused; a FIFO or device is
/// written in place, never replaced (the file is made in the temporary folder and copied into
/// it); the name reaches ffmpeg byte for byte as a `file:` URL, so no name is read as a
/// protocol or an option. A PNG folder must hold no frames yet, so a run's frames are never
/// mixed with an earlier run's. A path that cannot be written exits 1 before anything runs;
/// a format Gliss cannot record or a missing ffmpeg exits 2.
///
/// With `--fixed-step` every frame lasts exactly 1/60 s, so a recording repeats bit for bit
/// (PNG frames are byte-identical across runs); in real time ffmpeg stamps each frame with
/// the wall clock to the millisecond, and every presented frame is kept with its own time.
public final class Recorder {
    /// What is written.
    public let format: RecordingFormat
    /// The `--record` path.
    public let path: String
    private let options: RecordOptions
    private let fixedStep: Bool
    private let ffmpeg: String?
    private var encoder: FFmpegEncoder?
    /// The frame size sent on (the first frame's; scaled here only for PNG folders — ffmpeg
    /// scales video); later frames of another size (a resized window) are resampled to it.
    private var size: (width: Int, height: Int)?
    /// The recorded size of video (even numbers: H.264 and VP9 want them).
    private var videoSize: (width: Int, height: Int)?
    /// Frames recorded so far.
    public private(set) var count = 0
    private let pid = getpid()
    /// Where the recording goes: the path with its links followed (for a PNG folder, the folder).
    private let target: String
    /// True when `target` is a FIFO or a device: the file is made beside `staging` and copied in.
    private let special: Bool
    /// The name the temporaries are made from (the target's, or one in the temporary folder).
    private let staging: String
    /// True when the PNG folder was made by this run (removed again when nothing was recorded).
    private var madeFolder = false

    /// Checks everything before the run: the format, ffmpeg when it is needed, the output path.
    /// - Throws: a ``RecordingError`` whose message names what is wrong and how to fix it, and
    ///   whose ``RecordingError/exitCode`` is 2 for the format or ffmpeg, 1 for the path.
    public init(options: RecordOptions, fixedStep: Bool) throws {
        guard let path = options.record else { throw RecordingError("no --record path", exitCode: 2) }
        self.path = path
        self.options = options
        self.fixedStep = fixedStep
        do { format = try RecordingFormat(path: path) } catch { throw RecordingError("\(error)", exitCode: 2) }
        if format.needsFFmpeg {
            guard let f = FFmpegEncoder.executable() else {
                throw RecordingError("cannot record to \(path): ffmpeg is not installed (Debian/Ubuntu: sudo apt-get install ffmpeg), or record PNG frames into a folder: --record \(URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent)-frames/", exitCode: 2)
            }
            ffmpeg = f
            target = OutputPath.resolve(path)
            switch OutputPath.kind(target) {
            case .special:
                if let problem = OutputFile.checkWritable(path, what: "recording") { throw RecordingError(problem) }
                special = true
                staging = NSTemporaryDirectory() + "gliss-recording-\(pid)-\(UUID().uuidString)"
            default:
                if let problem = OutputFile.checkWritable(path, what: "recording") { throw RecordingError(problem) }
                special = false
                staging = target
            }
        } else {
            ffmpeg = nil
            special = false
            var folder = path
            while folder.count > 1 && folder.hasSuffix("/") { folder.removeLast() }
            target = OutputPath.resolve(folder)
            staging = target
            switch OutputPath.kind(target) {
            case .directory:
                if PathBytes.withCPath(target, { access($0, W_OK | X_OK) }) != 0 {
                    throw RecordingError("cannot record PNG frames into \(path): \(OutputPath.errorText(errno))")
                }
                let earlier = FrameFolder.frames(in: target)
                if let first = earlier.first {
                    throw RecordingError("cannot record PNG frames into \(path): it already holds \(earlier.count) frame\(earlier.count == 1 ? "" : "s") (\(first)…); empty it or name another folder")
                }
            case .missing:
                if PathBytes.withCPath(target, { mkdir($0, 0o777) }) != 0 {
                    throw RecordingError("cannot record PNG frames into \(path): cannot create the folder (\(OutputPath.errorText(errno)))")
                }
                madeFolder = true
            case .unusable(let why):
                throw RecordingError("cannot record PNG frames into \(path): \(why)")
            case .regular, .special:
                throw RecordingError("cannot record PNG frames into \(path): it is not a folder")
            }
        }
    }

    /// True when frame `n` (1-based) is in `--record-from`…`--record-to`.
    public func wants(frame n: Int) -> Bool {
        if let f = options.recordFrom, n < f { return false }
        if let t = options.recordTo, n > t { return false }
        return true
    }

    /// Records one presented frame, with the pointer drawn at `pointer` (pixels) unless
    /// `--record-no-pointer`.
    /// - Throws: when the frame cannot be written (ffmpeg stopped, disk full).
    public func add(_ image: RGBAImage, pointer: Point?, pressed: Bool, pointSize: Double) throws {
        var frame = image
        if !options.recordNoPointer, let p = pointer {
            PointerOverlay.draw(at: p, pressed: pressed, pointSize: pointSize, into: &frame)
        }
        if size == nil {
            if format == .pngFolder {
                size = (max(1, Int((Double(image.width) * options.recordScale).rounded())),
                        max(1, Int((Double(image.height) * options.recordScale).rounded())))
            } else {
                size = (image.width, image.height)
                videoSize = (max(2, Int((Double(image.width) * options.recordScale / 2).rounded()) * 2),
                             max(2, Int((Double(image.height) * options.recordScale / 2).rounded()) * 2))
            }
        }
        let (w, h) = size!
        if frame.width != w || frame.height != h { frame = frame.resampled(width: w, height: h) }
        count += 1
        switch format {
        case .pngFolder:
            let name = target + "/" + FrameFolder.name(count)
            do { try frame.writePNG(to: name) } catch { throw RecordingError("cannot write \(name): \(error)") }
        case .mp4, .webm, .gif:
            do {
                if encoder == nil { encoder = try startEncoder(width: w, height: h) }
                try encoder!.write(frame)
            } catch {
                throw RecordingError("cannot record to \(path): \(error)")
            }
        }
    }

    /// Temporary names beside the output (or in the temporary folder for a FIFO or device):
    /// never a half-written file at `path`.
    private var temporary: String { staging + ".tmp-\(pid)" }
    private var intermediate: String { staging + ".frames-\(pid).mkv" }
    private var palette: String { staging + ".palette-\(pid).nut" }
    private var temporaries: [String] { format == .gif ? [temporary, intermediate, palette] : [temporary] }

    private func startEncoder(width: Int, height: Int) throws -> FFmpegEncoder {
        let codec: [String]
        let output: String
        switch format {
        // Encoders that hold few frames (ffmpeg's memory grows with the frames in flight: at
        // 2048x2048 x264's lookahead and B-frames took 520 MB, zerolatency 160 MB; VP9 took
        // 1.1 GB encoding an alpha plane nobody asked for and 25 frames of lag, 400 MB without).
        case .mp4:
            codec = ["-c:v", "libx264", "-preset", "veryfast", "-tune", "zerolatency", "-crf", "18", "-pix_fmt", "yuv420p", "-f", "mp4"]
            output = temporary
        case .webm:
            codec = ["-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "32", "-deadline", "realtime", "-cpu-used", "8",
                     "-lag-in-frames", "0", "-pix_fmt", "yuv420p", "-f", "webm"]
            output = temporary
        default:
            // A GIF's palette needs every frame: they go to a lossless file first, and the two
            // palette passes read it at the end, so nothing is held in memory meanwhile.
            // Lossless H.264 in RGB: a tenth of FFV1's size and a third of its memory.
            codec = ["-c:v", "libx264rgb", "-preset", "ultrafast", "-tune", "zerolatency", "-qp", "0", "-pix_fmt", "rgb24", "-f", "matroska"]
            output = intermediate
        }
        let (vw, vh) = videoSize ?? (width, height)
        let filters = (vw, vh) == (width, height) ? [] : ["scale=\(vw):\(vh):flags=area"]
        for t in temporaries { Leftovers.shared.add(file: t) }
        return try FFmpegEncoder(ffmpeg: ffmpeg!, width: width, height: height, fixedRate: fixedStep,
                                 filters: filters, codec: codec, output: output)
    }

    /// Ends the recording: waits for ffmpeg (and makes the GIF), then moves it into place.
    /// - Throws: when nothing was recorded or the encoder failed; nothing is left behind.
    public func finish() throws {
        if count == 0 {
            if madeFolder { _ = PathBytes.withCPath(target) { rmdir($0) } }
            throw RecordingError("nothing recorded to \(path): no frame was in the recorded range")
        }
        guard format != .pngFolder, let encoder else { return }
        do {
            try encoder.finish()
            self.encoder = nil
            if format == .gif {
                // 50 frames a second: GIF delays are whole 1/100 s, and browsers stretch a
                // 1/100 s delay to 1/10 s, so 60 fps would play slowly; 2/100 s is honoured.
                let frames = ["-f", "matroska", "-i", FFmpegEncoder.url(intermediate)]
                try FFmpegEncoder.run(ffmpeg!, frames + ["-vf", "fps=50,palettegen=stats_mode=diff",
                                                         "-c:v", "rawvideo", "-f", "nut", FFmpegEncoder.url(palette)])
                try FFmpegEncoder.run(ffmpeg!, frames + ["-f", "nut", "-i", FFmpegEncoder.url(palette), "-lavfi",
                                                         "[0:v]fps=50[v];[v][1:v]paletteuse=dither=sierra2_4a:diff_mode=rectangle",
                                                         "-f", "gif", FFmpegEncoder.url(temporary)])
                remove([intermediate, palette])
            }
            try place()
        } catch let e as RecordingError where e.description.hasPrefix("cannot write recording") {
            abort()
            throw e
        } catch {
            abort()
            throw RecordingError("cannot record to \(path): \(error)")
        }
    }

    /// The finished temporary into place: renamed over the target, or copied into a FIFO or device.
    private func place() throws {
        if special {
            defer { remove([temporary]) }
            do { try SafeWrite.copy(temporary, intoSpecial: target) } catch { throw RecordingError("cannot write recording to \(path): \(error)") }
            return
        }
        // On the disk before the name points at it (as every other output).
        let fd = PathBytes.withCPath(temporary) { open($0, O_RDONLY | O_CLOEXEC) }
        if fd >= 0 { _ = fsync(fd); close(fd) }
        if PathBytes.withCPath(temporary, { t in PathBytes.withCPath(target) { rename(t, $0) } }) != 0 {
            throw RecordingError("cannot write recording to \(path): \(OutputPath.errorText(errno))")
        }
        Leftovers.shared.remove(file: temporary)
    }

    /// Stops and removes everything written so far (the run is failing).
    public func abort() {
        encoder?.kill()
        encoder = nil
        if format != .pngFolder { remove(temporaries) }
    }

    private func remove(_ files: [String]) {
        for p in files {
            _ = PathBytes.withCPath(p) { unlink($0) }
            Leftovers.shared.remove(file: p)
        }
    }
}

/// A PNG recording's folder: `frame-000001.png`, `frame-000002.png`, …
enum FrameFolder {
    /// The name of frame `n` (from 1).
    static func name(_ n: Int) -> String { String(format: "frame-%06d.png", n) }

    /// The frame files already in `folder`, sorted (what a new recording would mix with).
    static func frames(in folder: String) -> [String] {
        guard let d = PathBytes.withCPath(folder, { opendir($0) }) else { return [] }
        defer { closedir(d) }
        var names: [String] = []
        while let e = readdir(d) {
            let name = withUnsafeBytes(of: e.pointee.d_name) { raw in
                PathBytes.string(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            if name.hasPrefix("frame-") && name.hasSuffix(".png") { names.append(name) }
        }
        return names.sorted()
    }
}

/// The pointer in recordings (windows have no cursor of their own): a light dot with a white
/// rim while hovering, a larger dark one while pressed, sized in points so it reads at any
/// `--record-scale`.
enum PointerOverlay {
    static func draw(at p: Point, pressed: Bool, pointSize: Double, into image: inout RGBAImage) {
        let r = (pressed ? 20.0 : 16.0) * pointSize
        let fill: (Double, Double, Double, Double) = pressed ? (0, 0, 0, 0.45) : (0, 0, 0, 0.15)
        let rim = max(1, 3 * pointSize)
        let x0 = max(0, Int(p.x - r - 2)), x1 = min(image.width - 1, Int(p.x + r + 2))
        let y0 = max(0, Int(p.y - r - 2)), y1 = min(image.height - 1, Int(p.y + r + 2))
        guard x0 <= x1, y0 <= y1 else { return }
        for y in y0...y1 {
            for x in x0...x1 {
                let d = ((Double(x) + 0.5 - p.x) * (Double(x) + 0.5 - p.x) + (Double(y) + 0.5 - p.y) * (Double(y) + 0.5 - p.y)).squareRoot()
                // Anti-aliased: coverage falls off over one pixel at each edge.
                let outer = min(1, max(0, r + 0.5 - d))
                guard outer > 0 else { continue }
                let inner = min(1, max(0, r - rim + 0.5 - d))
                let i = (y * image.width + x) * 4
                for c in 0..<3 {
                    let dst = Double(image.rgba[i + c]) / 255
                    let withFill = dst * (1 - fill.3 * inner) + [fill.0, fill.1, fill.2][c] * fill.3 * inner
                    let ring = (outer - inner) * 0.9
                    let v = withFill * (1 - ring) + 1 * ring
                    image.rgba[i + c] = UInt8(max(0, min(255, (v * 255).rounded())))
                }
            }
        }
    }
}
