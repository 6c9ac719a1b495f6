import Foundation
import Gliss

/// A plain-text notepad, as desktop apps handle files: File ▸ Open… and Save As… show the
/// desktop's own file chooser (Gliss's file sheet where there is none), Save writes the open
/// file in place, a text file dropped on the window opens, the folder last used is where the
/// next dialog opens, and the window reopens its file, its size and its place at the next launch.
@main final class Notes: App {
    /// The text being edited.
    var text = ""
    /// The text as last opened or saved (the title marks unsaved changes).
    var savedText = ""
    /// The file the text is from, nil for a new note.
    var file: URL? = nil
    /// What went wrong last (a file that is not text, a folder that cannot be written).
    var problem: String? = nil
    var importing = false
    var exporting = false

    /// The folder the last file was opened from or saved to: the next dialog opens there.
    @AppStorage("lastFolder") var lastFolder: URL?
    /// The window's file, reopened at the next launch.
    @SceneStorage("file") var filePath: String?

    static var title: String { "Notes" }
    static var id: String { "org.gliss.examples.Notes" }
    static var defaultSize: Size { Size(560, 400) }

    init() {}

    /// True when the text differs from the file's.
    var isEdited: Bool { text != savedText }

    /// Opens the text file at `url`; a file that is not UTF-8 text is a problem shown, and
    /// the note is left as it was.
    func open(_ url: URL) {
        do {
            let document = try PlainTextDocument(contentsOf: url)
            text = document.text
            savedText = document.text
            file = url
            filePath = url.path
            lastFolder = url.deletingLastPathComponent()
            problem = nil
        } catch {
            problem = "Cannot open \(url.lastPathComponent): " + (error as? CocoaError == nil ? error.localizedDescription : "it is not UTF-8 text")
        }
    }

    /// Saves to the open file, or asks where (a new note).
    func save() {
        guard let file else { exporting = true; return }
        do {
            try Data(text.utf8).write(to: file, options: .atomic)
            saved(file)
        } catch {
            problem = "Cannot save \(file.lastPathComponent): \(error.localizedDescription)"
        }
    }

    /// The text is now in `url`.
    func saved(_ url: URL) {
        savedText = text
        file = url
        filePath = url.path
        lastFolder = url.deletingLastPathComponent()
        problem = nil
    }

    func body(_ ui: UI) {
        ui.vstack(alignment: .leading, spacing: 8) {
            ui.hstack(spacing: 8) {
                ui.button("Open…") { self.importing = true }
                    .fileImporter(isPresented: Bindable(self).importing, allowedContentTypes: [.plainText, .markdown, .json]) { result in
                        switch result {
                        case .success(let url): self.open(url)
                        case .failure(let error): self.problem = error.localizedDescription
                        }
                    }
                    .fileDialogDefaultDirectory(self.lastFolder)
                ui.button("Save") { self.save() }
                ui.button("Save As…") { self.exporting = true }
                    .fileExporter(isPresented: Bindable(self).exporting, document: PlainTextDocument(text: self.text),
                                  contentType: .plainText, defaultFilename: self.file?.lastPathComponent ?? "Untitled.txt") { result in
                        switch result {
                        case .success(let url): self.saved(url)
                        case .failure(let error): self.problem = error.localizedDescription
                        }
                    }
                    .fileDialogDefaultDirectory(self.lastFolder)
                ui.spacer()
                ui.text(self.file?.path ?? "New note", font: .caption, color: .secondary)
                    .lineLimit(1).truncationMode(.head)
            }
            ui.textEditor(text: Bindable(self).text)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                // A file dropped from the file manager opens (the first, if several).
                .dropDestination(for: URL.self) { urls, _ in
                    guard let url = urls.first else { return false }
                    self.open(url)
                    return true
                }
            if let problem {
                ui.text(problem, font: .callout, color: .red).lineLimit(2)
            }
        }
        .padding(12)
        // The file this window had at the last launch opens again.
        .onAppear { if self.file == nil, let path = self.filePath { self.open(URL(fileURLWithPath: path)) } }
        .navigationTitle((file?.lastPathComponent ?? "Untitled") + (isEdited ? " — Edited" : ""))
    }

    func commands(_ ui: UI) {
        ui.commandGroup(replacing: .newItem) {
            ui.button("New") { self.text = ""; self.savedText = ""; self.file = nil; self.filePath = nil }.keyboardShortcut("n")
            ui.button("Open…") { self.importing = true }.keyboardShortcut("o")
        }
        ui.commandGroup(replacing: .saveItem) {
            ui.button("Save") { self.save() }.keyboardShortcut("s")
            ui.button("Save As…") { self.exporting = true }.keyboardShortcut("s", modifiers: [.command, .shift])
        }
    }

    func snapshot() -> JSON {
        .object([("file", file.map { .string($0.path) } ?? .null), ("text", .string(text)),
                 ("edited", .bool(isEdited)), ("problem", problem.map { .string($0) } ?? .null),
                 ("lastFolder", lastFolder.map { .string($0.path) } ?? .null)])
    }
}
