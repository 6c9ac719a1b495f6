import Foundation

/// Rich text: an `AttributedString`, or a literal key's Markdown, drawn with its runs' styles.
extension UI {
    /// Text with styled runs — SwiftUI's `Text(_: AttributedString)`: each run is drawn in its
    /// attributes (`AttributeScopes.GlissAttributes`: `font`, `foregroundColor`,
    /// `backgroundColor`, `strikethroughStyle`, `underlineStyle`, `kern`, `baselineOffset`;
    /// Foundation's `link` and `inlinePresentationIntent`), and what a run does not say comes
    /// from `font:` and `color:`, else from `.font(_:)` and `.foregroundStyle(_:)` around it.
    /// It wraps, truncates and is measured as a plain text of the same characters is.
    ///
    /// A run with a `link` is drawn in the accent colour and is a link of its own: the
    /// inspector lists it with the role `link`, it is a Tab stop, the pointer over it is the
    /// hand, and a click (or Space or Return) opens it through ``UI/openURL``.
    ///
    /// `Text + Text` in SwiftUI is `+` on `AttributedString` here (Foundation's): each part
    /// keeps its runs.
    ///
    /// ```swift
    /// var name = AttributedString("Ada")
    /// name.foregroundColor = .red
    /// ui.text(AttributedString("Hello, ") + name)
    /// ```
    ///
    /// Disfavoured: `AttributedString` takes string literals too, and a literal is a
    /// ``LocalizedStringKey`` (as in SwiftUI, where `Text("…")` is the key's overload).
    @discardableResult @_disfavoredOverload
    public func text(_ attributed: AttributedString, font: Font? = nil, color: Color? = nil,
                     alignment: HorizontalAlignment = .leading,
                     id: some IdentityKey = PositionalKey()) -> NodeRef {
        richText(RichText(attributed), font, color, true, alignment, idBits: id.explicitBits)
    }

    /// A literal's text (translated, formatted) as `text(_:)` shows it: its Markdown drawn
    /// when it has any (parsed once per text, `MarkdownLiterals`), else the plain label.
    @usableFromInline @inline(never)
    func markdownText(_ string: String, _ font: Font?, _ color: Color?, _ wraps: Bool, _ alignment: HorizontalAlignment,
                      idBits: UInt64?) -> NodeRef {
        if let rich = markdownLiterals.rich(string) {
            return richText(rich, font, color, wraps, alignment, idBits: idBits)
        }
        return text(string, font, color, wraps, alignment, idBits: idBits)
    }

    /// A text of `rich`'s characters whose runs emit draws (`FrameTree.richTexts`); with
    /// links, inside a container that places a view on each (`RichTextLinks`).
    func richText(_ rich: RichText, _ font: Font?, _ color: Color?, _ wraps: Bool, _ alignment: HorizontalAlignment,
                  idBits: UInt64?) -> NodeRef {
        if rich.links.isEmpty {
            let r = text(rich.string, font, color, wraps, alignment, idBits: idBits)
            if case .text(let ti) = nodes[r.index].kind { tree.richTexts[ti] = rich }
            return r
        }
        let links = customLayout(TypedCustomLayoutBox(RichTextLinks(rich: rich), ui: self), idBits: idBits) {
            let r = text(rich.string, font, color, wraps, alignment, idBits: nil)
            if case .text(let ti) = nodes[r.index].kind { tree.richTexts[ti] = rich }
            for link in rich.links {
                zstack {}
                    .accessibility(role: .link, label: link.label)
                    .accessibilityValue(link.url.absoluteString)
                    .pointerStyle(.link)
                    .onTap { [unowned self] in self.openURL(link.url) }
            }
        }
        // The links are placed over their characters, and text is never mirrored: right to
        // left, they move with the text rather than being mirrored within it.
        nodes[links.index].rightToLeft = false
        return links
    }
}

extension UI {
    /// The links of text node `node` for its accessibility element: each link's characters (UTF-8
    /// offsets), URL and view — the views `richText` builds after the text, in its links' order,
    /// in the same container. Empty for any other node (one emptiness check for a plain text).
    func accessibilityLinks(ofText node: Int) -> [AccessibilityElement.Link] {
        guard !tree.richTexts.isEmpty, node >= 0, node < nodes.count, case .text(let ti) = nodes[node].kind,
              let rich = tree.richTexts[ti], !rich.links.isEmpty else { return [] }
        var out: [AccessibilityElement.Link] = []
        out.reserveCapacity(rich.links.count)
        var view = nodes[node].nextSibling
        for link in rich.links {
            guard view >= 0 else { break }
            out.append(AccessibilityElement.Link(range: link.range, url: link.url.absoluteString, id: nodes[view].id))
            view = nodes[view].nextSibling
        }
        return out
    }
}
