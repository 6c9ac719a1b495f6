import GlissCore

/// An AT-SPI event signal (`org.a11y.atspi.Event.*`, signature `siiva{sv}`).
struct ATSPISignal {
    enum Value { case int(Int), string(String), reference(ObjectReference) }
    var path: String
    var interface = "org.a11y.atspi.Event.Object"
    var member: String
    var detail = ""
    var detail1 = 0
    var detail2 = 0
    var value: Value = .int(0)
}

/// The events between two published trees: what a screen reader needs to hear about the frame
/// (focus moved, a state or name or value changed, text edited, children came or went) and no
/// more — views that did not change send nothing.
enum ATSPIEvents {
    static func between(_ old: ATSPITree, _ new: ATSPITree, bus: String) -> [ATSPISignal] {
        var out: [ATSPISignal] = []
        func ref(_ t: ATSPITree, _ o: ATSPITree.Object) -> ObjectReference { ObjectReference(bus: bus, path: t.path(of: o)) }
        func state(_ path: String, _ name: String, _ on: Bool) {
            out.append(ATSPISignal(path: path, member: "StateChanged", detail: name, detail1: on ? 1 : 0))
        }
        for (k, e) in new.elements.enumerated() {
            guard let j = old.index[e.id.description] else { continue }
            let was = old.elements[j]
            let path = new.path(of: .element(k))
            if was.label != e.label {
                out.append(ATSPISignal(path: path, member: "PropertyChange", detail: "accessible-name", value: .string(e.label)))
            }
            if was.hint != e.hint {
                out.append(ATSPISignal(path: path, member: "PropertyChange", detail: "accessible-description", value: .string(e.hint)))
            }
            let checked = ATSPIStates.checked(e)
            if ATSPIStates.checked(was) != checked { state(path, "checked", checked ?? false) }
            if was.isSelected != e.isSelected { state(path, "selected", e.isSelected) }
            if was.isEnabled != e.isEnabled { state(path, "enabled", e.isEnabled); state(path, "sensitive", e.isEnabled) }
            if was.range != e.range || (e.range != nil && was.value != e.value) {
                out.append(ATSPISignal(path: path, member: "PropertyChange", detail: "accessible-value"))
            }
            if let t = e.text, let before = was.text, t != before { textChanged(path, from: before, to: t, &out) }
            if e.selection != was.selection, let s = e.selection, let t = e.text {
                let caret = String(decoding: Array(t.utf8).prefix(s.upperBound), as: UTF8.self).count
                out.append(ATSPISignal(path: path, member: "TextCaretMoved", detail1: caret))
            }
        }
        childrenChanged(old, new, bus: bus, &out)
        // Focus last: a screen reader reads the newly focused view as it is now.
        let oldFocus = old.focused.map { old.elements[$0].id }, newFocus = new.focused.map { new.elements[$0].id }
        if oldFocus != newFocus {
            if let id = oldFocus, let k = new.index[id.description] { state(new.path(of: .element(k)), "focused", false) }
            if let k = new.focused {
                let path = new.path(of: .element(k))
                state(path, "focused", true)
                out.append(ATSPISignal(path: path, interface: "org.a11y.atspi.Event.Focus", member: "Focus"))
            }
        }
        return out
    }

    /// One deletion and one insertion around the common start and end (in characters).
    private static func textChanged(_ path: String, from a: String, to b: String, _ out: inout [ATSPISignal]) {
        let x = Array(a), y = Array(b)
        var start = 0
        while start < x.count && start < y.count && x[start] == y[start] { start += 1 }
        var end = 0
        while end < x.count - start && end < y.count - start && x[x.count - 1 - end] == y[y.count - 1 - end] { end += 1 }
        let removed = String(x[start..<(x.count - end)]), inserted = String(y[start..<(y.count - end)])
        if !removed.isEmpty {
            out.append(ATSPISignal(path: path, member: "TextChanged", detail: "delete", detail1: start, detail2: removed.count, value: .string(removed)))
        }
        if !inserted.isEmpty {
            out.append(ATSPISignal(path: path, member: "TextChanged", detail: "insert", detail1: start, detail2: inserted.count, value: .string(inserted)))
        }
    }

    /// Children that left or joined an object both trees have (the window, or an element).
    private static func childrenChanged(_ old: ATSPITree, _ new: ATSPITree, bus: String, _ out: inout [ATSPISignal]) {
        func compare(_ o: ATSPITree.Object, _ n: ATSPITree.Object) {
            let before = old.children(of: o), after = new.children(of: n)
            let beforeIDs = before.map { id(old, $0) }, afterIDs = after.map { id(new, $0) }
            guard beforeIDs != afterIDs else { return }
            let kept = Set(beforeIDs).intersection(afterIDs)
            let path = new.path(of: n)
            for (i, c) in before.enumerated() where !kept.contains(beforeIDs[i]) {
                out.append(ATSPISignal(path: path, member: "ChildrenChanged", detail: "remove", detail1: i,
                                       value: .reference(ObjectReference(bus: bus, path: old.path(of: c)))))
            }
            for (i, c) in after.enumerated() where !kept.contains(afterIDs[i]) {
                out.append(ATSPISignal(path: path, member: "ChildrenChanged", detail: "add", detail1: i,
                                       value: .reference(ObjectReference(bus: bus, path: new.path(of: c)))))
            }
        }
        compare(.window, .window)
        for (k, e) in new.elements.enumerated() {
            if let j = old.index[e.id.description] { compare(.element(j), .element(k)) }
        }
    }

    private static func id(_ t: ATSPITree, _ o: ATSPITree.Object) -> NodeID? {
        if case .element(let k) = o { return t.elements[k].id }
        return nil
    }
}
