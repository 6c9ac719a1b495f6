import Foundation

/// How a line through or under text is drawn — SwiftUI's `Text.LineStyle`: a solid line, in
/// the text's colour unless `color` says otherwise.
public struct TextLineStyle: Hashable, Sendable {
    /// The line's colour; nil: the text's own.
    public var color: Color?

    /// A solid line, in `color` when given.
    public init(color: Color? = nil) { self.color = color }

    /// A solid line in the text's colour — SwiftUI's `Text.LineStyle.single`.
    public static let single = TextLineStyle()
}

/// What Markdown's inline syntax says of a run — Foundation's `InlinePresentationIntent`
/// (Darwin's Foundation has it; swift-foundation on Linux has not, so Gliss gives it, with its
/// spelling): `**strong**`, `*emphasis*`, code between backticks, `~~strikethrough~~`.
public struct InlinePresentationIntent: OptionSet, Hashable, Sendable {
    /// The intents as bits.
    public let rawValue: UInt
    /// The intents `rawValue`'s bits say.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// `*emphasis*`: drawn slanted.
    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    /// `**strong**`: drawn bold.
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    /// Code (between backticks in Markdown): drawn in the monospaced design.
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    /// `~~strikethrough~~`: drawn with a line through.
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
}

extension AttributeScopes {
    /// The attributes `ui.text(_:)` draws from an `AttributedString`, with SwiftUI's names
    /// (`AttributeScopes.SwiftUIAttributes`): `font`, `foregroundColor`, `backgroundColor`,
    /// `strikethroughStyle`, `underlineStyle`, `kern`, `baselineOffset`, and
    /// `inlinePresentationIntent` (what Markdown gives: strong, emphasis, code,
    /// strikethrough). Foundation's `link` is read too.
    ///
    /// ```swift
    /// var s = AttributedString("Hi")
    /// s.foregroundColor = .red
    /// s.font = .title.bold()
    /// ui.text(s)
    /// ```
    public struct GlissAttributes: AttributeScope {
        /// The run's font (nil: the text's).
        public let font: FontAttribute
        /// The run's colour (nil: the text's).
        public let foregroundColor: ForegroundColorAttribute
        /// A colour filled behind the run's glyphs.
        public let backgroundColor: BackgroundColorAttribute
        /// A line through the run.
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// A line under the run.
        public let underlineStyle: UnderlineStyleAttribute
        /// Extra space after each character, in points.
        public let kern: KernAttribute
        /// How far the run is raised above the baseline, in points (negative: lowered).
        public let baselineOffset: BaselineOffsetAttribute
        /// What Markdown said of the run (Foundation's attribute of that name on Darwin).
        public let inlinePresentationIntent: InlinePresentationIntentAttribute

        /// SwiftUI's `Font` attribute.
        public enum FontAttribute: AttributedStringKey {
            /// The attribute's value.
            public typealias Value = Font
            /// The attribute's name in an encoded `AttributedString`.
            public static let name = "Gliss.Font"
        }
        /// SwiftUI's `ForegroundColorAttribute`.
        public enum ForegroundColorAttribute: AttributedStringKey {
            /// The attribute's value.
            public typealias Value = Color
            /// The attribute's name in an encoded `AttributedString`.
            public static let name = "Gliss.ForegroundColor"
        }
        /// SwiftUI's `BackgroundColorAttribute`.
        public enum BackgroundColorAttribute: AttributedStringKey {
            /// The attribute's value.
            public typealias Value = Color
            /// The attribute's name in an encoded `AttributedString`.
            public static let name = "Gliss.BackgroundColor"
        }
        /// SwiftUI's `StrikethroughStyleAttribute`.
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            /// The attribute's value.
            public typealias Value = TextLineStyle
            /// The attribute's name in an encoded `AttributedString`.
            public static let name = "Gliss.StrikethroughStyle"
        }
        /// SwiftUI's `UnderlineStyleAttribute`.
        public enum UnderlineStyleAttribute: AttributedStringKey {
            /// The attribute's value.
            public typealias Value = TextLineStyle
            /// The attribute's name in an encoded `AttributedString`.
            public static let name = "Gliss.UnderlineStyle"
        }
        /// SwiftUI's `KerningAttribute` (`kern`).
        public enum KernAttribute: AttributedStringKey {
            /// The attribute's value.
            public typealias Value = Double
            /// The attribute's name in an encoded `AttributedString`.
            public static let name = "Gliss.Kern"
        }
        /// Foundation's `InlinePresentationIntentAttribute`.
        public enum InlinePresentationIntentAttribute: AttributedStringKey {
            /// The attribute's value.
            public typealias Value = InlinePresentationIntent
            /// The attribute's name in an encoded `AttributedString`.
            public static let name = "NSInlinePresentationIntent"
        }
        /// SwiftUI's `BaselineOffsetAttribute`.
        public enum BaselineOffsetAttribute: AttributedStringKey {
            /// The attribute's value.
            public typealias Value = Double
            /// The attribute's name in an encoded `AttributedString`.
            public static let name = "Gliss.BaselineOffset"
        }
    }

    /// Gliss's text attributes (SwiftUI's `\.swiftUI`).
    public var gliss: GlissAttributes.Type { GlissAttributes.self }
}

extension AttributeDynamicLookup {
    /// `string.foregroundColor`, `string.font`, … on an `AttributedString` (or a run, or a
    /// container), as with SwiftUI imported.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.GlissAttributes, T>) -> T {
        self[T.self]
    }
}
