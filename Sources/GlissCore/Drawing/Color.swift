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
    /// A colour from its sRGB components, each 0…1 — SwiftUI's `Color(red:green:blue:opacity:)`.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        r = red; g = green; b = blue; a = opacity
    }
    /// A grey — SwiftUI's `Color(white:opacity:)`: `white` 0 is black, 1 is white.
    public init(white: Double, opacity: Double = 1) { self.init(red: white, green: white, blue: white, opacity: opacity) }
    /// `Color(hex: 0xF85E36)`: 24-bit RGB (no SwiftUI spelling; the form design tools give).
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255, opacity: alpha)
    }
    /// A colour from its components, each 0…1: Gliss's first spelling of
    /// ``init(red:green:blue:opacity:)``.
    @available(*, deprecated, renamed: "init(red:green:blue:opacity:)", message: "SwiftUI's spelling: Color(red:green:blue:opacity:)")
    public init(r: Double, g: Double, b: Double, a: Double = 1) {
        self.init(red: r, green: g, blue: b, opacity: a)
    }
    /// A grey: Gliss's first spelling of ``init(white:opacity:)``.
    @available(*, deprecated, renamed: "init(white:opacity:)", message: "SwiftUI's spelling: Color(white:opacity:)")
    public init(white: Double, alpha: Double) { self.init(white: white, opacity: alpha) }
    /// The same colour with its alpha multiplied by `o` (SwiftUI `.opacity(_:)`).
    public func opacity(_ o: Double) -> Color { Color(red: r, green: g, blue: b, opacity: a * o) }

    /// Fully transparent.
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
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
    /// SwiftUI's default accent colour (system blue; a lighter blue in the dark colour
    /// scheme): focus rings, selection, switches that are on.
    public static var accentColor: Color { isDark ? Color(hex: 0x0A84FF) : .blue }
    /// iOS systemOrange.
    public static let orange = Color(hex: 0xFF9500)
    /// iOS systemGray.
    public static let gray = Color(hex: 0x8E8E93)
    /// iOS systemGray6.
    public static let systemGray6 = Color(hex: 0xF2F2F7)
    /// iOS systemGray5.
    public static let systemGray5 = Color(hex: 0xE5E5EA)
    /// iOS secondaryLabel: grey text (lighter grey in the dark colour scheme).
    public static var secondaryLabel: Color { secondary }

    /// iOS systemYellow.
    public static let yellow = Color(hex: 0xFFCC00)
    /// iOS systemPurple.
    public static let purple = Color(hex: 0xAF52DE)
    /// iOS systemPink.
    public static let pink = Color(hex: 0xFF2D55)
    /// iOS systemTeal.
    public static let teal = Color(hex: 0x30B0C7)
    /// iOS systemIndigo.
    public static let indigo = Color(hex: 0x5856D6)
    /// iOS systemMint.
    public static let mint = Color(hex: 0x00C7BE)
    /// iOS systemCyan.
    public static let cyan = Color(hex: 0x32ADE6)
    /// iOS systemBrown.
    public static let brown = Color(hex: 0xA2845E)

    // MARK: Semantic colours (follow the colour scheme of the views being built)

    /// The colour for primary content — SwiftUI's `Color.primary`: black in the light colour
    /// scheme, white in the dark one. Text's default colour.
    public static var primary: Color { isDark ? .white : .black }
    /// The colour for secondary content — SwiftUI's `Color.secondary`: translucent grey
    /// (iOS secondaryLabel) in either scheme.
    public static var secondary: Color {
        isDark ? Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, opacity: 0.6) : Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6)
    }
    /// The window's background — SwiftUI's `Color(.windowBackgroundColor)` / `.background`:
    /// white, or near-black in the dark colour scheme. The window is cleared to it.
    public static var background: Color { isDark ? darkBackground : .white }
    /// A grouped content's background (cards, form groups): white on light, dark grey on dark.
    public static var secondaryBackground: Color { isDark ? Color(hex: 0x2C2C2E) : .white }
    /// A page's background behind cards: light grey, or black in the dark colour scheme.
    public static var groupedBackground: Color { isDark ? .black : Color(white: 0.95) }

    /// The dark colour scheme's window background (macOS's dark window colour).
    static let darkBackground = Color(hex: 0x1E1E1E)
    /// True while the views being built are in the dark colour scheme.
    @_spi(GlissControls)
    public static var isDark: Bool { EnvironmentValues.current.colorScheme == .dark }
}
