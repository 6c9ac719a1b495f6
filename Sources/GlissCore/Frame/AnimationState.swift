/// The registries emit keeps from frame to frame for what animates at emit: transitions
/// (live ones, the ones seen this frame, leaving ghosts), matched geometry (sources and keys
/// seen this frame) and shapes' animated values (last frame's record, this frame's, running
/// animations). Values animated by key (frames, effects, scroll offsets) live in the
/// `StateStore` instead.
///
/// A value stored inline in `UI` (`ui.animationState`), like `FrameTree`.
struct AnimationState {
    /// While a frame is compared with the last (`UI.startImplicitAnimations`): for each node
    /// a stack taken out of the tree held (`TransparentWrappers`), that stack, this frame and
    /// last frame.
    var detachedNow: [Int: Int] = [:]
    var detachedBefore: [Int: Int] = [:]
    /// Views with a transition drawn last frame, and those seen this frame (the rest left).
    var liveTransitions: [NodeID: TransitionRecord] = [:]
    var seenTransitions = Set<NodeID>()
    /// Removed views still drawn while their removal transition runs.
    var ghosts: [Ghost] = []
    /// Matched-geometry keys emitted this frame (a view that reappeared elsewhere leaves no ghost).
    var seenMatched = Set<MatchedKey>()
    /// Views that are matched-geometry sources this pass, by key (their layout frames).
    var matchedSources: [MatchedKey: Rect] = [:]
    /// Shapes' values as last emitted, in emit order (so a changed radius or colour can
    /// animate from them), this frame's as they are emitted, and the running shape animations.
    var shapeHistory: [ShapeRecord] = []
    var shapeHistoryNext: [ShapeRecord] = []
    var shapeHistoryCursor = 0
    /// This frame's record is in `shapeHistoryNext`. Until a shape differs from last frame's
    /// at its place (nearly never in a steady frame), it is not: the frame's record is then
    /// `shapeHistory[0..<shapeHistoryCursor]`, and writing a copy of each shape's record
    /// (120 bytes for every shape of every frame) is skipped (see `UI.divergeShapeHistory`).
    var shapeHistoryDiverged = false
    /// Some shape of this frame may start an animation: the frame or a node was built under a
    /// transaction with an animation (see `UI.animatedShape`).
    var shapesMayAnimate = true
    var shapeAnimations: [NodeID: AnimatedValue<ShapeVector>] = [:]
    /// `Shape` values' animatable data and trims, by node (see `UI.animatedCustomShape`):
    /// `ShapeDataRecord`s, kept while their shapes are drawn.
    var shapeData: [NodeID: ShapeDataRecord] = [:]
    /// Counts frames for `shapeData`: a record not drawn in the last frame is dropped.
    var shapeDataFrame = 0
    /// The implicit animations running (see `ImplicitAnimation.swift`).
    var implicit = ImplicitAnimations()
    /// What last frame drew, and where each node's commands were (`Node.emitRange`): what
    /// implicit animations compare a frame with.
    var lastCommands: [DrawCommand] = []
}
