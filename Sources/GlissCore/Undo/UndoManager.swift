/// Records changes so they can be undone and redone — Foundation's `UndoManager`, which
/// swift-corelibs-foundation leaves unimplemented on Linux, with its API and semantics.
///
/// An app registers, with each change, the closure that reverses it:
///
/// ```swift
/// func delete(_ row: Row, undoManager: UndoManager) {
///     let index = rows.firstIndex(of: row)!
///     rows.remove(at: index)
///     undoManager.registerUndo(withTarget: self) { model in model.rows.insert(row, at: index) }
///     undoManager.setActionName("Delete Row")
/// }
/// ```
///
/// `undo()` runs the last group's closures, newest first. What they register while undoing is
/// recorded as the redo of that group (so an app writes the reverse of a change once: its
/// undo registers the redo), and redoing registers the undo again. A change registered
/// outside undo and redo clears the redo stack.
///
/// **Groups.** With ``groupsByEvent`` (the default) everything registered during one event —
/// one frame of the window whose ``UI/undoManager`` this is, as one pass of Foundation's run
/// loop — forms one group, undone as a whole. ``beginUndoGrouping()`` and
/// ``endUndoGrouping()`` make a group explicitly, and nest. An `UndoManager` you make yourself
/// sees no frames: with `groupsByEvent` each registration outside an explicit group is a group
/// of its own.
///
/// Every window's `UI` has one (``UI/undoManager``); Ctrl+Z, Ctrl+Shift+Z (and Ctrl+Y) and the
/// menu bar's Edit ▸ Undo and Redo use it when no text field has keyboard focus (a field has
/// its own undo). Use it from the frame's thread only, as the `UI`.
public final class UndoManager {
    /// One recorded closure, with the object it was registered for.
    private struct Action {
        var target: ObjectIdentifier
        var run: () -> Void
    }

    /// A group of actions and nested groups, undone together, newest first.
    private final class Group {
        enum Entry {
            case action(Action)
            case group(Group)
        }
        var entries: [Entry] = []
        var actionName = ""
        /// `setActionIsDiscardable(true)`: undoing it changes nothing the user must keep.
        var discardable = false
        /// Made by `groupsByEvent` (closed when the event ends), not by `beginUndoGrouping`.
        var automatic = false
        /// The event (frame) an automatic group belongs to.
        var event: Int? = nil

        var isEmpty: Bool {
            entries.allSatisfy { if case .group(let g) = $0 { return g.isEmpty } else { return false } }
        }

        /// Runs every action, newest first (nested groups likewise).
        func run() {
            for e in entries.reversed() {
                switch e {
                case .action(let a): a.run()
                case .group(let g): g.run()
                }
            }
        }

        /// Drops the actions registered for `target`; true when the group is left empty.
        func remove(target: ObjectIdentifier) -> Bool {
            entries.removeAll { e in
                switch e {
                case .action(let a): return a.target == target
                case .group(let g): return g.remove(target: target)
                }
            }
            return isEmpty
        }
    }

    /// Closed top-level groups, oldest first.
    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    /// The open groups, outermost first (the last is where registrations go).
    private var open: [Group] = []
    private var disabledCount = 0
    private var state = Phase.normal
    private enum Phase { case normal, undoing, redoing }

    /// The current event's number (the window's frame), or nil for a manager outside a window.
    /// Set by ``UI/undoManager``.
    var currentEvent: (() -> Int?)? = nil

    /// Makes an empty undo manager.
    public init() {}

    // MARK: Settings

    /// True (the default): what is registered during one event (one frame of the window) forms
    /// one undo group, opened by the first registration and closed when the event ends.
    public var groupsByEvent = true

    /// How many top-level groups are kept; the oldest are dropped beyond it. 0 (the default):
    /// no limit. Lowering it drops the oldest groups at once.
    public var levelsOfUndo = 0 {
        didSet { trim() }
    }

    // MARK: Registering

