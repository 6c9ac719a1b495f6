import XCTest
import Foundation
import Gliss
import GlissTesting

/// Gliss's own file sheet (shown when no desktop portal answers; the harness's default):
/// its list, keyboard, sorting, hidden files, path field, save checks and odd folders.
final class FileSheetTests: XCTestCase {
    // MARK: Helpers

    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("gliss-sheet-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock {
            // Undo what a test made unreadable, then remove it all.
            if let e = FileManager.default.enumerator(atPath: url.path) {
                for case let p as String in e { chmod(url.appendingPathComponent(p).path, 0o755) }
            }
            chmod(url.path, 0o755)
            try? FileManager.default.removeItem(at: url)
        }
        return url
    }

    @discardableResult
    func file(_ folder: URL, _ name: String, bytes: Int = 1, modified: Date? = nil) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try Data(repeating: 65, count: bytes).write(to: url)
        if let modified { try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: url.path) }
        return url
    }

    func folder(_ parent: URL, _ name: String) throws -> URL {
        let url = parent.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A harness showing the sheet for `app` (open, or save with `save`).
    func sheet(_ app: FilesTestApp, save: Bool = false, size: Size? = nil) throws -> Harness {
        let h = try size.map { try Harness(app: app, size: $0, text: .headless) } ?? Harness(app: app, text: .headless)
        try h.click(label: save ? "Save…" : "Open…", role: "button")
        try h.runUntilIdle()
        XCTAssertEqual(h.nodes(role: "dialog").count, 1, "the sheet shows")
        return h
    }

    /// The names of the rows built, top to bottom.
    func rows(_ h: Harness) -> [String] {
        h.nodes(role: "listItem").sorted { $0.frame.minY < $1.frame.minY }.map(\.label)
    }

    func selectedRows(_ h: Harness) -> [String] {
        h.nodes(role: "listItem").filter { $0.value == "selected" }.sorted { $0.frame.minY < $1.frame.minY }.map(\.label)
    }

    func doubleClick(_ h: Harness, _ label: String) throws {
        try h.click(label: label, role: "listItem")
        try h.click(label: label, role: "listItem")
        try h.runUntilIdle()
    }

    func field(_ h: Harness, _ label: String) throws -> String {
        try h.node(label: label, role: "textField").value ?? ""
    }

    func shows(_ h: Harness, _ text: String) -> Bool { h.nodes.contains { $0.label == text } }

    // MARK: Navigating and picking

    func testDoubleClickAndReturnOpenFoldersBackspaceGoesUpAndReturnPicksAFile() throws {
        let root = try temporaryFolder()
        let sub = try folder(root, "sub")
        let inner = try file(sub, "inner.txt")
        try file(root, "a.txt")
        let app = FilesTestApp()
        app.directory = root
        let h = try sheet(app)
        XCTAssertEqual(rows(h), ["sub", "a.txt"], "folders first")
        try doubleClick(h, "sub")
        XCTAssertEqual(rows(h), ["inner.txt"])
        XCTAssertEqual(try field(h, "Path"), sub.path + "/", "the path field shows the folder")
        try h.click(label: "inner.txt", role: "listItem")
        try h.key("Backspace")
        try h.runUntilIdle()
        XCTAssertEqual(rows(h), ["sub", "a.txt"])
        XCTAssertEqual(selectedRows(h), ["sub"], "the folder we came from is selected")
        try h.key("Return")
        try h.runUntilIdle()
        XCTAssertEqual(rows(h), ["inner.txt"], "Return opens the selected folder")
        try h.key("Up", modifiers: .alt)
        try h.runUntilIdle()
        XCTAssertEqual(rows(h), ["sub", "a.txt"], "Alt+Up goes to the parent too")
        try h.key("Return")
        try h.runUntilIdle()
        try h.key("Down")
        try h.key("Return")
        try h.runUntilIdle()
        XCTAssertEqual(app.picked, [inner])
        XCTAssertFalse(app.importing)
        XCTAssertEqual(h.nodes(role: "dialog").count, 0)
    }

    func testDoubleClickPicksAFileAndArrowsHomeEndMoveTheSelection() throws {
        let root = try temporaryFolder()
        for n in ["a", "b", "c", "d"] { try file(root, n + ".txt") }
        let app = FilesTestApp()
        app.directory = root
        let h = try sheet(app)
        try h.click(label: "b.txt", role: "listItem")
        XCTAssertEqual(selectedRows(h), ["b.txt"])
        try h.key("Down"); try h.runUntilIdle()
        XCTAssertEqual(selectedRows(h), ["c.txt"])
        try h.key("End"); try h.runUntilIdle()
        XCTAssertEqual(selectedRows(h), ["d.txt"])
        try h.key("Home"); try h.runUntilIdle()
        XCTAssertEqual(selectedRows(h), ["a.txt"])
        try h.key("PageDown"); try h.runUntilIdle()
        XCTAssertEqual(selectedRows(h), ["d.txt"], "a page down goes at most to the end")
        try doubleClick(h, "c.txt")
        XCTAssertEqual(app.picked, [root.appendingPathComponent("c.txt")])
    }

    func testTypeAheadSelectsTheFirstNameStartingWithWhatWasTyped() throws {
        let root = try temporaryFolder()
        for n in ["apple", "banana", "blueberry", "cherry"] { try file(root, n + ".txt") }
        let app = FilesTestApp()
        app.directory = root
        let h = try sheet(app)
        try h.click(label: "apple.txt", role: "listItem")
        h.type("b")
        try h.runUntilIdle()
        XCTAssertEqual(selectedRows(h), ["banana.txt"])
        h.type("l")
        try h.runUntilIdle()
        XCTAssertEqual(selectedRows(h), ["blueberry.txt"], "letters typed in a row extend the prefix")
        // A keyboard with text input off (no field has focus) sends keys, not text; later
        // than a second after the last letter, typing starts a new prefix.
        h.run(frames: 70)
        try h.key("c")
        try h.runUntilIdle()
        XCTAssertEqual(selectedRows(h), ["cherry.txt"])
        try h.key("Return")
        XCTAssertEqual(app.picked, [root.appendingPathComponent("cherry.txt")])
    }

    func testEscapeInThePathFieldCancels() throws {
        let root = try temporaryFolder()
        let app = FilesTestApp()
        app.directory = root
        let h = try sheet(app)
        XCTAssertTrue(try h.node(label: "Path", role: "textField").focused)
        try h.key("Escape")
        try h.runUntilIdle()
        XCTAssertEqual(h.nodes(role: "dialog").count, 0)
        XCTAssertEqual(app.cancelled, 1)
    }

    func testChoosingAFolderPicksTheSelectedOneOrTheOneShown() throws {
        let root = try temporaryFolder()
        let sub = try folder(root, "sub")
        try file(root, "f.txt")
        let app = FilesTestApp()
        app.directory = root
        app.types = [.folder]
        let h = try sheet(app)
        XCTAssertEqual(try h.node(label: "f.txt", role: "listItem").value, "dimmed", "files can't be chosen")
        try h.click(label: "sub", role: "listItem")
        try h.click(label: "Open", role: "button")
        XCTAssertEqual(app.picked.map(\.standardizedFileURL.path), [sub.path])
        let h2 = try sheet(app)
        try h2.click(label: "Open", role: "button")
        XCTAssertEqual(app.picked.last?.standardizedFileURL.path, root.path, "nothing selected: the folder shown")
    }

    func testAHeaderClickSortsByItsColumnAgainReversesFoldersStayFirst() throws {
        let root = try temporaryFolder()
        let now = Date()
        try file(root, "x.txt", bytes: 300, modified: now.addingTimeInterval(-3600))
        try file(root, "y.txt", bytes: 100, modified: now)
        try file(root, "z.txt", bytes: 200, modified: now.addingTimeInterval(-7200))
        _ = try folder(root, "zdir")
        let app = FilesTestApp()
        app.directory = root
        let h = try sheet(app)
        XCTAssertEqual(rows(h), ["zdir", "x.txt", "y.txt", "z.txt"])
        XCTAssertEqual(try h.node(label: "Name", role: "button").value, "ascending", "the sorted column shows its arrow")
        try h.click(label: "Size", role: "button")
        XCTAssertEqual(rows(h), ["zdir", "y.txt", "z.txt", "x.txt"])
        XCTAssertEqual(try h.node(label: "Size", role: "button").value, "ascending")
        XCTAssertEqual(try h.node(label: "Name", role: "button").value, "")
        try h.click(label: "Size", role: "button")
        XCTAssertEqual(rows(h), ["zdir", "x.txt", "z.txt", "y.txt"], "again: largest first, folders still first")
        XCTAssertEqual(try h.node(label: "Size", role: "button").value, "descending")
        try h.click(label: "Modified", role: "button")
        XCTAssertEqual(rows(h), ["zdir", "z.txt", "x.txt", "y.txt"], "oldest first")
        try h.click(label: "Name", role: "button")
        XCTAssertEqual(rows(h), ["zdir", "x.txt", "y.txt", "z.txt"])
    }

    func testHiddenFilesShowWithCtrlHOrTheToggle() throws {
        let root = try temporaryFolder()
        try file(root, ".secret.txt")
        try file(root, "shown.txt")
        let app = FilesTestApp()
        app.directory = root
        let h = try sheet(app)
        XCTAssertEqual(rows(h), ["shown.txt"])
        try h.key("h", modifiers: .control)
        try h.runUntilIdle()
        XCTAssertEqual(rows(h), [".secret.txt", "shown.txt"])
        XCTAssertEqual(try h.node(label: "Show Hidden Files").value, "on")
        try h.click(label: "Show Hidden Files")
        try h.runUntilIdle()
        XCTAssertEqual(rows(h), ["shown.txt"])
    }

    func testCtrlLFocusesThePathFieldARelativeFolderOpensAndAFileIsPicked() throws {
        let root = try temporaryFolder()
        let sub = try folder(root, "sub")
        let c = try file(sub, "c.txt")
        try file(root, "b.txt")
        let app = FilesTestApp()
        app.directory = root
        let h = try sheet(app)
        try h.click(label: "b.txt", role: "listItem")
        XCTAssertFalse(try h.node(label: "Path", role: "textField").focused)
        try h.key("l", modifiers: .control)
        try h.runUntilIdle()
        XCTAssertTrue(try h.node(label: "Path", role: "textField").focused)
        h.type("sub")  // all selected: replaces the path
        try h.key("Return")
        try h.runUntilIdle()
        XCTAssertEqual(rows(h), ["c.txt"], "a folder typed is opened, relative to the one shown")
        XCTAssertTrue(app.importing)
        try h.key("l", modifiers: .control)
        h.type("missing.txt")
        try h.key("Return")
        try h.runUntilIdle()
        XCTAssertTrue(shows(h, "\(sub.path)/missing.txt does not exist"), "\(h.nodes.map(\.label))")
        try h.key("a", modifiers: .control)
        h.type("c.txt")
        try h.key("Return")
        XCTAssertEqual(app.picked, [c])
    }

    func testSeveralPickedWithCtrlAndShiftClickAndOtherTypesAreDimmed() throws {
        let root = try temporaryFolder()
        for n in ["a.txt", "b.txt", "c.png", "d.txt"] { try file(root, n) }
        let app = FilesTestApp()
        app.directory = root
        app.multiple = true
        let h = try sheet(app)
        XCTAssertEqual(try h.node(label: "c.png", role: "listItem").value, "dimmed")
        try h.click(label: "a.txt", role: "listItem")
        try h.click(label: "d.txt", role: "listItem", modifiers: .shift)
        XCTAssertEqual(selectedRows(h), ["a.txt", "b.txt", "d.txt"], "the range, without the file that can't be picked")
        try h.click(label: "b.txt", role: "listItem", modifiers: .control)
        XCTAssertEqual(selectedRows(h), ["a.txt", "d.txt"])
        try h.click(label: "c.png", role: "listItem")
        XCTAssertEqual(selectedRows(h), ["a.txt", "d.txt"], "a dimmed file is not selected")
        try doubleClick(h, "c.png")
        XCTAssertEqual(app.picked, [], "nor picked")
        try h.click(label: "Open", role: "button")
        XCTAssertEqual(app.picked, ["a.txt", "d.txt"].map { root.appendingPathComponent($0) })
    }

    func testSeveralTypesGiveAFilterMenu() throws {
        let root = try temporaryFolder()
        for n in ["a.txt", "b.json", "c.png"] { try file(root, n) }
        let app = FilesTestApp()
        app.directory = root
        app.types = [.plainText, .json]
        let h = try sheet(app)
        func dimmed() -> [String] { h.nodes(role: "listItem").filter { $0.value == "dimmed" }.map(\.label) }
        XCTAssertEqual(dimmed(), ["c.png"])
        try h.click(label: "File type")
        try h.runUntilIdle()
        try h.click(label: "*.json")
        try h.runUntilIdle()
        XCTAssertEqual(dimmed(), ["a.txt", "c.png"], "only JSON files can be picked now")
        try doubleClick(h, "a.txt")
        XCTAssertEqual(app.picked, [])
        try doubleClick(h, "b.json")
        XCTAssertEqual(app.picked, [root.appendingPathComponent("b.json")])
    }

    func testAPlaceOpensItsFolderAndAFolderPickedFromIsRecent() throws {
        let root = try temporaryFolder()
        try file(root, "r.txt")
        let app = FilesTestApp()
        app.directory = root
        let h = try sheet(app)
        try h.click(label: "Home", role: "button")
        try h.runUntilIdle()
        XCTAssertEqual(try field(h, "Path"), NSHomeDirectory() + "/")
        try h.click(label: "Cancel", role: "button")
        try h.runUntilIdle()
        XCTAssertEqual(app.cancelled, 1)
        let h2 = try sheet(app)
        try doubleClick(h2, "r.txt")
        XCTAssertEqual(app.picked.count, 1)
        let h3 = try sheet(app)
        XCTAssertNoThrow(try h3.node(label: root.lastPathComponent, role: "button"), "the folder picked from is a recent place")
    }

    func testTabGoesAmongTheFieldsThePlacesTheListAndTheButtons() throws {
        let root = try temporaryFolder()
        try file(root, "a.txt")
        let app = FilesTestApp()
        app.directory = root
        let h = try sheet(app, save: true)
        func focused() -> String { h.nodes.first { $0.focused }?.label ?? "none" }
        var seen = [focused()]
        while seen.last != "Save", seen.count < 20 {
            try h.key("Tab")
            try h.runUntilIdle()
            seen.append(focused())
        }
        print("FileSheet Tab order: \(seen)")
        let main = ["Name", "Path", "Home", "Files", "New Folder", "Cancel", "Save"]
        XCTAssertEqual(seen.filter(main.contains), main)
        // Between Home and the list, only the other places (recent folders of earlier tests).
        let places = Set(h.nodes(role: "button").map(\.label))
        XCTAssertTrue(seen.allSatisfy { main.contains($0) || places.contains($0) }, "\(seen)")
        try h.key("Tab", modifiers: .shift)
        try h.runUntilIdle()
        XCTAssertEqual(focused(), "Cancel", "Shift+Tab goes back")
        // Escape (with the list focused: no field to end editing in) cancels.
        try h.click(label: "a.txt", role: "listItem")
        try h.key("Escape")
        try h.runUntilIdle()
        XCTAssertEqual(h.nodes(role: "dialog").count, 0)
        XCTAssertFalse(app.exporting)
    }

    // MARK: Saving

    func testSaveProposesTheNameWithItsStemSelectedAndAsksBeforeReplacing() throws {
        let root = try temporaryFolder()
        let existing = try file(root, "note.txt", bytes: 3)
        let app = FilesTestApp()
        app.directory = root
        let h = try sheet(app, save: true)
        XCTAssertEqual(try field(h, "Name"), "note.txt")
        XCTAssertTrue(try h.node(label: "Name", role: "textField").focused)
        h.type("memo")
        try h.runUntilIdle()
        XCTAssertEqual(try field(h, "Name"), "memo.txt", "typing replaces the selected stem, the extension stays")
        try h.key("Return")
        XCTAssertEqual(app.saved, [root.appendingPathComponent("memo.txt")])

        let h2 = try sheet(app, save: true)
        try h2.key("Return")
        try h2.runUntilIdle()
        XCTAssertTrue(shows(h2, "“note.txt” already exists. Replace it?"))
        XCTAssertEqual(app.saved.count, 1, "nothing saved yet")
        try h2.click(label: "Cancel", role: "button")
        try h2.runUntilIdle()
        XCTAssertFalse(shows(h2, "“note.txt” already exists. Replace it?"))
        XCTAssertEqual(h2.nodes(role: "dialog").count, 1, "Cancel there only takes the question back")
        try h2.click(label: "Save", role: "button")
        try h2.runUntilIdle()
        try h2.click(label: "Replace", role: "button")
        XCTAssertEqual(app.saved.last, existing)
        XCTAssertEqual(try String(contentsOf: existing, encoding: .utf8), "hello\n")
    }

    func testAPathTypedInTheLocationFieldIsWhereToSave() throws {
        let root = try temporaryFolder()
        let sub = try folder(root, "sub")
        let app = FilesTestApp()
        app.directory = root
        let h = try sheet(app, save: true)
        try h.key("l", modifiers: .control)
        h.type("sub/typed.txt")
        try h.key("Return")
        XCTAssertEqual(app.saved, [sub.appendingPathComponent("typed.txt")])
        XCTAssertEqual(try String(contentsOf: sub.appendingPathComponent("typed.txt"), encoding: .utf8), "hello\n")
    }

    func testNewFolderIsMadeAndOpenedAndAnExistingNameIsAnError() throws {
        let root = try temporaryFolder()
        _ = try folder(root, "Old")
        let app = FilesTestApp()
        app.directory = root
        let h = try sheet(app, save: true)
        try h.click(label: "New Folder", role: "button")
        try h.runUntilIdle()
        h.type("Old")
        try h.key("Return")
        try h.runUntilIdle()
        XCTAssertTrue(shows(h, "“Old” already exists"), "\(h.nodes.map(\.label))")
        try h.key("a", modifiers: .control)
        h.type("Projects")
        try h.key("Return")
        try h.runUntilIdle()
        var isDir: ObjCBool = false
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("Projects").path, isDirectory: &isDir) && isDir.boolValue)
        XCTAssertEqual(try field(h, "Path"), root.appendingPathComponent("Projects").path + "/", "the new folder is opened")
        XCTAssertTrue(shows(h, "This folder is empty"))
        try h.click(label: "Save", role: "button")
        XCTAssertEqual(app.saved, [root.appendingPathComponent("Projects/note.txt")])
    }

    func testSavingWhereFilesCannotBeMadeIsAnErrorInTheSheetAndWritesNothing() throws {
        let app = FilesTestApp()
        // Root passes every mode check, but cannot make files in sysfs.
        let folder = getuid() == 0 ? URL(fileURLWithPath: "/sys") : try temporaryFolder()
        if getuid() != 0 { chmod(folder.path, 0o555) }
        let before = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        app.directory = folder
        let h = try sheet(app, save: true)
        try h.key("Return")
        try h.runUntilIdle()
        XCTAssertTrue(shows(h, "You don't have permission to save in \(folder.path)"), "\(h.nodes.map(\.label))")
        XCTAssertEqual(h.nodes(role: "dialog").count, 1, "the sheet stays")
        XCTAssertEqual(app.saved, [])
        XCTAssertEqual(app.errors, [])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), before)
    }
}
