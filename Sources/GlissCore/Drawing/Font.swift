/// A font request: the backend maps face and weight to a bundled font file.
public struct Font: Hashable, Sendable {
    /// Stroke weight, with CSS's numeric values; compared by heaviness.
    public enum Weight: Int, Sendable, Hashable, Comparable {
        /// 100 (drawn with the regular face: no lighter one is bundled).
        case ultraLight = 100
        /// 200 (drawn with the regular face).
        case thin = 200
        /// 300 (drawn with the regular face).
        case light = 300
        /// 400.
        case regular = 400
        /// 500.
        case medium = 500
        /// 600.
        case semibold = 600
        /// 700.
        case bold = 700
        /// 800.
        case heavy = 800
        /// 900.
        case black = 900
        /// True when `a` is lighter than `b`.
        public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }
    }
    /// The typeface family — SwiftUI's `Font.Design`.
    public enum Design: Sendable, Hashable {
        /// The bundled sans serif (Inter, close to SF).
        case `default`
        /// The bundled rounded face (Comfortaa), SwiftUI's `.rounded`.
        case rounded
        /// The system's serif face (fontconfig's `serif`: DejaVu Serif on Debian), SwiftUI's `.serif`.
        case serif
        /// The system's monospaced face (fontconfig's `monospace`: DejaVu Sans Mono), SwiftUI's `.monospaced`.
        case monospaced
        /// The bundled icon font (see ``Icon``).
        case icon
    }

    /// Point size.
    public var size: Double
    /// Stroke weight.
    public var weight: Weight
    /// Typeface family.
    public var design: Design
    /// Slanted (a synthetic oblique of the face: no italic face is bundled).
    public var isItalic = false
    /// Digits all as wide as each other (OpenType `tnum`), so a changing number keeps its width.
    public var hasMonospacedDigits = false

    /// Equal in every field. Written out and `@inlinable` so that comparing fonts is inlined
    /// where it is done (layout compares each label's font with the one its size was kept
    /// for, every frame); the synthesised `==` was a call per comparison.
    @inlinable
    public static func == (a: Font, b: Font) -> Bool {
        a.size == b.size && a.weight == b.weight && a.design == b.design
            && a.isItalic == b.isItalic && a.hasMonospacedDigits == b.hasMonospacedDigits
    }
    /// A font of `size` points.
    public init(size: Double, weight: Weight = .regular, design: Design = .default) {
        self.size = size; self.weight = weight; self.design = design
    }
    /// A font of `size` points — SwiftUI's `Font.system(size:weight:design:)`.
    public static func system(size: Double, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(size: size, weight: weight, design: design)
    }
    /// A text style in `design`, at `weight` when given — SwiftUI's
    /// `Font.system(_:design:weight:)`: `.system(.title, design: .rounded)`.
    public static func system(_ style: Font, design: Design? = nil, weight: Weight? = nil) -> Font {
        var f = style
        if let design { f.design = design }
        if let weight { f.weight = weight }
        return f
    }
    /// The same font with weight `w` (SwiftUI `.weight(_:)`): `.title.weight(.heavy)`.
    public func weight(_ w: Weight) -> Font { var f = self; f.weight = w; return f }
    /// The same font in bold — SwiftUI's `Font.bold()`: `.body.bold()`.
    public func bold() -> Font { weight(.bold) }
    /// The same font slanted — SwiftUI's `Font.italic()`.
    public func italic() -> Font { var f = self; f.isItalic = true; return f }
    /// The same font with digits of one width — SwiftUI's `Font.monospacedDigit()`: a counter
    /// or a clock that does not jiggle as its digits change.
    public func monospacedDigit() -> Font { var f = self; f.hasMonospacedDigits = true; return f }
    /// The same font in the monospaced design — SwiftUI's `Font.monospaced()`.
    public func monospaced() -> Font { var f = self; f.design = .monospaced; return f }

    // iOS text styles at the default content size.
    /// 34 pt.
    public static let largeTitle = Font(size: 34)
    /// 28 pt.
    public static let title = Font(size: 28)
    /// 22 pt.
    public static let title2 = Font(size: 22)
    /// 20 pt.
    public static let title3 = Font(size: 20)
    /// 17 pt semibold.
    public static let headline = Font(size: 17, weight: .semibold)
    /// 17 pt: the default for text.
    public static let body = Font(size: 17)
    /// 16 pt.
    public static let callout = Font(size: 16)
    /// 15 pt.
    public static let subheadline = Font(size: 15)
    /// 13 pt.
    public static let footnote = Font(size: 13)
    /// 12 pt.
    public static let caption = Font(size: 12)
    /// 11 pt.
    public static let caption2 = Font(size: 11)
    /// A glyph from the bundled icon font (see `Icon`).
    public static func icon(size: Double) -> Font { Font(size: size, design: .icon) }
}

/// Measures text; the backend injects a real one (the SDL backend's text engine: HarfBuzz,
/// fallback fonts, bidi), tests use `MonospaceTextMeasurer`.
public protocol TextMeasurer: AnyObject {
    /// The size of one line of `text` in `font`, in points.
    func measure(_ text: String, font: Font) -> Size
    /// Line height (ascent + descent + gap) of `font`, in points.
    func lineHeight(_ font: Font) -> Double
    /// Changes whenever `measure` and `lineHeight` may answer differently than before for the
    /// same text and font (the SDL measurer: when the window's pixel scale changes). The UI
    /// keeps labels' sizes from frame to frame and forgets them when this changes.
    var measurementEpoch: Int { get }
    /// Lays `text` out as a paragraph in `font`: lines broken to fit `width` (nil: only at
    /// newlines), runs in visual order, caret stops per grapheme cluster. The default builds a
    /// simple layout from `measure` (each grapheme measured alone, breaks at spaces).
    func layout(_ text: String, font: Font, width: Double?) -> TextLayout
    /// The layout to draw and size `text` by: `layout(_:font:width:)`'s, or, while a long text
    /// is still being prepared over frames, the layout of the part prepared so far (its
    /// ``TextLayout/text`` is then a prefix of `text`). Editing asks `layout` instead, which
    /// finishes the work. The default is `layout`'s.
    func displayLayout(_ text: String, font: Font, width: Double?) -> TextLayout
    /// True while a long text is being prepared over frames (see `displayLayout`): the UI asks
    /// for frames until it is done. The default is false.
    var isPreparingText: Bool { get }
    /// Called as each frame begins: a measurer that prepares long texts over frames gives each
    /// frame its share of that work from here. The default does nothing.
    func beginFrame()
}

extension TextMeasurer {
    /// 0: the answers never change.
    public var measurementEpoch: Int { 0 }
    /// `layout(_:font:width:)`: this measurer prepares every text at once.
    public func displayLayout(_ text: String, font: Font, width: Double?) -> TextLayout { layout(text, font: font, width: width) }
    /// False: this measurer prepares every text at once.
    public var isPreparingText: Bool { false }
    /// Nothing: this measurer has no work spread over frames.
    public func beginFrame() {}

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
    /// A monospace measurer.
    public init() {}
    /// `count × 0.6 × size` wide, one line high.
    public func measure(_ text: String, font: Font) -> Size {
        Size(Double(text.count) * font.size * 0.6, lineHeight(font))
    }
    /// `1.2 × size`, rounded.
    public func lineHeight(_ font: Font) -> Double { (font.size * 1.2).rounded() }
}
