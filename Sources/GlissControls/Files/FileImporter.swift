import Foundation
@_spi(GlissControls) import GlissCore

extension NodeRef {
    /// Lets the user pick one file to open while `isPresented` is true — SwiftUI's
    /// `fileImporter(isPresented:allowedContentTypes:onCompletion:)`. The dialog is the
    /// desktop's own file chooser (GNOME's, KDE's…, through the XDG desktop portal, also in a
    /// sandbox); with no portal (a bare X session, no D-Bus) Gliss shows its own file sheet.
    /// `allowedContentTypes` are its filters. Picking a file sets `isPresented` to false and
    /// calls `onCompletion` with the file's URL (`.failure` when the dialog failed);
    /// cancelling only sets `isPresented` to false, as in SwiftUI.
    ///
    /// ```swift
    /// ui.button("Open…") { model.importing = true }
    ///     .fileImporter(isPresented: Bindable(model).importing, allowedContentTypes: [.plainText]) { result in
    ///         if case .success(let url) = result { model.open(url) }
    ///     }
    /// ```
    @discardableResult
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType],
                             onCompletion: @escaping (Result<URL, Error>) -> Void) -> NodeRef {
        fileImporter(isPresented: isPresented, allowedContentTypes: allowedContentTypes, allowsMultipleSelection: false,
                     onCompletion: { onCompletion($0.flatMap { urls in urls.first.map { .success($0) } ?? .failure(FileDialogError("no file was picked")) }) },
                     onCancellation: {})
    }

    /// Lets the user pick files (several when `allowsMultipleSelection`) while `isPresented`
    /// is true — SwiftUI's `fileImporter(isPresented:allowedContentTypes:allowsMultipleSelection:onCompletion:)`.
    /// Allowing only `.folder` picks folders.
    @discardableResult
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                             onCompletion: @escaping (Result<[URL], Error>) -> Void) -> NodeRef {
        fileImporter(isPresented: isPresented, allowedContentTypes: allowedContentTypes,
                     allowsMultipleSelection: allowsMultipleSelection, onCompletion: onCompletion, onCancellation: {})
    }

    /// `fileImporter(isPresented:allowedContentTypes:allowsMultipleSelection:onCompletion:)`
    /// that also tells when the user cancelled — SwiftUI's `onCancellation:` form.
    @discardableResult
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                             onCompletion: @escaping (Result<[URL], Error>) -> Void,
                             onCancellation: @escaping () -> Void) -> NodeRef {
        let folders = !allowedContentTypes.isEmpty && allowedContentTypes.allSatisfy { $0 == .folder }
        return fileDialog(isPresented: isPresented, kind: .open(multiple: allowsMultipleSelection, directories: folders),
                          contentTypes: allowedContentTypes, title: folders ? "Choose a Folder" : "Open") { result in
            switch result {
            case .picked(let urls): onCompletion(.success(urls))
            case .failed(let why): onCompletion(.failure(FileDialogError(why)))
            case .cancelled, .unavailable: onCancellation()
            }
        }
    }
}
