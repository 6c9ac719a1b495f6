import GlissCore

/// One open window of the app: its host (frame, focus, presentations, scroll and animation
/// state) and the backend that shows it.
final class AppWindow {
    let host: AppHost
    let backend: any Backend
    /// False once closed (the main window is hidden, not destroyed: the run's outputs still
    /// read its last frame).
    var isOpen = true
    /// The scene it shows.
    var identity: WindowIdentity { host.identity }

    init(host: AppHost, backend: any Backend) {
        self.host = host
        self.backend = backend
    }

    /// The name scripts and the inspector use: `main`, the scene id, or `id:value`.
    var name: String { identity.description }
}
