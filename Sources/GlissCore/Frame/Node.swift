/// What a node draws or how it lays out its children.
///
/// A small plain value: payloads that hold references (strings, objects) or are large live
/// in the frame's side tables on `UI` (`texts`, `images`, `shapes`, `scrollViews`,
/// `lazyContainers`) and are named here by index. Layout and emit look at a node's kind
/// several times; copying a kind whose payloads needed retaining (or a 90-byte memcpy) cost
/// more than laying the node out.
enum NodeKind {
    case stack(Axis, spacing: Double, alignment: Alignment)
    case zstack(Alignment)
    case spacer(minLength: Double)
    /// `UI.texts[index]`.
    case text(index: Int)
    /// `UI.images[index]`.
    case image(index: Int)
    /// `UI.shapes[index]`.
    case shape(index: Int)
    /// `UI.scrollViews[index]`.
    case scroll(index: Int)
    /// `UI.lazyContainers[index]`.
    case lazy(index: Int)
    /// A container that sizes to its proposal and places children at their own frame in it.
    case canvas
    /// `geometryReader`: sizes to its proposal, children at its top-leading corner.
    case geometryReader
}

/// An image node's content (`NodeKind.image`).
struct ImageContent {
    var name: String
    var mode: ContentMode
}

/// `NodeKind`'s case without its payload. Layout and emit test it many times per node;
/// testing `kind` itself copies the enum (a switch over payloads with their retains).
enum NodeTag: UInt8 {
    case stack, zstack, spacer, text, image, shape, scroll, lazy, canvas, geometryReader
}

extension NodeKind {
    var tag: NodeTag {
        @inline(__always) get {
        switch self {
        case .stack: return .stack
        case .zstack: return .zstack
        case .spacer: return .spacer
        case .text: return .text
        case .image: return .image
        case .shape: return .shape
        case .scroll: return .scroll
        case .lazy: return .lazy
        case .canvas: return .canvas
        case .geometryReader: return .geometryReader
        }
        }
    }
}

struct TextContent {
    var string: String {
        didSet { hasNewline = TextContent.containsNewline(string) }
    }
    var font: Font
    var color: Color
    var multiline: Bool
    var alignment: HorizontalAlignment
    /// Wrapped lines from the last measurement (filled in by layout).
    var lines: [String] = []
    /// `string` holds a line break (checked once here, not at every measure and draw).
    private(set) var hasNewline: Bool

    init(string: String, font: Font, color: Color, multiline: Bool, alignment: HorizontalAlignment) {
        self.string = string; self.font = font; self.color = color
        self.multiline = multiline; self.alignment = alignment
        hasNewline = TextContent.containsNewline(string)
    }

    static func containsNewline(_ s: String) -> Bool {
        // Over contiguous UTF-8 (native strings, small ones included) this is a tight loop;
        // the generic `Sequence.contains` on `utf8` cost more than measuring the label.
        s.utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: "\n")) }
            ?? s.utf8.contains(UInt8(ascii: "\n"))
    }
}

struct ShapeContent {
    var fill: Color?
    var stroke: Color?
    var lineWidth: Double
    var radius: Double
    var kind: ShapeKind = .roundedRect
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

    /// A width, minimum or maximum width is set (a second `.frame` setting one wraps the node).
    var constrainsWidth: Bool { width != nil || minWidth != nil || maxWidth != nil }
    /// A height, minimum or maximum height is set.
    var constrainsHeight: Bool { height != nil || minHeight != nil || maxHeight != nil }
}

/// Role of a node in the inspector.
public enum InspectorRole: String, Sendable {
    /// A text (`UI/text(_:font:color:multiline:alignment:id:)`).
    case text
    /// An image or icon.
    case image
    /// A button or any view with `onTap`.
    case button
    /// A scroll view (its label is its `id:`).
    case scroll
    /// A container named with `accessibility(role:label:)`.
    case container
    /// A shape named with `accessibility(role:label:)`.
    case shape
    /// A toggle (named with `accessibility(role:label:)`).
    case toggle
}

