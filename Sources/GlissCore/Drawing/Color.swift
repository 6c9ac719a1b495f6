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
    /// iOS systemRed; its dark variant (#FF453A) in the dark colour scheme, as SwiftUI's.
    public static var red: Color { system(0xFF3B30, dark: 0xFF453A) }
    /// iOS systemGreen; its dark variant (#30D158) in the dark colour scheme, as SwiftUI's.
    public static var green: Color { system(0x34C759, dark: 0x30D158) }
    /// iOS systemBlue (buttons' default colour); its dark variant (#0A84FF) in the dark colour
    /// scheme, as SwiftUI's.
    public static var blue: Color { system(0x007AFF, dark: 0x0A84FF) }
    /// SwiftUI's default accent colour (system blue; a lighter blue in the dark colour
    /// scheme): focus rings, selection, switches that are on.
    public static var accentColor: Color { .blue }
    /// iOS systemOrange; its dark variant (#FF9F0A) in the dark colour scheme, as SwiftUI's.
    public static var orange: Color { system(0xFF9500, dark: 0xFF9F0A) }
    /// iOS systemGray.
    public static let gray = Color(hex: 0x8E8E93)
    /// iOS systemGray6; its dark variant (#1C1C1E) in the dark colour scheme, as SwiftUI's.
    public static var systemGray6: Color { system(0xF2F2F7, dark: 0x1C1C1E) }
    /// iOS systemGray5; its dark variant (#2C2C2E) in the dark colour scheme, as SwiftUI's.
    public static var systemGray5: Color { system(0xE5E5EA, dark: 0x2C2C2E) }
    /// iOS secondaryLabel: grey text (lighter grey in the dark colour scheme).
    public static var secondaryLabel: Color { secondary }

    /// iOS systemYellow; its dark variant (#FFD60A) in the dark colour scheme, as SwiftUI's.
    public static var yellow: Color { system(0xFFCC00, dark: 0xFFD60A) }
    /// iOS systemPurple; its dark variant (#BF5AF2) in the dark colour scheme, as SwiftUI's.
    public static var purple: Color { system(0xAF52DE, dark: 0xBF5AF2) }
    /// iOS systemPink; its dark variant (#FF375F) in the dark colour scheme, as SwiftUI's.
    public static var pink: Color { system(0xFF2D55, dark: 0xFF375F) }
    /// iOS systemTeal; its dark variant (#40C8E0) in the dark colour scheme, as SwiftUI's.
    public static var teal: Color { system(0x30B0C7, dark: 0x40C8E0) }
    /// iOS systemIndigo; its dark variant (#5E5CE6) in the dark colour scheme, as SwiftUI's.
    public static var indigo: Color { system(0x5856D6, dark: 0x5E5CE6) }
    /// iOS systemMint; its dark variant (#63E6E2) in the dark colour scheme, as SwiftUI's.
    public static var mint: Color { system(0x00C7BE, dark: 0x63E6E2) }
    /// iOS systemCyan; its dark variant (#64D2FF) in the dark colour scheme, as SwiftUI's.
    public static var cyan: Color { system(0x32ADE6, dark: 0x64D2FF) }
    /// iOS systemBrown; its dark variant (#AC8E68) in the dark colour scheme, as SwiftUI's.
    public static var brown: Color { system(0xA2845E, dark: 0xAC8E68) }

    /// A system colour: `light`, or `dark` while the views being built are in the dark colour
    /// scheme. (Read when it is used: a colour kept from outside `body` keeps the scheme it was
    /// read in.)
    private static func system(_ light: UInt32, dark: UInt32) -> Color { Color(hex: isDark ? dark : light) }

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
    public static var isDark: Bool { EnvironmentValues.currentIsDark }
}
