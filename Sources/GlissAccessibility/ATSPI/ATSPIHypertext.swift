import GlissCore

/// The Hypertext and Hyperlink interfaces: a text's links as a screen reader lists them in
/// place, as GTK's label gives its links (see at-spi2-core's xml/Hypertext.xml and
/// xml/Hyperlink.xml). The text (a label with links) is the Hypertext; each link's own element
/// (role link, its own extents, its "click" action that opens it) is a Hyperlink, and so is
/// the object at the link's hyperlink path, which GetLink gives out (``ATSPITree/Object``);
/// either's one anchor is the link's element. Offsets are in characters, as the Text
/// interface counts them.
extension ATSPIObjects {
    /// A text's links: each one's characters in the text, its URL, and its element (nil when
    /// the link has none: hidden from screen readers).
    func hyperlinks(of o: ATSPITree.Object) -> [(range: Range<Int>, url: String, element: Int?)] {
        guard case .element(let k) = o, !tree.elements[k].links.isEmpty else { return [] }
        let text = text(o)
        return tree.elements[k].links.map { link in
            (Self.characters(link.range.lowerBound, in: text)..<Self.characters(link.range.upperBound, in: text), link.url,
             tree.index[link.id.description])
        }
    }

    /// Link element `o`'s (or its hyperlink's) characters in its text and its URL; nil for any
    /// other object.
    func hyperlink(_ o: ATSPITree.Object) -> (range: Range<Int>, url: String)? {
        let element: Int
        switch o {
        case .element(let k), .hyperlink(let k): element = k
        case .root, .window: return nil
        }
        guard let owner = tree.hyperlinks[element] else { return nil }
        let links = hyperlinks(of: .element(owner.text))
        guard links.indices.contains(owner.link) else { return nil }
        return (links[owner.link].range, links[owner.link].url)
    }

    /// Whether `o` is a text with links (Hypertext) and whether it is a text's link (Hyperlink).
    func hypertextInterfaces(_ o: ATSPITree.Object) -> [String] {
        guard case .element(let k) = o else { return [] }
        var out: [String] = []
        if !tree.elements[k].links.isEmpty && tree.elements[k].role.row.text != .none { out.append("org.a11y.atspi.Hypertext") }
        if tree.hyperlinks[k] != nil { out.append("org.a11y.atspi.Hyperlink") }
        return out
    }

    /// UTF-8 offset `utf8Offset` of `text` in characters (clamped to the text): the frame
    /// gives offsets in UTF-8, AT-SPI counts characters.
    static func characters(_ utf8Offset: Int, in text: String) -> Int {
        let utf8 = Array(text.utf8)
        return String(decoding: utf8.prefix(max(0, min(utf8Offset, utf8.count))), as: UTF8.self).count
    }

    /// Hypertext: how many links, each one's object, and which link a character is in.
    mutating func answerHypertext(_ member: String, _ interface: String, _ o: ATSPITree.Object,
                                  _ a: [DBusArgument], _ w: DBusWriter) -> Bool {
        guard interface == "org.a11y.atspi.Hypertext" else { return false }
        let links = hyperlinks(of: o)
        switch member {
        case "GetNLinks": w.int32(links.count)
        case "GetLink":
            let i = a.first?.int ?? -1
            w.reference(links.indices.contains(i) ? links[i].element.map { reference(.hyperlink($0)) } ?? .null : .null)
        case "GetLinkIndex":
            // -1: the character is in no link (as ATK answers).
            let c = a.first?.int ?? -1
            w.int32(links.firstIndex { $0.range.contains(c) } ?? -1)
        default: return false
        }
        return true
    }

    /// Hyperlink: its one anchor (the link's element), its URL, and that it is valid (a
    /// published tree never changes under its objects).
    mutating func answerHyperlink(_ member: String, _ interface: String, _ o: ATSPITree.Object,
                                  _ a: [DBusArgument], _ w: DBusWriter) -> Bool {
        guard interface == "org.a11y.atspi.Hyperlink", let link = hyperlink(o) else { return false }
        let anchor = a.first?.int ?? -1
        switch member {
        case "GetObject":
            guard case .element(let k) = o.linkElement else { return false }
            w.reference(anchor == 0 ? reference(.element(k)) : .null)
        case "GetURI": w.string(anchor == 0 ? link.url : "")
        case "IsValid": w.bool(true)
        default: return false
        }
        return true
    }

    /// Hyperlink's properties: one anchor, and where its characters start and end in its text.
    /// NAnchors is an `i`, not Hyperlink.xml's `n`: libatspi reads an int32, and GTK's bridge
    /// (at-spi2-atk) sends one.
    func hyperlinkProperty(_ i: String, _ p: String, _ o: ATSPITree.Object) -> (signature: String, write: (DBusWriter) -> Void)? {
        guard i == "org.a11y.atspi.Hyperlink", let link = hyperlink(o) else { return nil }
        switch p {
        case "NAnchors": return ("i", { $0.int32(1) })
        case "StartIndex": let n = link.range.lowerBound; return ("i", { $0.int32(n) })
        case "EndIndex": let n = link.range.upperBound; return ("i", { $0.int32(n) })
        default: return nil
        }
    }
}

extension ATSPITree.Object {
    /// A hyperlink's link element (an element is its own).
    var linkElement: ATSPITree.Object {
        if case .hyperlink(let k) = self { return .element(k) }
        return self
    }
}
