/// What lives exactly as long as a view stays in the frame: its `onAppear` (run once, when it
/// first shows), its `onDisappear` (run when it goes), its `task` (started when it shows,
/// cancelled when it goes or its id changes) — SwiftUI's view lifetime, for immediate mode.
///
/// A view *appears* in the first frame that builds it and *disappears* in the first frame that
/// does not: a branch no longer taken, a page popped, a lazy row scrolled out of the viewport.
/// Keys are node identities, so a view keeps its lifetime across frames as its state does.
final class ViewLifetimes {
    final class Entry {
        var lastFrame: Int
        var onDisappear: (() -> Void)?
        var task: Task<Void, Never>?
        var taskID: AnyHashable?
        /// The value an `onChange` saw last.
        var changeValue: Any?
        /// A task to start at the end of this frame (new view, or its id changed).
        var start: (action: @MainActor () async throws -> Void, priority: TaskPriority?)?
        /// Which start of the task is current (a finished older one must not clear a newer one).
        var generation = 0
        /// Creation order: disappear actions and task starts run in it, so runs repeat exactly
        /// (a dictionary's order changes from process to process).
        let order: Int
        init(lastFrame: Int, order: Int) { self.lastFrame = lastFrame; self.order = order }
    }

    private var entries: [UInt64: Entry] = [:]
    private var created = 0
    /// Entries with a task to start at the end of this frame, in the order they asked.
    private var starting: [Entry] = []
    /// True when the end of the last frame ran `onDisappear` actions: their changes need a frame.
    private(set) var changedState = false

    /// Tasks started and not yet finished, cancelled ones included until they end (the
    /// harness waits for them).
    private(set) var runningTasks = 0

    /// The entry for `key`, touched this frame; `isNew` when the view appears now.
    func visit(_ key: UInt64, frame: Int) -> (entry: Entry, isNew: Bool) {
        if let e = entries[key] { e.lastFrame = frame; return (e, false) }
        created += 1
        let e = Entry(lastFrame: frame, order: created)
        entries[key] = e
        return (e, true)
    }

    /// Starts `action` for `entry` at the end of the frame (replacing the one running).
    func scheduleStart(_ entry: Entry, _ action: @escaping @MainActor () async throws -> Void, priority: TaskPriority?) {
        if entry.start == nil { starting.append(entry) }
        entry.start = (action, priority)
    }

    /// After the frame's last pass: views not built this frame disappear (their tasks are
    /// cancelled, their `onDisappear` runs), and tasks of views that appeared or changed id start.
    /// A task's error (not cancellation) becomes one of `ui`'s warnings.
    func endFrame(_ frame: Int, ui: UI) {
        changedState = false
        if entries.isEmpty { return }
        var gone: [Entry] = []
        for (key, e) in entries where e.lastFrame < frame {
            e.task?.cancel()
            e.task = nil
            if e.onDisappear != nil { gone.append(e) }
            entries[key] = nil
        }
        for e in starting where e.lastFrame == frame {
            guard let s = e.start else { continue }
            e.start = nil
            e.task?.cancel()
            e.generation += 1
            let generation = e.generation
            let action = s.action
            runningTasks += 1
            e.task = Task(priority: s.priority) { @MainActor [weak self, weak e, weak ui] in
                defer { self?.runningTasks -= 1 }
                do { try await action() } catch is CancellationError {
                } catch {
                    // A task cancelled as its view went may end with any error: not a failure.
                    if !Task.isCancelled { ui?.warn("a task failed: \(error)") }
                }
                if let e, e.generation == generation { e.task = nil }
            }
        }
        for e in starting { e.start = nil }
        starting.removeAll()
        gone.sort { $0.order < $1.order }
        for e in gone { e.onDisappear?() }
        changedState = !gone.isEmpty
    }
}
