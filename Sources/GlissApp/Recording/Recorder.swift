import Foundation
import GlissCore
import GlissSDL

/// Records the presented frames of a run (`--record FILE`): to ffmpeg for `.mp4`, `.webm` and
/// `.gif`, or as numbered PNGs into a folder. The file is whole or absent: video is written to
/// a temporary sibling and renamed when ffmpeg has finished; a failure removes it.
///
/// With `--fixed-step` every frame lasts exactly 1/60 s, so a recording repeats bit for bit
/// (PNG frames are byte-identical across runs); in real time ffmpeg stamps each frame with
/// the wall clock, so the video plays at the rate the frames were presented.
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

    /// Checks everything before the run: the format, ffmpeg when it is needed, the output's folder.
    /// - Throws: a ``RecordingError`` whose message names what is missing and how to get it.
    public init(options: RecordOptions, fixedStep: Bool) throws {
        guard let path = options.record else { throw RecordingError("no --record path") }
        self.path = path
        self.options = options
        self.fixedStep = fixedStep
        format = try RecordingFormat(path: path)
        if format.needsFFmpeg {
            guard let f = FFmpegEncoder.executable() else {
                throw RecordingError("cannot record to \(path): ffmpeg is not installed (Debian/Ubuntu: sudo apt-get install ffmpeg), or record PNG frames into a folder: --record \(URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent)-frames/")
            }
            ffmpeg = f
            if let problem = OutputFile.checkWritable(path, what: "recording") { throw RecordingError(problem) }
        } else {
            ffmpeg = nil
            var isDir: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDir) {
                if !isDir.boolValue { throw RecordingError("cannot record PNG frames into \(path): it is not a folder") }
            } else {
                do { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false) } catch {
                    throw RecordingError("cannot record PNG frames into \(path): cannot create the folder (\(error.localizedDescription))")
                }
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
            let name = (path.hasSuffix("/") ? path : path + "/") + String(format: "frame-%06d.png", count)
            do { try frame.writePNG(to: name) } catch { throw RecordingError("cannot write \(name): \(error)") }
        case .mp4, .webm, .gif:
            if encoder == nil { encoder = try startEncoder(width: w, height: h) }
            try encoder!.write(frame)
        }
    }

    /// Temporary names beside the output: never a half-written file at `path`.
    private var temporary: String { path + ".tmp-\(pid)" }
    private var intermediate: String { path + ".frames-\(pid).mkv" }
    private var palette: String { path + ".palette-\(pid).png" }

    private func startEncoder(width: Int, height: Int) throws -> FFmpegEncoder {
        let codec: [String]
        let output: String
        switch format {
        case .mp4:
            codec = ["-c:v", "libx264", "-preset", "veryfast", "-crf", "18", "-pix_fmt", "yuv420p", "-f", "mp4"]
            output = temporary
        case .webm:
            codec = ["-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "32", "-deadline", "realtime", "-cpu-used", "8", "-f", "webm"]
            output = temporary
        default:
            // A GIF's palette needs every frame: they go to a lossless file first, and the two
            // palette passes read it at the end, so nothing is held in memory meanwhile.
            codec = ["-c:v", "ffv1", "-f", "matroska"]
            output = intermediate
        }
        let (vw, vh) = videoSize ?? (width, height)
        let filters = (vw, vh) == (width, height) ? [] : ["scale=\(vw):\(vh):flags=area"]
        return try FFmpegEncoder(ffmpeg: ffmpeg!, width: width, height: height, fixedRate: fixedStep,
                                 filters: filters, codec: codec, output: output)
    }

    /// Ends the recording: waits for ffmpeg (and makes the GIF), then renames into place.
    /// - Throws: when the encoder failed; the partial file is removed.
    public func finish() throws {
        guard format != .pngFolder else { return }
        guard let encoder else {
            throw RecordingError("nothing recorded to \(path): no frame was in the recorded range")
        }
        do {
            try encoder.finish()
            if format == .gif {
                // 50 frames a second: GIF delays are whole 1/100 s, and browsers stretch a
                // 1/100 s delay to 1/10 s, so 60 fps would play slowly; 2/100 s is honoured.
                try FFmpegEncoder.run(ffmpeg!, ["-i", intermediate, "-vf", "fps=50,palettegen=stats_mode=diff", palette])
                try FFmpegEncoder.run(ffmpeg!, ["-i", intermediate, "-i", palette, "-lavfi",
                                                "[0:v]fps=50[v];[v][1:v]paletteuse=dither=sierra2_4a:diff_mode=rectangle",
                                                "-f", "gif", temporary])
                unlink(intermediate); unlink(palette)
            }
            if rename(temporary, path) != 0 { throw RecordingError("cannot write \(path): \(String(cString: strerror(errno)))") }
        } catch {
            abort()
            throw error
        }
    }

    /// Stops and removes everything written so far (the run is failing).
    public func abort() {
        encoder?.kill()
        encoder = nil
        for p in [temporary, intermediate, palette] { unlink(p) }
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
