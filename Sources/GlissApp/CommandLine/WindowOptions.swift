import ArgumentParser
import GlissCore

/// The window and backend options every windowed run takes — an app's (``StandardOptions``)
/// and a benchmark's (`BenchmarkOptions`, GlissBench) — declared once.
public struct WindowOptions: ParsableArguments {
    /// `--size WxH`: the window size in points (nil: the app's `defaultSize`).
    @Option(help: ArgumentHelp("Window size in points (default: the app's size, 1280x800 unless it says).", valueName: "WxH"))
    public var size: String?

    /// `--renderer NAME`: the SDL render driver.
    @Option(help: ArgumentHelp("SDL render driver (software, opengl, opengles2).", valueName: "NAME"))
    public var renderer: String?

    /// `--texture-cache N`: entries per texture cache.
    @Option(parsing: .unconditional, help: ArgumentHelp("Texture cache bound per cache (N: 16…65536).", valueName: "N"))
    public var textureCache: Int = 512

    /// `--resources DIR`: the resource folder (see ``ResourceLocator``).
    @Option(help: ArgumentHelp("Resource folder (default: $GLISS_RESOURCES or the app's folder found near the executable).", valueName: "DIR"))
    public var resources: String?

    /// The options with nothing given (parse them with `parse(_:)` to read them).
    public init() {}

    /// Checks `--size` and `--texture-cache` before anything runs.
    public mutating func validate() throws {
        if let size { _ = try Self.parseSize(size) }
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
