/// What a node draws or how it lays out its children.
///
/// A small plain value: payloads that hold references (strings, objects) or are large live
/// in the pass's side tables in `FrameTree` (`texts`, `images`, `shapes`, `scrollViews`,
/// `lazyContainers`) and are named here by index. Layout and emit look at a node's kind
/// several times; copying a kind whose payloads needed retaining (or a 90-byte memcpy) cost
/// more than laying the node out.
enum NodeKind {
    case stack(Axis, spacing: Double, alignment: Alignment)
    case zstack(Alignment)
    case spacer(minLength: Double)
    /// `FrameTree.texts[index]`.
    case text(index: Int)
    /// `FrameTree.images[index]`.
    case image(index: Int)
    /// `FrameTree.shapes[index]`.
    case shape(index: Int)
    /// `FrameTree.scrollViews[index]`.
    case scroll(index: Int)
    /// `FrameTree.lazyContainers[index]`.
    case lazy(index: Int)
    /// A container that sizes to its proposal and places children at their own frame in it.
    case canvas
    /// `geometryReader`: sizes to its proposal, children at its top-leading corner.
    case geometryReader
    /// A `Layout` of the app's (`ui.layout`, `viewThatFits`): `FrameTree.customLayouts[index]`.
    case custom(index: Int)
}

/// An image node's content (`NodeKind.image`).
struct ImageContent {
    var name: String
    var mode: ContentMode
}

/// `NodeKind`'s case without its payload. Layout and emit test it many times per node;
/// testing `kind` itself copies the enum (a switch over payloads with their retains).
enum NodeTag: UInt8 {
    case stack, zstack, spacer, text, image, shape, scroll, lazy, canvas, geometryReader, custom
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
        case .custom: return .custom
        }
        }
    }
}

struct TextContent {
    // The fields are declared in an order that packs them (the one-byte ones after `font`'s
    // twelve bytes): in declaration order with gaps the struct was 131 bytes, and appending a
    // label's content to `FrameTree.texts` was a call to `memcpy` instead of a few moves.
    var string: String {
        didSet {
            if TextContent.hasLineBreak(string) { resolveLineBreaks() } else { hasNewline = false }
            updatePlain()
        }
    }
    var color: Color
    var font: Font
    /// Wraps at line-break opportunities when offered less width than its one line needs
    /// (SwiftUI's `Text`); false only through the deprecated `multiline: false`.
    let wraps: Bool
    /// Where lines sit in the text's frame (`.leading` is the paragraph's start: the right
    /// edge of a right-to-left paragraph).
    var alignment: HorizontalAlignment
    /// `.truncationMode`: where a truncated line loses its text.
    var truncationMode: TruncationMode = .tail
    /// `lines` came from a right-to-left paragraph, or the text is laid out right to left
    /// (`UI.mirrorRightToLeft`): its leading edge is the right one.
    var linesRightToLeft = false
    /// `.lineSpacing`: extra space between lines.
    var lineSpacing: Double = 0
    /// The lines as laid out for the width placement gave (see `UI.paragraphLines`); empty
    /// when the text is its string on one line.
    var lines: [Line] = []
    /// `.lineLimit`: at most this many lines (nil: no limit).
    var lineLimit: Int? {
        didSet { updatePlain() }
    }
    /// `.lineLimit(_:reservesSpace: true)`: as tall as `lineLimit` lines however few it shows.
    var reservesLines = false
    /// `string` holds a line break (checked once here, not at every measure and draw).
    private(set) var hasNewline: Bool
    /// No line break and no line limit: offered at least its one-line width (or when it does
    /// not wrap), it is its string on one line. Layout and emit take their shortest paths for
    /// these (nearly every text), without laying lines out.
    private(set) var isPlain: Bool
    /// The paragraph modifiers applied so far: the first one applied (the innermost) wins, as
    /// in SwiftUI's environment.
    var applied: AppliedModifiers = []
    /// `.contentTransition`: how a change of `string` under an animation is drawn.
    var contentTransition: ContentTransition = .identity

    /// A line as drawn: its text (without trailing spaces and newline, or truncated) and width.
    struct Line {
        var string: String
        var width: Double
    }

