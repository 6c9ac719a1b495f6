/// The tables one build pass fills beside its nodes (`UI.nodes`), which layout, preferences
/// and emit read: what few nodes carry (`NodeExtras`), their inspector labels, the payloads
/// that hold references (`NodeKind` names them by index) and the nodes later phases visit.
/// Emptied at the start of every pass, storage kept.
///
/// A value stored inline in `UI` (`ui.tree`): a table is read at a fixed offset from the
/// `UI`, as when these were `UI`'s own properties. The node buffer itself is not in it: it
/// stays a `let` of `UI` (`ui.nodes`), because reached through a `var` or another object every
/// builder call retained and released it (+6 % instructions in a grid frame, measured).
struct FrameTree {
    /// Rarely used node fields (see `NodeExtras`), indexed by `Node.extra`.
    var extras: [NodeExtras] = []
    /// The nodes that have extras, in the order their extras were made.
    var extraOwners: [Int] = []
    /// The transactions nodes were built under, indexed by `Node.transaction`.
    var transactions: [Transaction] = []
    /// Nodes' `.frame` constraints, indexed by `Node.frameIndex`.
    var frames: [FrameSpec] = []
    /// `.fixedSize` and `.aspectRatio` of the frames that have them, indexed by `FrameSpec.sizing`.
    var sizings: [SizingSpec] = []
    /// Nodes' inspector labels, indexed by `Node.label`.
    var labels: [String] = []
    /// Node payloads that hold references (see `NodeKind`).
    var texts: [TextContent] = []
    /// `.minimumScaleFactor` of the texts that have one, by index in `texts` (beside them, not
    /// in them: nearly every label has none, and a larger `TextContent` cost every label).
    var textScaling: [Int: TextScaling] = [:]
    /// `.foregroundStyle(_:)` with a gradient (any ``ShapeStyle`` but a colour), by index in
    /// `texts`: beside them, as `textScaling` (their `color` is the style's most opaque stop).
    var textStyles: [Int: any ShapeStyle] = [:]
    /// Rich texts' runs (an `AttributedString`, a literal's Markdown), by index in `texts`:
    /// beside them, as `textStyles` (`RichText/RichTextEmit.swift`).
    var richTexts: [Int: RichText] = [:]
    var images: [ImageContent] = []
    var shapes: [ShapeContent] = []
    /// `ui.shape(_:)`'s shapes, by `ShapeContent.custom`.
    var customShapes: [CustomShape] = []
    var scrollViews: [ScrollState] = []
    var lazyContainers: [LazyContainer] = []
    /// `ui.layout`'s layouts, with their caches (`NodeKind.custom`).
    var customLayouts: [CustomLayoutBox] = []
    /// Scroll views built in this pass, by the bits of their `id:` (`ScrollProxy` finds them).
    var scrollNames: [UInt64: ScrollState] = [:]
    /// Nodes that read preferences, lazy containers, scroll views and `geometryReader`s:
    /// what the phases after layout visit without walking the tree.
    var readers: [(node: Int, reader: PreferenceReader)] = []
    var lazyNodes: [Int] = []
    var scrollNodes: [Int] = []
    var geometryReaderNodes: [Int] = []
    /// Text fields' text and selection by node (the inspector's `value` and `selection`;
    /// Return and Space on them edit rather than tap). A side table: most frames have none,
    /// and a field in every node's extras made each extra bigger to copy.
    var textInputs: [Int: TextInputInfo] = [:]
    /// Selectable texts' highlights by node (`SelectableTextGeometry.swift`).
    var textHighlights: [Int: TextHighlight] = [:]
    /// Views that take right or middle clicks, by node: which buttons (``HitRegion/otherButtons``).
    var otherButtons: [Int: UInt8] = [:]
    /// Controls' values as a person reads them (`accessibilityValue`: "on", "0.5", "Medium"),
    /// by node — the inspector's `value`. A side table, as `textInputs`.
    var accessibilityValues: [Int: String] = [:]
    /// What the other accessibility modifiers said (hints, traits, grouping, actions), by node.
    var accessibility: [Int: AccessibilitySemantics] = [:]
    /// Views that report hovering or set the pointer's shape, by node (`onHover`, `pointerStyle`).
    var hovers: [Int: HoverSpec] = [:]
    /// Views that take drops, by node: what they take (`dropDestination`).
    var drops: [Int: (DragPayload) -> Bool] = [:]
    /// Texts' latest lines this pass, by `Node.kept` (see `UI.paragraphLines`).
    var keptParagraphs: [KeptParagraph] = []
    /// How many (view, proposal) sizes this pass computed rather than found cached: what the
    /// tests hold to the number of views. Counted in debug builds only (the tests'): in a
    /// release build the add was ~1 % of the list benchmark's frame.
    var measurements = 0
    /// How many times this pass a stack shared a length out among its children (debug
    /// builds only, as `measurements`): placing a stack with the proposal it was sized for
    /// shares nothing again (`UI.recordStackLayout`).
    var sharings = 0