/// One node of this frame's tree. Modifiers are flattened into fields and applied in a
/// fixed order: content → padding → frame → background/overlay → offset/opacity/clip.
/// (Where another order is wanted, wrap the content in another container.)
struct Node {
    var id: NodeID
    /// What the node is; `tag` repeats its case (a node never changes case).
    var kind: NodeKind
    var tag: NodeTag
    var parent: Int
    /// Children in order, as an intrusive list (first/last child, next sibling) rather than
    /// an array: a frame builds hundreds of containers, and an array each cost an allocation.
    /// Walk them with `UI.children(of:)`.
    var firstChild: Int = -1
    var lastChild: Int = -1
    var nextSibling: Int = -1
    var childCount: Int = 0
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
    var lazyIndex: Int = -1
    /// A lazy item built without its slot zstack (see `UI.buildLazyItem`): laid out, drawn
    /// and found by `scrollTo` as that zstack's only child would be.
    var lazyDirect = false
    /// Index of this node's `NodeExtras` in `UI.extras`, or -1 (see `NodeExtras`).
    var extra: Int = -1

    // Interaction
    var role: InspectorRole? = nil
    /// Index of the inspector label in `UI.labels`, -1 for none, or `Node.ownText` for a text's
    /// own string (see `UI.label(of:)`). An index, not a `String?`: without references a node
    /// is a plain value, created and dropped by the hundred each pass without retains,
    /// releases or a destructor.
    var labelIndex: Int = -1
    /// `labelIndex` of a text labelled by its own string (no copy of it kept).
    static let ownText = -2
    var tappable: Bool = false
    var draggable: DragOptions? = nil
    var disabled: Bool = false

    // Animation
    var transaction: Transaction? = nil

    // Layout output, window points, before animation.
    var rect: Rect = .zero
    /// Content area after frame alignment and padding.
    var contentRect: Rect = .zero
    /// Sizes answered for proposals during this pass.
    var measured = MeasureCache()
}

/// What few nodes carry, kept beside `Node` (in `UI.extras`) rather than in it: every
/// node is created, written and destroyed each pass, and these fields made each one twice
/// as large and gave it four more references to retain and release.
struct NodeExtras {
    // Preferences: producers computed after layout, readers reduced over the subtree.
    var readers: [PreferenceReader] = []
    var preferences: [PreferenceProducer] = []
    var coordinateSpaceName: String? = nil
    // Animation
    var matchedKey: MatchedKey? = nil
    var transition: Transition? = nil
    var layoutAnimationKey: NodeID? = nil
    // Keyboard: Tab reaches it although it is not tappable (`.focusable()`).
    var focusable = false
    /// `scaleEffect`, `rotationEffect`, `shadow`.
    var effect: RenderEffect? = nil
    /// `matchedGeometry(…, isSource: false)`: takes the source's frame instead of giving its own.
    var matchedFollower = false
    /// The matched id as written (for warnings).
    var matchedName: String? = nil
    /// A `geometryReader`'s geometry as its content was built with (compared after layout).
    var geometryReader: GeometryReaderState? = nil
}

/// One (proposal → size) answer, nil proposals written as `MeasureCache.none`: four plain
/// Doubles, compared without unwrapping optionals.
struct MeasureCacheEntry {
    var pw = 0.0, ph = 0.0, w = 0.0, h = 0.0
}

/// The last few (proposal → size) answers of one node in one pass, and a text node's one-line
/// size, stored inline so that measuring allocates nothing. A node asked about more distinct
/// proposals than it holds is measured again (same answer, more time): stacks ask each child
/// about three or four. Read and written through a pointer into the node: calling a method on
/// the cache in a node would first copy it.
struct MeasureCache {
    /// A proposal's nil axis, as stored. A NaN: it equals no proposed length under `==`, and
    /// `same` matches it by its bits.
    static let none = Double(bitPattern: 0x7FF8_0000_0000_4E4E)
    var count: Int32 = 0
    /// `oneLine` and `lineHeight` hold the text's one-line size, measured once per pass
    /// (`UI.oneLine`): a stack asks a label about three or four proposals, and a frame asks its
    /// content again when placing.
    var hasOneLine = false
    var e0 = MeasureCacheEntry(), e1 = MeasureCacheEntry(), e2 = MeasureCacheEntry(), e3 = MeasureCacheEntry()
    var oneLine = Size.zero
    var lineHeight = 0.0

