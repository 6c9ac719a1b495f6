/// The presentation layer: sheets, alerts, confirmation dialogs and menus (built in
/// GlissControls through this SPI; a presentation of your own can register here too).
///
/// A modifier (`.sheet`, `.alert`, `ui.menu`'s button…) registers its content while the app's
/// body is built; after the body, each registered presentation is built in a root of its own
/// (parent-less, laid out against the window), and emit draws these roots after everything
/// else — above the app, unclipped by the presenter's scroll views — and before tooltips.
///
/// A modal presentation starts with a full-window backdrop that takes the hit
/// (`contentShape`), so clicks, drags, the wheel and hover never reach what is below it; Tab
/// and Shift-Tab cycle among its own focusable views only (``KeyboardFocus/modalLayer``); and
/// the inspector lists what it shows, not what its backdrop hides. The front-most presentation
/// takes the frame's keys first (before the app's `onKeyPress`): Escape dismisses it when
/// allowed, an alert's Return activates its default button, a menu's arrows move its highlight.
///
/// Presentations animate themselves with one spring from 0 (hidden) to 1 (shown); while one
/// animates out it is still drawn but takes no input, and the inspector (and a screen reader)
/// no longer lists it: as in SwiftUI, a dismissed menu or sheet is gone for them at once.
@_spi(GlissControls)
public final class Presentations {
    /// What a presentation does with a key it is the front-most one for: true when it took it.
    public typealias KeyHandler = (UI, KeyPress) -> Bool

    /// One presentation registered this pass.
    public struct Request {
        /// The presentation's identity: its root's scope, the key of its memory.
        public var key: NodeID
        public var presented: Bool
        /// Blocks what is below, keeps Tab inside, hides what is below from the inspector.
        public var modal: Bool
        /// Hides from the inspector what is below it (a dimming presentation; not a menu).
        public var hidesBelow = true
        /// The draw layer it is drawn in (`.presentations`, or `.menus` for a menu).
        public var layer: DrawLayer = .presentations
        /// Runs once it is dismissed (its binding turned false).
        public var onDismiss: (() -> Void)? = nil
        /// Focus moves into it when it opens and back when it closes; false for what is only
        /// shown (a drag's preview), which leaves focus where it is.
        public var movesFocus = true
        /// Builds the root's content; `t` is how far it is shown (0…1, sprung).
        public var content: (UI, Double) -> Void

        public init(key: NodeID, presented: Bool, modal: Bool, hidesBelow: Bool = true,
                    layer: DrawLayer = .presentations, onDismiss: (() -> Void)? = nil,
                    content: @escaping (UI, Double) -> Void) {
            self.key = key
            self.presented = presented
            self.modal = modal
            self.hidesBelow = hidesBelow
            self.layer = layer
            self.onDismiss = onDismiss
            self.content = content
        }
    }

    /// A presentation's memory across frames.
    public final class State {
        public internal(set) var progress = AnimatedValue(0.0)
        /// Presented as of the last pass that built it (open and close act once).
        var shown = false
        /// The view that had focus when it opened: focus returns there when it closes.
        var savedFocus: NodeID? = nil
        /// The last frame it was registered in (memory of gone presentations is dropped).
        var lastFrame = 0
        /// Its keys, from the last build: run while it is the front-most presentation.
        public var keys: KeyHandler? = nil
        /// Escape (and a click on the backdrop) may dismiss it.
        public var dismissible = true
        /// Dismisses it (sets the presenter's binding to false).
        public var dismiss: (() -> Void)? = nil
        /// The presentation's own memory (a menu's panels, highlight and placement).
        public var memory: (any PresentationMemory)? = nil
    }

    /// A root built this pass. `roots` holds them back to front: by draw layer, and within a
    /// layer in order of building (the last is the front).
    struct Root {
        var index: Int
        /// One past its subtree's last node (a root's nodes are built in one run).
        var end: Int
        var key: NodeID
        var modal: Bool
        var hidesBelow: Bool
        var layer: DrawLayer
        /// Shown (not animating out): only such a presentation blocks and takes keys.
        var live: Bool
    }

    /// The spring presentations move with (a touch softer than a control's).
    public static let spring = Animation.spring(response: 0.32, dampingFraction: 0.86)

    // Stored state is `@exclusivity(unchecked)`, as `UI`'s: it is used only from the frame's
    // thread, never through overlapping accesses (the test suite ran with the checks on), and
    // the runtime checks, a few every frame even when there is nothing to do, cost more than
    // the work they guard.
    @exclusivity(unchecked) private(set) var requests: [Request] = []
    @exclusivity(unchecked) private(set) var roots: [Root] = []
    @exclusivity(unchecked) private var states: [NodeID: State] = [:]
    /// The presentation being built (what `interactiveDismissDisabled` and buttons talk to).
    @exclusivity(unchecked) public private(set) var current: State? = nil
    /// The front-most live presentation of the last frame (it takes the keys).
    @exclusivity(unchecked) private var front: NodeID? = nil

    var isEmpty: Bool { requests.isEmpty && roots.isEmpty }

    /// The memory of presentation `key`, made on first use.
    public func state(_ key: NodeID) -> State {
        if let s = states[key] { return s }
        let s = State()
        states[key] = s
        return s
    }

    public func register(_ r: Request) { requests.append(r) }

    func beginPass() {
        if !requests.isEmpty { requests.removeAll(keepingCapacity: true) }
        if !roots.isEmpty { roots.removeAll(keepingCapacity: true) }
    }

