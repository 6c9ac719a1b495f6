import XCTest
import Foundation
import Gliss
import GlissTesting

/// Gliss's file sheet with folders it cannot list, broken links, names that are not UTF-8,
/// 100,000 files, and how it looks (the helpers are FileSheetTests').
extension FileSheetTests {
    // MARK: Odd folders and names

    func testAFolderThatCannotBeListedShowsWhyInPlaceOfTheList() throws {
        let root = try temporaryFolder()
        let gone = try folder(root, "gone")
        let locked = try folder(root, "locked")
        try file(root, "f.txt")
        let app = FilesTestApp()
        app.directory = root
        let h = try sheet(app)
        // Removed after it was listed: opening it fails (ENOENT), and the sheet says so.
        try FileManager.default.removeItem(at: gone)
        try doubleClick(h, "gone")
        XCTAssertTrue(shows(h, "This folder can't be shown: No such file or directory"), "\(h.nodes.map(\.label))")
        XCTAssertEqual(rows(h), [])
        XCTAssertEqual(h.nodes(role: "dialog").count, 1, "not fatal")
        // No permission. A mode of 000 does not stop root, so under root take a folder the
        // kernel refuses even to root in this container (/proc/1/map_files needs
        // CAP_SYS_ADMIN in the first user namespace), when it does refuse; else skip it.
        var unreadable = locked.path
        if getuid() == 0 {
            unreadable = "/proc/1/map_files"
            // Opening or reading it fails (EACCES), as `ls` shows; FileManager hides that.
            errno = 0
            let dir = opendir(unreadable)
            let refused = dir.map { d in
                // "." and ".." come before the refusal.
                repeat { errno = 0 } while readdir(d) != nil
                return errno == EACCES
            } ?? (errno == EACCES)
            if let dir { closedir(dir) }
            guard refused else {
                throw XCTSkip("as root, no folder here refuses to be listed")
            }
        } else {
            chmod(locked.path, 0)
        }
        try h.key("l", modifiers: .control)
        h.type(unreadable)
        try h.key("Return")
        try h.runUntilIdle()
        XCTAssertTrue(shows(h, "You don't have permission to view this folder"), "\(h.nodes.map(\.label))")
        try h.click(label: "Cancel", role: "button")
        XCTAssertEqual(app.cancelled, 1)
    }

