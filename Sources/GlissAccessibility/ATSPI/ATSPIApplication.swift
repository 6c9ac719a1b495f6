import GlissCore

/// What the bridge publishes of the whole app: the application (the root object) and one
/// window tree per open window, in window order — the application's children are the
/// windows' frames. Built on the main thread after the frames, read by the bridge's D-Bus
/// thread (immutable once built).
struct ATSPIApplication {
    /// The application's name (the app's title).
    var name = ""
    /// Each open window's tree, in window order.
    var windows: [ATSPITree] = []

    init(name: String = "", windows: [ATSPITree] = []) {
        self.name = name
        self.windows = windows
    }

    /// The object at `path` and the index of the window it belongs to (nil for the
    /// application itself); nil when no window has such an object (it has left its window,
    /// or its window closed).
    func object(atPath path: String) -> (window: Int?, object: ATSPITree.Object)? {
        if path == ATSPITree.rootPath { return (nil, .root) }
        for (w, tree) in windows.enumerated() {
            if let o = tree.object(atPath: path) { return (w, o) }
        }
        return nil
    }

    /// The objects that answer a method call on `path`, for the bus named `bus` (nil: no such
    /// object). Their ``ATSPIObjects/windowName`` says which window its requests are input for.
    func objects(atPath path: String, bus: String, desktop: ObjectReference, applicationID: Int)
        -> (objects: ATSPIObjects, object: ATSPITree.Object)? {
        guard let (w, o) = object(atPath: path) else { return nil }
        return (ATSPIObjects(application: self, window: w, bus: bus, desktop: desktop, applicationID: applicationID), o)
    }
}
