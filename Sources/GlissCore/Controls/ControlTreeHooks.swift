/// The rest of the SPI tier (see `ControlHooks.swift`): what a container-like control reads
/// of the views built in it, its memory across frames, keyboard focus and last frame's hit
/// regions. For people writing controls; may change.
extension NodeRef {
    /// Where layout put this view, in window points (zero before this pass's layout: read it
    /// after layout, as a menu places its panel, or from the previous frame's views).
    @_spi(GlissControls)
    public var layoutRect: Rect { ui.nodes[index].rect }

    /// The container this view was built in, nil for a root.
    @_spi(GlissControls)
    public var parent: NodeRef? {
        let p = ui.nodes[index].parent
        return p < 0 ? nil : ui.ref(p)
    }

    /// The views built inside this one, in order (a modifier's wrapper has its view as its
    /// one child).
    @_spi(GlissControls)
    public var children: [NodeRef] { ui.children(of: index).map { ui.ref($0) } }

    /// The first view built inside this one, nil when it has none.
    @_spi(GlissControls)
    public var firstChild: NodeRef? {
        let c = ui.nodes[index].firstChild
        return c < 0 ? nil : ui.ref(c)
    }

    /// True when `.disabled(true)` was applied to this very view (not to a container around it).
    @_spi(GlissControls)
    public var isMarkedDisabled: Bool { ui.nodes[index].disabled }

    /// The axis of a stack (`hstack`, `vstack`), nil for any other view.
    @_spi(GlissControls)
    public var stackAxis: Axis? {
        if case .stack(let axis, _, _) = ui.nodes[index].kind { return axis }
        return nil
    }

    /// A text's own label (what the inspector and a screen reader read): nil for a view that
    /// is not a plain text.
    @_spi(GlissControls)
    public var textLabel: String? {
        let n = ui.nodes[index]
        guard n.tag == .text, n.role == .text else { return nil }
        return ui.label(of: index)
    }

    /// The label of the first plain text in this view, depth first and this view included
    /// (nil when it holds none): what a list's or a table's row is read by. Walks the nodes
    /// in place, making no array of them.
    @_spi(GlissControls)
    public var firstTextLabel: String? { ui.firstTextLabel(in: index) }

    /// A text's colour (nil for a view that is not a text); setting it recolours the text (a
    /// selected row's labels turn white).
    @_spi(GlissControls)
    public var textColor: Color? {
        get {
            guard case .text(let ti) = ui.nodes[index].kind else { return nil }
            return ui.tree.texts[ti].color
        }
        nonmutating set {
            guard case .text(let ti) = ui.nodes[index].kind, let c = newValue else { return }
            ui.tree.texts[ti].color = c
        }
    }

    /// Records what this text control shows and its selection, for the inspector and the
    /// platform's input method.
    @_spi(GlissControls)
    public func textInput(_ info: TextInputInfo) {
        ui.tree.textInputs[index] = info
    }
}

extension UI {
    /// The label of the first plain text in node `i`'s subtree (``NodeRef/firstTextLabel``).
    func firstTextLabel(in i: Int) -> String? {
        let n = nodes.pointer(i)
        if n.pointee.tag == .text, n.pointee.role == .text { return label(of: UnsafePointer(n)) }
        var c = n.pointee.firstChild
        while c >= 0 {
            if let l = firstTextLabel(in: c) { return l }
            c = nodes.pointer(c).pointee.nextSibling
        }
        return nil
    }

    /// The container being built now (where the next view goes), nil at the top level.
    @_spi(GlissControls)
    public var currentContainer: NodeRef? { levels.last.flatMap { $0.parent >= 0 ? ref($0.parent) : nil } }

    /// A control's memory across frames, under `id` (made by `make` on first use; dropped
    /// when no view with that identity is built for a while, as `state` is).
    @_spi(GlissControls)
    public func memory<T: AnyObject>(_ id: NodeID, _ make: () -> T) -> T { store.get(id.raw, make) }

    /// A control's memory under `id` if it has one, nil otherwise (made by ``memory(_:_:)``).
    @_spi(GlissControls)
    public func existingMemory<T: AnyObject>(_ id: NodeID, as type: T.Type) -> T? { store.peek(id.raw, as: type) }

    /// Asks for another frame after this one (a control animating itself).
    @_spi(GlissControls)
    public func requestAnotherFrame() { outputs.animating = true }

    /// True when a control already took `key` this frame (``takeKey(_:)``, a key query).
    @_spi(GlissControls)
    public func isKeyTaken(_ key: Key) -> Bool { input.keysTaken.contains(key) }

    /// The view with keyboard focus, nil when none has it.
    @_spi(GlissControls)
    public var focusedID: NodeID? { interaction.focus.focused }

    /// True when `id` has keyboard focus and could take it last frame (it was focusable and
    /// not hidden by a modal presentation).
    @_spi(GlissControls)
    public func hasFocus(_ id: NodeID) -> Bool {
        interaction.focus.focused == id && interaction.focus.candidates.contains { $0.id == id }
    }

    /// Gives `id` keyboard focus (as a click on a field does).
    @_spi(GlissControls)
    public func focus(_ id: NodeID) { interaction.focus.focus(id) }

    /// Takes keyboard focus from `id` when it has it (Escape in a text field ends editing);
    /// nothing else takes it.
    @_spi(GlissControls)
    public func resignFocus(_ id: NodeID) {
        if interaction.focus.focused == id { interaction.focus.focused = nil }
    }

    /// Where view `id` took hits last frame (window points), nil when it took none.
    @_spi(GlissControls)
    public func hitRect(of id: NodeID) -> Rect? { interaction.regions.first(where: { $0.id == id })?.rect }

    /// The front-most view taking hits at `p` last frame.
    @_spi(GlissControls)
    public func frontmostHit(at p: Point) -> NodeID? { interaction.hitTest(p).first?.id }

    /// Where the tap on `id` this frame landed (window points), nil when it was not tapped
    /// by the pointer (a key or a screen reader activated it).
    @_spi(GlissControls)
    public func tapLocation(of id: NodeID) -> Point? { interaction.tapLocation(id) }

    /// How soon a second click must follow the first to count as a double click (seconds).
    @_spi(GlissControls)
    public static var multiClickInterval: Double { Interaction.multiClickInterval }
}

extension UI {
    /// True while the frame's first build pass is built (the one that sees the input: a
    /// pointer move is acted on once, not once per pass).
    @_spi(GlissControls)
    public var isFirstPass: Bool { build.pass == 0 }

    /// Tells the platform where the caret of the focused text control is (window points), so
    /// an input method's candidate window opens beside it.
    @_spi(GlissControls)
    public func reportTextInputArea(_ rect: Rect) { outputs.textInputArea = rect }
}
