import XCTest
import Gliss
import GlissTesting

// The code of the article "Menus, commands and undo"
// (Sources/GlissControls/GlissControls.docc/MenusAndCommands.md).

// docs:begin notes
final class NotesApp: App {
    var notes = ["Buy milk", "Call Ana"]
    var draft = ""
    var inspectorShown = false

    func body(_ ui: UI) {
        ui.vstack(alignment: .leading, spacing: 8) {
            ui.textField("New note", text: Bindable(self).draft)
                .onSubmit { self.add(self.draft, undo: ui.undoManager) }
            for (i, note) in notes.enumerated() {
                ui.hstack {
                    ui.text(note)
                    ui.spacer()
                    ui.button("Delete") { self.delete(at: i, undo: ui.undoManager) }
                }
            }
        }
        .padding(20)
    }

    func add(_ note: String, undo: UndoManager) {
        notes.append(note)
        draft = ""
        undo.registerUndo(withTarget: self) { app in app.delete(at: app.notes.count - 1, undo: undo) }
        undo.setActionName("Add Note")
    }

    func delete(at i: Int, undo: UndoManager) {
        let note = notes.remove(at: i)
        // Undoing registers the redo: the undo of re-adding is this delete again.
        undo.registerUndo(withTarget: self) { app in
            app.notes.insert(note, at: i)
            undo.registerUndo(withTarget: app) { $0.delete(at: i, undo: undo) }
        }
        undo.setActionName("Delete Note")
    }

    func commands(_ ui: UI) {
        ui.commandMenu("Tools") {
            ui.button("Show Inspector") { self.inspectorShown.toggle() }
                .keyboardShortcut("i")
        }
        ui.commandGroup(replacing: .newItem) {
            ui.button("New Note") { self.draft = "" }
                .keyboardShortcut("n")
        }
    }
}
// docs:end notes

/// The article's app works as the article says.
final class MenusAndCommandsArticleTests: XCTestCase {
    func testTheNotesAppsMenusShortcutsAndUndo() throws {
        let app = NotesApp()
        let h = try Harness(app: app, text: .headless)
        XCTAssertEqual(h.nodes(role: "menuBar").count, 1)
        try h.key("I", modifiers: .control)
        try h.runUntilIdle()
        XCTAssertTrue(app.inspectorShown, "Ctrl+I, with the menu closed")
        try h.click(label: "Delete", role: "button")
        try h.runUntilIdle()
        XCTAssertEqual(app.notes, ["Call Ana"])
        try h.key("E", modifiers: .alt)
        try h.runUntilIdle()
        try h.click(label: "Undo Delete Note", role: "menuItem")
        try h.runUntilIdle()
        XCTAssertEqual(app.notes, ["Buy milk", "Call Ana"])
        try h.key("Z", modifiers: [.control, .shift])
        try h.runUntilIdle()
        XCTAssertEqual(app.notes, ["Call Ana"], "redone")
        try h.key("F10")
        try h.runUntilIdle()
        XCTAssertEqual(h.nodes(role: "menu").first?.label, "File")
        XCTAssertTrue(h.nodes(role: "menuItem").contains { $0.label == "New Note" })
    }
}
