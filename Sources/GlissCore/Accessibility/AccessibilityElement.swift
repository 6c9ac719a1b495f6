/// One element of the frame's accessibility tree: what a screen reader is told about a view
/// (its role, name, state, value and place), built from the inspector's nodes and the
/// accessibility modifiers by ``UI/accessibilityElements()``. An assistive-technology bridge
/// (Gliss's AT-SPI bridge) publishes these; nothing else needs them.
public struct AccessibilityElement: Sendable, Equatable {
    /// A numeric value with its range (``NodeRef/accessibilityValue(_:in:step:)``).
    public struct Range: Sendable, Equatable {
        /// The current value.
        public var value: Double
        /// The lowest and highest value.
        public var bounds: ClosedRange<Double>
        /// The smallest change (0: any).
        public var step: Double
    }

    /// A link in a text's characters (a Markdown link in `ui.text`): each is an element of its
    /// own as well (role `link`), and the text lists them so a screen reader can read them in
    /// place (AT-SPI's Hypertext).
    public struct Link: Sendable, Equatable {
        /// Where its characters are in the text, as UTF-8 offsets (as ``AccessibilityElement/selection``).
        public var range: Swift.Range<Int>
        /// Where it goes.
        public var url: String
        /// The link's own element's view.
        public var id: NodeID
    }

    /// The view's identity: stable across frames and runs.
    public var id: NodeID
    /// The index of the parent element in the array, or -1 for the window itself.
    public var parent: Int
    /// What the view is (the inspector's role).
    public var role: InspectorRole
    /// Its traits: those its role implies, with ``NodeRef/accessibilityAddTraits(_:)`` and
    /// ``NodeRef/accessibilityRemoveTraits(_:)`` applied.
    public var traits: AccessibilityTraits
    /// Its name: the text, the button's title, the label given (its children's labels, joined,
    /// for `accessibilityElement(children: .combine)`).
    public var label: String
    /// Its hint (``NodeRef/accessibilityHint(_:)``), or "".
    public var hint: String
    /// Its value as read (``NodeRef/accessibilityValue(_:)``; a text field's text).
    public var value: String?
    /// Its numeric value and range, when it has one.
    public var range: Range?
    /// Where it is drawn, in window points.
    public var frame: Rect
    /// It has keyboard focus.
    public var isFocused: Bool
    /// Tab reaches it.
    public var isFocusable: Bool
    /// It takes input (not inside `.disabled()`).
    public var isEnabled: Bool
    /// On or off, for a switch, check box or checkable menu item; nil for other views.
    public var isChecked: Bool?
    /// The actions it offers: "click" for what a click activates, then its named actions.
    public var actions: [String]
    /// A text field's text (bullets for a secure field).
    public var text: String?
    /// A text field's selection as UTF-8 offsets (equal bounds: the caret).
    public var selection: Swift.Range<Int>?
    /// Where a text field's characters are drawn (its text's layout, placed in the window);
    /// nil for other views, and while an input method's composition is drawn in the text.
    public var textLayout: AccessibilityTextLayout? = nil
    /// A password field's (`secureField`): its text is bullets, and nothing is copied from it.
    public var isSecure = false
    /// A rich text's links, in the order of its characters; empty for other views.
    public var links: [Link] = []

    /// Selected: its traits say so (a tab, a chosen option, a selected row).
    public var isSelected: Bool { traits.contains(.isSelected) }
}

extension UI {
    /// This frame's accessibility tree, in reading order (a parent before its children): every
    /// element the inspector lists, less what ``NodeRef/accessibilityHidden(_:)`` hides, with
    /// ``NodeRef/accessibilityElement(children:)`` applied. Built on request — only an
    /// assistive-technology bridge asks, so a frame without one pays nothing for it.
    public func accessibilityElements() -> [AccessibilityElement] {
        var builder = AccessibilityTreeBuilder(ui: self)
        for e in outputs.inspectorEntries { builder.add(e) }
        return builder.elements
    }
}

/// Builds the accessibility tree from the frame's inspector entries. Entries come in emit order
/// (a view before its children), so each one's parent element exists by the time it is seen;
/// a view with no entry of its own that groups its children (`accessibilityElement`) becomes
/// an element when its first child is seen.
struct AccessibilityTreeBuilder {
    let ui: UI
    var elements: [AccessibilityElement] = []
    private var elementOfNode: [Int: Int] = [:]
    /// Elements made for grouping views with no entry: their frame is their children's union.
    private var synthesized = Set<Int>()
    /// The labels a combining element reads, in order.
    private var combinedParts: [Int: [String]] = [:]
    private let focusable: Set<NodeID>

    init(ui: UI) {
        self.ui = ui
        focusable = Set(ui.interaction.focus.candidates.map(\.id))
    }