    struct AppliedModifiers: OptionSet {
        var rawValue: UInt16
        static let lineLimit = AppliedModifiers(rawValue: 1)
        static let truncationMode = AppliedModifiers(rawValue: 2)
        static let alignment = AppliedModifiers(rawValue: 4)
        static let lineSpacing = AppliedModifiers(rawValue: 8)
        /// `font:` or `.font(_:)`.
        static let font = AppliedModifiers(rawValue: 16)
        /// `color:` or `.foregroundStyle(_:)`.
        static let foreground = AppliedModifiers(rawValue: 32)
        /// `.fontWeight(_:)`, `.bold()`.
        static let weight = AppliedModifiers(rawValue: 64)
        /// `.italic()`.
        static let italic = AppliedModifiers(rawValue: 128)
        /// `.fontDesign(_:)`.
        static let design = AppliedModifiers(rawValue: 256)
        /// `.monospacedDigit()`.
        static let digits = AppliedModifiers(rawValue: 512)
        /// `.minimumScaleFactor(_:)`.
        static let minimumScale = AppliedModifiers(rawValue: 1024)
    }

    /// `lineBreak`: whether `string` holds a line break, when the caller knows (a label from
    /// `FormattedLabels`); else it is looked for.
    init(string: String, font: Font, color: Color, wraps: Bool = true, alignment: HorizontalAlignment,
         applied: AppliedModifiers = [], lineBreak: Bool? = nil) {
        self.string = string
        self.applied = applied
        hasNewline = false
        isPlain = false
        self.font = font; self.color = color
        self.wraps = wraps; self.alignment = alignment
        if lineBreak ?? TextContent.hasLineBreak(string) { resolveLineBreaks() }
        isPlain = !hasNewline
    }

    private mutating func updatePlain() { isPlain = !hasNewline && lineLimit == nil }

    /// True when `s` may hold a line break: "\n", or a byte that CR, VT, FF, U+0085, U+2028 or
    /// U+2029 start with (SwiftUI's `Text` breaks at all of them). One pass over contiguous UTF-8
    /// (native strings, small ones included): it runs for every label every frame; a dash or a
    /// CJK character that shares a first byte costs the exact check below. Printable ASCII is
    /// passed over eight bytes at a time (a word with no byte below 0x20 or above 0x7F holds
    /// none of them): a byte at a time was ~9 instructions a byte, 63 K a frame of
    /// `bench nested`'s 256 labels. Out of line: inlined into every label's build, the word loop
    /// made it larger (+7 K instructions a `bench grid` frame), though most labels' answer is
    /// known without it (a formatted label's parts were checked once). A word that is not all
    /// printable ASCII is looked at a byte at a time and the answer is given at the first
    /// such byte: once a byte at a time to the end, a 100 KB editor's text cost 2.2 M
    /// instructions a frame (22 % of a keystroke's `ui`).
    @inline(never)
    static func hasLineBreak(_ s: String) -> Bool {
        s.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            @inline(__always) func mayBreak(_ b: UInt8) -> Bool { (b &- 0x0A) < 4 || (b | 0x20) == 0xE2 }
            var i = 0
            if let base = bytes.baseAddress {
                let raw = UnsafeRawPointer(base)
                while i + 8 <= bytes.count {
                    let w = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                    // Nonzero when a byte is 0x80 or above, or (the bytes all below that) when
                    // one is below 0x20: that word is looked at a byte at a time.
                    let outside = (w | ((w &- 0x2020_2020_2020_2020) & ~w)) & 0x8080_8080_8080_8080
                    if outside != 0 {
                        for k in i..<(i + 8) where mayBreak(bytes[k]) { return true }
                    }
                    i += 8
                }
            }
            var hit = false
            while i < bytes.count {
                hit = hit || mayBreak(bytes[i])
                i += 1
            }
            return hit
        } ?? true
    }

    /// After `hasLineBreak` said maybe: the other line breaks become "\n" (layout splits
    /// paragraphs there), and `hasNewline` says whether there is one.
    private mutating func resolveLineBreaks() {
        if TextContent.hasOtherLineBreak(string) {
            string = String(string.map { $0.isNewline ? "\n" : $0 })
        }
        // Over the contiguous bytes: a walk of the `UTF8View` took ~10 ms a frame for a 1 MB label.
        var bytes = string
        hasNewline = bytes.withUTF8 { $0.contains(0x0A) }
    }

    /// True when `s` holds a line break other than "\n": CR, VT, FF, U+0085, U+2028 or U+2029,
    /// found in its UTF-8 (walking a 100 KB text's `Character`s for them was 9 % of a keystroke
    /// in a text editor).
    static func hasOtherLineBreak(_ s: String) -> Bool {
        // Candidates found with `strcspn` (CR, VT, FF, or a lead byte C2 or E2), then checked:
        // a byte loop over a label echoing a pasted megabyte took ~3 ms a frame, as its
        // typographic quotes (E2 80 9C) sent it through every byte.
        var bytes = s
        return bytes.withUTF8 { b in
            var i = 0
            while let c = ByteScan.firstOffset(in: s, of: otherLineBreakStarts, from: i) {
                switch b[c] {
                case 0x0B...0x0D: return true
                case 0xC2: if c + 1 < b.count && b[c + 1] == 0x85 { return true }
                default: if c + 2 < b.count && b[c + 1] == 0x80 && (b[c + 2] == 0xA8 || b[c + 2] == 0xA9) { return true }
                }
                i = c + 1
            }
            return false
        }
    }

    /// The bytes a line break other than "\n" starts with.
    private static let otherLineBreakStarts = ByteScan.Set([0x0B, 0x0C, 0x0D, 0xC2, 0xE2])
}

