import GlissCore

/// The Text and EditableText interfaces: what a screen reader reads of a field's or label's
/// text, and how it writes a field (see at-spi2-core's xml/Text.xml and xml/EditableText.xml).
extension ATSPIObjects {
    /// Text: the text, its characters, the selection and where characters are drawn.
    mutating func answerText(_ member: String, _ interface: String, _ o: ATSPITree.Object,
                             _ a: [DBusArgument], _ w: DBusWriter) -> Bool {
        guard interface == "org.a11y.atspi.Text" else { return false }
        let chars = Array(text(o))
        func clamp(_ v: Int?) -> Int { min(max(v ?? 0, 0), chars.count) }
        func ints(_ values: [DBusArgument]) -> [Int] { values.compactMap(\.int) }
        switch member {
        case "GetText":
            let start = clamp(a.first?.int)
            let endArg = a.count > 1 ? a[1].int ?? -1 : -1
            let end = endArg < 0 ? chars.count : max(start, clamp(endArg))
            w.string(String(chars[start..<end]))
        case "GetCharacterAtOffset":
            let i = a.first?.int ?? -1
            w.int32(chars.indices.contains(i) ? Int(chars[i].unicodeScalars.first!.value) : 0)
        case "GetTextAtOffset", "GetStringAtOffset", "GetTextBeforeOffset", "GetTextAfterOffset":
            // The whole text as one run: enough for a screen reader to read a field or label.
            w.string(String(chars)); w.int32(0); w.int32(chars.count)
        case "GetNSelections":
            if let s = selection(o), !s.isEmpty { w.int32(1) } else { w.int32(0) }
        case "GetSelection":
            let s = selection(o) ?? 0..<0
            w.int32(s.lowerBound); w.int32(s.upperBound)
        case "GetCharacterExtents", "GetRangeExtents":
            // In: a character's offset (a range's start and end), then the coordinate type.
            // Out: x, y, width and height as four ints — not Component's one (iiii) struct.
            let range: Range<Int>
            if member == "GetCharacterExtents" {
                let i = a.first?.int ?? -1
                range = i..<(i + 1)
            } else {
                let start = a.first?.int ?? 0, end = a.count > 2 ? a[1].int ?? start : start
                range = min(start, end)..<max(start, end)
            }
            let x = characterBox(range, of: o).map { tree.extents($0, of: o, coordinateType: a.last?.int ?? 0) }
                ?? (x: 0, y: 0, width: 0, height: 0)
            w.int32(x.x); w.int32(x.y); w.int32(x.width); w.int32(x.height)
        case "GetOffsetAtPoint": w.int32(-1)
        case "GetDefaultAttributes", "GetDefaultAttributeSet", "GetAttributes":
            w.array("{ss}") { _ in }
            if member == "GetAttributes" { w.int32(0); w.int32(chars.count) }
        case "GetAttributeRun":
            w.array("{ss}") { _ in }
            w.int32(0); w.int32(chars.count)
        case "GetAttributeValue": w.string("")
        case "SetSelection", "AddSelection", "RemoveSelection":
            // A selectable label's one selection (SetSelection: number, start, end; AddSelection:
            // start, end; RemoveSelection: number). A field's is its caret's, not set this way.
            guard case .element(let k) = o, tree.elements[k].selection != nil, !Self.isEditable(tree.elements[k]) else {
                w.bool(false); return true
            }
            let args = ints(a), n = member == "SetSelection" ? 1 : 0
            let r = member == "RemoveSelection" || args.count < n + 2 ? 0..<0
                : min(clamp(args[n]), clamp(args[n + 1]))..<max(clamp(args[n]), clamp(args[n + 1]))
            func utf8(_ c: Int) -> Int { String(chars.prefix(c)).utf8.count }
            requests.append(.setSelection(tree.elements[k].id, utf8(r.lowerBound)..<utf8(r.upperBound)))
            w.bool(true)
        case "SetCaretOffset", "ScrollSubstringTo", "ScrollSubstringToPoint":
            w.bool(false)
        default: return false
        }
        return true
    }

    /// Where the characters at `range` (offsets in characters) are drawn, in window points: by
    /// the text's layout when the frame recorded one (a field's), else the whole object (a
    /// label's); nil when `range` is outside the text.
    func characterBox(_ range: Range<Int>, of o: ATSPITree.Object) -> Rect? {
        guard case .element(let k) = o else { return nil }
        if let placed = tree.elements[k].textLayout { return placed.box(forCharacters: range) }
        return range.lowerBound >= 0 && range.upperBound <= text(o).count ? tree.elements[k].frame : nil
    }

    /// EditableText: the whole text replaced, or some inserted, deleted, copied or cut (offsets
    /// in characters); each edit becomes the field's new text in the next frame.
    mutating func answerEditableText(_ member: String, _ interface: String, _ o: ATSPITree.Object,
                                     _ a: [DBusArgument], _ w: DBusWriter) -> Bool {
        guard interface == "org.a11y.atspi.EditableText", case .element(let k) = o else { return false }
        let e = tree.elements[k]
        // CopyText answers nothing; the others whether they did it.
        func refuse() -> Bool {
            if member != "CopyText" { w.bool(false) }
            return true
        }
        guard Self.isEditable(e), let current = e.text else { return refuse() }
        var chars = Array(current)
        func clamp(_ v: Int?) -> Int { min(max(v ?? 0, 0), chars.count) }
        // Arguments a[0] and a[1] as a range of characters (an end of -1: the text's end).
        func range() -> Range<Int>? {
            guard a.count >= 2 else { return nil }
            let start = clamp(a[0].int), end = a[1].int.map { $0 < 0 ? chars.count : clamp($0) } ?? chars.count
            return start..<max(start, end)
        }
        switch member {
        case "SetTextContents":
            guard let s = a.first?.string else { return refuse() }
            requests.append(.setText(e.id, s))
        case "InsertText":
            // A password's text here is bullets: an edit made on them would write bullets over
            // the password. Only a whole new text (SetTextContents) is taken.
            guard !e.isSecure, a.count >= 2, let s = a[1].string else { return refuse() }
            var piece = Array(s)
            if a.count >= 3, let n = a[2].int, n >= 0, n < piece.count { piece = Array(piece.prefix(n)) }
            chars.insert(contentsOf: piece, at: clamp(a[0].int))
            requests.append(.setText(e.id, String(chars)))
        case "DeleteText":
            guard !e.isSecure, let r = range() else { return refuse() }
            chars.removeSubrange(r)
            requests.append(.setText(e.id, String(chars)))
        case "CopyText", "CutText":
            // Onto the app's clipboard, as Ctrl+C and Ctrl+X do, never a password's (its text
            // here is bullets anyway); a cut then deletes as DeleteText does.
            guard !e.isSecure, let r = range(), !r.isEmpty else { return refuse() }
            requests.append(.copy(String(chars[r])))
            if member == "CopyText" { return true }
            chars.removeSubrange(r)
            requests.append(.setText(e.id, String(chars)))
        case "PasteText":
            return refuse()
        default: return false
        }
        w.bool(true)
        return true
    }

    /// A text field's selection in characters (the frame gives UTF-8 offsets).
    func selection(_ o: ATSPITree.Object) -> Range<Int>? {
        guard case .element(let k) = o, let s = tree.elements[k].selection, let t = tree.elements[k].text else { return nil }
        return Self.characters(s.lowerBound, in: t)..<Self.characters(s.upperBound, in: t)
    }
}
