/// Tooltips: a view's `.help("…")` text (and its keyboard shortcut) shown in a small box by the
/// pointer after it rests on the view for ``Tooltips/delay`` seconds, as desktop toolkits do.
///
/// Drawn after everything else, so nothing covers it; it follows the frame like any other
/// drawing. Waiting for the delay costs one frame at its end; a tooltip shown costs nothing.
final class Tooltips {
    /// Seconds the pointer rests on a view before its tooltip shows (GTK waits 0.5 s).
    static let delay = 0.5
    // Stored state is `@exclusivity(unchecked)`, as `UI`'s: it is used only from the frame's
    // thread, never through overlapping accesses (the test suite ran with the checks on), and
    // the runtime checks, a few every frame even when there is nothing to do, cost more than
    // the work they guard.
    /// Help texts and shortcuts of this frame's views, by node index (side tables: most frames
    /// have none).
    @exclusivity(unchecked) var texts: [Int: String] = [:]
    @exclusivity(unchecked) var shortcuts: [Int: String] = [:]
    /// Last frame's views with a tooltip, by identity (hit regions give identities).
    @exclusivity(unchecked) private(set) var byID: [NodeID: String] = [:]
    /// The view the pointer rests on, since when, and from where.
    @exclusivity(unchecked) private var resting: (id: NodeID, since: Double, at: Point)? = nil
    /// A press hides the tooltip until the pointer leaves the view.
    @exclusivity(unchecked) private var suppressed: NodeID? = nil

    /// The text to show for node `i`: its help, then its shortcut in parentheses.
    func text(of i: Int) -> String? {
        let help = texts[i], shortcut = shortcuts[i]
        switch (help, shortcut) {
        case let (h?, s?): return "\(h) (\(s))"
        case let (h?, nil): return h
        case let (nil, s?): return s
        default: return nil
        }
    }

    /// Empties the per-pass tables.
    func beginPass() {
        if !texts.isEmpty { texts.removeAll(keepingCapacity: true) }
        if !shortcuts.isEmpty { shortcuts.removeAll(keepingCapacity: true) }
    }

    /// Records a view with a tooltip as emit meets it.
    func emitted(_ id: NodeID, text: String) { byID[id] = text }

    /// Clears what emit records (before it runs).
    func beginEmit() { if !byID.isEmpty { byID.removeAll(keepingCapacity: true) } }

    /// After emit: which tooltip shows this frame, if any. `pressed`: a button went down.
    func update(ui: UI, pressed: Bool) -> (text: String, at: Point)? {
        guard !byID.isEmpty, let p = ui.interaction.pointer,
              let region = ui.interaction.hitTest(p).first(where: { byID[$0.id] != nil }),
              let text = byID[region.id] else {
            resting = nil; suppressed = nil
            return nil
        }
        if pressed { suppressed = region.id }
        if suppressed == region.id { resting = nil; return nil }
        suppressed = nil
        // Resting means staying within a few points; moving on restarts the wait.
        if let r = resting, r.id == region.id, abs(r.at.x - p.x) < 4, abs(r.at.y - p.y) < 4 {
            if ui.time + 1e-9 >= r.since + Tooltips.delay { return (text, r.at) }   // (frame times are sums of 1/60)
        } else {
            resting = (region.id, ui.time, p)
        }
        ui.requestFrame(at: resting!.since + Tooltips.delay)
        return nil
    }

    /// Appends the tooltip box to `list`: below and right of the pointer, moved to stay
    /// inside the window. Returns the box.
    @discardableResult
    static func draw(_ text: String, at p: Point, ui: UI, into list: inout DrawList) -> Rect {
        let font = Font.footnote
        let size = ui.measurer.measure(text, font: font)
        let pad = 6.0
        var box = Rect(p.x + 10, p.y + 18, size.width + 2 * pad, size.height + 2 * pad)
        if box.maxX > ui.size.width - 4 { box.origin.x = max(4, ui.size.width - 4 - box.width) }
        if box.maxY > ui.size.height - 4 { box.origin.y = max(4, p.y - 8 - box.height) }
        list.append(.fillRoundedRect(rect: box, radius: 5, color: Color(white: 0.98)))
        list.append(.strokeRoundedRect(rect: box, radius: 5, lineWidth: 1, color: Color(white: 0.7)))
        list.append(.text(text, font: font, color: .black, origin: Point(box.minX + pad, box.minY + pad)))
        return box
    }
}

extension NodeRef {
    /// Text shown in a tooltip when the pointer rests on this view — SwiftUI's `help(_:)`.
    /// A ``keyboardShortcut(_:modifiers:)`` on the view shows in it too.
    @discardableResult public func help(_ text: String) -> NodeRef {
        ui.tooltips.texts[index] = text
        // Extras take the node off emit's fast path for plain nodes, which skips input.
        return editExtras { _ in }
    }
}
