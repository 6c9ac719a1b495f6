import Foundation
import GlissCore
import GlissPortal

/// The desktop's own file chooser, through the XDG desktop portal: each ``FileDialogRequest``
/// becomes one `OpenFile` or `SaveFile` call. Once the portal has not answered (no portal, no
/// chooser behind it, a bus that does not reply), the windows show Gliss's sheet from then
/// on, rather than waiting for it again.
final class PortalFileDialogs: FileChooserService, @unchecked Sendable {
    private let portal = PortalFileChooser()
    private let lock = NSLock()
    private var unavailable = false

    var isAvailable: Bool {
        lock.lock(); defer { lock.unlock() }
        return !unavailable
    }

    func show(_ request: FileDialogRequest, parent: String?, completion: @escaping @Sendable (FileDialogResult) -> Void) {
        portal.request(Self.portalRequest(request, parent: parent)) { [self] response in
            switch response {
            case .picked(let urls): completion(.picked(urls))
            case .cancelled: completion(.cancelled)
            case .failed(let why): completion(.failed(why))
            case .unavailable(let why):
                lock.lock()
                let first = !unavailable
                unavailable = true
                lock.unlock()
                if first { StandardError.warn("no desktop file chooser: \(why); Gliss shows its own file sheet") }
                completion(.unavailable)
            }
        }
    }

    /// The portal call for `request`: its filters are the content types (with, first, one of
    /// them all when there are several), the parent the window that asked.
    static func portalRequest(_ request: FileDialogRequest, parent: String?) -> PortalFileRequest {
        let kind: PortalFileRequest.Kind
        switch request.kind {
        case .open(let multiple, let directories): kind = .open(multiple: multiple, directory: directories)
        case .save(let name): kind = .save(currentName: name)
        }
        // Types that stand for any file (`.data`) or a folder filter nothing.
        let types = request.contentTypes.filter { !$0.globs.isEmpty }
        var filters = types.map { PortalFileRequest.Filter(name: $0.localizedDescription, globs: $0.globs, mimeTypes: $0.mimeTypes) }
        if filters.count > 1 {
            filters.insert(.init(name: "All Supported Types", globs: filters.flatMap(\.globs), mimeTypes: filters.flatMap(\.mimeTypes)), at: 0)
        }
        if types.count < request.contentTypes.count && !filters.isEmpty && request.contentTypes.contains(.data) {
            filters.append(.init(name: "All Files", globs: ["*"]))
        }
        return PortalFileRequest(kind: kind, title: request.title, acceptLabel: request.confirmationLabel, filters: filters,
                                 currentFolder: request.directory?.path, parentWindow: parent ?? "")
    }
}
