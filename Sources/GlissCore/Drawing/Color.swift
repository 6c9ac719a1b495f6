/// An sRGB colour with straight (non-premultiplied) alpha, components 0…1.
public struct Color: Hashable, Sendable {
    public var r: Double, g: Double, b: Double, a: Double
    public init(r: Double, g: Double, b: Double, a: Double = 1) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }
    /// `Color(hex: 0xF85E36)`: 24-bit RGB.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(r: Double((hex >> 16) & 0xFF) / 255, g: Double((hex >> 8) & 0xFF) / 255,
                  b: Double(hex & 0xFF) / 255, a: alpha)
    }
    public init(white: Double, alpha: Double = 1) { self.init(r: white, g: white, b: white, a: alpha) }
    public func opacity(_ o: Double) -> Color { Color(r: r, g: g, b: b, a: a * o) }

    public static let clear = Color(r: 0, g: 0, b: 0, a: 0)
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let red = Color(hex: 0xFF3B30)
    public static let green = Color(hex: 0x34C759)
    public static let blue = Color(hex: 0x007AFF)
    public static let orange = Color(hex: 0xFF9500)
    public static let gray = Color(hex: 0x8E8E93)
    /// iOS systemGray6.
    public static let systemGray6 = Color(hex: 0xF2F2F7)
    public static let systemGray5 = Color(hex: 0xE5E5EA)
    public static let secondaryLabel = Color(r: 60 / 255, g: 60 / 255, b: 67 / 255, a: 0.6)
}
