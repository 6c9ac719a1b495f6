import Foundation
import Gliss

/// A small editor of notes, as a desktop app is made: a main window listing the notes, one
/// window per open note (a window group, titled by the note), an inspector window counting
/// words, a menu bar with the app's own commands and shortcuts, and undo. A text file dropped
/// on the list of notes (from a file manager) opens as a note.
@main final class Editor: App {
    struct Note {
        var name: String
        var text: String
    }

    var notes: [Note] = [Note(name: "Welcome", text: "Notes open in windows of their own.")]
    var selected: String? = "Welcome"
    var nextNumber = 1
    var showsWordCounts = true
    /// Why the last dropped file did not open (shown under the notes until the next drop).
    var dropProblem: String?

    static var title: String { "Editor" }
    static var id: String { "org.gliss.examples.Editor" }
    static var defaultSize: Size { Size(520, 380) }

    init() {}

    /// The text of the note called `name`, as a binding for its editor.
    func text(of name: String) -> Binding<String> {
        Binding(get: { self.notes.first { $0.name == name }?.text ?? "" },
                set: { new in if let k = self.notes.firstIndex(where: { $0.name == name }) { self.notes[k].text = new } })
    }

    /// Adds a note and opens it.
    func newNote(_ ui: UI) {
        var name = "Untitled \(nextNumber)"
        while notes.contains(where: { $0.name == name }) { nextNumber += 1; name = "Untitled \(nextNumber)" }
        nextNumber += 1
        insert(Note(name: name, text: ""), at: notes.count, ui)
        ui.openWindow(id: "note", value: name)
    }

    /// Inserts `note` at `index`; undoing removes it again.
    func insert(_ note: Note, at index: Int, _ ui: UI) {
        notes.insert(note, at: min(index, notes.count))
        selected = note.name
        ui.undoManager.registerUndo(withTarget: self) { editor in editor.delete(note.name, ui) }
        nameChange(ui.undoManager, "New Note")
    }

    /// Opens the text file at `url` as a new note named after it, in its own window. A file
    /// that cannot be read, or is not UTF-8 text, opens nothing and says why.
    func open(_ url: URL, _ ui: UI) {
        let file = url.lastPathComponent
        guard let data = try? Data(contentsOf: url, options: .mappedIfSafe) else {
            dropProblem = "“\(file)” could not be read."
            return
        }
        // Bigger than a note is meant to be: the editor would be slow, and it is likely not text.
        guard data.count <= 4 << 20 else { dropProblem = "“\(file)” is too big to open as a note (over 4 MB)."; return }
        guard let text = String(data: data, encoding: .utf8), !text.contains("\0") else {
            dropProblem = "“\(file)” is not text (UTF-8): it was not opened."
            return
        }
        dropProblem = nil
        var name = file, k = 2
        while notes.contains(where: { $0.name == name }) { name = "\(file) \(k)"; k += 1 }
        insert(Note(name: name, text: text), at: notes.count, ui)
        ui.openWindow(id: "note", value: name)
    }

    /// Deletes the note called `name`; undoing puts it back where it was.
    func delete(_ name: String, _ ui: UI) {
        guard let k = notes.firstIndex(where: { $0.name == name }) else { return }
        let note = notes.remove(at: k)
        if selected == name { selected = notes.first?.name }
        ui.undoManager.registerUndo(withTarget: self) { editor in editor.insert(note, at: k, ui) }
        nameChange(ui.undoManager, "Delete Note")
    }

    /// Names the change being made, as Foundation's undo manager expects: an undo or redo keeps
    /// the name of what it undoes ("Redo Delete Note"), so only a new change names itself.
    private func nameChange(_ undoManager: UndoManager, _ action: String) {
        if !undoManager.isUndoing && !undoManager.isRedoing { undoManager.setActionName(action) }
    }

    func body(_ ui: UI) {
        ui.vstack(alignment: .leading, spacing: 10) {
            ui.vstack(alignment: .leading, spacing: 10) {
                ui.text("Notes", font: .title2)
                for note in notes {
                    ui.hstack(spacing: 8) {
                        ui.button(note.name) {
                            self.selected = note.name
                            ui.openWindow(id: "note", value: note.name)
                        }
                        ui.spacer()
                        ui.button("Delete", role: .destructive) { self.delete(note.name, ui) }
                            .accessibility(label: "Delete \(note.name)")
                    }
                }
                ui.spacer()
                if let problem = dropProblem {
                    ui.text(problem, font: .caption, color: .red)
                } else {
                    ui.text("Drop a text file here to open it.", font: .caption, color: .secondary)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .dropDestination(for: URL.self) { urls, _ in
                for url in urls { self.open(url, ui) }
                return true
            }
            ui.hstack(spacing: 8) {
                ui.button("New Note") { self.newNote(ui) }
                ui.button("Inspector") { ui.openWindow(id: "inspector") }
            }
        }
        .padding(20)
    }

    func scenes(_ scenes: SceneBuilder) {
        scenes.windowGroup(id: "note", for: String.self) { ui, name in
            ui.vstack(alignment: .leading, spacing: 8) {
                ui.textEditor(text: self.text(of: name))
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                ui.hstack {
                    if self.showsWordCounts {
                        ui.text("\(self.words(in: name)) words", font: .caption, color: .secondary)
                    }
                    ui.spacer()
                    ui.button("Close") { ui.dismissWindow() }
                }
            }
            .padding(12)
            .navigationTitle(name)
        }
        .defaultSize(width: 460, height: 320)

        scenes.window("Inspector", id: "inspector") { ui in
            ui.vstack(alignment: .leading, spacing: 6) {
                ui.text("\(self.notes.count) notes", font: .headline)
                for note in self.notes {
                    ui.text("\(note.name): \(self.words(in: note.name)) words", color: .secondary)
                }
            }
            .padding(16)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
        .defaultSize(width: 280, height: 220)

        scenes.settings { ui in
            ui.form {
                ui.section("Notes") {
                    ui.toggle("Show word counts", isOn: Bindable(self).showsWordCounts)
                }
            }
        }
        .defaultSize(width: 360, height: 200)
    }

    func commands(_ ui: UI) {
        ui.commandGroup(replacing: .newItem) {
            ui.button("New Note") { self.newNote(ui) }.keyboardShortcut("n")
        }
        ui.commandMenu("Note") {
            ui.button("Show Inspector") { ui.openWindow(id: "inspector") }.keyboardShortcut("i")
            ui.button("Delete Note") { if let s = self.selected { self.delete(s, ui) } }
                .disabled(self.selected == nil)
        }
    }

    /// Words in the note called `name`.
    func words(in name: String) -> Int {
        (notes.first { $0.name == name }?.text ?? "").split(whereSeparator: { $0 == " " || $0 == "\n" }).count
    }

    func snapshot() -> JSON {
        .object([("notes", .array(notes.map { .string($0.name) })),
                 ("texts", .array(notes.map { .string($0.text) })),
                 ("selected", selected.map { .string($0) } ?? .null),
                 ("dropProblem", dropProblem.map { .string($0) } ?? .null)])
    }
}
