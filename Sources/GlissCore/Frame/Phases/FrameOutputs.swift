/// What one frame hands out besides its draw list: warnings, when the next frame is wanted,
/// where the text caret is, whether anything animates, and the inspector's entries. Written by
/// the build and emit, read by the run loop, the inspector and the tests. Kept inline in `UI`.
struct FrameOutputs {
    /// Problems worth a line on stderr (layout that did not settle, …), each reported once.
    var warnings: [String] = []
    /// Every warning reported so far (each is reported once).
    var reportedWarnings = Set<String>()
    /// The frame-clock time at which a view asked for the next frame, or nil.
    var nextFrameTime: Double? = nil
    /// Where the focused text field's caret is this frame (window points), nil when no field
    /// has focus: the run loop starts the platform's text input there, and stops it when nil.
    var textInputArea: Rect? = nil
    /// Set when anything is animating this frame (the loop keeps running at 60 fps).
    var animating = false
    /// Nodes (by index) that the inspector lists, filled by emit.
    var inspectorEntries: [InspectorEntry] = []
    /// The entries' details (`InspectorEntry.details`).
    var inspectorDetails: [InspectorDetails] = []
    /// The inspector entries' nodes are last frame's (`previousNodes`): from the start of a
    /// frame, when they are kept, until emit replaces the entries.
    var inspectorNodesArePrevious = false
    /// The storage of emit's clip stack (`EmitContext.clips`), kept from frame to frame: made
    /// for each frame's emit, a scroll view's clip allocated and freed it every frame (~450
    /// instructions of a `bench list` frame).
    var emitClips: [(node: Int32, before: Rect, transform: Transform2D)] = []
    /// How many draw commands, inspector entries, hit regions, focus candidates and viewports
    /// the last frame emitted (the next frame reserves as much).
    var emitCounts = (list: 0, inspector: 0, regions: 0, focusables: 0, viewports: 0)
    /// Windows to open or close, asked for by views' actions (taken by the run loop).
    var windowRequests: [WindowRequest] = []
    /// File dialogs asked for by `fileImporter`/`fileExporter` (taken by the run loop).
    var fileDialogRequests: [FileDialogRequest] = []
    /// The content's smallest and ideal sizes (when the host asks: ``UI/measuresContentSize``).
    var contentSize: (minimum: Size, ideal: Size)? = nil
    /// Where selectable texts drew their characters, by view (filled by emit, read by the
    /// next frame's clicks on them).
    var drawnTexts: [NodeID: DrawnTextLayout] = [:]
    /// The window title the root view asked for this frame (`navigationTitle`), or nil.
    var rootNavigationTitle: String? = nil

    /// A new frame: no next frame asked for, no caret, nothing animating yet.
    mutating func beginFrame() {
        nextFrameTime = nil
        textInputArea = nil
        animating = false
        rootNavigationTitle = nil
    }

    /// Adds `message` to the warnings unless it was reported before.
    mutating func warn(_ message: String) {
        if reportedWarnings.insert(message).inserted { warnings.append(message) }
    }
}