struct ShapeContent {
    var fill: Color?
    var stroke: Color?
    var lineWidth: Double
    var radius: Double
    var kind: ShapeKind = .roundedRect
    /// Its colour (the fill, or the stroke of a `.stroke()` without one) is the foreground
    /// colour by default: `.foregroundStyle` around it replaces it.
    var foreground = false
    /// A `Shape` value's (`ui.shape(_:)`): its index in `FrameTree.customShapes`; -1 for the
    /// built-in kinds drawn by `kind`.
    var custom: Int32 = -1

    /// Filled with something visible: it takes the presses inside its path, as SwiftUI
    /// hit-tests a shape by its fill (a clear or outline-only shape lets them through).
    var takesHits: Bool { (fill?.a ?? 0) > 0.001 }
}

/// Frame constraints (`.frame(width:height:)` and `.frame(minWidth:maxWidth:…)`).
struct FrameSpec {
    var width: Double?
    var height: Double?
    var minWidth: Double?
    var maxWidth: Double?
    var minHeight: Double?
    var maxHeight: Double?
    /// The size without a proposal on that axis (`.frame(idealWidth:)`).
    var idealWidth: Double?
    var idealHeight: Double?
    var alignment: Alignment = .center
    /// Index of its `.fixedSize` and `.aspectRatio` in `FrameTree.sizings`, or -1 (nearly every
    /// frame has none). An index, not the fields: with them the spec was copied by `memcpy`
    /// wherever layout read it (+2 % of a list frame).
    var sizing: Int32 = -1

    /// A width, minimum, ideal or maximum width is set (a second `.frame` setting one wraps the node).
    var constrainsWidth: Bool { width != nil || minWidth != nil || maxWidth != nil || idealWidth != nil }
    /// A height, minimum, ideal or maximum height is set.
    var constrainsHeight: Bool { height != nil || minHeight != nil || maxHeight != nil || idealHeight != nil }
}

/// One node of this frame's tree. Modifiers are flattened into fields and applied in a
/// fixed order: content → padding → frame → background/overlay → offset/opacity/clip.
/// (Where another order is wanted, wrap the content in another container.)
struct Node {
    // The fields are grouped by their starting value (indices at -1, flags, then lengths at
    // zero), so that making a node — hundreds a frame — is a few wide stores rather than one
    // store per field and its padding.
    var id: NodeID
    /// What the node is; `tag` repeats its case (a node never changes case).
    var kind: NodeKind
    var tag: NodeTag
    /// Highest modifier stage applied so far (see `NodeRef.staged`).
    var stage: UInt8 = 0
    var clip: Bool = false
    var hidden: Bool = false
    /// A lazy item built without its slot zstack (see `UI.buildLazyItem`): laid out, drawn
    /// and found by `scrollTo` as that zstack's only child would be.
    var lazyDirect = false
    var tappable: Bool = false
    var disabled: Bool = false
    /// Built under a right-to-left layout direction: its padding, frame alignment and
    /// children are mirrored within its rect after layout (`UI.mirrorRightToLeft`).
    var rightToLeft = false
    /// A stack taken out of the tree after the build, its view in its place (`TransparentWrappers`).
    var detached = false
    // Interaction
    var role: InspectorRole? = nil
    /// What this pass kept for placing the node, plus one (0: nothing): a stack's latest
    /// sizing that shared out a length, where it starts in `UI.stackLayouts`
    /// (`UI.recordStackLayout`); a text's latest lines, in `FrameTree.keptParagraphs`
    /// (`UI.paragraphLines`). Here, after the one-byte fields, it takes padding the node had
    /// anyway: in `MeasureCache` it made every node 8 bytes larger.
    var kept: Int32 = 0
    var parent: Int
    /// Children in order, as an intrusive list (first/last child, next sibling) rather than
    /// an array: a frame builds hundreds of containers, and an array each cost an allocation.
    /// Walk them with `UI.children(of:)`.
    var firstChild: Int = -1
    var lastChild: Int = -1
    var nextSibling: Int = -1
    /// Index of `.frame`'s constraints in `FrameTree.frames`, or -1 (most nodes have none).
    /// An index rather than a `FrameSpec?`: the optional is ~140 bytes, which every node paid
    /// for at creation and which layout copied out to test for nil.
    var frameIndex: Int = -1
    var lazyIndex: Int = -1
    /// Index of this node's `NodeExtras` in `FrameTree.extras`, or -1 (see `NodeExtras`).
    var extra: Int = -1
    /// Where the inspector label is (see `UI.label(of:)`): an index, not a `String?`: without
    /// references a node is a plain value, created and dropped by the hundred each pass
    /// without retains, releases or a destructor.
    var label = NodeLabel.none
    /// Where its commands (its subtree's included) are in the draw list, once emitted: what
    /// it keeps drawing while it fades out if it is gone next frame (`UI.fadeOut`). In the
    /// node, not a table beside it: emit writes it for every node.
    var emitRange = EmitRange.none
    /// Bits of the explicit `id:` (scroll targets), if any.
    var explicitKey: UInt64? = nil
    // Animation
    /// The transaction it was built under (see `UI.transaction(of:)`). An index, not a
    /// `Transaction?`: that is 64 bytes, which every node copied in when it was made, and
    /// nearly every node has none.
    var transaction = TransactionSlot.none
    var childCount: Int = 0
    var background: Int? = nil   // index of a zstack child drawn behind, sized to this node
    var overlay: Int? = nil      // drawn in front, sized to this node
    var draggable: DragOptions? = nil
    var opacity: Double = 1
    var padding: EdgeInsets = .zero
    var offset: Point = .zero
    var cornerRadius: Double = 0
    // Layout output, window points, before animation.
    var rect: Rect = .zero
    /// Content area after frame alignment and padding.
    var contentRect: Rect = .zero
    /// Sizes answered for proposals during this pass.
    var measured = MeasureCache()
    /// Fixed position inside a `.canvas` parent or a lazy container.
    var placedFrame: Rect? = nil
}

