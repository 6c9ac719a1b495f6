import Foundation

/// The direction a view's content runs horizontally — SwiftUI's `LayoutDirection`.
///
/// Under ``rightToLeft`` layout is mirrored: an `hstack`'s first view is on the right,
/// `.leading` alignment and padding are on the right, a grid's first column is the rightmost.
/// Text is shaped and ordered by its own characters' direction either way.
public enum LayoutDirection: String, Sendable, Equatable, CaseIterable {
    /// Left to right (English, French, …): leading is the left edge.
    case leftToRight
    /// Right to left (Arabic, Hebrew, Persian, Urdu): leading is the right edge.
    case rightToLeft

    /// The languages written right to left whose speakers expect a mirrored layout, by their
    /// ISO 639 code (the part of a tag before `-`): Arabic, Hebrew (and its old code `iw`),
    /// Persian, Urdu, Pashto, Sindhi, Uyghur, Yiddish, Dhivehi, Kurdish (Sorani).
    static let rightToLeftLanguages: Set<String> = ["ar", "he", "iw", "fa", "ur", "ps", "sd", "ug", "yi", "dv", "ckb"]

    /// The direction of the language in `tag` (a BCP 47 tag or a POSIX locale name:
    /// `ar-EG`, `ar_EG.UTF-8`, `he`): right to left for Arabic, Hebrew, Persian, Urdu and the
    /// other right-to-left scripts' languages, else left to right.
    public init(language tag: String) {
        let code = tag.prefix { $0 != "-" && $0 != "_" && $0 != "." && $0 != "@" }.lowercased()
        self = LayoutDirection.rightToLeftLanguages.contains(code) ? .rightToLeft : .leftToRight
    }

    /// The direction of the user's first language (`languages` most preferred first, as
    /// ``PreferredLanguages``); left to right when there is none.
    public init(languages: [String]) {
        self = languages.first.map { LayoutDirection(language: $0) } ?? .leftToRight
    }
}

extension UI {
    /// The window's layout direction: what the environment starts every frame from —
    /// ``LayoutDirection/rightToLeft`` when the user's language is written right to left
    /// (`LANG=ar_EG.UTF-8`, `--locale he`) or the app was run with
    /// `--layout-direction right-to-left`. A subtree can use another with
    /// `ui.environment(\.layoutDirection, .leftToRight) { … }`.
    public var layoutDirection: LayoutDirection {
        get { host.layoutDirection }
        set { host.layoutDirection = newValue }
    }
}

extension UI {
    /// Builds `content` left to right whatever the environment's direction: for drawings
    /// that must not be mirrored (a check mark, a field's text and caret). Left to right
    /// already, it only runs `content` (no environment copied and restored).
    @_spi(GlissControls)
    public func leftToRight<R>(_ content: () -> R) -> R {
        guard EnvironmentValues.current.layoutDirection == .rightToLeft else { return content() }
        EnvironmentValues.current.layoutDirection = .leftToRight
        buildsRightToLeft = false
        defer {
            EnvironmentValues.current.layoutDirection = .rightToLeft
            buildsRightToLeft = true
        }
        return content()
    }
}

extension NodeRef {
    /// Mirrors what the view draws horizontally when it is laid out right to left — SwiftUI's
    /// `.flipsForRightToLeftLayoutDirection(_:)`. For images and icons that point along the
    /// reading direction (a "next" arrow, a reply icon): under
    /// ``LayoutDirection/rightToLeft`` they point the other way; left to right nothing
    /// changes. Layout mirrors where views are, not what they draw: text and other images are
    /// never flipped.
    ///
    /// ```swift
    /// ui.image("Icons/next.png", label: "Next").flipsForRightToLeftLayoutDirection(true)
    /// ```
    @discardableResult public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> NodeRef {
        // The direction it was built under (`ui.environment`), kept in the node.
        guard enabled, ui.nodes[index].rightToLeft else { return self }
        return scaleEffect(x: -1, y: 1)
    }
}
