import GlissCore

/// One open window of the app: its host (frame, focus, presentations, scroll and animation
/// state) and the backend that shows it.
package final class AppWindow {
    package let host: AppHost
    package let backend: any Backend
    /// False once closed (the main window is hidden, not destroyed: the run's outputs still
    /// read its last frame).
    package var isOpen = true
    /// The scene it shows.
    package var identity: WindowIdentity { host.identity }

    package init(host: AppHost, backend: any Backend) {
        self.host = host
        self.backend = backend
    }

    /// The name scripts and the inspector use: `main`, the scene id, or `id:value`.
    package var name: String { identity.description }
}