    /// Equal lengths (as `ProposedSize`'s `==` has them: 0 and -0 alike), or both nil.
    /// Identical bits are also a match: an answer for the same bits is the same answer.
    @inline(__always)
    static func same(_ a: Double, _ b: Double) -> Bool { a == b || a.bitPattern == b.bitPattern }

    /// The size answered for the proposal `pw` × `ph` (nil axes as `none`).
    @inline(__always)
    static func lookup(_ c: UnsafePointer<MeasureCache>, _ pw: Double, _ ph: Double) -> Size? {
        let count = c.pointee.count
        if count == 0 { return nil }
        if same(c.pointee.e0.pw, pw) && same(c.pointee.e0.ph, ph) { return Size(c.pointee.e0.w, c.pointee.e0.h) }
        if count == 1 { return nil }
        return lookupMore(c, pw, ph)
    }

    /// Entries 1…3 (a node asked about a second proposal: stacks' children, frames' content).
    @inline(never)
    private static func lookupMore(_ c: UnsafePointer<MeasureCache>, _ pw: Double, _ ph: Double) -> Size? {
        let count = c.pointee.count
        if same(c.pointee.e1.pw, pw) && same(c.pointee.e1.ph, ph) { return Size(c.pointee.e1.w, c.pointee.e1.h) }
        if count > 2 && same(c.pointee.e2.pw, pw) && same(c.pointee.e2.ph, ph) { return Size(c.pointee.e2.w, c.pointee.e2.h) }
        if count > 3 && same(c.pointee.e3.pw, pw) && same(c.pointee.e3.ph, ph) { return Size(c.pointee.e3.w, c.pointee.e3.h) }
        return nil
    }

    @inline(__always)
    static func insert(_ c: UnsafeMutablePointer<MeasureCache>, _ pw: Double, _ ph: Double, _ s: Size) {
        let e = MeasureCacheEntry(pw: pw, ph: ph, w: s.width, h: s.height)
        switch c.pointee.count {
        case 0: c.pointee.e0 = e
        case 1: c.pointee.e1 = e
        case 2: c.pointee.e2 = e
        case 3: c.pointee.e3 = e
        default: return
        }
        c.pointee.count += 1
    }
}

/// The frame's nodes, addressed by index. A class holding one growable buffer rather than a
/// `[Node]` property of `UI`: `nodes[i].field` reads and writes the field in place through
/// the pointer, without the dynamic exclusivity check (and uniqueness check) that every
/// access to an array stored in a class costs — a grid frame makes tens of thousands.
/// Pointers are never handed out, so growth (which moves the buffer) is always safe.
final class NodeBuffer {
    private struct Header {
        var base: UnsafeMutablePointer<Node>
        var count: Int
        var capacity: Int
    }
    private let header: UnsafeMutablePointer<Header>

    init(capacity: Int = 256) {
        header = .allocate(capacity: 1)
        header.initialize(to: Header(base: .allocate(capacity: capacity), count: 0, capacity: capacity))
    }

    deinit {
        header.pointee.base.deinitialize(count: header.pointee.count)
        header.pointee.base.deallocate()
        header.deinitialize(count: 1)
        header.deallocate()
    }

    var count: Int { header.pointee.count }
    var isEmpty: Bool { header.pointee.count == 0 }
    var indices: Range<Int> { 0..<header.pointee.count }

    // Indices come only from this frame's own links (parent, children, siblings), never from
    // app code, so the range check is an `assert`: checked in debug builds (the test suite,
    // the memcheck runs), free in release, where it was ~4 % of a grid frame.
    subscript(i: Int) -> Node {
        unsafeAddress {
            assert(i >= 0 && i < header.pointee.count, "node index out of range")
            return UnsafePointer(header.pointee.base + i)
        }
        unsafeMutableAddress {
            assert(i >= 0 && i < header.pointee.count, "node index out of range")
            return header.pointee.base + i
        }
    }

