import CCmark
import Foundation

/// Markdown in a text's literal key, read as SwiftUI's `Text` reads it (its
/// `inlineOnlyPreservingWhitespace` interpretation): **strong**, *emphasis*, `code`,
/// ~~strikethrough~~ and [links](https://…) become attributes; the text between keeps its
/// line breaks. Parsed by cmark-gfm (GitHub's CommonMark parser, with its strikethrough
/// extension); only its inline nodes are walked.
enum Markdown {
    /// True when `source` has a byte Markdown's inline syntax starts with (`*`, `_`, `` ` ``,
    /// `~`, `[`, `\`, `&`, `<`): only such text is handed to the parser, so a plain literal is
    /// shown exactly as written (cmark would trim its spaces).
    static func mayHaveMarkup(_ source: String) -> Bool {
        // Found with `strcspn`: a walk of the `UTF8View` took 18 ms for a 1 MB label, a byte
        // loop ~3 ms a frame.
        ByteScan.firstOffset(in: source, of: markupBytes) != nil
    }

    /// The bytes markup starts with: * _ ` ~ [ \ & <.
    private static let markupBytes = ByteScan.Set(Array("*_`~[\\&<".utf8))

    /// `source` parsed; nil when it holds no markup (its text is `source` unchanged).
    static func parse(_ source: String) -> AttributedString? {
        guard mayHaveMarkup(source) else { return nil }
        let prepared = inlineOnly(source)
        guard let document = prepared.withCString({ gliss_cmark_parse($0, strlen($0)) }) else { return nil }
        defer { cmark_node_free(document) }
        var out = AttributedString()
        var paragraph = cmark_node_first_child(document)
        var first = true
        while let p = paragraph {
            // Blocks are paragraphs here (`inlineOnly`); between two, the blank line they had.
            if !first { out += AttributedString("\n\n") }
            first = false
            appendInlines(of: p, AttributeContainer(), to: &out)
            paragraph = cmark_node_next(p)
        }
        let plain = String(out.characters)
        // Nothing was markup (a lone `*`, an `&` that is no entity): the literal as written.
        if plain == source && out.runs.count == 1 && out.runs.first!.attributes == AttributeContainer() { return nil }
        return out
    }

    /// The inline children of `node`, each in `attributes` and what its own node adds.
    private static func appendInlines(of node: OpaquePointer, _ attributes: AttributeContainer,
                                      to out: inout AttributedString) {
        var child = cmark_node_first_child(node)
        while let c = child {
            var a = attributes
            switch cmark_node_get_type(c) {
            case CMARK_NODE_TEXT, CMARK_NODE_HTML_INLINE:
                out += AttributedString(literal(c), attributes: a)
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                out += AttributedString("\n", attributes: a)
            case CMARK_NODE_CODE:
                a.inlinePresentationIntent = (a.inlinePresentationIntent ?? []).union(.code)
                out += AttributedString(literal(c), attributes: a)
            case CMARK_NODE_STRONG:
                a.inlinePresentationIntent = (a.inlinePresentationIntent ?? []).union(.stronglyEmphasized)
                appendInlines(of: c, a, to: &out)
            case CMARK_NODE_EMPH:
                a.inlinePresentationIntent = (a.inlinePresentationIntent ?? []).union(.emphasized)
                appendInlines(of: c, a, to: &out)
            case CMARK_NODE_LINK:
                if let url = cmark_node_get_url(c).flatMap({ URL(string: String(cString: $0)) }) { a.link = url }
                appendInlines(of: c, a, to: &out)
            default:
                if gliss_cmark_is_strikethrough(c) != 0 {
                    a.inlinePresentationIntent = (a.inlinePresentationIntent ?? []).union(.strikethrough)
                }
                // An image's alt text, a footnote's: their text, as SwiftUI shows it.
                appendInlines(of: c, a, to: &out)
            }
            child = cmark_node_next(c)
        }
    }

    private static func literal(_ node: OpaquePointer) -> String {
        cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
    }

    /// `source` with what would start a block other than a paragraph escaped, so that the
    /// parser sees inline syntax only, as SwiftUI's interpretation does: "# ", "> ", "- ",
    /// "+ ", "* " and "1. " at a line's start, a line of only `-`, `=`, `*` or `_` (a rule or
    /// a heading's underline), and indentation (code blocks). A backslash before ASCII
    /// punctuation is CommonMark's escape: it shows the character alone.
    static func inlineOnly(_ source: String) -> String {
        var lines: [String] = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            var s = String(line.drop { $0 == " " || $0 == "\t" })
            let indent = line.count - s.count
            if let c = s.first {
                let rest = s.dropFirst()
                let rule = !s.isEmpty && s.allSatisfy { $0 == c || $0 == " " } && "-=*_".contains(c)
                if c == ">" || rule || ((c == "#" || c == "-" || c == "+" || c == "*") && (rest.first == " " || rest.isEmpty || (c == "#" && rest.allSatisfy { $0 == "#" }))) {
                    s = "\\" + s
                } else if c.isASCII && c.isNumber, let mark = s.firstIndex(where: { !($0.isASCII && $0.isNumber) }),
                          s[mark] == "." || s[mark] == ")" {
                    s.insert("\\", at: mark)
                }
            }
            // Indentation is kept as no-break spaces' plain cousins would not survive the
            // paragraph's trimming: written as `&#32;`, which the parser turns back into spaces.
            lines.append(String(repeating: "&#32;", count: indent) + s)
        }
        return lines.joined(separator: "\n")
    }
}
