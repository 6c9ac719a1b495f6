import XCTest
import Foundation
import Gliss
import GlissTesting

/// `fileImporter` and `fileExporter`: answered by the platform (the desktop portal, stood in
/// for by the harness) or by Gliss's own sheet; what reaches `onCompletion`, what is written.
final class FileDialogTests: XCTestCase {
    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("gliss-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock {
            _ = try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
            try? FileManager.default.removeItem(at: url)
        }
        return url
    }

    func testThePlatformGetsTheRequestAndItsAnswerReachesOnCompletion() throws {
        let app = FilesTestApp()
        let folder = try temporaryFolder()
        app.directory = folder
        let h = try Harness(app: app, text: .headless)
        h.fileDialogPresenter = .platform
        let save = try h.node(label: "Save…", role: "button").frame
        try h.click(label: "Open…", role: "button")
        XCTAssertEqual(h.fileDialogRequests.count, 1)
        let r = try XCTUnwrap(h.fileDialogRequests.first)
        XCTAssertEqual(r.kind, .open(multiple: false, directories: false))
        XCTAssertEqual(r.contentTypes, [.plainText])
        XCTAssertEqual(r.directory, folder, "fileDialogDefaultDirectory, though after fileImporter in the chain")
        h.run(frames: 3)
        XCTAssertEqual(h.fileDialogRequests.count, 1, "asked once, however many frames it stays open")
        h.click(at: Point(save.midX, save.midY))
        XCTAssertTrue(app.importing)
        XCTAssertFalse(app.exporting, "while the chooser is open, the window takes no clicks")
        let file = folder.appendingPathComponent("a.txt")
        try h.answerFileDialog(.picked([file]))
        XCTAssertEqual(app.picked, [file])
        XCTAssertFalse(app.importing)
        try h.runUntilIdle()
        try h.click(label: "Open…", role: "button")
        try h.answerFileDialog(.cancelled)
        XCTAssertEqual(app.cancelled, 1)
        XCTAssertEqual(app.picked, [file], "a cancel picks nothing")
        try h.runUntilIdle()
        try h.click(label: "Open…", role: "button")
        try h.answerFileDialog(.failed("the chooser crashed"))
        XCTAssertEqual(app.errors, ["the chooser crashed"])
    }

    func testWithNoPortalGlissShowsItsOwnSheetAndATypedPathIsPicked() throws {
        let app = FilesTestApp()
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("b.txt")
        try Data("x".utf8).write(to: file)
        let h = try Harness(app: app, text: .headless)
        h.fileDialogPresenter = .platform
        try h.click(label: "Open…", role: "button")
        try h.answerFileDialog(.unavailable)
        try h.runUntilIdle()
        XCTAssertEqual(h.nodes(role: "dialog").count, 1, "the portal did not answer: Gliss's sheet shows")
        try h.key("a", modifiers: .control)
        h.type(file.path)
        try h.key("Return")
        XCTAssertEqual(app.picked, [file])
        XCTAssertFalse(app.importing)
    }

    func testExportWritesTheDocumentWhereThePlatformSays() throws {
        let app = FilesTestApp()
        let folder = try temporaryFolder()
        let h = try Harness(app: app, text: .headless)
        h.fileDialogPresenter = .platform
        try h.click(label: "Save…", role: "button")
        XCTAssertEqual(h.fileDialogRequests.first?.kind, .save(defaultFilename: "note.txt"))
        let target = folder.appendingPathComponent("note.txt")
        try h.answerFileDialog(.picked([target]))
        XCTAssertEqual(app.saved, [target])
        XCTAssertEqual(try String(contentsOf: target, encoding: .utf8), "hello\n")
    }

    func testExportIntoAReadOnlyFolderFailsClearlyAndWritesNothing() throws {
        let app = FilesTestApp()
        // Root writes into a folder whose mode forbids it, but not into sysfs.
        let folder = getuid() == 0 ? URL(fileURLWithPath: "/sys") : try temporaryFolder()
        let before = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        if getuid() != 0 { try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path) }
        let h = try Harness(app: app, text: .headless)
        h.fileDialogPresenter = .platform
        try h.click(label: "Save…", role: "button")
        try h.answerFileDialog(.picked([folder.appendingPathComponent("note.txt")]))
        XCTAssertEqual(app.saved, [])
        XCTAssertEqual(app.errors.count, 1)
        XCTAssertEqual(app.errors[0], "Cannot save note.txt in \(folder.path): Permission denied")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), before, "nothing written, no temporary left")
    }
}