    func testABrokenLinkIsShownMarkedAndPickingItIsAnError() throws {
        let root = try temporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("dangling.txt").path, withDestinationPath: "nowhere")
        let app = FilesTestApp()
        app.directory = root
        let h = try sheet(app)
        XCTAssertEqual(rows(h), ["dangling.txt"])
        XCTAssertTrue(shows(h, "(broken link)"))
        try doubleClick(h, "dangling.txt")
        XCTAssertEqual(app.picked, [])
        XCTAssertTrue(shows(h, "“dangling.txt” is a broken link: what it points to does not exist"), "\(h.nodes.map(\.label))")
    }

    func testANameThatIsNotUTF8IsShownWithReplacementsAndPickedByItsBytes() throws {
        let root = try temporaryFolder()
        let bytes = Array(root.path.utf8) + Array("/caf".utf8) + [0xE9] + Array(".txt".utf8)
        let fd = open(bytes.map { CChar(bitPattern: $0) } + [0], O_CREAT | O_WRONLY, 0o644)
        XCTAssertGreaterThanOrEqual(fd, 0)
        _ = write(fd, "latin-1", 7)
        close(fd)
        let app = FilesTestApp()
        app.directory = root
        let h = try sheet(app)
        XCTAssertEqual(rows(h), ["caf\u{FFFD}.txt"])
        try doubleClick(h, "caf\u{FFFD}.txt")
        let url = try XCTUnwrap(app.picked.first)
        // Foundation on Linux cannot keep these bytes in `path`; the URL keeps them percent-encoded.
        let encoded = url.path(percentEncoded: true)
        var decoded: [UInt8] = []
        let u = Array(encoded.utf8)
        var k = 0
        while k < u.count {
            if u[k] == UInt8(ascii: "%"), k + 2 < u.count, let b = UInt8(String(decoding: u[(k + 1)...(k + 2)], as: UTF8.self), radix: 16) {
                decoded.append(b); k += 3
            } else { decoded.append(u[k]); k += 1 }
        }
        XCTAssertEqual(decoded, bytes, "the real bytes, not U+FFFD")
        let back = open(decoded.map { CChar(bitPattern: $0) } + [0], O_RDONLY)
        XCTAssertGreaterThanOrEqual(back, 0, "the path picked opens the file")
        close(back)

        // A folder so named opens, and what is picked in it keeps its bytes too.
        let folderBytes = Array(root.path.utf8) + [UInt8(ascii: "/"), UInt8(ascii: "d"), 0xFF]
        XCTAssertEqual(mkdir(folderBytes.map { CChar(bitPattern: $0) } + [0], 0o755), 0)
        let inner = folderBytes + Array("/in.txt".utf8)
        close(open(inner.map { CChar(bitPattern: $0) } + [0], O_CREAT | O_WRONLY, 0o644))
        let h2 = try sheet(app)
        try doubleClick(h2, "d\u{FFFD}")
        XCTAssertEqual(rows(h2), ["in.txt"])
        XCTAssertEqual(try field(h2, "Path"), root.path + "/d\u{FFFD}/")
        try doubleClick(h2, "in.txt")
        XCTAssertEqual(app.picked.count, 2)
        XCTAssertEqual(app.picked.last?.path(percentEncoded: true), root.path + "/d%FF/in.txt")
    }

    // MARK: Many files

    func testAHundredThousandFilesBuildOnlyTheRowsInView() throws {
        let root = try temporaryFolder()
        let started = Date()
        for k in 0..<100_000 {
            let fd = open(root.path + String(format: "/f%06d.txt", k), O_CREAT | O_WRONLY, 0o644)
            close(fd)
        }
        let made = Date().timeIntervalSince(started)
        let app = FilesTestApp()
        app.directory = root
        let h = try Harness(app: app, text: .headless)
        let t0 = Date()
        try h.click(label: "Open…", role: "button")
        try h.runUntilIdle()
        let opened = Date().timeIntervalSince(t0)
        let t1 = Date()
        h.run(frames: 1)
        let frame = Date().timeIntervalSince(t1)
        let built = rows(h)
        print("FileSheet: 100,000 files made in \(made) s; the sheet opened (listing, sorting, first frame) in \(opened) s; a frame after takes \(frame) s; \(built.count) rows built")
        XCTAssertGreaterThan(built.count, 5)
        XCTAssertLessThan(built.count, 60, "only the rows in view (and a few more) are built")
        XCTAssertEqual(built.first, "f000000.txt")
        try h.click(label: "f000001.txt", role: "listItem")
        try h.key("End")
        try h.runUntilIdle()
        XCTAssertEqual(selectedRows(h), ["f099999.txt"], "End reaches the last row, scrolled into view")
        XCTAssertLessThan(rows(h).count, 60)
    }

    // MARK: Looks

    /// Writes the sheet in light and dark at 1280×800 and in a 400×300 window to /tmp (to look
    /// at); a narrow window drops the places and the date column so the list keeps its room.
    func testScreenshotsLightDarkAndNarrow() throws {
        let root = try temporaryFolder()
        for d in ["Invoices", "Photos", "Projects"] { _ = try folder(root, d) }
        try file(root, "notes.txt", bytes: 1_234)
        try file(root, "README.txt", bytes: 56)
        try file(root, "report-2026.txt", bytes: 2_345_678)
        try file(root, "diagram.png", bytes: 40_000)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("old-link.txt").path, withDestinationPath: "gone")
        for (name, dark, size) in [("light", false, Size(1280, 800)), ("dark", true, Size(1280, 800)), ("narrow", false, Size(400, 300))] {
            let app = FilesTestApp()
            app.directory = root
            if name == "light" { app.types = [.plainText, .json] }  // a filter menu
            let h = try Harness(app: app, size: size)
            if dark { h.ui.systemColorScheme = .dark }
            try h.click(label: "Open…", role: "button")
            try h.runUntilIdle()
            try h.click(label: "Invoices", role: "listItem")
            h.type("n")  // type-ahead: selects notes.txt, scrolled into view in the narrow window
            try h.runUntilIdle()
            XCTAssertEqual(selectedRows(h), ["notes.txt"])
            try h.screenshot().write(to: URL(fileURLWithPath: "/tmp/gliss-filesheet-\(name).png"))
            if size.width < 560 {
                XCTAssertThrowsError(try h.node(label: "Home", role: "button"), "no places in a narrow window")
                XCTAssertThrowsError(try h.node(label: "Modified", role: "button"))
            } else {
                XCTAssertNoThrow(try h.node(label: "Home", role: "button"))
            }
            XCTAssertNoThrow(try h.node(label: "Open", role: "button"), "the accept button stays in reach")
            let open = try h.node(label: "Open", role: "button").frame
            XCTAssertLessThanOrEqual(open.maxY, size.height)
        }
        // Saving over a file: the question in place of the buttons; New Folder's field above.
        let app = FilesTestApp()
        app.directory = root
        let h = try Harness(app: app, size: Size(1280, 800))
        h.ui.systemColorScheme = .dark
        try h.click(label: "Save…", role: "button")
        try h.runUntilIdle()
        try h.click(label: "New Folder", role: "button")
        h.type("Invoices")
        try h.key("Return")
        try h.click(label: "Name", role: "textField")
        try h.key("a", modifiers: .control)
        h.type("notes.txt")
        try h.key("Return")
        try h.runUntilIdle()
        try h.screenshot().write(to: URL(fileURLWithPath: "/tmp/gliss-filesheet-save-dark.png"))
        XCTAssertTrue(shows(h, "“notes.txt” already exists. Replace it?"))
        XCTAssertTrue(shows(h, "“Invoices” already exists"))
    }
}
