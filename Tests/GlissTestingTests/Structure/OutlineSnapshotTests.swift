import XCTest
import Gliss
import GlissTesting

/// Disclosure groups and an outline list drawn by the real renderer (offscreen), against
/// references in `__Snapshots__/OutlineSnapshotTests/` (record with
/// `GLISS_RECORD_SNAPSHOTS=1`): open and closed groups, an outline with an open folder and a
/// selected row (folders badged with their counts), light and dark, and a group opening mid-way.
final class OutlineSnapshotTests: XCTestCase {
    struct Folder: Identifiable {
        var name: String
        var children: [Folder]? = nil
        var id: String { name }
    }

    final class Library: App {
        var scheme: ColorScheme? = nil
        var advanced = true
        var selection: Set<String> = ["Letters"]
        static var defaultSize: Size { Size(520, 320) }
        let tree = [
            Folder(name: "Documents", children: [Folder(name: "Letters", children: [Folder(name: "To Ada")]), Folder(name: "Taxes 2026.pdf")]),
            Folder(name: "Music", children: [Folder(name: "Bach")]),
            Folder(name: "notes.txt"),
        ]
        init() {}
        func body(_ ui: UI) {
            ui.preferredColorScheme(scheme)
            ui.hstack(alignment: .top, spacing: 0) {
                ui.vstack(alignment: .leading, spacing: 10) {
                    ui.disclosureGroup("Advanced", isExpanded: Bindable(self).advanced) {
                        ui.toggle("Verbose logging", isOn: .constant(true))
                        ui.text("Writes every request to the log.", color: .secondary)
                    }
                    ui.disclosureGroup("Network") {
                        ui.text("Proxy")
                    }
                    ui.spacer()
                }
                .padding(16)
                .frame(width: 240)
                ui.list(tree, children: \.children, selection: Bindable(self).selection, id: "files") { f in
                    ui.label(f.name, systemImage: f.children == nil ? "doc" : "folder")
                        .badge(f.children?.count ?? 0)
                }
            }
        }
    }

    private func opened(_ scheme: ColorScheme?) throws -> Harness {
        let app = Library()
        app.scheme = scheme
        let h = try Harness(app: app)
        // The outline's chevron for Documents (read by its item's name).
        let chevron = try h.node(label: "Documents", role: "disclosure")
        h.click(at: chevron.frame.center)
        try h.runUntilIdle()
        try h.click(label: "Letters", role: "text")
        try h.runUntilIdle()
        return h
    }

    func testLight() throws { try opened(.light).assertSnapshot(named: "outline-light") }

    func testDark() throws { try opened(.dark).assertSnapshot(named: "outline-dark") }

    func testOpeningMidway() throws {
        let h = try opened(.light)
        try h.click(label: "Network", role: "disclosure")
        h.run(frames: 4)
        try h.assertSnapshot(named: "outline-opening")
    }
}
