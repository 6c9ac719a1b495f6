import Foundation

/// A text with styled runs, as `ui.text(_:)` draws it: its characters as one plain string
/// (what layout measures, wraps and truncates, what the inspector reads — exactly as a plain
/// text's), and the runs' styles by UTF-8 range, which emit applies to the lines drawn
/// (`RichTextEmit.swift`). Made from an `AttributedString`, or from a literal key's Markdown
/// (`Markdown.swift`), and shared: a literal's is kept for good (`MarkdownLiterals`).
final class RichText: @unchecked Sendable {
    /// The characters, without markup.
    let string: String
    /// The styled runs, in order, covering `string`'s UTF-8 without gaps.
    let runs: [RichRun]
    /// The runs that are links, merged where neighbours share a URL (a link with a bold word
    /// in it is one link).
    let links: [(range: Range<Int>, url: URL, label: String)]

    /// `string`'s UTF-8, where drawn lines are found again (`RichTextLines.swift`).
    let bytes: [UInt8]

    init(string: String, runs: [RichRun]) {
        self.string = string
        self.runs = runs
        bytes = Array(string.utf8)
        var links: [(range: Range<Int>, url: URL, label: String)] = []
        for run in runs {
            guard let url = run.style.link else { continue }
            if let last = links.last, last.url == url, last.range.upperBound == run.range.lowerBound {
                links[links.count - 1].range = last.range.lowerBound..<run.range.upperBound
            } else {
                links.append((run.range, url, ""))
            }
        }
        let utf8 = string.utf8
        for k in links.indices {
            let r = links[k].range
            links[k].label = String(string[utf8.index(utf8.startIndex, offsetBy: r.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: r.upperBound)])
        }
        self.links = links
    }

    /// `attributed`'s characters and the attributes Gliss draws (`AttributeScopes.GlissAttributes`,
    /// and Foundation's `link`).
    convenience init(_ attributed: AttributedString) {
        var string = ""
        var runs: [RichRun] = []
        for run in attributed.runs {
            let piece = String(attributed.characters[run.range])
            let start = string.utf8.count
            string += piece
            var style = RichStyle()
            let a = run.attributes
            style.font = a[AttributeScopes.GlissAttributes.FontAttribute.self]
            style.foreground = a[AttributeScopes.GlissAttributes.ForegroundColorAttribute.self]
            style.background = a[AttributeScopes.GlissAttributes.BackgroundColorAttribute.self]
            style.strikethrough = a[AttributeScopes.GlissAttributes.StrikethroughStyleAttribute.self]
            style.underline = a[AttributeScopes.GlissAttributes.UnderlineStyleAttribute.self]
            style.kern = a[AttributeScopes.GlissAttributes.KernAttribute.self] ?? 0
            style.baselineOffset = a[AttributeScopes.GlissAttributes.BaselineOffsetAttribute.self] ?? 0
            style.link = a[AttributeScopes.FoundationAttributes.LinkAttribute.self]
            if let intent = a[AttributeScopes.GlissAttributes.InlinePresentationIntentAttribute.self] {
                style.bold = intent.contains(.stronglyEmphasized)
                style.italic = intent.contains(.emphasized)
                style.code = intent.contains(.code)
                if intent.contains(.strikethrough) && style.strikethrough == nil { style.strikethrough = .single }
            }
            let end = string.utf8.count
            if end > start { runs.append(RichRun(range: start..<end, style: style)) }
        }
        self.init(string: string, runs: runs)
    }
}

/// A range of a ``RichText``'s UTF-8 and its style.
struct RichRun: Equatable {
    var range: Range<Int>
    var style: RichStyle
}

/// What a run draws differently from its text.
struct RichStyle: Equatable {
    /// Its own font (an attribute); nil: the text's.
    var font: Font?
    /// `**strong**`: the font in bold.
    var bold = false
    /// `*emphasis*`: the font slanted.
    var italic = false
    /// Code (between backticks): the font in the monospaced design.
    var code = false
    var foreground: Color?
    var background: Color?
    var strikethrough: TextLineStyle?
    var underline: TextLineStyle?
    var kern: Double = 0
    var baselineOffset: Double = 0
    var link: URL?

    /// The font it draws in, from the text's.
    func font(from base: Font) -> Font {
        var f = font ?? base
        if bold && f.weight < .bold { f = f.weight(.bold) }
        if italic { f = f.italic() }
        if code { f = f.monospaced() }
        return f
    }

    /// The colour it draws in, from the text's: a link's is the accent colour, as SwiftUI
    /// draws links in a `Text`.
    func color(from base: Color) -> Color {
        foreground ?? (link != nil ? .accentColor : base)
    }
}
