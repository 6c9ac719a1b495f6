@_spi(GlissControls) import GlissCore

/// The pages of one navigation stack as they are drawn, kept across frames: the root and one
/// page per value of the path, plus pages still sliding out after a pop.
final class NavigationModel {
    struct Page {
        /// Identity of the page's state (a fresh key per push: a value pushed again starts anew).
        var key: Int
        /// The path value the page shows; nil for the root.
        var value: AnyHashable?
        /// How far the page is off toward the trailing edge: 0 in place, 1 gone.
        var offset: AnimatedValue<Double>
        /// Popped: drawn until it has slid out, then dropped.
        var leaving = false
    }
    var pages = [Page(key: 0, value: nil, offset: AnimatedValue(0))]
    var nextKey = 1
    /// False until the first frame: a path the app starts with is shown at rest, not pushed.
    var started = false

    /// Brings the pages in line with `path`: values no longer in it slide out, new ones in.
    func update(path: [AnyHashable], now: Double, animation: Animation) {
        let live = pages.indices.filter { $0 > 0 && !pages[$0].leaving }
        var common = 0
        while common < live.count && common < path.count && pages[live[common]].value == path[common] { common += 1 }
        for j in live[common...] {
            pages[j].leaving = true
            pages[j].offset.setTarget(1, animation: started ? animation : nil, now: now)
        }
        for v in path[common...] {
            var offset = AnimatedValue(started ? 1.0 : 0)
            offset.setTarget(0, animation: animation, now: now)
            pages.append(Page(key: nextKey, value: v, offset: offset))
            nextKey += 1
        }
        pages.removeAll { $0.leaving && !$0.offset.isAnimating(at: now) && $0.offset.value(at: now) >= 1 }
        for j in pages.indices { pages[j].offset.prune(now: now) }
        started = true
    }
}

extension UI {
    /// A stack of pages — SwiftUI's `NavigationStack(path:root:)`: `root` at the bottom, and
    /// over it one page per value of `path`, built by the `navigationDestination(for:destination:)`
    /// registered for the value's type (in `root`, as in SwiftUI). Appending to the path (or a
    /// `navigationLink(_:value:id:)`) pushes: the new page slides in from the trailing edge
    /// over the old one with a spring; removing pops, sliding it back out.
    ///
    /// The top page has a title bar with its ``GlissCore/NodeRef/navigationTitle(_:)-(LocalizedStringKey)`` and, above the
    /// root, a back button (the previous page's title, or "Back") that pops; Alt+Left and
    /// Escape pop too, when no view inside took Escape. Each page has an opaque background,
    /// so a click never reaches the page it covers; once a push has finished the covered pages
    /// are hidden (not Tab stops, not in the inspector) but still built, so their state —
    /// scroll offsets, text being typed — is there when they come back.
    ///
    /// ```swift
    /// ui.navigationStack(path: Bindable(model).path) {
    ///     ui.vstack(spacing: 0) {
    ///         for park in model.parks { ui.navigationLink(park.name, value: park) }
    ///     }
    ///     .navigationTitle("Parks")
    ///     ui.navigationDestination(for: Park.self) { park in
    ///         ui.text(park.summary).padding().navigationTitle(park.name)
    ///     }
    /// }
    /// ```
    @discardableResult
    public func navigationStack<T: Hashable>(path: Binding<[T]>, id: some IdentityKey = PositionalKey(),
                                             _ root: () -> Void) -> NodeRef {
        let context = NavigationContext(push: { value in
            guard let v = value.base as? T else { return false }
            path.wrappedValue.append(v)
            return true
        })
        return navigationStack(context, path: path.wrappedValue.map(AnyHashable.init), id: id,
                               pop: { if !path.wrappedValue.isEmpty { path.wrappedValue.removeLast() } }, root)
    }

    /// A navigation stack that keeps its own path — SwiftUI's `NavigationStack(root:)`:
    /// `navigationLink(_:value:id:)` pushes any `Hashable` value that has a
    /// `navigationDestination(for:destination:)`.
    @discardableResult
    public func navigationStack(id: some IdentityKey = PositionalKey(), _ root: () -> Void) -> NodeRef {
        let path = state(NavigationPathKey(bits: id.explicitBits ?? 0), [AnyHashable]())
        return navigationStack(path: Binding(get: { path.value }, set: { path.value = $0 }), id: id, root)
    }

