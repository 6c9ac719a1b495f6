import GlissCore

/// One open window of the app: its host (frame, focus, presentations, scroll and animation
/// state) and the backend that shows it.
package final class AppWindow {
    package let host: AppHost
    package let backend: any Backend
    /// False once closed (the main window is hidden, not destroyed: the run's outputs still
    /// read its last frame).
    package var isOpen = true
    /// How it may be resized (its scene's `windowResizability`).
    package var resizability = WindowResizability.automatic {
        didSet { host.ui.measuresContentSize = resizability != .automatic }
    }
    /// Tells the window's `UI` whether it has the keyboard, before a frame; true when that
    /// changed since the last frame (the frame must be drawn: a caret appears or goes).
    package func noteActive() -> Bool {
        let active = backend.isWindowActive
        defer { host.ui.isWindowActive = active }
        return active != host.ui.isWindowActive
    }

    /// The scene it shows.
    package var identity: WindowIdentity { host.identity }

    package init(host: AppHost, backend: any Backend) {
        self.host = host
        self.backend = backend
    }

    /// After a frame: a window sized by its content follows it — exactly its ideal size
    /// (`.contentSize`), or no smaller than its minimum (`.contentMinSize`).
    package func fitToContent() {
        guard resizability != .automatic, let content = host.ui.contentSize else { return }
        let size = host.ui.size
        switch resizability {
        case .automatic:
            break
        case .contentSize:
            let ideal = Size(max(1, content.ideal.width.rounded(.up)), max(1, content.ideal.height.rounded(.up)))
            backend.setSizeLimits(minimum: ideal, resizable: false)
            if ideal != size { backend.setWindowSize(ideal) }
        case .contentMinSize:
            let minimum = Size(max(1, content.minimum.width.rounded(.up)), max(1, content.minimum.height.rounded(.up)))
            backend.setSizeLimits(minimum: minimum, resizable: true)
            if size.width < minimum.width || size.height < minimum.height {
                backend.setWindowSize(Size(max(size.width, minimum.width), max(size.height, minimum.height)))
            }
        }
    }

    /// The name scripts and the inspector use: `main`, the scene id, or `id:value`.
    package var name: String { identity.description }
}