    /// Registers `handler`, called with `target` when the change is undone (or redone, when
    /// registered during an undo) — Foundation's `registerUndo(withTarget:handler:)`.
    /// The target is held strongly, as by Foundation's closure form; `removeAllActions(withTarget:)`
    /// forgets its actions.
    public func registerUndo<TargetType: AnyObject>(withTarget target: TargetType,
                                                    handler: @escaping (TargetType) -> Void) {
        guard isUndoRegistrationEnabled else { return }
        syncEvent()
        let action = Action(target: ObjectIdentifier(target), run: { handler(target) })
        // A new change makes what was undone unreachable (as Foundation, at once).
        if state == .normal { redoStack.removeAll() }
        guard open.isEmpty else {
            open[open.count - 1].entries.append(.action(action))
            return
        }
        // Nothing open: the event's group opens. (Foundation raises when nothing is open and
        // groups are not made by event; here the registration is then a group of its own,
        // which is what such code meant.)
        let g = Group()
        g.entries.append(.action(action))
        open.append(g)
        if groupsByEvent, let e = currentEvent?() {
            g.automatic = true
            g.event = e
        } else {
            close()
        }
    }

    /// Names the action the current group undoes ("Delete Row"): the open group's, or, when
    /// none is open, the last group's — shown as "Undo Delete Row" (``undoMenuItemTitle``).
    public func setActionName(_ actionName: String) {
        guard isUndoRegistrationEnabled else { return }
        syncEvent()
        if let g = open.first { g.actionName = actionName; return }
        if state == .undoing { redoStack.last?.actionName = actionName } else { undoStack.last?.actionName = actionName }
    }

    /// Marks the current group as discardable (undoing it would lose nothing a document must
    /// keep, such as a selection change) — Foundation's `setActionIsDiscardable(_:)`.
    public func setActionIsDiscardable(_ discardable: Bool) {
        guard isUndoRegistrationEnabled else { return }
        syncEvent()
        if let g = open.first { g.discardable = discardable; return }
        if state == .undoing { redoStack.last?.discardable = discardable } else { undoStack.last?.discardable = discardable }
    }

    /// True when the group ``undo()`` would undo was marked discardable.
    public var undoActionIsDiscardable: Bool {
        syncEvent()
        if let g = open.first, !g.isEmpty, g.automatic { return g.discardable }
        return undoStack.last?.discardable ?? false
    }

    /// True when the group ``redo()`` would redo was marked discardable.
    public var redoActionIsDiscardable: Bool { redoStack.last?.discardable ?? false }

    // MARK: Grouping

    /// Opens a group: what is registered until the matching ``endUndoGrouping()`` is undone
    /// as one step. Groups nest.
    public func beginUndoGrouping() {
        syncEvent()
        let g = Group()
        if let parent = open.last { parent.entries.append(.group(g)) }
        open.append(g)
    }

    /// Closes the group ``beginUndoGrouping()`` opened; closing a top-level group puts it on the
    /// undo stack (on the redo stack while undoing). Without an open group it does nothing.
    public func endUndoGrouping() {
        syncEvent()
        guard !open.isEmpty else { return }
        close()
    }

    /// How deep the open groups nest: 0 when none is open.
    public var groupingLevel: Int {
        syncEvent()
        return open.count
    }

    /// Stops recording registrations until ``enableUndoRegistration()`` (calls nest).
    public func disableUndoRegistration() { disabledCount += 1 }

    /// Balances a ``disableUndoRegistration()``.
    public func enableUndoRegistration() { disabledCount = max(0, disabledCount - 1) }

    /// False while registration is disabled.
    public var isUndoRegistrationEnabled: Bool { disabledCount == 0 }

    // MARK: Undoing and redoing

    /// True when there is something to undo.
    public var canUndo: Bool {
        syncEvent()
        return !undoStack.isEmpty || (open.first.map { !$0.isEmpty } ?? false)
    }

    /// True when there is something to redo.
    public var canRedo: Bool {
        syncEvent()
        return !redoStack.isEmpty
    }

    /// True while ``undo()`` runs the actions.
    public var isUndoing: Bool { state == .undoing }

    /// True while ``redo()`` runs the actions.
    public var isRedoing: Bool { state == .redoing }

    /// The number of top-level groups that can be undone.
    public var undoCount: Int {
        syncEvent()
        return undoStack.count + (open.first.map { $0.isEmpty ? 0 : 1 } ?? 0)
    }

