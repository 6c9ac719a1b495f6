/// What a node draws or how it lays out its children.
enum NodeKind {
    case stack(Axis, spacing: Double, alignment: Alignment)
    case zstack(Alignment)
    case spacer(minLength: Double)
    case text(TextContent)
    case image(name: String, mode: ContentMode)
    case shape(ShapeContent)
    case scroll(ScrollState)
    case lazy(LazyContainer)
    /// A container that sizes to its proposal and places children at their own frame in it.
    case canvas
}

struct TextContent {
    var string: String
    var font: Font
    var color: Color
    var multiline: Bool
    var alignment: HorizontalAlignment
    /// Wrapped lines from the last measurement (filled in by layout).
    var lines: [String] = []
}

struct ShapeContent {
    var fill: Color?
    var stroke: Color?
    var lineWidth: Double
    var radius: Double
}

/// Frame constraints (`.frame(width:height:)` and `.frame(minWidth:maxWidth:…)`).
struct FrameSpec {
    var width: Double?
    var height: Double?
    var minWidth: Double?
    var maxWidth: Double?
    var minHeight: Double?
    var maxHeight: Double?
    var alignment: Alignment = .center
}

/// Role of a node in the inspector.
public enum InspectorRole: String, Sendable {
    case text, image, button, scroll, container, shape, toggle
}

/// One node of this frame's tree. Modifiers are flattened into fields and applied in a
/// fixed order: content → padding → frame → background/overlay → offset/opacity/clip.
/// (Where another order is wanted, wrap the content in another container.)
struct Node {
    var id: NodeID
    var kind: NodeKind
    var parent: Int
    var children: [Int] = []
    var background: Int? = nil   // index of a zstack child drawn behind, sized to this node
    var overlay: Int? = nil      // drawn in front, sized to this node
    var padding: EdgeInsets = .zero
    /// Highest modifier stage applied so far (see `NodeRef.staged`).
    var stage: UInt8 = 0
    var frame: FrameSpec? = nil
    var offset: Point = .zero
    var opacity: Double = 1
    var clip: Bool = false
    var cornerRadius: Double = 0
    var hidden: Bool = false
    /// Fixed position inside a `.canvas` parent or a lazy container.
    var placedFrame: Rect? = nil
    /// Bits of the explicit `id:` (scroll targets), if any.
    var explicitKey: UInt64? = nil
    var readers: [PreferenceReader] = []
    var lazyIndex: Int = -1

    // Interaction
    var role: InspectorRole? = nil
    var label: String? = nil
    var tappable: Bool = false
    var draggable: DragOptions? = nil
    var disabled: Bool = false

    // Animation
    var transaction: Transaction? = nil
    var matchedKey: MatchedKey? = nil
    var transition: Transition? = nil
    var layoutAnimationKey: NodeID? = nil

    // Preferences: producers computed after layout, readers reduced over the subtree.
    var preferences: [PreferenceProducer] = []
    var coordinateSpaceName: String? = nil

    // Layout output, window points, before animation.
    var rect: Rect = .zero
    /// Content area after frame alignment and padding.
    var contentRect: Rect = .zero
    /// Where it is drawn this frame (animation applied).
    var drawnRect: Rect = .zero
    var measured: [MeasureCacheEntry] = []
}

struct MeasureCacheEntry {
    var proposal: ProposedSize
    var size: Size
}

/// How a drag gesture on a node behaves.
public struct DragOptions: Sendable, Equatable {
    public var minimumDistance: Double
    public init(minimumDistance: Double = 10) { self.minimumDistance = minimumDistance }
}

/// A size proposal; nil on an axis asks for the ideal size on that axis.
struct ProposedSize: Equatable {
    var width: Double?
    var height: Double?
    init(_ w: Double?, _ h: Double?) { width = w; height = h }
    func along(_ axis: Axis) -> Double? { axis == .horizontal ? width : height }
    static func make(_ axis: Axis, main: Double?, cross: Double?) -> ProposedSize {
        axis == .horizontal ? ProposedSize(main, cross) : ProposedSize(cross, main)
    }
}

extension Size {
    func along(_ axis: Axis) -> Double { axis == .horizontal ? width : height }
    func across(_ axis: Axis) -> Double { axis == .horizontal ? height : width }
    static func make(_ axis: Axis, main: Double, cross: Double) -> Size {
        axis == .horizontal ? Size(main, cross) : Size(cross, main)
    }
}
