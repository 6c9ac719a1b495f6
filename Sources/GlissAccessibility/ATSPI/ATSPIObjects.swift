import CDBus
import GlissCore

/// Answers AT-SPI's method calls on the application's objects from one published tree: the
/// interfaces Accessible, Application, Component, Action, Value, Text, EditableText, Hypertext
/// and Hyperlink (see at-spi2-core's xml/*.xml for each interface's methods and properties).
/// Runs on the bridge's D-Bus thread.
struct ATSPIObjects {
    /// Every window's tree (the application's children).
    let application: ATSPIApplication
    /// The tree of the window the addressed object is in (an empty one for the application).
    let tree: ATSPITree
    /// The index of that window in the application (nil: the application itself).
    let window: Int?
    /// This application's bus name, in every reference it gives out.
    let bus: String
    /// The desktop's reference (the registry's answer to Embed): the root's parent.
    let desktop: ObjectReference
    /// The application id the registry gave it (Application.Id).
    let applicationID: Int

    /// What a call asks the frame to do, in order (an action, a focus request; a cut's copy,
    /// then its deletion): input for the window ``windowName``.
    var requests: [AccessibilityRequest] = []
    /// The D-Bus error to answer with instead (its name and message): the call was refused.
    var error: (name: String, message: String)? = nil

    /// The objects of window `window` of `application` (nil: the application's own object).
    init(application: ATSPIApplication, window: Int?, bus: String, desktop: ObjectReference, applicationID: Int) {
        self.application = application
        self.window = window
        tree = window.map { application.windows[$0] } ?? ATSPITree()
        self.bus = bus
        self.desktop = desktop
        self.applicationID = applicationID
    }

    /// The objects of an app with one window, `tree`.
    init(tree: ATSPITree, bus: String, desktop: ObjectReference, applicationID: Int) {
        self.init(application: ATSPIApplication(name: tree.title, windows: [tree]), window: 0, bus: bus,
                  desktop: desktop, applicationID: applicationID)
    }

    /// The name of the window whose object was addressed: what it asks is input for that window.
    var windowName: String { tree.name }

    func reference(_ o: ATSPITree.Object) -> ObjectReference { ObjectReference(bus: bus, path: tree.path(of: o)) }

    /// The references of `o`'s children: the application's are every window's frame, in
    /// window order.
    func children(of o: ATSPITree.Object) -> [ObjectReference] {
        if o == .root { return application.windows.map { ObjectReference(bus: bus, path: $0.windowPath) } }
        return tree.children(of: o).map(reference)
    }

    /// `o`'s parent: the desktop for the application, the application for a window.
    func parent(of o: ATSPITree.Object) -> ObjectReference {
        tree.parent(of: o).map(reference) ?? desktop
    }

    /// `o`'s index among its parent's children (-1 for the application, whose parent is the
    /// desktop).
    func indexInParent(of o: ATSPITree.Object) -> Int {
        switch o {
        case .root: return -1
        case .window: return window ?? -1
        case .element: return tree.parent(of: o).flatMap { tree.children(of: $0).firstIndex(of: o) } ?? -1
        case .hyperlink: return -1
        }
    }

    /// The interfaces object `o` implements.
    func interfaces(_ o: ATSPITree.Object) -> [String] {
        switch o {
        case .root: return ["org.a11y.atspi.Accessible", "org.a11y.atspi.Application"]
        case .window: return ["org.a11y.atspi.Accessible", "org.a11y.atspi.Component"]
        case .element(let k):
            let e = tree.elements[k]
            var out = ["org.a11y.atspi.Accessible", "org.a11y.atspi.Component"]
            if !e.actions.isEmpty { out.append("org.a11y.atspi.Action") }
            if e.range != nil { out.append("org.a11y.atspi.Value") }
            if e.role.row.text != .none { out.append("org.a11y.atspi.Text") }
            if Self.isEditable(e) { out.append("org.a11y.atspi.EditableText") }
            return out + hypertextInterfaces(o)
        case .hyperlink: return ["org.a11y.atspi.Hyperlink"]
        }
    }

    func role(_ o: ATSPITree.Object) -> AccessibleRole {
        switch o {
        case .root: return .application
        case .window: return .frame
        case .element(let k): return ATSPIRole.of(tree.elements[k], hasChildren: !tree.children[k].isEmpty)
        case .hyperlink: return .link
        }
    }

