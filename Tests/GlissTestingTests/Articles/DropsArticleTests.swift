import XCTest
import Foundation
import Gliss
import GlissTesting

// The code of the article "Files, drops and settings", section "Files dropped on a window"
// (Sources/GlissApp/GlissApp.docc/FilesDropsAndSettings.md).

// docs:begin drop-app
final class Reader: App {
    var text = ""
    var problem: String?

    func body(_ ui: UI) {
        ui.vstack(alignment: .leading) {
            ui.text(text.isEmpty ? "Drop a text file here" : text)
            if let problem { ui.text(problem, color: .red) }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .dropDestination(for: URL.self) { urls, _ in
            guard let url = urls.first else { return false }
            if let data = try? Data(contentsOf: url), let s = String(data: data, encoding: .utf8) {
                self.text = s
                self.problem = nil
            } else {
                self.problem = "“\(url.lastPathComponent)” is not a text file."
            }
            return true
        }
    }
}
// docs:end drop-app

final class DropsArticleTests: XCTestCase {
    func testAFileDroppedOnTheWindowOpens() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("drops-article-\(getpid()).txt")
        try Data("Hello from the file manager".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        // docs:begin drop-test
        let app = Reader()
        let h = try Harness(app: app, size: Size(300, 200), text: .headless)
        h.dropFiles([file], at: Point(150, 100))          // as the file manager drops it
        h.run(frames: 1)
        XCTAssertEqual(app.text, "Hello from the file manager")
        h.dropText("not a file", at: Point(150, 100))     // text: not for a URL destination
        h.run(frames: 1)
        XCTAssertEqual(app.text, "Hello from the file manager")
        // docs:end drop-test
    }
}
