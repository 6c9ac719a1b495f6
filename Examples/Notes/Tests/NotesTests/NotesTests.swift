import XCTest
import Foundation
import Gliss
import GlissTesting
@testable import Notes

final class NotesTests: XCTestCase {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("notes-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// Open… picks a file (here answered as the desktop's chooser would); its text is edited,
    /// the title says so, and Save writes it back in place. The next dialog opens in its folder.
    func testOpenEditAndSave() throws {
        let dir = try folder()
        let file = dir.appendingPathComponent("todo.txt")
        try Data("milk".utf8).write(to: file)
        let app = Notes()
        let h = try Harness(app: app, text: .headless)
        h.fileDialogPresenter = .platform
        try h.key("O", modifiers: .control)
        XCTAssertEqual(h.fileDialogRequests.first?.contentTypes, [.plainText, .markdown, .json])
        try h.answerFileDialog(.picked([file]))
        try h.runUntilIdle()
        XCTAssertEqual(app.text, "milk")
        XCTAssertEqual(h.windowTitle, "todo.txt")
        XCTAssertEqual(app.lastFolder?.standardizedFileURL.path, dir.standardizedFileURL.path)
        try h.click(at: Point(200, 150))
        try h.key("End", modifiers: .control)
        h.type(", eggs")
        XCTAssertEqual(h.windowTitle, "todo.txt — Edited")
        try h.key("S", modifiers: .control)
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "milk, eggs")
        XCTAssertEqual(h.windowTitle, "todo.txt")
        try h.key("O", modifiers: .control)
        XCTAssertEqual(h.fileDialogRequests.last?.directory?.standardizedFileURL.path, dir.standardizedFileURL.path)
    }

    /// A new note's Save asks where; the document is written there.
    func testSaveANewNoteAsks() throws {
        let dir = try folder()
        let app = Notes()
        let h = try Harness(app: app, text: .headless)
        h.fileDialogPresenter = .platform
        try h.click(at: Point(200, 150))
        h.type("first line")
        try h.key("S", modifiers: .control)
        XCTAssertEqual(h.fileDialogRequests.first?.kind, .save(defaultFilename: "Untitled.txt"))
        let target = dir.appendingPathComponent("first.txt")
        try h.answerFileDialog(.picked([target]))
        XCTAssertEqual(try String(contentsOf: target, encoding: .utf8), "first line")
        XCTAssertEqual(app.file, target)
        XCTAssertFalse(app.isEdited)
    }

    /// A file that is not UTF-8 text is not opened: the note stays, and the problem is shown.
    func testAFileThatIsNotTextIsAProblemShown() throws {
        let dir = try folder()
        let file = dir.appendingPathComponent("image.txt")
        try Data([0xff, 0xfe, 0x00, 0xd8]).write(to: file)
        let app = Notes()
        app.text = "keep me"
        let h = try Harness(app: app, text: .headless)
        h.fileDialogPresenter = .platform
        try h.key("O", modifiers: .control)
        try h.answerFileDialog(.picked([file]))
        try h.runUntilIdle()
        XCTAssertEqual(app.text, "keep me")
        XCTAssertNoThrow(try h.node(label: "Cannot open image.txt: it is not UTF-8 text"))
    }

    /// A text file dropped on the editor opens; dropped on the buttons, nothing happens.
    func testADroppedFileOpens() throws {
        let dir = try folder()
        let file = dir.appendingPathComponent("dropped.md")
        try Data("# Title".utf8).write(to: file)
        let app = Notes()
        let h = try Harness(app: app, text: .headless)
        let open = try h.node(label: "Open…", role: "button").frame
        h.dropFiles([file], at: Point(open.midX, open.midY))
        XCTAssertNil(app.file, "the button takes no drops")
        h.dropFiles([file], at: Point(200, 200))
        XCTAssertEqual(app.file, file)
        XCTAssertEqual(app.text, "# Title")
        try h.runUntilIdle()
        XCTAssertEqual(h.windowTitle, "dropped.md")
    }
}
