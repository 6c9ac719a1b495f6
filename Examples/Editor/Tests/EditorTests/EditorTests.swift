import XCTest
import Foundation
import Gliss
import GlissTesting
@testable import Editor

final class EditorTests: XCTestCase {
    /// A note opens in a window of its own, titled by the note; text typed there is the note's.
    func testANoteOpensInItsOwnWindow() throws {
        let app = Editor()
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "Welcome", role: "button")
        XCTAssertEqual(h.openWindows, ["main", "note:Welcome"])
        let note = try h.window("note:Welcome")
        XCTAssertEqual(note.windowTitle, "Welcome")
        try note.click(at: Point(100, 80))
        try note.key("End", modifiers: .control)
        note.type(" More.")
        XCTAssertEqual(app.notes[0].text, "Notes open in windows of their own. More.")
        XCTAssertNoThrow(try note.node(label: "8 words"))
    }

    /// Ctrl+N (File ▸ New Note, replacing the standard group) adds a note and opens it; Ctrl+I
    /// opens the inspector, which counts the notes.
    func testShortcutsOfTheMenuBar() throws {
        let app = Editor()
        let h = try Harness(app: app, text: .headless)
        try h.key("N", modifiers: .control)
        XCTAssertEqual(app.notes.map(\.name), ["Welcome", "Untitled 1"])
        XCTAssertEqual(try h.window("note:Untitled 1").windowTitle, "Untitled 1")
        try h.key("I", modifiers: .control)
        XCTAssertNoThrow(try h.window("inspector").node(label: "2 notes"))
        // The bar lists the app's own menu beside the standard ones, and with three windows
        // open the Window menu (listing them).
        XCTAssertEqual(h.nodes(role: "menuItem").filter { $0.frame.minY < 27 }.map(\.label), ["File", "Edit", "Note", "Window"])
    }

    /// A deleted note comes back with Edit ▸ Undo, whose title names it; Redo deletes it again.
    func testUndoADeletedNote() throws {
        let app = Editor()
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "Delete Welcome", role: "button")
        XCTAssertEqual(app.notes.map(\.name), [])
        try h.key("E", modifiers: .alt)
        try h.runUntilIdle()
        try h.click(label: "Undo Delete Note", role: "menuItem")
        try h.runUntilIdle()
        XCTAssertEqual(app.notes.map(\.name), ["Welcome"])
        try h.key("Z", modifiers: [.control, .shift])
        XCTAssertEqual(app.notes.map(\.name), [])
    }

    /// Ctrl+, opens the settings window; its switch hides the word counts of note windows.
    func testSettings() throws {
        let app = Editor()
        let h = try Harness(app: app, text: .headless)
        try h.key(",", modifiers: .control)
        let settings = try h.window("settings")
        XCTAssertEqual(settings.windowTitle, "Settings")
        try settings.click(label: "Show word counts", role: "toggle")
        XCTAssertFalse(app.showsWordCounts)
    }

    /// A text file dropped on the list of notes opens as a note in its own window; a file that
    /// is not text says so and opens nothing; dropped on the buttons below, nothing happens.
    func testADroppedTextFileOpensAsANote() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("EditorDrop-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let text = dir.appendingPathComponent("plan.txt"), binary = dir.appendingPathComponent("photo.bin")
        try Data("Dropped in.\n".utf8).write(to: text)
        try Data([0xff, 0xfe, 0x00, 0x81]).write(to: binary)
        let app = Editor()
        let h = try Harness(app: app, text: .headless)
        let list = try h.node(label: "Welcome", role: "button").frame
        let newNote = try h.node(label: "New Note", role: "button").frame.center
        h.dropFiles([text], at: newNote)
        h.run(frames: 1)
        XCTAssertEqual(app.notes.count, 1, "the buttons below the list take no drop")
        h.dropFiles([binary], at: Point(list.midX, list.maxY + 30))
        h.run(frames: 1)
        XCTAssertEqual(app.notes.count, 1)
        XCTAssertNoThrow(try h.node(label: "“photo.bin” is not text (UTF-8): it was not opened."))
        h.dropFiles([text], at: Point(list.midX, list.maxY + 30))
        h.run(frames: 1)
        XCTAssertEqual(app.notes.map(\.name), ["Welcome", "plan.txt"])
        XCTAssertEqual(app.notes.last?.text, "Dropped in.\n")
        XCTAssertEqual(h.openWindows, ["main", "note:plan.txt"])
        XCTAssertNil(app.dropProblem)
    }
}