    /// Builds every registered presentation in a root of its own (requests made while
    /// building one — a sheet from a sheet, a submenu — are built after it, in front).
    func build(_ ui: UI) {
        var k = 0
        while k < requests.count {
            let r = requests[k]
            k += 1
            let s = state(r.key)
            s.lastFrame = ui.frameIndex
            let target = r.presented ? 1.0 : 0
            if s.progress.target != target { s.progress.setTarget(target, animation: Self.spring, now: ui.time) }
            s.progress.prune(now: ui.time)
            if s.progress.isAnimating(at: ui.time) { ui.animating = true }
            let t = s.progress.value(at: ui.time)
            if r.presented != s.shown && r.movesFocus {
                s.shown = r.presented
                if r.presented {
                    // Focus moves into the presentation (Tab starts at its first view).
                    s.savedFocus = ui.interaction.focus.focused
                    ui.interaction.focus.focused = nil
                } else {
                    ui.interaction.focus.focused = s.savedFocus
                    s.savedFocus = nil
                    if let d = r.onDismiss { ui.enqueue(d) }
                }
            }
            guard r.presented || t > 0.001 else { continue }
            let saved = current
            current = s
            ui.pushScope(r.key)
            let root = ui.container(.zstack(.topLeading), .zstack, idBits: nil) { r.content(ui, t) }
            // Its panels are placed at window points (a menu below its button's rect, already
            // mirrored in a right-to-left window): the root does not mirror them again.
            ui.nodes[root].rightToLeft = false
            ui.levels.removeLast()
            current = saved
            ui.tree.frames[ui.frameIndex(root)] = FrameSpec(width: ui.size.width, height: ui.size.height)
            // Animating out, it takes no input: what is below works again at once.
            if !r.presented { ui.ref(root).allowsHitTesting(false) }
            roots.append(Root(index: root, end: ui.nodes.count, key: r.key, modal: r.modal, hidesBelow: r.hidesBelow, layer: r.layer,
                              live: r.presented))
        }
        // Back to front by layer: a menu opened by the app stays above a sheet built after it.
        // (Stable: within a layer, the order of building.)
        if roots.count > 1 && zip(roots, roots.dropFirst()).contains(where: { $0.layer > $1.layer }) {
            roots = roots.enumerated().sorted { ($0.element.layer, $0.offset) < ($1.element.layer, $1.offset) }.map(\.element)
        }
    }

    /// After layout: menus place their panels (which needs their sizes). True when a
    /// placement changed and the pass must be rebuilt with it.
    func afterLayout(_ ui: UI) -> Bool {
        var dirty = false
        for r in roots {
            guard let m = states[r.key]?.memory else { continue }
            if m.afterLayout(ui) { dirty = true }
        }
        return dirty
    }

    /// After the frame: the front-most live presentation (next frame's keys are its), and
    /// the memory of presentations no longer registered dropped.
    func endFrame(_ ui: UI) {
        front = roots.last(where: { $0.live })?.key
        if roots.contains(where: { !$0.live }) { unlistLeaving(ui) }
        if states.count > roots.count + 8 || states.values.contains(where: { $0.lastFrame < ui.frameIndex - 2 }) {
            states = states.filter { $0.value.lastFrame >= ui.frameIndex - 2 }
        }
    }

    /// Drops from the inspector's entries those of the presentations animating out: they are
    /// still drawn while they fade, but were dismissed (emit lists what it draws).
    private func unlistLeaving(_ ui: UI) {
        let leaving = roots.filter { !$0.live }.map { $0.index..<$0.end }
        ui.outputs.inspectorEntries.removeAll { e in leaving.contains { $0.contains(Int(e.node)) } }
    }

    /// Before the body is built: the front-most presentation takes the keys it handles (the
    /// app does not see them). Escape dismisses it when it does not handle Escape itself.
    func routeKeys(_ ui: UI) {
        guard let f = front, let s = states[f], !ui.keyPresses.isEmpty else { return }
        var kept: [KeyPress] = []
        var taken: [KeyPress] = []
        for press in ui.keyPresses {
            if ui.typingTakes(press) && press.key != .escape { kept.append(press); continue }
            var took = s.keys?(ui, press) ?? false
            if !took && press.key == .escape && press.modifiers.isEmpty {
                if s.dismissible, let d = s.dismiss { ui.enqueue(d) }
                took = true
            }
            if took { taken.append(press) } else { kept.append(press) }
        }
        guard !taken.isEmpty else { return }
        ui.keyPresses = kept
        ui.keysPressed = kept.map(\.key)
        ui.input.editEvents.removeAll { e in
            if case .key(let k) = e { return taken.contains(k) }
            return false
        }
    }

    /// The layer (1-based, in front-to-back order) of the front-most live modal root, or 0.
    var modalLayer: Int {
        guard let i = roots.lastIndex(where: { $0.modal && $0.live }) else { return 0 }
        return i + 1
    }
}

/// What a presentation keeps across frames beyond ``Presentations/State`` (a menu's panels).
@_spi(GlissControls)
public protocol PresentationMemory: AnyObject {
    /// After layout: places what needs the laid-out sizes. True when a placement changed
    /// and the pass must be rebuilt with it.
    func afterLayout(_ ui: UI) -> Bool
}

extension UI {
    /// The full-window backdrop behind a modal presentation: it takes every press (nothing
    /// below gets clicks, drags, the wheel or hover), draws `dim` (faded in with `t`), and
    /// runs `tap` on a click.
    @_spi(GlissControls)
    public func presentationBackdrop(dim: Color, t: Double, tap: @escaping () -> Void) {
        rectangle(fill: dim.opacity(max(0, min(1, t))))
            .frame(width: size.width, height: size.height)
            .contentShape(.rect)
            .onTap(tap)
            .onTap(button: .right, tap)
            .focusable(false)
    }
}
