/// A handle on a node built this frame; its methods are the modifiers.
/// They return the handle so calls chain: `ui.text("Hi").padding(10).background(.red)`.
/// Use it within the frame that built it (it names the node by its place in that frame).
public struct NodeRef {
    /// The context the node was built in.
    public var ui: UI { unmanagedUI.takeUnretainedValue() }
    // Not retained: a handle lives within the frame that built it (its index means nothing
    // after), and the `UI` outlives every frame. Retaining and releasing it cost two atomic
    // operations per builder and modifier call (~3 % of a grid frame).
    let unmanagedUI: Unmanaged<UI>
    /// The node's place in this frame's tree (meaningless after the frame).
    @_spi(GlissControls) public let index: Int

    init(ui: UI, index: Int) {
        unmanagedUI = .passUnretained(ui)
        self.index = index
    }

    init(unmanagedUI: Unmanaged<UI>, index: Int) {
        self.unmanagedUI = unmanagedUI
        self.index = index
    }

    /// The node's identity.
    public var id: NodeID { ui.nodes[index].id }

    func edit(_ f: (inout Node) -> Void) -> NodeRef {
        f(&ui.nodes[index]); return self
    }

    func editExtras(_ f: (inout NodeExtras) -> Void) -> NodeRef {
        ui.editExtras(index, f); return self
    }

    /// Modifier stages in the order a node applies them: padding (1), frame (2),
    /// background/overlay (3). A modifier of an earlier stage than one already applied
    /// wraps the node in a new container first, so `.frame(height: 100).padding()` pads
    /// outside the frame exactly as SwiftUI's modifier order says.
    ///
    /// Padding or a frame on a finished control (tappable, with a control's role: a button, a
    /// toggle, a link) lies outside it, as SwiftUI applies a modifier after a control:
    /// `.padding()` or `.frame(maxWidth: .infinity)` on a button leaves its tap area, focus
    /// ring and accessibility frame its own. The node keeps the modifier (so `.focused`,
    /// `.keyboardShortcut` and the like still reach the control) and remembers the padding it
    /// had (`ownPadding`).
    func staged(_ stage: UInt8, wrapIf conflict: Bool = false) -> NodeRef {
        let n = ui.nodes[index]
        let current = n.stage
        if current > stage || (current == stage && conflict) {
            let w = ui.wrap(index)
            ui.nodes[w].stage = stage
            return NodeRef(ui: ui, index: w)
        }
        if n.tappable, n.role?.isControl == true, ui.extras(of: index)?.ownPadding == nil {
            let own = n.padding
            ui.editExtras(index) { $0.ownPadding = own }
        }
        ui.nodes[index].stage = stage
        return self
    }

    /// Space around the content, inside any frame/background.
    @discardableResult public func padding(_ d: Double = 16) -> NodeRef { padding(EdgeInsets(all: d)) }
    /// Space around the content, edge by edge.
    @discardableResult public func padding(_ insets: EdgeInsets) -> NodeRef {
        staged(1).edit { n in
            n.padding.top += insets.top; n.padding.leading += insets.leading
            n.padding.bottom += insets.bottom; n.padding.trailing += insets.trailing
        }
    }
    /// Space on the leading and trailing edges (`horizontal`) and top and bottom (`vertical`).
    /// Space on some edges — SwiftUI's `padding(_:_:)`: `.padding(.top, 10)`,
    /// `.padding(.horizontal)` (16 points when no length is given).
    @discardableResult public func padding(_ edges: Edge.Set, _ length: Double = 16) -> NodeRef {
        padding(EdgeInsets(top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                           bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0))
    }
    /// Space around the content, horizontally and vertically.
    @discardableResult public func padding(horizontal: Double = 0, vertical: Double = 0) -> NodeRef {
        padding(EdgeInsets(horizontal: horizontal, vertical: vertical))
    }

    /// A fixed size on either axis (`.frame(width:height:)`).
    @discardableResult
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> NodeRef {
        // Through `_withUnsafeGuaranteedRef`: the `UI` outlives the handle, and held as a plain
        // reference here it was retained and released around the call.
        let i = unmanagedUI._withUnsafeGuaranteedRef {
            $0.applyFrame(index, width: width != nil, height: height != nil) { f in
                if let width { f.width = width }
                if let height { f.height = height }
                f.alignment = alignment
            }
        }
        return NodeRef(unmanagedUI: unmanagedUI, index: i)
    }

