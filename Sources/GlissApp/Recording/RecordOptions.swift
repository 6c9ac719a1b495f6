import ArgumentParser
import Foundation

/// `--record FILE` and its companions: every Gliss app can record its run.
public struct RecordOptions: ParsableArguments {
    /// `--record FILE`: where to record (the format comes from the name). `.unconditional`:
    /// any name is a name (`--record -x.mp4`); a mistaken option there has no known extension.
    @Option(parsing: .unconditional, help: ArgumentHelp("Record every presented frame of the main window: FILE.mp4 or FILE.webm (ffmpeg), FILE.gif (ffmpeg, generated palette), or DIR/ for numbered PNGs.", valueName: "FILE"))
    public var record: String?

    /// `--record-scale S`: frames are scaled by S (0.05…4).
    @Option(parsing: .unconditional, help: ArgumentHelp("Scale the recorded frames (S: 0.05…4, e.g. 0.5 for README-sized GIFs).", valueName: "S"))
    public var recordScale: Double = 1

    /// `--record-from N`: the first frame recorded (1-based).
    @Option(parsing: .unconditional, help: ArgumentHelp("Record from frame N on (1-based).", valueName: "N"))
    public var recordFrom: Int?

    /// `--record-to N`: the last frame recorded.
    @Option(parsing: .unconditional, help: ArgumentHelp("Record up to frame N.", valueName: "N"))
    public var recordTo: Int?

    /// `--record-no-pointer`: leave the pointer dot out.
    @Flag(help: "Leave the pointer out of the recording (by default a dot, darker while pressed).")
    public var recordNoPointer = false

    /// The options with nothing given (parse them with `parse(_:)` to read them).
    public init() {}

    /// Checks the ranges and the format before anything runs.

    public mutating func validate() throws {
        guard recordScale.isFinite, (0.05...4).contains(recordScale) else {
            throw ValidationError("option --record-scale needs a number from 0.05 to 4, got '\(recordScale)'")
        }
        try OptionRange("--record-from", OptionRange.frames.range).check(recordFrom)
        try OptionRange("--record-to", OptionRange.frames.range).check(recordTo)
        if let f = recordFrom, let t = recordTo, t < f {
            throw ValidationError("option --record-to (\(t)) comes before --record-from (\(f))")
        }
        if record == nil && (recordFrom != nil || recordTo != nil || recordScale != 1 || recordNoPointer) {
            throw ValidationError("--record-scale, --record-from, --record-to and --record-no-pointer go with --record FILE")
        }
        if let record { _ = try RecordingFormat(path: record) }
    }
}

/// What `--record FILE` writes, from the name.
public enum RecordingFormat: Equatable, Sendable {
    /// H.264 in MP4 (ffmpeg).
    case mp4
    /// VP9 in WebM (ffmpeg).
    case webm
    /// An animated GIF with a generated palette (ffmpeg), 50 frames a second.
    case gif
    /// A folder of `frame-000001.png`, …
    case pngFolder

    /// The format `path` names.
    /// - Throws: a `ValidationError` for an extension Gliss cannot record to.
    public init(path: String) throws {
        if path.hasSuffix("/") { self = .pngFolder; return }
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "mp4": self = .mp4
        case "webm": self = .webm
        case "gif": self = .gif
        case let ext:
            throw ValidationError("cannot record to '\(path)': unknown extension '\(ext)' (use .mp4, .webm, .gif, or a folder ending in / for PNG frames)")
        }
    }

    /// True when ffmpeg encodes it.
    public var needsFFmpeg: Bool { self != .pngFolder }
}