/// What few nodes carry, kept beside `Node` (in `FrameTree.extras`) rather than in it: every
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
    // Keyboard: `.focusable()` makes Tab reach it although it is not tappable; `.focusable(false)`
    // keeps Tab off a tappable view (a control's inner parts). nil: tappable views are stops.
    var focusable: Bool? = nil
    /// Taps only in a series (`onTapGesture(count: 2)` and no single-click handler): a single
    /// click also reaches the tappable view behind it (a list row, which selects).
    var tapsInSeriesOnly = false
    /// A control given padding or a frame after it was finished (``NodeRef/padding(_:)`` on a
    /// button): the padding it had then. Its own extent — where it takes presses, its focus
    /// ring and its accessibility frame — is its content with this padding; what was added
    /// after lies outside it, as SwiftUI applies a modifier after a control.
    var ownPadding: EdgeInsets? = nil
    /// `allowsHitTesting(false)`: the subtree takes no pointer input and blocks none.
    var allowsHitTesting = true
    /// `contentShape(_:)`: the shape in its frame that takes the hit (nothing behind it gets
    /// the press there, and the view's own gestures take only presses inside it).
    var contentShape: ContentShape? = nil
    /// `scaleEffect`, `rotationEffect`, `shadow`.
    var effect: RenderEffect? = nil
    /// `matchedGeometryEffect(…, isSource: false)`: takes the source's frame instead of giving its own.
    var matchedFollower = false
    /// The matched id as written (for warnings).
    var matchedName: String? = nil
    /// `.position(x:y:)`: its centre in its (canvas) parent.
    var position: Point? = nil
    /// `.zIndex(_:)`: drawn, and hit, in this order among its siblings (0 by default).
    var zIndex: Double? = nil
    /// One of its children has a `zIndex`: they are emitted by it.
    var sortsChildren = false
    /// Its opacity fades (an implicit animation, see `ImplicitAnimation.swift`).
    var implicitOpacity = false
    /// Its `layoutAnimationKey` is an implicit animation's (its shapes are not followed as
    /// `animatesLayout` views' are: a positional id may have moved onto another view).
    var implicitFrame = false
    /// `matchedGeometryEffect`'s `properties:` and `anchor:` when not `.frame` and `.center`.
    var matchedGeometry: MatchedGeometryOptions? = nil
    /// A `geometryReader`'s geometry as its content was built with (compared after layout).
    var geometryReader: GeometryReaderState? = nil
    /// `.layoutPriority(_:)` and `.layoutValue(key:value:)`: what a container's layout reads (`LayoutTraits.swift`).
    var layoutPriority = 0.0
    var layoutValues: [ObjectIdentifier: Any] = [:]
}
