import Foundation
@_spi(GlissControls) import GlissCore

extension NodeRef {
    /// Lets the user choose where to save `document` while `isPresented` is true, and writes it
    /// there — SwiftUI's `fileExporter(isPresented:document:contentType:defaultFilename:onCompletion:)`.
    /// The dialog is the desktop's own (through the XDG desktop portal) or Gliss's file sheet,
    /// which asks before replacing a file. `defaultFilename` (else the document's preferred
    /// name, else "Untitled") gets `contentType`'s extension when it has none. The file is
    /// written whole (a temporary file renamed over it): a failed write leaves what was there.
    /// `onCompletion` gets the URL written, or the error (a read-only folder: "You don't have
    /// permission…"); cancelling only sets `isPresented` to false. A nil `document` writes
    /// nothing.
    @discardableResult
    public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType,
                                              defaultFilename: String? = nil,
                                              onCompletion: @escaping (Result<URL, Error>) -> Void) -> NodeRef {
        fileExporter(isPresented: isPresented, document: document, contentType: contentType,
                     defaultFilename: defaultFilename, onCompletion: onCompletion, onCancellation: {})
    }

    /// `fileExporter(isPresented:document:contentType:defaultFilename:onCompletion:)` that also
    /// tells when the user cancelled — SwiftUI's `onCancellation:` form.
    @discardableResult
    public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType,
                                              defaultFilename: String? = nil,
                                              onCompletion: @escaping (Result<URL, Error>) -> Void,
                                              onCancellation: @escaping () -> Void) -> NodeRef {
        var name = defaultFilename ?? "Untitled"
        if let ext = contentType.preferredFilenameExtension, (name as NSString).pathExtension.isEmpty { name += "." + ext }
        return fileDialog(isPresented: isPresented, kind: .save(defaultFilename: name), contentTypes: [contentType],
                          title: "Save") { result in
            switch result {
            case .picked(let urls):
                guard let url = urls.first else { return onCompletion(.failure(FileDialogError("no file was chosen"))) }
                guard let document else { return onCancellation() }
                onCompletion(Result { try write(document, as: contentType, to: url); return url })
            case .failed(let why): onCompletion(.failure(FileDialogError(why)))
            case .cancelled, .unavailable: onCancellation()
            }
        }
    }
}

/// Writes `document` to `url` whole: to a temporary file beside it, renamed over it.
func write<D: FileDocument>(_ document: D, as type: UTType, to url: URL) throws {
    let existing = try? Data(contentsOf: url)
    let wrapper = try document.fileWrapper(configuration: .init(contentType: type,
                                                                existingFile: existing.map { FileWrapper(regularFileWithContents: $0) }))
    guard let data = wrapper.regularFileContents else { throw FileDialogError("\(D.self) gave no file contents") }
    do {
        try data.write(to: url, options: .atomic)
    } catch {
        // Foundation's message names neither the file nor the folder ("The operation could not
        // be completed. You don't have permission."): say which, and the system's reason.
        // (corelibs Foundation keeps the underlying error as a Swift `Error`, not an NSError.)
        let underlying = ((error as NSError).userInfo[NSUnderlyingErrorKey] as? Error).map { $0 as NSError }
        let reason = underlying.map { $0.domain == NSPOSIXErrorDomain ? String(cString: strerror(Int32($0.code))) : $0.localizedDescription }
            ?? error.localizedDescription
        throw FileDialogError("Cannot save \(url.lastPathComponent) in \(url.deletingLastPathComponent().path): \(reason)")
    }
}
