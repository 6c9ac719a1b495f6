import GlissCore

/// An AT-SPI event signal (`org.a11y.atspi.Event.*`, signature `siiva{sv}`).
struct ATSPISignal {
    enum Value: Equatable { case int(Int), string(String), reference(ObjectReference) }
    var path: String
    var interface = "org.a11y.atspi.Event.Object"
    var member: String
    var detail = ""
    var detail1 = 0
    var detail2 = 0
    var value: Value = .int(0)
}

/// The events between two publishes: what a screen reader needs to hear about the frame (a
/// window opened, closed or took the keyboard; focus moved, a state or name or value changed,
/// text edited, children came or went) and no more — views that did not change send nothing.
enum ATSPIEvents {
    /// The events between two published applications (`old` nil: the first publish). Windows
    /// are matched by token. In order: windows that closed and opened (ChildrenChanged on the
    /// application, as AT-SPI expects; not on the first publish, whose windows the registry
    /// lists when it asks), windows whose title changed, windows that lost the keyboard
    /// (Deactivate) then those that gained it (Activate) — before the focus events, so that
    /// Orca reads those as the active window's — then each window's own changes, the active
    /// windows' last, so the last focus a screen reader hears is the active window's.
    static func between(_ old: ATSPIApplication?, _ new: ATSPIApplication, bus: String) -> [ATSPISignal] {
        var out: [ATSPISignal] = []
        let before = old?.windows ?? []
        func reference(_ t: ATSPITree) -> Value { .reference(ObjectReference(bus: bus, path: t.windowPath)) }
        if old != nil {
            for (i, t) in before.enumerated() where !new.windows.contains(where: { $0.token == t.token }) {
                out.append(ATSPISignal(path: ATSPITree.rootPath, member: "ChildrenChanged", detail: "remove", detail1: i, value: reference(t)))
            }
            for (i, t) in new.windows.enumerated() where !before.contains(where: { $0.token == t.token }) {
                out.append(ATSPISignal(path: ATSPITree.rootPath, member: "ChildrenChanged", detail: "add", detail1: i, value: reference(t)))
            }
        }
        let pairs = new.windows.map { t in (old: before.first { $0.token == t.token }, new: t) }
        for (was, t) in pairs {
            guard let was, was.title != t.title else { continue }
            out.append(ATSPISignal(path: t.windowPath, member: "PropertyChange", detail: "accessible-name", value: .string(t.title)))
        }
        // A new window says only that it is active: one never active has nothing to lose.
        for on in [false, true] {
            for (was, t) in pairs where t.windowActive == on && (was.map { $0.windowActive != on } ?? on) {
                out.append(ATSPISignal(path: t.windowPath, interface: "org.a11y.atspi.Event.Window", member: on ? "Activate" : "Deactivate"))
                out.append(ATSPISignal(path: t.windowPath, member: "StateChanged", detail: "active", detail1: on ? 1 : 0))
            }
        }
        for (was, t) in pairs.filter({ !$0.new.windowActive }) + pairs.filter(\.new.windowActive) {
            if let was {
                out += between(was, t, bus: bus)
            } else if let k = t.focused {
                out.append(ATSPISignal(path: t.path(of: .element(k)), member: "StateChanged", detail: "focused", detail1: 1))
            }
        }
        return out
    }

    private typealias Value = ATSPISignal.Value

    /// The events between two published trees of one window.
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
                // Counted in place: a copy of the text's bytes for each move cost ~10 ms a megabyte.
                let caret = t[..<t.utf8.index(t.utf8.startIndex, offsetBy: min(max(0, s.upperBound), t.utf8.count))].count
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

    /// One deletion and one insertion around the common start and end (in characters), found
    /// in the bytes (`TextIdentity.changed`): arrays of both texts' characters, and strings
    /// made of them a character at a time, took ~2 s a publish for 10 MB set through AT-SPI.
    private static func textChanged(_ path: String, from a: String, to b: String, _ out: inout [ATSPISignal]) {
        let (ra, rb) = TextIdentity.changed(a, b)
        let start = a[..<ra.lowerBound].count
        let removed = String(a[ra]), inserted = String(b[rb])
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
