import Foundation
import GlissCore

/// What shows a file dialog outside the window: the desktop's chooser (the XDG desktop portal).
package protocol FileChooserService: AnyObject {
    /// False once it has found it cannot show dialogs (Gliss's sheet shows them from then on).
    var isAvailable: Bool { get }
    /// Shows the dialog `request` asks for, in front of the window `parent` names
    /// (`x11:<id>`, nil when unknown), and calls `completion` once, on any thread.
    func show(_ request: FileDialogRequest, parent: String?, completion: @escaping @Sendable (FileDialogResult) -> Void)
}

/// Carries the file dialogs frames ask for to the desktop's chooser and its answers back as
/// input to a later frame of the window that asked (data flows one way: the frame never waits
/// for a dialog). Without a chooser every window shows Gliss's own sheet.
package final class PlatformFileDialogs {
    private let chooser: FileChooserService?

    package init(chooser: FileChooserService?) { self.chooser = chooser }

    /// Tells `window`'s frames who shows their file dialogs.
    package func prepare(_ window: AppWindow) {
        window.host.ui.fileDialogPresenter = chooser?.isAvailable == true ? .platform : .builtIn
    }

    /// Shows the file dialogs `window`'s last frame asked for. Each answer is queued for the
    /// main thread (which wakes the run loop) and handed to the window's next frame.
    package func show(requestsOf window: AppWindow) {
        let requests = window.host.ui.takeFileDialogRequests()
        guard !requests.isEmpty else { return }
        for request in requests {
            guard let chooser else {
                window.host.ui.deliverFileDialogResult(.unavailable, for: request.token)
                continue
            }
            // The answer is handed over on the main thread, where frames run.
            nonisolated(unsafe) weak let target = window
            let token = request.token
            chooser.show(request, parent: window.backend.windowHandle) { result in
                DispatchQueue.main.async {
                    guard let target, target.isOpen else { return }
                    target.host.ui.deliverFileDialogResult(result, for: token)
                }
            }
        }
    }
}