    func states(_ o: ATSPITree.Object) -> ATSPIStates {
        switch o {
        case .root: return ATSPIStates()
        case .window: return .window(active: tree.windowActive)
        case .element(let k): return .of(tree.elements[k])
        case .hyperlink: return ATSPIStates()
        }
    }

    func name(_ o: ATSPITree.Object) -> String {
        switch o {
        case .root: return application.name
        case .window: return tree.title
        case .element(let k), .hyperlink(let k): return tree.elements[k].label
        }
    }

    /// The text the Text interface reads: a field's text, a label's string.
    func text(_ o: ATSPITree.Object) -> String {
        guard case .element(let k) = o else { return "" }
        let e = tree.elements[k]
        return e.text ?? (e.role.row.text == .label ? e.label : "")
    }

    /// A field's text that can be written (EditableText): its role's text is typed into, and
    /// it is not disabled.
    static func isEditable(_ e: AccessibilityElement) -> Bool {
        e.role.row.text == .field && e.isEnabled
    }

    /// Appends the answer to `member` of `interface` on `o` to `reply`; false when there is no
    /// such method (the caller answers with an error).
    mutating func answer(_ interface: String, _ member: String, on o: ATSPITree.Object,
                         arguments a: [DBusArgument], into w: DBusWriter) -> Bool {
        switch (interface, member) {
        case ("org.freedesktop.DBus.Properties", "Get"):
            guard a.count >= 2, let i = a[0].string, let p = a[1].string else { return false }
            return w.variantProperty(self, i, p, o)
        case ("org.freedesktop.DBus.Properties", "GetAll"):
            guard let i = a.first?.string else { return false }
            w.array("{sv}") { d in
                for p in Self.properties[i] ?? [] {
                    d.dictEntry { e in e.string(p); _ = e.variantProperty(self, i, p, o) }
                }
            }
            return true
        case ("org.freedesktop.DBus.Properties", "Set"):
            // Application.Id (the registry numbers applications) and Value.CurrentValue.
            if a.count >= 3, a[1].string == "CurrentValue", let v = a[2].number, case .element(let k) = o {
                // Infinity or NaN is no value to move to (a slider settled it at its minimum):
                // refused, as Properties.Set refuses a bad value.
                guard v.isFinite else {
                    error = ("org.freedesktop.DBus.Error.InvalidArgs", "CurrentValue must be a finite number, not \(v)")
                    return true
                }
                requests.append(.setValue(tree.elements[k].id, v))
            }
            return true
        case ("org.freedesktop.DBus.Introspectable", "Introspect"):
            w.string(ATSPIIntrospection.xml(interfaces(o)))
            return true
        case ("org.a11y.atspi.Accessible", "GetChildAtIndex"):
            let c = children(of: o)
            let i = a.first?.int ?? -1
            w.reference(c.indices.contains(i) ? c[i] : .null)
            return true
        case ("org.a11y.atspi.Accessible", "GetChildren"):
            w.array("(so)") { arr in for c in children(of: o) { arr.reference(c) } }
            return true
        case ("org.a11y.atspi.Accessible", "GetIndexInParent"):
            w.int32(indexInParent(of: o))
            return true
        case ("org.a11y.atspi.Accessible", "GetRelationSet"):
            w.array("(ua(so))") { _ in }
            return true
        case ("org.a11y.atspi.Accessible", "GetRole"):
            w.uint32(role(o).rawValue)
            return true
        case ("org.a11y.atspi.Accessible", "GetRoleName"), ("org.a11y.atspi.Accessible", "GetLocalizedRoleName"):
            w.string(ATSPIRole.name(role(o)))
            return true
        case ("org.a11y.atspi.Accessible", "GetState"):
            w.array("u") { arr in for x in states(o).words { arr.uint32(x) } }
            return true
        case ("org.a11y.atspi.Accessible", "GetAttributes"):
            w.array("{ss}") { d in
                d.dictEntry { $0.string("toolkit"); $0.string("Gliss") }
                if case .element(let k) = o { d.dictEntry { $0.string("id"); $0.string(tree.elements[k].id.description) } }
            }
            return true
        case ("org.a11y.atspi.Accessible", "GetApplication"):
            w.reference(reference(.root))
            return true
        case ("org.a11y.atspi.Accessible", "GetInterfaces"):
            w.array("s") { arr in for i in interfaces(o) { arr.string(i) } }
            return true
        case ("org.a11y.atspi.Application", "GetLocale"):
            w.string("")
            return true
        case ("org.a11y.atspi.Application", "RegisterEventListener"), ("org.a11y.atspi.Application", "DeregisterEventListener"):
            return true
        default:
            return answerComponent(member, interface, o, a, w) || answerAction(member, interface, o, a, w)
                || answerText(member, interface, o, a, w) || answerEditableText(member, interface, o, a, w)
                || answerHypertext(member, interface, o, a, w) || answerHyperlink(member, interface, o, a, w)
        }
    }

