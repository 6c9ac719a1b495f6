/// Emit's keyboard-focus candidates in reading order, and the scroll views' viewports (a
/// focused view out of sight is scrolled into one): handed to `KeyboardFocus` after emit.
struct FocusCandidateCollector {
    var candidates: [KeyboardFocus.Candidate] = []
    var viewports: [NodeID: KeyboardFocus.Viewport] = [:]
    /// The viewports' ids in emit order (a dictionary keeps none).
    var viewportOrder: [NodeID] = []
}