    mutating func add(_ e: InspectorEntry) {
        let node = Int(e.node)
        guard node >= 0, node < ui.nodes.count else {
            elements.append(element(e, label: e.label(in: ui), parent: -1, semantics: nil, tappable: false, enabled: true))
            return
        }
        if let sem = ui.tree.accessibility[node], sem.hidden { return }
        // Enabled unless it or an ancestor is disabled (read here, not kept per frame by emit).
        var enabled = !ui.nodes[node].disabled
        // The outermost ancestor that absorbs its children (combine or ignore), and whether an
        // ancestor hides the subtree.
        var absorber: Int? = nil
        var a = ui.nodes[node].parent
        while a >= 0 {
            if let sem = ui.tree.accessibility[a] {
                if sem.hidden { return }
                if let c = sem.children, c.kind != .contain { absorber = a }
            }
            if ui.nodes[a].disabled { enabled = false }
            a = ui.nodes[a].parent
        }
        if let x = absorber {
            let target = elementIndex(forGroup: x)
            if ui.tree.accessibility[x]?.children?.kind == .combine, let l = e.label(in: ui), !l.isEmpty {
                var parts = combinedParts[target] ?? (elements[target].label.isEmpty ? [] : [elements[target].label])
                if !parts.contains(l) { parts.append(l) }
                combinedParts[target] = parts
                elements[target].label = parts.joined(separator: ", ")
            }
            grow(target, by: e.frame)
            return
        }
        if let existing = elementOfNode[node] {
            // A second entry for the same view (a tooltip's): keep the first.
            grow(existing, by: e.frame)
            return
        }
        let parent = parentElement(of: node)
        elements.append(element(e, label: e.label(in: ui), parent: parent, semantics: ui.tree.accessibility[node],
                                tappable: ui.nodes[node].tappable, enabled: enabled))
        elementOfNode[node] = elements.count - 1
        if parent >= 0 { grow(parent, by: e.frame) }
    }

    /// The element of the nearest ancestor that is one (the window: -1).
    private mutating func parentElement(of node: Int) -> Int {
        var a = ui.nodes[node].parent
        while a >= 0 {
            if let k = elementOfNode[a] { return k }
            if ui.tree.accessibility[a]?.children != nil { return elementIndex(forGroup: a) }
            a = ui.nodes[a].parent
        }
        return -1
    }

    /// The element of grouping view `node`, made if it has none yet.
    private mutating func elementIndex(forGroup node: Int) -> Int {
        if let k = elementOfNode[node] { return k }
        let parent = parentElement(of: node)
        let n = ui.nodes[node]
        let sem = ui.tree.accessibility[node]
        let role: InspectorRole = n.tappable ? .button : (sem?.children?.kind == .contain ? .container : .text)
        let entry = InspectorEntry(id: n.id, role: role, frame: Rect(x: .infinity, y: .infinity, width: 0, height: 0),
                                   node: Int32(node))
        elements.append(element(entry, label: ui.label(of: node), parent: parent, semantics: sem, tappable: n.tappable,
                                enabled: !n.disabled))
        elementOfNode[node] = elements.count - 1
        synthesized.insert(elements.count - 1)
        return elements.count - 1
    }

    /// Grows a made-up element's frame (and its made-up ancestors') to cover `r`.
    private mutating func grow(_ k: Int, by r: Rect) {
        var k = k
        while k >= 0 && synthesized.contains(k) {
            let f = elements[k].frame
            if f.minX.isInfinite {
                elements[k].frame = r
            } else {
                let x0 = min(f.minX, r.minX), y0 = min(f.minY, r.minY)
                elements[k].frame = Rect(x: x0, y: y0, width: max(f.maxX, r.maxX) - x0, height: max(f.maxY, r.maxY) - y0)
            }
            k = elements[k].parent
        }
    }

    private func element(_ e: InspectorEntry, label: String?, parent: Int, semantics sem: AccessibilitySemantics?,
                         tappable: Bool, enabled: Bool) -> AccessibilityElement {
        let row = e.role.row
        var traits = row.traits
        if tappable && row.isButtonWhenTappable { traits.insert(.isButton) }
        let textInput = e.textInput(in: ui)
        let value = textInput?.value ?? e.value(in: ui)
        var checked: Bool? = nil
        switch row.value {
        case .chosen: if value == "on" || value == "selected" { traits.insert(.isSelected) }
        case .onOff: checked = value == "on"
        case .checkMark: if value == "on" { checked = true }
        case .none, .read, .open, .expanded: break
        }
        if let sem { traits.formUnion(sem.addedTraits); traits.subtract(sem.removedTraits) }
        // A field is typed into: a click only places its caret.
        let actions = (row.text != .field && (tappable || row.isControl) ? ["click"] : []) + (sem?.actions ?? [])
        var placedLayout: AccessibilityTextLayout? = nil
        if let t = textInput, let layout = t.layout {
            // The control recorded it in its own coordinates: its frame's origin places it.
            placedLayout = AccessibilityTextLayout(layout: layout, origin: Point(e.frame.minX + t.layoutOrigin.x,
                                                                                e.frame.minY + t.layoutOrigin.y))
        }
        return AccessibilityElement(id: e.id, parent: parent, role: e.role, traits: traits, label: label ?? "",
                                    hint: sem?.hint ?? "", value: value, range: sem?.range, frame: e.frame,
                                    isFocused: e.focused, isFocusable: focusable.contains(e.id), isEnabled: enabled,
                                    isChecked: checked, actions: actions, text: textInput?.value, selection: textInput?.selection,
                                    textLayout: placedLayout, isSecure: textInput?.isSecure ?? false,
                                    links: ui.accessibilityLinks(ofText: Int(e.node)))
    }
}