    /// Flexible bounds — SwiftUI's `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`;
    /// `.infinity` takes all offered space. The ideal size is what the frame is (and offers its
    /// content) when it is offered no size on that axis: inside a scroll view's axis, or under
    /// `fixedSize`-like measuring.
    @discardableResult
    public func frame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                      minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                      alignment: Alignment = .center) -> NodeRef {
        let width = (minWidth ?? idealWidth ?? maxWidth) != nil, height = (minHeight ?? idealHeight ?? maxHeight) != nil
        let i = unmanagedUI._withUnsafeGuaranteedRef {
            $0.applyFrame(index, width: width, height: height) { f in
                if let minWidth { f.minWidth = minWidth }
                if let idealWidth { f.idealWidth = idealWidth }
                if let maxWidth { f.maxWidth = maxWidth }
                if let minHeight { f.minHeight = minHeight }
                if let idealHeight { f.idealHeight = idealHeight }
                if let maxHeight { f.maxHeight = maxHeight }
                f.alignment = alignment
            }
        }
        return NodeRef(unmanagedUI: unmanagedUI, index: i)
    }

    /// Moves the drawing and hit area without changing layout.
    @discardableResult public func offset(x: Double = 0, y: Double = 0) -> NodeRef {
        edit { $0.offset.x += x; $0.offset.y += y }
    }
    /// Multiplies the subtree's opacity.
    @discardableResult public func opacity(_ o: Double) -> NodeRef { edit { $0.opacity *= o } }
    /// Clips the subtree to the node's bounds (rounded by `cornerRadius` for images/backgrounds).
    @discardableResult public func clipped() -> NodeRef {
        // After a scale or rotation: clip to the untransformed frame, outside the effect.
        let me = (ui.extras(of: index)?.effect?.hasTransform ?? false) ? NodeRef(ui: ui, index: ui.wrap(index)) : self
        return me.edit { $0.clip = true }
    }
    /// Rounds the node's corners (SwiftUI `.cornerRadius`): its own image or shape, and a
    /// background given before it — SwiftUI clips the whole view, so
    /// `.background(.blue).cornerRadius(20)` is a rounded blue card, while a background given
    /// after it (`.cornerRadius(20).background(.blue)`) stays square, as there.
    @discardableResult public func cornerRadius(_ r: Double) -> NodeRef {
        if let si = ui.backgroundShape(of: ui.nodes[index]), ui.tree.shapes[si].kind == .roundedRect {
            ui.tree.shapes[si].radius = max(ui.tree.shapes[si].radius, r)
        }
        return edit { $0.cornerRadius = r }
    }
    /// Hides the node but keeps its space.
    @discardableResult public func hidden(_ h: Bool = true) -> NodeRef { edit { $0.hidden = h } }
    /// Disables taps and drags on the node.
    @discardableResult public func disabled(_ d: Bool = true) -> NodeRef { edit { $0.disabled = d } }
    /// Places the node at `rect` inside a `canvas` parent.
    @discardableResult public func place(in rect: Rect) -> NodeRef { edit { $0.placedFrame = rect } }

    /// A colour behind the node (covering its padding), with rounded corners.
    @discardableResult public func background(_ color: Color, radius: Double = 0) -> NodeRef {
        background { ui.roundedRectangle(cornerRadius: radius, fill: color) }
    }
    /// Views behind the node, sized to it.
    @discardableResult public func background(_ content: () -> Void) -> NodeRef {
        let me = staged(3, wrapIf: ui.nodes[index].background != nil)
        let bg = me.attached(content)
        return me.edit { $0.background = bg }
    }
    /// Views in front of the node, sized to it.
    @discardableResult public func overlay(alignment: Alignment = .center, _ content: () -> Void) -> NodeRef {
        let me = staged(3, wrapIf: ui.nodes[index].overlay != nil)
        let ov = me.attached(alignment: alignment, content)
        return me.edit { $0.overlay = ov }
    }
    /// A stroked rounded border on the node's edge.
    @discardableResult public func border(_ color: Color, width: Double = 1, radius: Double = 0) -> NodeRef {
        overlay { ui.roundedRectangle(cornerRadius: radius, stroke: color, lineWidth: width) }
    }

    private func attached(alignment: Alignment = .center, _ content: () -> Void) -> Int {
        // Built as a zstack that is not a layout child: it is sized to the node afterwards.
        // The zstack goes into this node, keyed in the current scope and counted there.
        let parent = ui.levels.top.parent
        ui.levels.topAddress.pointee.parent = index
        let saved = (ui.nodes[index].firstChild, ui.nodes[index].lastChild, ui.nodes[index].childCount)
        let z = ui.container(.zstack(alignment), .zstack, id: nil, content)
        ui.levels.topAddress.pointee.parent = parent
        // Unlink it again: it was appended as the last child.
        (ui.nodes[index].firstChild, ui.nodes[index].lastChild, ui.nodes[index].childCount) = saved
        if saved.1 >= 0 { ui.nodes[saved.1].nextSibling = -1 }
        ui.nodes[z].parent = index
        return z
    }

    /// Names the inspector role and label of the node.
    @discardableResult public func accessibility(role: InspectorRole? = nil, label: String? = nil) -> NodeRef {
        if let label { ui.setLabel(index, label) }
        return edit { n in
            if let role { n.role = role }
        }
    }

    // MARK: Gestures

    /// Runs `action` when the node is clicked `count` times in a row — SwiftUI's
    /// `onTapGesture(count:perform:)`: `count: 2` runs on a double click (each click within
    /// 0.4 s of the last, on this view); `count: 1` on every click, as ``onTap(_:)``.
    @discardableResult public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> NodeRef {
        if !ui.nodes[index].disabled, ui.interaction.takeTap(ui.nodes[index].id, count: max(1, count)) { ui.enqueue(action) }
        return takesTaps(inSeriesOnly: count > 1)
    }

    /// Marks the node tappable. A node that only takes a series of clicks (a double-click
    /// handler on a list row's content) lets single clicks through to the tappable view behind
    /// it too: the row still selects on one click, as desktop lists do.
    private func takesTaps(inSeriesOnly: Bool) -> NodeRef {
        let n = ui.nodes[index]
        if inSeriesOnly && !n.tappable {
            ui.editExtras(index) { $0.tapsInSeriesOnly = true }
        } else if !inSeriesOnly && n.extra >= 0 {
            ui.tree.extras[n.extra].tapsInSeriesOnly = false
        }
        return edit { $0.tappable = true }
    }

    /// Runs `action` with where the node was clicked — SwiftUI's
    /// `onTapGesture(count:coordinateSpace:perform:)`: the location is in `coordinateSpace`
    /// (the node's own bounds by default). Pointer clicks only: Space or Return on the
    /// focused view (which activate ``onTap(_:)``) have no location and do not run it.
    ///
    /// ```swift
    /// ui.rectangle(fill: .gray).frame(width: 200, height: 20)
    ///     .onTapGesture { p in model.seek(to: p.x / 200) }
    /// ```
    @discardableResult
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local,
                             perform action: @escaping (Point) -> Void) -> NodeRef {
        let ui = self.ui, id = ui.nodes[index].id
        if !ui.nodes[index].disabled, let p = ui.interaction.tapLocation(id),
           ui.interaction.takeTap(id, count: max(1, count)) {
            let origin = ui.interaction.origin(of: coordinateSpace, for: id)
            let local = Point(p.x - origin.x, p.y - origin.y)
            ui.enqueue { action(local) }
        }
        return takesTaps(inSeriesOnly: count > 1)
    }

    /// Runs `action` when the node is clicked with `button`: `.right` for a secondary click,
    /// `.middle` for a wheel click (`.left` is ``onTap(_:)``). The front view under the pointer
    /// that takes that button gets it.
    @discardableResult public func onTap(button: PointerButton, _ action: @escaping () -> Void) -> NodeRef {
        guard button != .left else { return onTap(action) }
        let ui = self.ui
        if !ui.nodes[index].disabled, ui.interaction.takeTap(ui.nodes[index].id, button: button) { ui.enqueue(action) }
        ui.tree.otherButtons[index, default: 0] |= HitRegion.buttonBit(button)
        // Extras take the node off emit's fast path for plain nodes, which skips input.
        return editExtras { _ in }
    }

    /// Runs `action` when the node is clicked: pressed and released on it without a drag.
    @discardableResult public func onTap(_ action: @escaping () -> Void) -> NodeRef {
        if !ui.nodes[index].disabled, ui.interaction.takeTap(ui.nodes[index].id) { ui.enqueue(action) }
        // A single-click handler after a double-click one: the node takes single clicks.
        if ui.nodes[index].extra >= 0 { ui.tree.extras[ui.nodes[index].extra].tapsInSeriesOnly = false }
        return edit { $0.tappable = true }
    }

    /// A drag gesture (SwiftUI `DragGesture`). `changed` runs for every movement, `ended`
    /// once on release; locations are in `coordinateSpace` (the node's own bounds by default,
    /// `.global` for the window, `.named(n)` for an ancestor named with `coordinateSpace(name:)`).
    /// Use `ui.dragValue(id)` for gesture state that resets itself, like `@GestureState`.
    ///
    /// ```swift
    /// ui.hstack(id: "row") { … }
    ///     .offset(x: ui.dragValue("row")?.translation.width ?? 0)
    ///     .onDrag(ended: { v in ui.withAnimation(.spring()) { model.page(by: v.translation.width) } })
    /// ```
    @discardableResult
    public func onDrag(minimumDistance: Double = 10, coordinateSpace: CoordinateSpace = .local,
                       changed: ((DragValue) -> Void)? = nil, ended: ((DragValue) -> Void)? = nil) -> NodeRef {
        onDrag(minimumDistance: minimumDistance, axis: nil, coordinateSpace: coordinateSpace, changed: changed, ended: ended)
    }

    /// A drag gesture that takes only drags along `axis` (nil: any): one mostly along the other
    /// axis goes to what is behind, so a row dragged sideways in a vertical list still lets
    /// the list scroll when dragged up or down.
    @discardableResult
    public func onDrag(minimumDistance: Double = 10, axis: Axis?, coordinateSpace: CoordinateSpace = .local,
                       changed: ((DragValue) -> Void)? = nil, ended: ((DragValue) -> Void)? = nil) -> NodeRef {
        if !ui.nodes[index].disabled {
            let id = ui.nodes[index].id
            let origin = ui.interaction.origin(of: coordinateSpace, for: id)
            for e in ui.interaction.takeDragEvents(id) {
                switch e {
                case .changed(let v): if let changed { let w = v.converted(toOrigin: origin); ui.enqueue { changed(w) } }
                case .ended(let v): if let ended { let w = v.converted(toOrigin: origin); ui.enqueue { ended(w) } }
                }
            }
            if ui.interaction.isDragging(id) { ui.animating = true }
        }
        return edit { $0.draggable = DragOptions(minimumDistance: minimumDistance, axis: axis) }
    }

    // MARK: Animation

    // MARK: Preferences

    /// Reports a value for `key`, computed from this node's geometry after layout.
    @discardableResult
    public func preference<K: PreferenceKey>(_ key: K.Type, _ value: @escaping (GeometryProxy) -> K.Value) -> NodeRef {
        editExtras { $0.preferences.append(PreferenceProducer(key: ObjectIdentifier(key), compute: { value($0) })) }
    }

    /// Calls `handler` after layout whenever the value of `key` reduced over this subtree
    /// differs from the last one delivered (the first value counts). If the handler changes
    /// state, the frame is rebuilt before it is drawn.
    @discardableResult
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type, _ handler: @escaping (K.Value) -> Void) -> NodeRef
        where K.Value: Equatable {
        let reader = PreferenceReader(
            key: ObjectIdentifier(key), keyName: String(describing: key),
            reduce: { K.reduceAll($0) },
            changed: { value, last in
                let v = value as! K.Value
                if let old = last.value as? K.Value, old == v { return false }
                last.value = v
                return true
            },
            handler: { handler($0 as! K.Value) })
        return editExtras { $0.readers.append(reader) }
    }

    /// Names this node's bounds as a coordinate space for `GeometryProxy.frame(in: .named(name))`.
    @discardableResult public func coordinateSpace(name: String) -> NodeRef {
        editExtras { $0.coordinateSpaceName = name }
    }
}