    private mutating func answerComponent(_ member: String, _ interface: String, _ o: ATSPITree.Object,
                                          _ a: [DBusArgument], _ w: DBusWriter) -> Bool {
        guard interface == "org.a11y.atspi.Component" else { return false }
        let coord = a.last?.int ?? 0
        switch member {
        case "GetExtents":
            let x = tree.extents(of: o, coordinateType: coord)
            w.extents(x)
        case "GetPosition":
            let x = tree.extents(of: o, coordinateType: coord)
            w.int32(x.x); w.int32(x.y)
        case "GetSize":
            let x = tree.extents(of: o, coordinateType: 1)
            w.int32(x.width); w.int32(x.height)
        case "Contains", "GetAccessibleAtPoint":
            guard a.count >= 3, let px = a[0].int, let py = a[1].int else { return false }
            var p = Point(Double(px), Double(py))
            if coord == 0 { p = Point(p.x - tree.windowFrame.origin.x, p.y - tree.windowFrame.origin.y) }
            if member == "Contains" {
                let x = tree.extents(of: o, coordinateType: 1)
                w.bool(Int(p.x) >= x.x && Int(p.x) < x.x + x.width && Int(p.y) >= x.y && Int(p.y) < x.y + x.height)
            } else {
                w.reference(tree.child(of: o, at: p).map(reference) ?? .null)
            }
        case "GetLayer": w.uint32(o == .window ? 7 : 3)   // ATSPI_LAYER_WINDOW, ATSPI_LAYER_WIDGET
        case "GetMDIZOrder": w.int16(0)
        case "GetAlpha": w.double(1)
        case "GrabFocus":
            if case .element(let k) = o, tree.elements[k].isFocusable { requests.append(.focus(tree.elements[k].id)); w.bool(true) }
            else { w.bool(false) }
        case "SetExtents", "SetPosition", "SetSize", "ScrollTo", "ScrollToPoint": w.bool(false)
        default: return false
        }
        return true
    }

    private mutating func answerAction(_ member: String, _ interface: String, _ o: ATSPITree.Object,
                                       _ a: [DBusArgument], _ w: DBusWriter) -> Bool {
        guard interface == "org.a11y.atspi.Action", case .element(let k) = o else { return false }
        let e = tree.elements[k]
        let i = a.first?.int ?? -1
        let name = e.actions.indices.contains(i) ? e.actions[i] : ""
        switch member {
        case "GetName", "GetLocalizedName": w.string(name)
        case "GetDescription", "GetKeyBinding": w.string("")
        case "GetActions": w.array("(sss)") { arr in for n in e.actions { arr.structure { $0.string(n); $0.string(""); $0.string("") } } }
        case "DoAction":
            guard !name.isEmpty, e.isEnabled else { w.bool(false); return true }
            requests.append(name == "click" ? .activate(e.id) : .perform(e.id, action: name))
            w.bool(true)
        default: return false
        }
        return true
    }

    /// Each interface's properties (GetAll).
    static let properties: [String: [String]] = [
        "org.a11y.atspi.Accessible": ["Name", "Description", "Parent", "ChildCount", "Locale", "AccessibleId", "HelpText"],
        "org.a11y.atspi.Application": ["ToolkitName", "Version", "AtspiVersion", "Id"],
        "org.a11y.atspi.Action": ["NActions"],
        "org.a11y.atspi.Value": ["MinimumValue", "MaximumValue", "MinimumIncrement", "CurrentValue", "Text"],
        "org.a11y.atspi.Text": ["CharacterCount", "CaretOffset"],
        "org.a11y.atspi.Hyperlink": ["NAnchors", "StartIndex", "EndIndex"],
    ]

