/// Turns the laid-out tree into the draw list, hit regions and inspector nodes.
/// Views in a matched-geometry flight are drawn in their place with the clips of the containers
/// they fly between lifted, so a photo or card crossing from one scroll view into another is
/// never cut off, yet stays under what is drawn after it.
///
/// The walk (`Emit.swift`) carries an `EmitContext`: only what a node's children inherit from
/// it. What the walk finds goes to `EmitOutputs`: the draw commands and a collector for each
/// other output (`Collectors/`).
extension UI {
    /// The opacity a control draws at inside a `.disabled()` subtree (see
    /// `InspectorRole.dimsWhenDisabled`).
    static let disabledOpacity = 0.45

    /// What the children of the node being emitted inherit from it: the clip and transform
    /// they are drawn under, the scroll view they are in, whether input reaches them, and the
    /// presentation they belong to. Saved and restored around a subtree.
    struct EmitContext {
        /// The clips pushed around what is being emitted, outermost first: the node that
        /// pushed each, the clip before it and the render effects' transform it was pushed
        /// under (a flying view escapes those of the containers it flies between).
        var clips: [(node: Int32, before: Rect, transform: Transform2D)] = []
        var clip: Rect
        /// Where images are fetched ahead: a scroll view's content box stretched by one
        /// viewport each way along its axis (empty outside scroll views).
        var prefetchBand = Rect.zero
        /// Hit regions are also kept inside this: in the flight pass, the clip of the container
        /// a flying view belongs to (its tap target is its slot there, not where it flies).
        var hitBound: Rect
        /// Emitting a matched view in flight (it is not deferred again).
        var inFlightPass = false
        /// The innermost scroll view being emitted and its content origin (window points).
        var scroll: ObjectIdentifier? = nil
        var scrollOrigin: Point = .zero
        /// That scroll view's node (hit regions inside it know which scroll view a press reaches).
        var scrollNode: NodeID? = nil
        /// Inside a `.disabled()` subtree: nothing takes input.
        var disabled = false
        /// A control in it already draws dimmed: the controls inside it (a picker's segments,
        /// a stepper's buttons) are not dimmed again.
        var dimmed = false
        /// Inside an `.allowsHitTesting(false)` subtree: no hit regions at all.
        var noHits = false
        /// The index in `out.hits.regions` of the innermost interactive view being emitted
        /// (-1: none): the parent of the regions its subtree adds.
        var openRegion: Int32 = -1
        /// Render effects of the ancestors: local → window as drawn (animated values), and as
        /// hit (target values at the layout frame: SwiftUI hit-tests the model, not the animation).
        /// `clip` and `hitBound` are in the local space.
        var transform: Transform2D = .identity
        var hitTransform: Transform2D = .identity
        /// The presentation being emitted (0: the app; 1…: presentation roots, back to front):
        /// Tab stays within a modal presentation's.
        var presentation = 0
        /// The `.blur(radius:)` of the view being emitted: its shapes are drawn blurred.
        var blur = 0.0
        /// While the background of a matched view is emitted, its key: the background's shape
        /// is that view's (its radius and colour glide across a flight).
        var matchedBackground: MatchedKey? = nil
    }

    /// One node on the full path as its emit stages see it: where it is drawn (`rect`, `content`,
    /// window points, after its animated frame and transition), the shift its children take,
    /// and its opacity.
    struct EmitPlacement {
        var shift: Point
        var rect: Rect
        var content: Rect
        var opacity: Double
    }

}
