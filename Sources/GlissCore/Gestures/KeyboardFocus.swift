/// Keyboard focus, as desktop toolkits have it: Tab and Shift-Tab move focus through the
/// focusable views (buttons, tappable views, `.focusable()`) in reading order — the order
/// the last frame drew them — skipping hidden, disabled and clipped-away ones and scrolling a
/// focused view inside a scroll view into view; Return and Space activate the focused view
/// exactly as a click would; arrow, Page and Home/End keys that no view takes scroll the
/// scroll view holding the focus (else the one under the pointer, else the largest).
/// Ctrl+Tab is left to the app (a tab view selects the next tab with it).
/// The ring shows only after keyboard use.
/// (Stored state `@exclusivity(unchecked)`, as `UI`'s: one thread, no overlapping access.)
final class KeyboardFocus {
    /// A view Tab can reach, from the last drawn frame.
    struct Candidate {
        var id: NodeID
        /// Where layout put it (window points), unclipped.
        var rect: Rect
        /// Activated by Return/Space as by a click.
        var tappable: Bool
        /// The scroll view it is in (nil at top level).
        var enclosingScroll: NodeID?
        /// A text field: typing and editing keys are its while it has focus.
        var acceptsText = false
        /// Its presentation layer (0: the app; see `Presentations`).
        var layer = 0
    }

    /// A scroll view of the last frame: its viewport, axis, the offset its content was laid
    /// out at and the offset it is heading for.
    struct Viewport {
        var rect: Rect
        var axis: Axis
        var offset: Double
        var target: Double
        /// Its presentation layer (0: the app).
        var layer = 0
    }

    private unowned let interaction: Interaction
    init(interaction: Interaction) { self.interaction = interaction }

    /// Focusable views of the last frame, in reading order.
    @exclusivity(unchecked) var candidates: [Candidate] = []
    /// Scroll views of the last frame.
    @exclusivity(unchecked) var viewports: [NodeID: Viewport] = [:]
    /// Scroll views in the order drawn (for the "largest" fallback).
    @exclusivity(unchecked) var viewportOrder: [NodeID] = []
    /// The focused view, if any (kept while it is off screen; it may come back).
    @exclusivity(unchecked) var focused: NodeID?
    /// The ring shows after keyboard use and hides on a pointer press.
    @exclusivity(unchecked) var isVisible = false
    /// Scrolling asked for by keys and by focus moving out of sight, by scroll view: the next
    /// frame's wheel input (`takePendingScroll`; written by `scrollKey` in `ScrollKeys.swift`).
    @exclusivity(unchecked) var pendingScroll: [NodeID: Double] = [:]
    /// True when a key or a focus move queued a scroll that the next frame applies: the app
    /// is not idle until it has (an End key in an idle app must scroll without more input).
    var hasPendingScroll: Bool { !pendingScroll.isEmpty }
    /// The layer of the front-most modal presentation (0: none): Tab, Return and scroll keys
    /// reach only views in it (or in front of it), never what its backdrop covers.
    @exclusivity(unchecked) var modalLayer = 0

    /// The candidates Tab may reach now: all of them, or those of the modal presentation.
    private var reachable: [Candidate] {
        modalLayer == 0 ? candidates : candidates.filter { $0.layer >= modalLayer }
    }

    /// Points one arrow key scrolls.
    static let lineStep = 40.0

    func takePendingScroll() -> [NodeID: Double] {
        defer { pendingScroll.removeAll(keepingCapacity: true) }
        return pendingScroll
    }

    /// True when the focused view is a text field (as of the last frame).
    var focusedAcceptsText: Bool {
        guard let f = focused else { return false }
        return candidates.contains { $0.id == f && $0.acceptsText }
    }

    /// Tab/Shift-Tab and activation; returns the key when the app should see it.
    func handleKey(_ key: Key, modifiers: KeyModifiers) -> Key? {
        switch key {
        case .tab:
            // Ctrl+Tab is the app's: a tab view switches tabs with it.
            if modifiers.contains(.control) { return key }
            move(forward: !modifiers.contains(.shift))
            return nil
        case .return, .space, .keypadEnter:
            guard let f = focused, let c = candidates.first(where: { $0.id == f }), c.tappable, c.layer >= modalLayer
            else { return key }
            isVisible = true
            interaction.tap(f)
            return nil
        default:
            return key
        }
    }

    /// Moves focus to the next (or previous) candidate, wrapping around, and scrolls it into view.
    func move(forward: Bool) {
        isVisible = true
        let candidates = reachable
        guard !candidates.isEmpty else { focused = nil; return }
        let i = focused.flatMap { f in candidates.firstIndex { $0.id == f } }
        let next: Int
        if let i {
            next = (i + (forward ? 1 : -1) + candidates.count) % candidates.count
        } else {
            next = forward ? 0 : candidates.count - 1
        }
        focused = candidates[next].id
        scrollIntoView(candidates[next])
    }

    /// Focuses `id` (a programmatic `.focused(true)`), scrolling it into view if it is known.
    func focus(_ id: NodeID) {
        focused = id
        if let c = candidates.first(where: { $0.id == id }) { scrollIntoView(c) }
    }

    /// Queues the wheel-like scroll that brings `c` inside its scroll view's viewport (with a
    /// small margin), measured against where the scroll view is already heading — its target
    /// plus input not yet applied — so several quick Tabs do not add up past the view.
    private func scrollIntoView(_ c: Candidate) {
        guard let s = c.enclosingScroll, let vp = viewports[s] else { return }
        let margin = 8.0
        let vertical = vp.axis == .vertical
        let (lo, hi) = vertical ? (c.rect.minY, c.rect.maxY) : (c.rect.minX, c.rect.maxX)
        let (vlo, length) = vertical ? (vp.rect.minY, vp.rect.height) : (vp.rect.minX, vp.rect.width)
        // In content coordinates (where the content was laid out last frame).
        let top = lo - vlo + vp.offset, bottom = hi - vlo + vp.offset
        let planned = vp.target + (pendingScroll[s] ?? 0) + interaction.pendingWheel(s)
        var wanted = planned
        if top < planned + margin {
            wanted = top - margin
        } else if bottom > planned + length - margin {
            wanted = min(bottom - length + margin, top - margin)
        }
        if wanted != planned { pendingScroll[s, default: 0] += wanted - planned }
    }
}
