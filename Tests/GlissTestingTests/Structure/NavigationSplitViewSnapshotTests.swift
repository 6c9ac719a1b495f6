import XCTest
import Gliss
import GlissTesting

/// A three-column `navigationSplitView` in a 1200 × 800 window drawn by the real renderer
/// (offscreen), light and dark, balanced and with a prominent detail, against references in `__Snapshots__/NavigationSplitViewSnapshotTests/`
/// (record with `GLISS_RECORD_SNAPSHOTS=1`; `GLISS_SNAPSHOT_DIR` writes the frames there too):
/// the sidebar's selection drives the content column, the content's the detail.
final class NavigationSplitViewSnapshotTests: XCTestCase {
    struct Note: Hashable, Identifiable {
        var id: Int
        var folder: String
        var title: String
        var body: String
    }

    final class Notes: App {
        var dark = false
        var style = NavigationSplitViewStyle.automatic
        var folder: String? = "Work"
        var note: Int? = 2
        let folders = ["Personal", "Work", "Travel"]
        let notes = [Note(id: 1, folder: "Work", title: "Standup", body: "Ship the split view; review the list changes."),
                     Note(id: 2, folder: "Work", title: "Quarterly plan", body: "Three columns, dividers that drag, a sidebar that hides."),
                     Note(id: 3, folder: "Work", title: "Hiring", body: "Two interviews on Thursday."),
                     Note(id: 4, folder: "Travel", title: "Lisbon", body: "Tram 28 early, before the crowds.")]
        static var defaultSize: Size { Size(1200, 800) }
        init() {}
        func body(_ ui: UI) {
            // The window's scheme (not a subtree's): the toolbar above the split view follows it.
            ui.preferredColorScheme(dark ? .dark : .light)
            do {
                ui.navigationSplitView(style: style) {
                    ui.list(folders, id: \.self, selection: Bindable(self).folder, id: "folders") { ui.text($0) }
                        .navigationSplitViewColumnWidth(min: 180, ideal: 200, max: 320)
                } content: {
                    ui.list(notes.filter { $0.folder == self.folder }, id: \.id, selection: Bindable(self).note, id: "notes") {
                        ui.text($0.title)
                    }
                } detail: {
                    if let note = notes.first(where: { $0.id == self.note && $0.folder == self.folder }) {
                        ui.vstack(alignment: .leading, spacing: 12) {
                            ui.text(note.title, font: .title)
                            ui.text(note.body)
                        }
                        .padding(24)
                    } else {
                        ui.text("No Selection", color: .secondary).frame(maxWidth: .infinity, maxHeight: .infinity)
                    }
                }
            }
        }
    }

    /// The split view in `style`, checked as `name`-light, then `name`-dark.
    private func checkLightAndDark(_ style: NavigationSplitViewStyle, _ name: String) throws {
        let app = Notes()
        app.style = style
        let h = try Harness(app: app)
        try h.runUntilIdle()
        try h.assertSnapshot(named: "\(name)-light")
        try h.settle { app.dark = true }
        try h.assertSnapshot(named: "\(name)-dark")
    }

    func testThreeColumnsLightAndDark() throws {
        try checkLightAndDark(.automatic, "three-columns")
    }

    /// `.prominentDetail`: the sidebar and the content column lie over the detail's leading
    /// edge, a shadow at their trailing edge.
    func testProminentDetailLightAndDark() throws {
        try checkLightAndDark(.prominentDetail, "prominent-detail")
    }

    func testTheSidebarsSelectionDrivesTheContent() throws {
        let app = Notes()
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "Travel", role: "listItem")
        XCTAssertEqual(app.folder, "Travel")
        XCTAssertNoThrow(try h.node(label: "Lisbon", role: "listItem"))
        XCTAssertThrowsError(try h.node(label: "Standup"))
        try h.click(label: "Lisbon", role: "listItem")
        XCTAssertNoThrow(try h.node(label: "Tram 28 early, before the crowds.", role: "text"))
    }
}