    /// Empties every table for a new pass (their storage is kept). Empty ones are skipped: a
    /// `removeAll(keepingCapacity:)` is an out-of-line call with a uniqueness check even on an
    /// empty table, and most of these are empty in most frames.
    mutating func removeAll() {
        if !extras.isEmpty { extras.removeAll(keepingCapacity: true) }
        if !extraOwners.isEmpty { extraOwners.removeAll(keepingCapacity: true) }
        if !frames.isEmpty { frames.removeAll(keepingCapacity: true) }
        if !sizings.isEmpty { sizings.removeAll(keepingCapacity: true) }
        if !transactions.isEmpty { transactions.removeAll(keepingCapacity: true) }
        if !labels.isEmpty { labels.removeAll(keepingCapacity: true) }
        if !texts.isEmpty { texts.removeAll(keepingCapacity: true) }
        if !textScaling.isEmpty { textScaling.removeAll() }
        if !textStyles.isEmpty { textStyles.removeAll() }
        if !richTexts.isEmpty { richTexts.removeAll() }
        if !images.isEmpty { images.removeAll(keepingCapacity: true) }
        if !shapes.isEmpty { shapes.removeAll(keepingCapacity: true) }
        if !customShapes.isEmpty { customShapes.removeAll(keepingCapacity: true) }
        if !scrollViews.isEmpty { scrollViews.removeAll(keepingCapacity: true) }
        if !lazyContainers.isEmpty { lazyContainers.removeAll(keepingCapacity: true) }
        if !customLayouts.isEmpty { customLayouts.removeAll(keepingCapacity: true) }
        if !scrollNames.isEmpty { scrollNames.removeAll(keepingCapacity: true) }
        if !readers.isEmpty { readers.removeAll(keepingCapacity: true) }
        if !lazyNodes.isEmpty { lazyNodes.removeAll(keepingCapacity: true) }
        if !scrollNodes.isEmpty { scrollNodes.removeAll(keepingCapacity: true) }
        if !geometryReaderNodes.isEmpty { geometryReaderNodes.removeAll(keepingCapacity: true) }
        if !textInputs.isEmpty { textInputs.removeAll(keepingCapacity: true) }
        if !textHighlights.isEmpty { textHighlights.removeAll(keepingCapacity: true) }
        if !otherButtons.isEmpty { otherButtons.removeAll(keepingCapacity: true) }
        if !accessibilityValues.isEmpty { accessibilityValues.removeAll(keepingCapacity: true) }
        if !accessibility.isEmpty { accessibility.removeAll(keepingCapacity: true) }
        if !hovers.isEmpty { hovers.removeAll(keepingCapacity: true) }
        if !drops.isEmpty { drops.removeAll(keepingCapacity: true) }
        if !keptParagraphs.isEmpty { keptParagraphs.removeAll(keepingCapacity: true) }
        measurements = 0
        sharings = 0
    }
}