    /// Writes property `p` of interface `i` of `o` as a variant; false when there is none.
    func property(_ i: String, _ p: String, _ o: ATSPITree.Object) -> (signature: String, write: (DBusWriter) -> Void)? {
        let e: AccessibilityElement? = { if case .element(let k) = o { return tree.elements[k] } else { return nil } }()
        switch (i, p) {
        case ("org.a11y.atspi.Accessible", "Name"): let n = name(o); return ("s", { $0.string(n) })
        case ("org.a11y.atspi.Accessible", "Description"), ("org.a11y.atspi.Accessible", "HelpText"):
            let h = e?.hint ?? ""; return ("s", { $0.string(h) })
        case ("org.a11y.atspi.Accessible", "Parent"):
            let r = parent(of: o)
            return ("(so)", { $0.reference(r) })
        case ("org.a11y.atspi.Accessible", "ChildCount"): let n = children(of: o).count; return ("i", { $0.int32(n) })
        case ("org.a11y.atspi.Accessible", "Locale"): return ("s", { $0.string("") })
        case ("org.a11y.atspi.Accessible", "AccessibleId"): let s = e?.id.description ?? ""; return ("s", { $0.string(s) })
        case ("org.a11y.atspi.Application", "ToolkitName"): return ("s", { $0.string("Gliss") })
        case ("org.a11y.atspi.Application", "Version"): return ("s", { $0.string("1.0") })
        case ("org.a11y.atspi.Application", "AtspiVersion"): return ("s", { $0.string("2.1") })
        case ("org.a11y.atspi.Application", "Id"): let n = applicationID; return ("i", { $0.int32(n) })
        case ("org.a11y.atspi.Action", "NActions"): let n = e?.actions.count ?? 0; return ("i", { $0.int32(n) })
        case ("org.a11y.atspi.Value", "MinimumValue"): let v = e?.range?.bounds.lowerBound ?? 0; return ("d", { $0.double(v) })
        case ("org.a11y.atspi.Value", "MaximumValue"): let v = e?.range?.bounds.upperBound ?? 0; return ("d", { $0.double(v) })
        case ("org.a11y.atspi.Value", "MinimumIncrement"): let v = e?.range?.step ?? 0; return ("d", { $0.double(v) })
        case ("org.a11y.atspi.Value", "CurrentValue"): let v = e?.range?.value ?? 0; return ("d", { $0.double(v) })
        case ("org.a11y.atspi.Value", "Text"): let v = e?.value ?? ""; return ("s", { $0.string(v) })
        case ("org.a11y.atspi.Text", "CharacterCount"): let n = text(o).count; return ("i", { $0.int32(n) })
        case ("org.a11y.atspi.Text", "CaretOffset"): let c = selection(o)?.upperBound ?? 0; return ("i", { $0.int32(c) })
        default: return hyperlinkProperty(i, p, o)
        }
    }
}

extension DBusWriter {
    /// A box as Component's GetExtents gives one: an `(iiii)` struct of x, y, width, height
    /// (Text's character extents are four separate ints).
    func extents(_ x: (x: Int, y: Int, width: Int, height: Int)) {
        structure { $0.int32(x.x); $0.int32(x.y); $0.int32(x.width); $0.int32(x.height) }
    }

    /// Property `p` of interface `i` of `o`, in a variant; false when there is none.
    func variantProperty(_ objects: ATSPIObjects, _ i: String, _ p: String, _ o: ATSPITree.Object) -> Bool {
        guard let (sig, write) = objects.property(i, p, o) else { return false }
        variant(sig, write)
        return true
    }
}

/// Introspection data for tools such as d-feet and busctl (screen readers do not ask).
enum ATSPIIntrospection {
    static func xml(_ interfaces: [String]) -> String {
        "<!DOCTYPE node PUBLIC \"-//freedesktop//DTD D-BUS Object Introspection 1.0//EN\" "
            + "\"http://www.freedesktop.org/standards/dbus/1.0/introspect.dtd\">\n<node>\n"
            + (interfaces + ["org.freedesktop.DBus.Properties", "org.freedesktop.DBus.Introspectable"])
                .map { "  <interface name=\"\($0)\"/>\n" }.joined()
            + "</node>\n"
    }
}
