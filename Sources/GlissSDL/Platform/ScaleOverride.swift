#if canImport(Glibc)
import Glibc
#endif

/// `GLISS_SDL_SCALE=S`: window units per point, to try HiDPI drawing on an ordinary display
/// (`2`: every point is 2×2 pixels). Read like an option: a number from 0.5 to 4, or unset.
/// An app checks it before its window opens (``check()``: one line naming the variable, exit
/// 2); the backend itself falls back to 1 on a value outside the range, so no value can make
/// it allocate a window of terapixels (`1e9`) or of no pixels at all (`5e-324`).
public enum ScaleOverride {
    /// The environment variable.
    public static let variable = "GLISS_SDL_SCALE"
    /// The values it accepts.
    public static let range: ClosedRange<Double> = 0.5...4

    /// The scale the environment asks for: nil when the variable is unset or empty.
    /// - Throws: a ``ScaleOverrideError`` naming the variable and its range when the value is not a finite
    ///   number in ``range`` (`nan`, `1e9`, `abc`).
    public static func check() throws -> Double? {
        guard let raw = getenv(variable), raw.pointee != 0 else { return nil }
        let text = String(decoding: UnsafeBufferPointer(start: UnsafeRawPointer(raw).assumingMemoryBound(to: UInt8.self),
                                                        count: strlen(raw)), as: UTF8.self)
        guard let v = Double(text), v.isFinite, range.contains(v) else {
            throw ScaleOverrideError(description: "\(variable) needs a number from \(range.lowerBound.formatted) to \(range.upperBound.formatted) (window units per point), got '\(text)'")
        }
        return v
    }

    /// The scale in force: the variable's value, or 1 when it is unset or not accepted.
    static var current: Double { ((try? check()) ?? nil) ?? 1 }
}

/// A `GLISS_SDL_SCALE` value outside its range; the message names the variable.
public struct ScaleOverrideError: Error, CustomStringConvertible {
    /// `GLISS_SDL_SCALE needs a number from 0.5 to 4 …, got '…'`.
    public let description: String
}

private extension Double {
    /// `0.5`, `4` (no trailing `.0`).
    var formatted: String { self == rounded() ? String(Int(self)) : String(self) }
}
