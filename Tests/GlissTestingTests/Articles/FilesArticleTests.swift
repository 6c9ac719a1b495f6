import XCTest
import Foundation
import Gliss
import GlissTesting

// The file dialogs' code of the article "Files, drops and settings"
// (Sources/GlissApp/GlissApp.docc/FilesDropsAndSettings.md).

// docs:begin files-app
final class Pad: App {
    var text = ""
    var importing = false
    var exporting = false
    var problem: String?
    @AppStorage("lastFolder") var lastFolder: URL?

    func body(_ ui: UI) {
        ui.vstack(alignment: .leading) {
            ui.hstack {
                ui.button("Open…") { self.importing = true }
                    .fileImporter(isPresented: Bindable(self).importing, allowedContentTypes: [.plainText]) { result in
                        switch result {
                        case .success(let url):
                            do {
                                self.text = try PlainTextDocument(contentsOf: url).text
                                self.lastFolder = url.deletingLastPathComponent()
                            } catch { self.problem = "\(url.lastPathComponent) is not text" }
                        case .failure(let error): self.problem = error.localizedDescription
                        }
                    }
                    .fileDialogDefaultDirectory(self.lastFolder)
                ui.button("Save As…") { self.exporting = true }
                    .fileExporter(isPresented: Bindable(self).exporting, document: PlainTextDocument(text: self.text),
                                  contentType: .plainText, defaultFilename: "Note") { result in
                        if case .failure(let error) = result { self.problem = error.localizedDescription }
                    }
            }
            ui.textEditor(text: Bindable(self).text)
            if let problem { ui.text(problem, color: .red) }
        }
    }
}
// docs:end files-app

// docs:begin scene-storage
final class MailApp: App {
    @SceneStorage("selectedTab") var selectedTab = 0

    func body(_ ui: UI) {
        ui.button("Mailbox…") { ui.openWindow(id: "mailbox", value: "Work") }
        ui.text("Tab \(selectedTab)")
    }

    func scenes(_ scenes: SceneBuilder) {
        scenes.windowGroup(id: "mailbox", for: String.self) { ui, name in
            ui.button("Next tab") { self.selectedTab += 1 }
            ui.text("Tab \(self.selectedTab)")
        }
    }
}
// docs:end scene-storage

final class FilesArticleTests: XCTestCase {
    func testEachWindowHasItsOwnTab() throws {
        let h = try Harness(app: MailApp(), text: .headless)
        try h.click(label: "Mailbox…")
        let work = try h.window("mailbox:Work")
        try work.click(label: "Next tab")
        try work.click(label: "Next tab")
        XCTAssertNoThrow(try work.node(label: "Tab 2"))
        XCTAssertNoThrow(try h.node(label: "Tab 0"))
    }

    func testTheArticlesAppOpensAndSaves() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gliss-files-article-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let note = folder.appendingPathComponent("note.txt")
        try Data("from disk".utf8).write(to: note)
        let pad = Pad()
        // docs:begin files-test
        let h = try Harness(app: pad, text: .headless)
        h.fileDialogPresenter = .platform        // dialogs wait for the test's answer
        try h.click(label: "Open…")
        XCTAssertEqual(h.fileDialogRequests.first?.contentTypes, [.plainText])
        try h.answerFileDialog(.picked([note]))  // as the desktop's chooser would
        XCTAssertEqual(pad.text, "from disk")

        try h.click(label: "Save As…")
        XCTAssertEqual(h.fileDialogRequests.first?.kind, .save(defaultFilename: "Note.txt"))
        try h.answerFileDialog(.picked([folder.appendingPathComponent("copy.txt")]))
        // docs:end files-test
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("copy.txt"), encoding: .utf8), "from disk")
        XCTAssertEqual(pad.lastFolder?.standardizedFileURL.path, folder.standardizedFileURL.path)
    }
}