    /// The address of node `i`, for code that reads or writes many of its fields. Valid until
    /// the next append: only layout and emit use it, and they never add nodes.
    @inline(__always)
    func pointer(_ i: Int) -> UnsafeMutablePointer<Node> {
        assert(i >= 0 && i < header.pointee.count, "node index out of range")
        return header.pointee.base + i
    }

    func append(_ node: __owned Node) {
        reserveOne()
        (header.pointee.base + header.pointee.count).initialize(to: node)
        header.pointee.count += 1
    }

    /// Appends a new node built in place (no intermediate copy with its retains).
    func append(id: NodeID, kind: __owned NodeKind, tag: NodeTag, parent: Int, explicitKey: UInt64?,
                transaction: Transaction?) {
        assert(kind.tag == tag, "node tag does not match its kind")
        reserveOne()
        (header.pointee.base + header.pointee.count).initialize(
            to: Node(id: id, kind: kind, tag: tag, parent: parent, explicitKey: explicitKey, transaction: transaction))
        header.pointee.count += 1
    }

    @inline(__always)
    private func reserveOne() {
        if header.pointee.count == header.pointee.capacity { grow() }
    }

    /// Doubles the buffer (rare: it keeps its size from frame to frame).
    @inline(never)
    private func grow() {
        let capacity = header.pointee.capacity * 2
        let base = UnsafeMutablePointer<Node>.allocate(capacity: capacity)
        base.moveInitialize(from: header.pointee.base, count: header.pointee.count)
        header.pointee.base.deallocate()
        header.pointee.base = base
        header.pointee.capacity = capacity
    }

    /// Removes every node, keeping the buffer.
    func removeAll() {
        header.pointee.base.deinitialize(count: header.pointee.count)
        header.pointee.count = 0
    }
}

/// How a drag gesture on a node behaves.
public struct DragOptions: Sendable, Equatable {
    /// Points the pointer must move from the press before the drag begins (0: at once).
    public var minimumDistance: Double
    /// Options with the given minimum distance (SwiftUI's default, 10 points).
    public init(minimumDistance: Double = 10) { self.minimumDistance = minimumDistance }
}

/// A size proposal; nil on an axis asks for the ideal size on that axis.
struct ProposedSize: Equatable {
    var width: Double?
    var height: Double?
    init(_ w: Double?, _ h: Double?) { width = w; height = h }
    func along(_ axis: Axis) -> Double? { axis == .horizontal ? width : height }
    /// The proposal for what is inside `pad`: each given length less the padding, not below 0.
    @inline(__always)
    func inset(by pad: EdgeInsets) -> ProposedSize {
        ProposedSize(width.map { max(0, $0 - pad.horizontal) }, height.map { max(0, $0 - pad.vertical) })
    }
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

/// A stack of plain values for the build (the ID scope, positional counters, parents).
/// A class over one buffer rather than an `[T]` property of `UI`: every node pushes, reads
/// and bumps these, and an array stored in a class pays a uniqueness check (and a possible
/// copy) on each mutation. Elements are trivial values (no references), never handed out.
/// Pushes and pops pair up inside the builders, so emptiness is `assert`ed (debug builds).
final class BuildStack<Element> {
    private var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int = 32) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    var isEmpty: Bool { count == 0 }

    /// The top element; the stack must not be empty.
    var top: Element {
        @inline(__always) get {
            assert(count > 0, "empty build stack")
            return base[count - 1]
        }
        @inline(__always) set {
            assert(count > 0, "empty build stack")
            base[count - 1] = newValue
        }
    }

    var last: Element? { count > 0 ? base[count - 1] : nil }

    @inline(__always)
    func append(_ e: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: e)
        count += 1
    }

    @inline(__always)
    func removeLast() {
        assert(count > 0, "empty build stack")
        count -= 1
        (base + count).deinitialize(count: 1)
    }

    func removeAll() {
        base.deinitialize(count: count)
        count = 0
    }

    private func grow() {
        let bigger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        bigger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = bigger
        capacity *= 2
    }
}
