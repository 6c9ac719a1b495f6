/// SwiftUI's lifetime modifiers: `onAppear`, `onDisappear` and `task`. See ``ViewLifetimes``
/// for what appearing and disappearing mean in immediate mode.
extension NodeRef {
    /// Runs `action` once when this view appears: in the first frame that builds it, after
    /// that frame's build pass (the frame is rebuilt with its changes, as a tap's action is).
    @discardableResult public func onAppear(perform action: @escaping () -> Void) -> NodeRef {
        let ui = self.ui
        if ui.lifetimes.visit(ui.nodes[index].id.raw ^ LifetimeKind.appear, frame: ui.frameIndex).isNew {
            ui.enqueue(action)
        }
        return self
    }

    /// Runs `action` when this view disappears: at the end of the first frame that no longer
    /// builds it (another frame follows with its changes).
    @discardableResult public func onDisappear(perform action: @escaping () -> Void) -> NodeRef {
        let ui = self.ui
        ui.lifetimes.visit(ui.nodes[index].id.raw ^ LifetimeKind.disappear, frame: ui.frameIndex).entry.onDisappear = action
        return self
    }

    /// Starts `action` on the main actor when this view appears and cancels it when the view
    /// disappears (SwiftUI's `task(priority:_:)`). Work that awaits — `Task.sleep`, a download,
    /// `await` on a detached computation — draws its results in the frame after they arrive.
    ///
    /// An error the task throws is reported once on stderr (with the view's identity); the app
    /// keeps running. Cancellation is not an error.
    ///
    /// ```swift
    /// ui.text(model.weather ?? "Loading…").task {
    ///     model.weather = try await WeatherService.fetch()
    /// }
    /// ```
    @discardableResult
    public func task(priority: TaskPriority = .userInitiated,
                     _ action: @escaping @MainActor () async throws -> Void) -> NodeRef {
        task(id: LifetimeKind.NoID(), priority: priority, action)
    }

    /// Like ``task(priority:_:)``, and restarted whenever `id` changes: the running task is
    /// cancelled and a new one starts (SwiftUI's `task(id:priority:_:)`), e.g. to load the
    /// item a selection names.
    @discardableResult
    public func task<ID: Hashable>(id value: ID, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping @MainActor () async throws -> Void) -> NodeRef {
        let ui = self.ui
        let (entry, isNew) = ui.lifetimes.visit(ui.nodes[index].id.raw ^ LifetimeKind.task, frame: ui.frameIndex)
        let id = AnyHashable(value)
        if isNew || entry.taskID != id {
            entry.taskID = id
            ui.lifetimes.scheduleStart(entry, action, priority: priority)
        }
        return self
    }
}

extension NodeRef {
    /// Runs `action` with the old and the new value when `value` differs from what this view was
    /// built with in the frame before — SwiftUI's `onChange(of:initial:_:)`. Once per change,
    /// after the build that saw it (so its state changes draw in the next pass). With
    /// `initial: true` it also runs when the view appears, with the value as both old and new.
    ///
    /// ```swift
    /// ui.text("\(model.count)")
    ///     .onChange(of: model.count) { old, new in log.append("\(old) → \(new)") }
    /// ```
    @discardableResult
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> NodeRef {
        let ui = self.ui
        let (entry, isNew) = ui.lifetimes.visit(ui.changeWatchKey(of: index), frame: ui.frameIndex)
        if isNew {
            if initial { ui.enqueue { action(value, value) } }
        } else if let old = entry.changeValue as? V, old != value {
            ui.enqueue { action(old, value) }
        }
        entry.changeValue = value
        return self
    }

    /// Runs `action` when `value` changes (and, with `initial: true`, when the view appears) —
    /// SwiftUI's `onChange(of:initial:_:)` with a closure that takes no values.
    @discardableResult
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> NodeRef {
        onChange(of: value, initial: initial) { (_: V, _: V) in action() }
    }
}

extension UI {
    /// The lifetime entry of the next `onChange` on node `i` this pass: a view may watch
    /// several values, each with its own entry (by the order they are written in).
    func changeWatchKey(of i: Int) -> UInt64 {
        let n = build.changeWatches[i, default: 0]
        build.changeWatches[i] = n + 1
        return nodes[i].id.child(n).raw ^ LifetimeKind.change
    }
}

/// Constants that keep a view's lifetime entries apart.
enum LifetimeKind {
    static let appear: UInt64 = 0x6170_7065_6172_0001
    static let disappear: UInt64 = 0x6469_7361_7070_0002
    static let task: UInt64 = 0x7461_736b_0000_0003
    static let change: UInt64 = 0x6368_616e_6765_0004
    /// The id of a task without one: equal to itself, so it never restarts.
    struct NoID: Hashable {}
}
