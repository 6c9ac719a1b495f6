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

/// Constants that keep a view's three lifetime entries apart.
enum LifetimeKind {
    static let appear: UInt64 = 0x6170_7065_6172_0001
    static let disappear: UInt64 = 0x6469_7361_7070_0002
    static let task: UInt64 = 0x7461_736b_0000_0003
    /// The id of a task without one: equal to itself, so it never restarts.
    struct NoID: Hashable {}
}
