import XCTest
import Gliss
import GlissTesting

// The code of the article "Windows, menus and commands"
// (Sources/GlissControls/GlissControls.docc/WindowsMenusAndCommands.md).

// docs:begin library
final class Library: App {
    var books = ["Dune", "Emma"]
    var notes: [String: String] = [:]

    func body(_ ui: UI) {
        ui.vstack(alignment: .leading, spacing: 8) {
            for book in books {
                ui.button(book) { ui.openWindow(id: "book", value: book) }
            }
            ui.button("Show Inspector") { ui.openWindow(id: "inspector") }
        }
        .padding(20)
    }

    func scenes(_ scenes: SceneBuilder) {
        scenes.windowGroup(id: "book", for: String.self) { ui, book in
            ui.vstack(alignment: .leading, spacing: 8) {
                ui.textEditor(text: Binding(get: { self.notes[book] ?? "" },
                                            set: { self.notes[book] = $0 }))
                ui.button("Close") { ui.dismissWindow() }
            }
            .padding(12)
            .navigationTitle(book)
        }
        .defaultSize(width: 420, height: 300)

        scenes.window("Inspector", id: "inspector") { ui in
            ui.text("\(self.books.count) books, \(self.notes.count) with notes")
                .padding(16)
        }
        .windowResizability(.contentSize)

        scenes.settings { ui in
            ui.text("Nothing to set yet").padding(20)
        }
    }
}
// docs:end library

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

/// The article's apps work as the article says.
final class WindowsMenusAndCommandsArticleTests: XCTestCase {
    func testTheLibrarysWindows() throws {
        let app = Library()
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "Emma", role: "button")
        try h.click(label: "Emma", role: "button")          // brings the open window forward
        try h.click(label: "Show Inspector", role: "button")
        XCTAssertEqual(h.openWindows, ["main", "book:Emma", "inspector"])
        let emma = try h.window("book:Emma")
        XCTAssertEqual(emma.windowTitle, "Emma")
        try emma.click(at: Point(100, 60))
        emma.type("Reread chapter 3")
        XCTAssertEqual(app.notes, ["Emma": "Reread chapter 3"])
        XCTAssertNoThrow(try h.window("inspector").node(label: "2 books, 1 with notes"))
        XCTAssertNotNil(try h.window("inspector").ui.contentSize, "a window sized by its content measures it")
        try emma.click(label: "Close", role: "button")
        XCTAssertEqual(h.openWindows, ["main", "inspector"])
        try h.key(",", modifiers: .control)
        XCTAssertEqual(try h.window("settings").windowTitle, "Settings")
    }

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
