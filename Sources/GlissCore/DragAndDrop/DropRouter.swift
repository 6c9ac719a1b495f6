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
    /// Targeting changes not yet told to their views' `isTargeted` (true: came in).
    private var targetChanges: [NodeID: Bool] = [:]
    /// The view an in-app drag is over that takes it.
    private(set) var targeted: NodeID? = nil

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

    /// The drop delivered to `id`, taken (once).
    func take(_ id: NodeID) -> Landed? { landed.isEmpty ? nil : landed.removeValue(forKey: id) }

    /// Marks `id` (nil: none) as the view an in-app drag is over.
    func target(_ id: NodeID?) {
        guard id != targeted else { return }
        if let old = targeted { targetChanges[old] = false }
        if let id { targetChanges[id] = true }
        targeted = id
    }

    /// The targeting change of `id` not yet told, taken (once).
    func takeTargetChange(_ id: NodeID) -> Bool? {
        targetChanges.isEmpty ? nil : targetChanges.removeValue(forKey: id)
    }

    /// A new frame: drops no view took last frame (it vanished) are told they were not taken.
    func beginFrame() {
        guard !landed.isEmpty else { return }
        for l in landed.values { l.completion?(false) }
        landed.removeAll()
    }
}
