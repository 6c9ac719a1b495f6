import ArgumentParser
import GlissCore

/// The options every Gliss app accepts (parsed with swift-argument-parser).
///
/// Numbers are checked here, before anything runs: a value outside its documented range
/// (``OptionRange``) is one line naming the option and the range, and exit status 2.
public struct StandardOptions: ParsableArguments {
    /// `--size WxH`: the window size in points (nil: the app's `defaultSize`).
    @Option(help: ArgumentHelp("Window size in points (default: the app's size, 1280x800 unless it says).", valueName: "WxH"))
    public var size: String?

    /// `--fixed-step`: every frame advances exactly 1/60 s.
    @Flag(help: "Every frame advances exactly 1/60 s, so runs and their screenshots repeat exactly.")
    public var fixedStep = false

    // `.unconditional`: "--frames -3" is a bad number, not a missing value.
    /// `--frames N`: quit after N frames.
    @Option(parsing: .unconditional, help: ArgumentHelp("Quit after N frames (N: 1…1000000000).", valueName: "N"))
    public var frames: Int?

    /// `--script FILE`: a script of input to play (see `Script`).
    @Option(help: ArgumentHelp("Play a script of input commands.", valueName: "FILE"))
    public var script: String?

    /// `--screenshot FILE`: a PNG of the last frame, written at exit.
    @Option(help: ArgumentHelp("Write a PNG of the last frame at exit.", valueName: "FILE"))
    public var screenshot: String?

    /// `--inspect FILE`: the inspector JSON, written at exit.
    @Option(help: ArgumentHelp("Write JSON of the last frame's nodes and the app's state at exit.", valueName: "FILE"))
    public var inspect: String?

    /// `--trace FILE`: one JSON line of state per frame.
    @Option(help: ArgumentHelp("Write one JSON line per frame with the app's state.", valueName: "FILE"))
    public var trace: String?

    /// `--hud`: the frame-time overlay and interval statistics.
    @Flag(help: "Show frame time and fps; print interval statistics at exit.")
    public var hud = false

    /// `--check-invariants`: check `App.invariantViolation()` after every frame.
    @Flag(help: "Check the app's model invariants after every frame (exit 3 when one breaks).")
    public var checkInvariants = false

    /// `--renderer NAME`: the SDL render driver.
    @Option(help: ArgumentHelp("SDL render driver (software, opengl, opengles2).", valueName: "NAME"))
    public var renderer: String?

    /// `--texture-cache N`: entries per texture cache.
    @Option(parsing: .unconditional, help: ArgumentHelp("Texture cache bound per cache (N: 16…65536).", valueName: "N"))
    public var textureCache: Int = 512

    /// `--resources DIR`: the resource folder (see ``ResourceLocator``).
    @Option(help: ArgumentHelp("Resource folder (default: $GLISS_RESOURCES or the app's folder found near the executable).", valueName: "DIR"))
    public var resources: String?

    /// `--startup-report`: print the time to the first presented frame.
    @Flag(help: "Print the time from process start to the first presented frame.")
    public var startupReport = false

    /// `--record FILE` and its companions.
    @OptionGroup public var recording: RecordOptions

    public init() {}

    public mutating func validate() throws {
        if let size { _ = try Self.parseSize(size) }
        try OptionRange.frames.check(frames)
        try OptionRange.textureCache.check(textureCache)
    }

    /// The window size: `--size`, else `fallback`.
    public func windowSize(default fallback: Size) -> Size {
        size.flatMap { try? Self.parseSize($0) } ?? fallback
    }

    /// `WxH` with whole numbers 1…16384.
    public static func parseSize(_ s: String) throws -> Size {
        let parts = s.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
              (1...16384).contains(w), (1...16384).contains(h) else {
            throw ValidationError("bad --size '\(s)': expected WxH with whole numbers from 1 to 16384, e.g. 1280x800")
        }
        return Size(Double(w), Double(h))
    }
}
