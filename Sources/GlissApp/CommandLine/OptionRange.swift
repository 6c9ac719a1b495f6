import ArgumentParser

/// The documented range of a numeric option (docs/Running.md): a value outside it is one
/// line naming the option and the range, exit 2, before anything runs. Every number the
/// runtime computes from an option then stays far from overflow (`Int` arithmetic traps).
public struct OptionRange: Sendable {
    /// The option as typed, e.g. `--frames`.
    public let name: String
    /// The values it accepts.
    public let range: ClosedRange<Int>

    /// The range `range` of option `name`.
    public init(_ name: String, _ range: ClosedRange<Int>) { self.name = name; self.range = range }

    /// "1…1000000000", for help texts.
    public var text: String { "\(range.lowerBound)…\(range.upperBound)" }

    /// Throws a `ValidationError` naming the option and its range when `value` is outside it.
    public func check(_ value: Int?) throws {
        guard let value, !range.contains(value) else { return }
        throw ValidationError("option \(name) needs a whole number from \(range.lowerBound) to \(range.upperBound), got '\(value)'")
    }
}

extension OptionRange {
    /// `--frames N`: a frame counter, nothing is kept per frame (about 190 days at 60 fps).
    public static let frames = OptionRange("--frames", 1...1_000_000_000)
    /// `--texture-cache N`: entries per texture cache (each entry may hold a texture).
    public static let textureCache = OptionRange("--texture-cache", 16...65_536)
}
