import XCTest
import Gliss
import GlissTesting

// The split view of the article "Navigation, tabs, lists and forms"
// (Sources/GlissControls/GlissControls.docc/NavigationAndLists.md).

struct Jotting: Hashable, Identifiable {
    var id: Int
    var folder: String
    var title: String
    var body: String
}

final class Notebook: App {
    var columns = NavigationSplitViewVisibility.automatic
    var folders = ["Personal", "Work"]
    var folder: String? = "Work"
    var note: Int? = nil
    var notes: [Jotting] { all.filter { $0.folder == folder } }
    var selectedNote: Jotting? { notes.first { $0.id == note } }
    let all = [Jotting(id: 1, folder: "Work", title: "Plan", body: "Three columns."),
               Jotting(id: 2, folder: "Personal", title: "Groceries", body: "Bread, figs.")]
    static var defaultSize: Size { Size(1200, 800) }
    init() {}

    func body(_ ui: UI) {
        let model = self
        // docs:begin split-view
        ui.navigationSplitView(columnVisibility: Bindable(model).columns) {
            ui.list(model.folders, id: \.self, selection: Bindable(model).folder, id: "folders") { ui.text($0) }
                .navigationSplitViewColumnWidth(min: 180, ideal: 200, max: 320)
        } content: {
            ui.list(model.notes, id: \.id, selection: Bindable(model).note, id: "notes") { ui.text($0.title) }
        } detail: {
            if let note = model.selectedNote { ui.text(note.body).padding(24) }
        }
        // docs:end split-view
    }
}

final class SplitViewArticleTests: XCTestCase {
    func testTheNotebook() throws {
        let app = Notebook()
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "Plan", role: "listItem")
        XCTAssertNoThrow(try h.node(label: "Three columns.", role: "text"))
        try h.click(label: "Personal", role: "listItem")
        XCTAssertNoThrow(try h.node(label: "Groceries", role: "listItem"))
        try h.drag(label: "Sidebar divider", role: "splitter", by: Point(300, 0))
        XCTAssertEqual(try h.node(label: "Sidebar divider", role: "splitter").value, "320")
    }
}
