import Foundation

extension Color {
    /// A colour from its hue, saturation and brightness, each 0…1 — SwiftUI's
    /// `Color(hue:saturation:brightness:opacity:)`. A hue of 0 and of 1 are both red.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6, s = max(0, min(1, saturation)), v = max(0, min(1, brightness))
        let sector = Int(h) % 6, f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// Its hue, saturation and brightness, each 0…1 (a grey's hue is 0).
    public var hsb: (hue: Double, saturation: Double, brightness: Double) {
        let mx = max(r, g, b), mn = min(r, g, b), d = mx - mn
        guard d > 0 else { return (0, 0, mx) }
        var h: Double
        if mx == r { h = (g - b) / d } else if mx == g { h = 2 + (b - r) / d } else { h = 4 + (r - g) / d }
        h /= 6
        if h < 0 { h += 1 }
        return (h, mx > 0 ? d / mx : 0, mx)
    }

    /// "#RRGGBB" (with "AA" after when not opaque), as a hex field shows it.
    public var hexString: String {
        func byte(_ x: Double) -> String {
            let v = Int((max(0, min(1, x)) * 255).rounded())
            return String(v, radix: 16, uppercase: true).leftPadded(to: 2)
        }
        return "#" + byte(r) + byte(g) + byte(b) + (a < 1 ? byte(a) : "")
    }

    /// The colour a hex string names ("#FF8000", "ff8000", "#FF800080"); nil for anything else.
    public init?(hexString: String) {
        var s = Substring(hexString.trimmingCharacters(in: .whitespaces))
        if s.hasPrefix("#") { s = s.dropFirst() }
        guard s.count == 6 || s.count == 8, let v = UInt32(s, radix: 16) else { return nil }
        if s.count == 6 { self.init(hex: v) } else { self.init(hex: v >> 8, alpha: Double(v & 0xFF) / 255) }
    }
}

private extension String {
    func leftPadded(to n: Int) -> String { count >= n ? self : String(repeating: "0", count: n - count) + self }
}
