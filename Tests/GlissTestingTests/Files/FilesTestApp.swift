import Foundation
import Gliss

/// An app with a file importer ("Open…") and exporter ("Save…") that records what they
/// report: what the file dialog and file sheet tests drive.
final class FilesTestApp: App {
    var importing = false
    var exporting = false
    var picked: [URL] = []
    var saved: [URL] = []
    var errors: [String] = []
    var cancelled = 0
    var types: [UTType] = [.plainText]
    var multiple = false
    var directory: URL? = nil
    var document: PlainTextDocument? = PlainTextDocument(text: "hello\n")
    init() {}
    func body(_ ui: UI) {
        ui.vstack {
            ui.button("Open…") { self.importing = true }
                .fileImporter(isPresented: Bindable(self).importing, allowedContentTypes: types, allowsMultipleSelection: multiple,
                              onCompletion: { r in
                                  switch r {
                                  case .success(let urls): self.picked += urls
                                  case .failure(let e): self.errors.append(e.localizedDescription)
                                  }
                              }, onCancellation: { self.cancelled += 1 })
                .fileDialogDefaultDirectory(directory)
            ui.button("Save…") { self.exporting = true }
                .fileExporter(isPresented: Bindable(self).exporting, document: document, contentType: .plainText,
                              defaultFilename: "note") { r in
                    switch r {
                    case .success(let url): self.saved.append(url)
                    case .failure(let e): self.errors.append(e.localizedDescription)
                    }
                }
                .fileDialogDefaultDirectory(directory)
        }
    }
}