    /// The number of top-level groups that can be redone.
    public var redoCount: Int { redoStack.count }

    /// Undoes the last group: closes the event's group first (as Foundation does when
    /// `groupsByEvent` and one group is open), runs its actions newest first, and records what
    /// they register as the group's redo, with the same action name.
    public func undo() {
        syncEvent()
        if open.count == 1 && open[0].automatic { close() }
        guard open.isEmpty, let g = undoStack.popLast() else { return }
        replay(g, as: .undoing)
    }

    /// Undoes the last closed group without first closing the event's open group —
    /// Foundation's `undoNestedGroup()` at the top level (the one use it has outside a group).
    /// With a group open it does nothing.
    public func undoNestedGroup() {
        syncEvent()
        guard open.isEmpty, let g = undoStack.popLast() else { return }
        replay(g, as: .undoing)
    }

    /// Redoes the last undone group, recording what it registers as its undo again.
    public func redo() {
        syncEvent()
        guard open.isEmpty, let g = redoStack.popLast() else { return }
        replay(g, as: .redoing)
    }

    /// Runs `g` in `phase`, its registrations collected into one group for the other stack.
    private func replay(_ g: Group, as phase: Phase) {
        let saved = state
        state = phase
        let reverse = Group()
        reverse.actionName = g.actionName
        reverse.discardable = g.discardable
        open.append(reverse)
        g.run()
        // (The group is closed whatever its actions did to the nesting.)
        open.removeAll()
        state = saved
        guard !reverse.isEmpty else { return }
        if phase == .undoing { redoStack.append(reverse) } else { undoStack.append(reverse) }
        trim()
    }

    // MARK: Clearing

    /// Forgets every group, to undo and to redo (and any open group).
    public func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        open.removeAll()
    }

    /// Forgets the actions registered for `target` (a closed document's model), and the groups
    /// that leaves empty.
    public func removeAllActions(withTarget target: AnyObject) {
        let id = ObjectIdentifier(target)
        undoStack.removeAll { $0.remove(target: id) }
        redoStack.removeAll { $0.remove(target: id) }
        for g in open { _ = g.remove(target: id) }
    }

    // MARK: Titles

    /// The name of the action ``undo()`` would undo, or `""`.
    public var undoActionName: String {
        syncEvent()
        if let g = open.first, !g.isEmpty, g.automatic { return g.actionName }
        return undoStack.last?.actionName ?? ""
    }

    /// The name of the action ``redo()`` would redo, or `""`.
    public var redoActionName: String { redoStack.last?.actionName ?? "" }

    /// The Undo menu item's title: "Undo Delete Row", or "Undo" when the action has no name.
    public var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }

    /// The Redo menu item's title: "Redo Delete Row", or "Redo".
    public var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }

    /// "Undo \(actionName)", or "Undo" for an empty name.
    public func undoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Undo" : "Undo \(actionName)"
    }

    /// "Redo \(actionName)", or "Redo" for an empty name.
    public func redoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Redo" : "Redo \(actionName)"
    }

    // MARK: Internals

    /// Closes the innermost open group; a top-level one goes on its stack when not empty (and
    /// a normal registration clears the redo stack, as a new change makes redo meaningless).
    private func close() {
        let g = open.removeLast()
        guard open.isEmpty, !g.isEmpty else { return }
        switch state {
        case .normal:
            undoStack.append(g)
            redoStack.removeAll()
        case .undoing: redoStack.append(g)
        case .redoing: undoStack.append(g)
        }
        trim()
    }

    /// The event's group ends with its event: a registration, a question or an undo in a later
    /// frame first closes the group the earlier frame opened.
    private func syncEvent() {
        guard open.count == 1, open[0].automatic, let e = currentEvent?(), e != open[0].event else { return }
        close()
    }

    /// Keeps at most ``levelsOfUndo`` groups on each stack.
    private func trim() {
        guard levelsOfUndo > 0 else { return }
        if undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
        if redoStack.count > levelsOfUndo { redoStack.removeFirst(redoStack.count - levelsOfUndo) }
    }
}