    private func navigationStack(_ context: NavigationContext, path: [AnyHashable], id: some IdentityKey,
                                 pop: @escaping () -> Void, _ root: () -> Void) -> NodeRef {
        structure.navigation.append(context)
        defer { structure.navigation.removeLast() }
        var built: NavigationModel? = nil
        let r = geometryReader(id: id) { geo in
            let model = state("pages", NavigationModel()).value
            built = model
            model.update(path: path, now: time, animation: ControlStyle.pageSpring)
            let width = geo.size.width
            let offsets = model.pages.map { $0.offset.value(at: time) }
            if model.pages.contains(where: { $0.offset.isAnimating(at: time) }) { requestAnotherFrame() }
            var titles: [String?] = []
            for (k, page) in model.pages.enumerated() {
                // The page above this one: how far it is from covering it.
                let above = k + 1 < offsets.count ? offsets[k + 1] : 1
                let coveredAtRest = k + 1 < model.pages.count && above <= 0.0001
                    && !model.pages[k + 1].offset.isAnimating(at: time)
                let backTitle: String? = k == 0 ? nil : (titles[k - 1] ?? "Back")
                withID(page.key) {
                    context.title = nil
                    context.backButtonHidden = false
                    context.toolbar = ToolbarContent()
                    let body = vstack(alignment: .leading, spacing: 0) {
                        if let value = page.value {
                            if !context.destinations.contains(where: { $0(value) }) {
                                warn("navigationStack: no navigationDestination for \(type(of: value.base))")
                                text("No destination for \(value.base)", color: ControlStyle.secondaryLabel).padding(20)
                            }
                        } else {
                            root()
                        }
                    }
                    let title = context.title
                    titles.append(title)
                    // The outermost stack's top page names the window (built last).
                    if let title, structure.navigation.count == 1 { setRootNavigationTitle(title) }
                    // A page with neither a title nor a way back has no bar (a root page
                    // without a title); one that draws its own way back shows no second one.
                    let back = context.backButtonHidden ? nil : backTitle
                    let toolbar = context.toolbar
                    let hasBar = title != nil || back != nil || !toolbar.isEmpty
                    body
                        .padding(EdgeInsets(top: hasBar ? ControlStyle.barHeight : 0, leading: 0, bottom: 0, trailing: 0))
                        .frame(width: geo.size.width, height: geo.size.height, alignment: .topLeading)
                        .background(ControlStyle.pageBackground)
                        .overlay(alignment: .top) {
                            if hasBar {
                                navigationBar(title: title ?? "", back: back, toolbar: toolbar, width: geo.size.width,
                                              pop: page.leaving ? nil : pop)
                            }
                        }
                        // The page in front slides with its offset; the one it covers moves a
                        // quarter as far, as macOS and iOS do.
                        .offset(x: (offsets[k] - 0.25 * (1 - above)) * width)
                        .shadow(color: Color(white: 0, opacity: offsets[k] > 0.001 && k > 0 ? 0.18 : 0), radius: 8)
                        .hidden(coveredAtRest)
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .clipped()
        // Escape pops unless a view inside took it; Alt+Left always does (a browser's Back).
        if let built, built.pages.contains(where: { $0.value != nil && !$0.leaving }) {
            let escapes = isKeyTaken(.escape) ? 0 : keyPressCount(.escape, modifiers: [])
            for _ in 0..<(escapes + keyPressCount(.leftArrow, modifiers: .alt)) { afterPass(pop) }
        }
        return r
    }

    /// A page's title bar: its title centred, a back button when there is a page under it, and
    /// the page's toolbar items.
    /// In a narrow window both truncate with "…" on one line instead of running off: the back
    /// button takes at most 40 % of the bar, and the title the middle between equal sides.
    private func navigationBar(title: String, back: String?, toolbar: ToolbarContent, width: Double, pop: (() -> Void)?) {
        // The back button's width: its title and the chevron (13), gap (4) and padding (20)
        // around it; at most 40 % of the bar.
        let backWidth = back.map { min((measurer.measure($0, font: .body).width + 38).rounded(.up), width * 0.4) } ?? 0
        let side = max(backWidth, 12)
        zstack {
            text(title, font: .headline, color: ControlStyle.label)
                .lineLimit(1)
                .padding(horizontal: side)
            if let back {
                hstack(spacing: 2) {
                    button(label: "Back", action: { pop?() }) {
                        hstack(spacing: 4) {
                            icon(Icon(named: "chevron-left"), size: 13, color: .accentColor)
                            text(back, color: .accentColor).lineLimit(1)
                        }
                        .frame(maxWidth: max(0, backWidth - 20), alignment: .leading)
                        .padding(horizontal: 10, vertical: 6)
                        .contentShape(.rect)
                    }
                    spacer()
                }
            }
            // The page's toolbar items: leading ones after the back button.
            if !toolbar.isEmpty { toolbarItems(toolbar, leadingInset: backWidth) }
        }
        .frame(maxWidth: .infinity)
        .frame(height: ControlStyle.barHeight)
        .background(ControlStyle.barBackground)
        .overlay(alignment: .bottom) { rectangle(fill: ControlStyle.barSeparator).frame(height: 1) }
        .accessibility(role: .navigationBar, label: title)
    }

    /// Registers how the enclosing navigation stack builds a page for a value of type `D` —
    /// SwiftUI's `navigationDestination(for:destination:)`. Call it inside the stack (in its
    /// root, or in a page for values pushed from there).
    public func navigationDestination<D: Hashable>(for type: D.Type, destination: @escaping (D) -> Void) {
        guard let context = structure.navigation.last else {
            warn("navigationDestination(for: \(D.self)) outside a navigationStack does nothing")
            return
        }
        context.destinations.append { value in
            guard let d = value.base as? D else { return false }
            destination(d)
            return true
        }
    }

    /// A row that pushes `value` onto the enclosing navigation stack when clicked (or Space or
    /// Return while it has focus) — SwiftUI's `NavigationLink(_:value:)`: its title leading,
    /// a chevron trailing. The inspector lists it as a button labelled `title`.
    @discardableResult
    @_disfavoredOverload
    public func navigationLink<V: Hashable, S: StringProtocol>(_ title: S, value: V, id: some IdentityKey = PositionalKey()) -> NodeRef {
        let title = title as? String ?? String(title)
        let context = structure.navigation.last
        if context == nil { warn("navigationLink(\"\(title)\") outside a navigationStack does nothing") }
        let row = hstack(spacing: 8, id: id.isPositional ? labelKey(title) : RawIdentity(identityBits: id.identityBits)) {
            text(title, color: ControlStyle.label)
            spacer()
            icon(Icon(named: "chevron-right"), size: 12, color: ControlStyle.secondaryLabel)
        }
        // A form's section pads its rows itself.
        return (structure.formDepth > 0 ? row : row.padding(horizontal: 14, vertical: 8))
        .contentShape(.rect)
        .accessibility(role: .button, label: title)
        .onTap {
            if let context, !context.push(AnyHashable(value)) {
                self.warn("navigationLink(\"\(title)\"): the stack's path does not hold \(V.self)")
            }
        }
    }
}

extension NodeRef {
    /// The title of the navigation page this view is in — SwiftUI's `navigationTitle(_:)`:
    /// shown in the page's title bar, and by the page above it as its back button.
    /// Outside any navigation stack it titles the window.
    @_disfavoredOverload
    @discardableResult public func navigationTitle<S: StringProtocol>(_ title: S) -> NodeRef {
        let title = title as? String ?? String(title)
        if let context = ui.structure.navigation.last { context.title = title } else { ui.setRootNavigationTitle(title) }
        return self
    }

    /// Hides the back button of the navigation page this view is in — SwiftUI's
    /// `navigationBarBackButtonHidden(_:)`: for a page that draws its own way back (Escape
    /// and Alt+Left still pop it).
    @discardableResult public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> NodeRef {
        if hidesBackButton { ui.structure.navigation.last?.backButtonHidden = true }
        return self
    }
}

/// The state key of a navigation stack's own path (one per stack `id`).
private struct NavigationPathKey: IdentityKey {
    let bits: UInt64
    var identityBits: UInt64 { bits ^ 0x6e61_7670_6174_68 }
}
