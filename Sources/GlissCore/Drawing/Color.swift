/// An sRGB colour with straight (non-premultiplied) alpha, components 0…1.
public struct Color: Hashable, Sendable {
    /// Red, 0…1.
    public var r: Double
    /// Green, 0…1.
    public var g: Double
    /// Blue, 0…1.
    public var b: Double
    /// Alpha (opacity), 0…1.
    public var a: Double
    /// A colour from its components, each 0…1.
    public init(r: Double, g: Double, b: Double, a: Double = 1) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }
    /// `Color(hex: 0xF85E36)`: 24-bit RGB.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(r: Double((hex >> 16) & 0xFF) / 255, g: Double((hex >> 8) & 0xFF) / 255,
                  b: Double(hex & 0xFF) / 255, a: alpha)
    }
    /// A grey: `white` 0 is black, 1 is white.
    public init(white: Double, alpha: Double = 1) { self.init(r: white, g: white, b: white, a: alpha) }
    /// The same colour with its alpha multiplied by `o` (SwiftUI `.opacity(_:)`).
    public func opacity(_ o: Double) -> Color { Color(r: r, g: g, b: b, a: a * o) }

    /// Fully transparent.
    public static let clear = Color(r: 0, g: 0, b: 0, a: 0)
    /// Black.
    public static let black = Color(white: 0)
    /// White.
    public static let white = Color(white: 1)
    /// iOS systemRed.
    public static let red = Color(hex: 0xFF3B30)
    /// iOS systemGreen.
    public static let green = Color(hex: 0x34C759)
    /// iOS systemBlue (buttons' default colour).
    public static let blue = Color(hex: 0x007AFF)
    /// SwiftUI's default accent colour (system blue): focus rings, selection.
    public static let accentColor = Color.blue
    /// iOS systemOrange.
    public static let orange = Color(hex: 0xFF9500)
    /// iOS systemGray.
    public static let gray = Color(hex: 0x8E8E93)
    /// iOS systemGray6.
    public static let systemGray6 = Color(hex: 0xF2F2F7)
    /// iOS systemGray5.
    public static let systemGray5 = Color(hex: 0xE5E5EA)
    /// iOS secondaryLabel: grey text.
    public static let secondaryLabel = Color(r: 60 / 255, g: 60 / 255, b: 67 / 255, a: 0.6)
}
