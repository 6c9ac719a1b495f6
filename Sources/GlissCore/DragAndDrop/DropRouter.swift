/// Where drops land, against the last drawn frame's hit regions: the front view under the
/// point that takes what the drag carries (``HitRegion/acceptsDrop``). A view that takes only
/// files lets a text drop through to the next view behind it that takes text; where no view
/// takes it, nothing happens. The view's `dropDestination` takes the drop while it is built in
/// the next pass, as a tap's action is.
final class DropRouter {
    /// A drop delivered to a view, waiting for its `dropDestination` to run the action.
    struct Landed {
        var payload: DragPayload
        /// Where, in window points.
        var point: Point
        /// Told whether the action took it (an in-app drag springs back when not).
        var completion: ((Bool) -> Void)?
    }

    unowned let interaction: Interaction
    private var landed: [NodeID: Landed] = [:]
    /// Targeting changes not yet told to their views' `isTargeted` (true: came in), with what
    /// the drag carries (a view with several destinations tells the one that takes it).
    private var targetChanges: [NodeID: (cameIn: Bool, payload: DragPayload)] = [:]
    /// The view an in-app drag is over that takes it, and what the drag carries.
    private(set) var targeted: NodeID? = nil
    private var targetedPayload: DragPayload?

    init(interaction: Interaction) { self.interaction = interaction }

    /// The front view under window point `p` that takes `payload`.
    /// `excluding`: the view dragged, which is not dropped on itself.
    func destination(at p: Point, for payload: DragPayload, excluding source: NodeID? = nil) -> HitRegion? {
        interaction.hitTest(p).first { $0.id != source && ($0.acceptsDrop?(payload) ?? false) }
    }

    /// Drops `payload` at `p`: true when a view takes it (its action runs in the next pass).
    @discardableResult
    func drop(_ payload: DragPayload, at p: Point, excluding source: NodeID? = nil,
              completion: ((Bool) -> Void)? = nil) -> Bool {
        guard let r = destination(at: p, for: payload, excluding: source) else { return false }
        landed[r.id] = Landed(payload: payload, point: p, completion: completion)
        return true
    }

    /// The drop delivered to `id`, taken (once) by the destination that `takes` its payload.
    func take(_ id: NodeID, where takes: (DragPayload) -> Bool) -> Landed? {
        guard !landed.isEmpty, let l = landed[id], takes(l.payload) else { return nil }
        return landed.removeValue(forKey: id)
    }

    /// Marks `id` (nil: none) as the view an in-app drag carrying `payload` is over.
    func target(_ id: NodeID?, carrying payload: DragPayload? = nil) {
        guard id != targeted else { return }
        if let old = targeted, let p = targetedPayload { targetChanges[old] = (false, p) }
        if let id, let payload { targetChanges[id] = (true, payload) }
        targeted = id
        targetedPayload = id == nil ? nil : payload
    }

    /// The targeting change of `id` not yet told, taken (once) by the destination that
    /// `takes` what the drag carries.
    func takeTargetChange(_ id: NodeID, where takes: (DragPayload) -> Bool) -> Bool? {
        guard !targetChanges.isEmpty, let c = targetChanges[id], takes(c.payload) else { return nil }
        return targetChanges.removeValue(forKey: id)?.cameIn
    }

    /// A new frame: drops no view took last frame (it vanished) are told they were not taken.
    func beginFrame() {
        guard !landed.isEmpty else { return }
        for l in landed.values { l.completion?(false) }
        landed.removeAll()
    }
}
