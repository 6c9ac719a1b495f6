import Foundation
@_spi(GlissControls) import GlissCore

/// What Gliss's own file sheet shows and remembers while it is open: the request, the folder
/// and the path typed.
final class FileSheetModel {
    let kind: FileDialogRequest.Kind
    let contentTypes: [UTType]
    let title: String
    let confirmationLabel: String
    /// The path in the path field.
    var path: String
    /// Why the last pick was refused, shown under the field.
    var error: String? = nil

    init(kind: FileDialogRequest.Kind, contentTypes: [UTType], title: String, confirmationLabel: String?,
         directory: URL?, home: String = NSHomeDirectory()) {
        self.kind = kind
        self.contentTypes = contentTypes
        self.title = title
        let folder = directory?.path ?? home
        switch kind {
        case .open: self.confirmationLabel = confirmationLabel ?? "Open"; path = folder.hasSuffix("/") ? folder : folder + "/"
        case .save(let name): self.confirmationLabel = confirmationLabel ?? "Save"; path = (folder as NSString).appendingPathComponent(name)
        }
    }

    /// The pick the path stands for, or nil with `error` set.
    func pick() -> FileDialogResult? {
        let expanded = (path as NSString).expandingTildeInPath
        guard expanded.hasPrefix("/") else { error = "Type a full path, starting with / or ~"; return nil }
        let url = URL(fileURLWithPath: expanded)
        var isDir: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: expanded, isDirectory: &isDir)
        switch kind {
        case .open(_, let directories):
            guard exists else { error = "\(expanded) does not exist"; return nil }
            guard isDir.boolValue == directories else {
                error = directories ? "\(expanded) is not a folder" : "\(expanded) is a folder"; return nil
            }
        case .save:
            let folder = url.deletingLastPathComponent().path
            guard !isDir.boolValue else { error = "\(expanded) is a folder"; return nil }
            guard FileManager.default.fileExists(atPath: folder) else { error = "The folder \(folder) does not exist"; return nil }
            guard access(folder, W_OK) == 0 else { error = "You don't have permission to save in \(folder)"; return nil }
        }
        error = nil
        return .picked([url])
    }
}

extension UI {
    /// Gliss's own file sheet's content: a path field, the accept and Cancel buttons.
    func fileSheet(_ model: FileSheetModel, finish: @escaping (FileDialogResult) -> Void) {
        let path = Binding(get: { model.path }, set: { model.path = $0; model.error = nil })
        func accept() { if let r = model.pick() { finish(r) } }
        vstack(alignment: .leading, spacing: 12) {
            text(model.title, font: .headline)
            textField("Path", text: path).onSubmit(accept).focused(true).frame(minWidth: 360)
            if let e = model.error { text(e, font: .callout).foregroundColor(.red) }
            hstack(spacing: 8) {
                spacer()
                button("Cancel", role: .cancel) { finish(.cancelled) }
                button(model.confirmationLabel) { accept() }
            }
        }
        .padding(20)
    }
}
