/// Where one emit walk sends what it finds: the draw commands, and a collector for each other
/// output (hit regions, focus candidates, inspector entries, work ahead). The walk is one pass
/// over the tree; each collector owns its output's rules (what is kept, its bounds) and hands
/// it to whoever reads it after emit (`UI.emitFrame`). Each collector reuses last frame's
/// storage, emptied: an allocation saved per output and frame.
struct EmitOutputs {
    /// The draw list being built, back to front.
    var commands: [DrawCommand] = []
    /// What the pointer can hit (see `HitRegionCollector`).
    var hits = HitRegionCollector()
    /// What Tab can reach and the scroll views' viewports (see `FocusCandidateCollector`).
    var focus = FocusCandidateCollector()
    /// What the inspector and the screen reader list (see `InspectorCollector`).
    var inspector = InspectorCollector()
    /// Images and lines of text to prepare ahead (see `PrefetchCollector`).
    var prefetch = PrefetchCollector()
}
