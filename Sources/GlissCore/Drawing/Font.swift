/// A font request: the backend maps face and weight to a bundled font file.
public struct Font: Hashable, Sendable {
    public enum Weight: Int, Sendable, Hashable, Comparable {
        case regular = 400, medium = 500, semibold = 600, bold = 700, heavy = 800, black = 900
        public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }
    }
    public enum Design: Sendable, Hashable { case `default`, rounded, icon }

    public var size: Double
    public var weight: Weight
    public var design: Design
    public init(size: Double, weight: Weight = .regular, design: Design = .default) {
        self.size = size; self.weight = weight; self.design = design
    }
    public func weight(_ w: Weight) -> Font { Font(size: size, weight: w, design: design) }

    // iOS text styles at the default content size.
    public static let largeTitle = Font(size: 34)
    public static let title = Font(size: 28)
    public static let title2 = Font(size: 22)
    public static let title3 = Font(size: 20)
    public static let headline = Font(size: 17, weight: .semibold)
    public static let body = Font(size: 17)
    public static let callout = Font(size: 16)
    public static let subheadline = Font(size: 15)
    public static let footnote = Font(size: 13)
    public static let caption = Font(size: 12)
    /// A glyph from the bundled icon font (see `Icon`).
    public static func icon(size: Double) -> Font { Font(size: size, design: .icon) }
}

/// Measures text; the backend injects a real one (SDL_ttf), tests use `MonospaceTextMeasurer`.
public protocol TextMeasurer: AnyObject {
    /// The size of one line of `text` in `font`, in points.
    func measure(_ text: String, font: Font) -> Size
    /// Line height (ascent + descent + gap) of `font`, in points.
    func lineHeight(_ font: Font) -> Double
}

extension TextMeasurer {
    /// Greedy word wrap of `text` into lines no wider than `width` (explicit newlines kept).
    public func wrap(_ text: String, font: Font, width: Double) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                let candidate = current.isEmpty ? String(word) : current + " " + word
                if current.isEmpty || measure(candidate, font: font).width <= width {
                    current = candidate
                } else {
                    lines.append(current)
                    current = String(word)
                }
            }
            lines.append(current)
        }
        return lines
    }
}

/// A deterministic measurer for tests and headless layout: every character is
/// `0.6 × size` wide, lines are `1.2 × size` high.
public final class MonospaceTextMeasurer: TextMeasurer {
    public init() {}
    public func measure(_ text: String, font: Font) -> Size {
        Size(Double(text.count) * font.size * 0.6, lineHeight(font))
    }
    public func lineHeight(_ font: Font) -> Double { (font.size * 1.2).rounded() }
}
