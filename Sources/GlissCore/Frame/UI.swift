import Foundation

/// The immediate-mode context. App code calls its builder methods every frame; what must
/// outlive a frame sits in a store keyed by the ID stack.
///
/// ```swift
/// ui.vstack(spacing: 12) {
///     ui.text("Photos", font: .title.weight(.heavy))
///     ui.button("Add") { model.count += 1 }
/// }.padding(16)
/// ```
public final class UI {
    // The state is grouped by phase (`Phases/`): what came in (`input`), what the build works
    // with (`build`), what the frame hands out (`outputs`); the node tree and its side tables;
    // the memory kept across frames; and the subsystems, each an object of its own.
    // Stored state is `@exclusivity(unchecked)`: it is only used from the frame's thread,
    // never through overlapping inout accesses (the test suite ran with the checks on), and
    // the runtime checks (a thread-local access set) cost thousands of instructions a frame
    // (~10% of a grid frame for the build state touched at every node).

    /// Measures text (injected by the backend; monospace in tests).
    public let measurer: TextMeasurer
    /// What the run loop sets from outside the frame (see `HostSettings`).
    @exclusivity(unchecked) var host = HostSettings()

    /// The frame's input, its size, time and number (see `FrameInput`).
    @exclusivity(unchecked) var input: FrameInput
    /// The build's transaction, queued actions and per-pass tables (see `BuildContext`).
    @exclusivity(unchecked) var build = BuildContext()
    /// The build's levels: parent, ID scope and positional counter (`BuildLevel`). A `let` of
    /// `UI` itself, not of `build` (see `BuildContext`: read through another value it was
    /// retained around every container). One stack, not three (parents, scopes, counters):
    /// a container pushed and popped each, and every node read two of them, each an object
    /// of its own whose buffer, count and capacity were loaded and checked.
    let levels = BuildStack<BuildLevel>()
    /// Stacks built with one view in a stack, which may be taken out after the build
    /// (`detachTransparentWrappers`), in build order. A `let` of its own, as `levels` is: an
    /// array in `build` paid a uniqueness check at every append.
    let wrapperCandidates = BuildStack<WrapperCandidate>(capacity: 64)
    /// What the frame hands out besides its draw list (see `FrameOutputs`).
    @exclusivity(unchecked) var outputs = FrameOutputs()

    /// This pass's nodes, addressed by index; node 0 is the root.
    let nodes = NodeBuffer()
    /// Stacks' sizings kept for their placement, each its proposal then its children's sizes
    /// (`recordStackLayout`): a buffer of `UI`'s own, as `nodes` is, so that keeping one costs
    /// no array's uniqueness check and retains.
    let stackLayouts = BuildStack<Size>(capacity: 256)
    /// This pass's side tables (see `FrameTree`).
    @exclusivity(unchecked) var tree = FrameTree()
    /// Last frame's nodes and side tables (swapped in at the start of a frame): what implicit
    /// animations compare a frame with.
    let previousNodes = NodeBuffer()
    @exclusivity(unchecked) var previousTree = FrameTree()
    /// What emit animates from frame to frame, and what the last frame drew (see `AnimationState`).
    @exclusivity(unchecked) var animationState = AnimationState()

    /// Per-ID state kept across frames (`state`, animated values, scroll and lazy state).
    let store = StateStore()
    /// Labels' sizes from earlier frames (see `TextSizeCache`).
    let textSizes = TextSizeCache()
    /// Labels written `"Row \(i)"`, formatted once while they keep being built.
    @usableFromInline let formattedLabels = FormattedLabels()
    /// Dates and formatted values shown as text (see `FormattedTexts`).
    let formattedTexts = FormattedTexts()
    /// Literals' Markdown, parsed once per text (see `MarkdownLiterals`).
    let markdownLiterals = MarkdownLiterals()
    /// The translations `ui.text("Hello")` and control titles are looked up in (default:
    /// ``Localization/current`` when the `UI` is made); nil shows every key as written.
    /// Setting it forgets the labels formatted with the one before.
    public var localization: Localization? {
        get { localizer }
        set {
            localizer = newValue
            localizes = newValue != nil
            formattedLabels.localization = newValue
            formattedLabels.removeAll()
        }
    }
    var localizer: Localization?
    // Whether there is a `localizer`: read by every literal label without a number (one
    // branch when false; the lookup is out of line), so a flag stored without access checks.
    @usableFromInline @exclusivity(unchecked) var localizes = false
    /// Whether the views being built now are right to left (`EnvironmentValues.layoutDirection`),
    /// kept in step by whatever sets the environment: every node tests it when it is made, and
    /// reading the environment's global there cost ~9 instructions a node (`bench grid` +13 K a
    /// frame) against one load of this flag.
    @exclusivity(unchecked) var buildsRightToLeft = false

    /// Pointer, drags, hover and keyboard focus (see `Interaction`).
    let interaction = Interaction()
    /// Views' appear/disappear actions and tasks (see ``ViewLifetimes``).
    let lifetimes = ViewLifetimes()
    /// `.help` texts and the tooltip showing (see ``Tooltips``).
    let tooltips = Tooltips()
    /// Sheets, alerts, dialogs and menus registered this pass, and their memory.
    @_spi(GlissControls) public let presentations = Presentations()

    /// A context for a window of `size` points whose text is measured by `measurer`.
    /// The app runtime and the test drivers make one; apps receive it in `body(_:)`.
    public init(size: Size, measurer: TextMeasurer) {
        self.input = FrameInput(size: size)
        self.measurer = measurer
        if let current = Localization.current { localization = current }
    }
}
