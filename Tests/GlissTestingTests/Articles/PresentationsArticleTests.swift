import XCTest
import Gliss
import GlissTesting

// The code of the article "Sheets, alerts and menus"
// (Sources/GlissControls/GlissControls.docc/Presentations.md).

// docs:begin files
final class FilesApp: App {
    var files = ["notes.txt", "todo.md"]
    var renaming = false
    var newName = ""
    var confirmingDelete = false
    var sort = "Name"

    func body(_ ui: UI) {
        ui.vstack(alignment: .leading, spacing: 10) {
            ui.hstack {
                ui.button("Rename…") { self.renaming = true }
                    .sheet(isPresented: Bindable(self).renaming) {
                        ui.vstack(alignment: .leading, spacing: 12) {
                            ui.text("New name", font: .headline)
                            ui.textField("Name", text: Bindable(self).newName).frame(width: 240)
                            ui.button("Rename") { self.files[0] = self.newName; self.renaming = false }
                        }
                        .padding(20)
                    }
                ui.button("Delete…") { self.confirmingDelete = true }
                    .alert("Delete \(files[0])?", isPresented: Bindable(self).confirmingDelete) {
                        ui.button("Delete", role: .destructive) { self.files.removeFirst() }
                        ui.button("Cancel", role: .cancel) {}
                    } message: {
                        ui.text("You can't undo this action.")
                    }
                ui.menu("View") {
                    ui.button("Refresh") {}
                    ui.divider()
                    ui.menu("Sort By") {
                        ui.button("Name") { self.sort = "Name" }
                        ui.button("Date") { self.sort = "Date" }
                    }
                }
            }
            for file in files { ui.text(file) }
        }
        .padding(20)
    }
}
// docs:end files

// docs:begin inspector-sheet
final class InspectorApp: App {
    var inspecting = false

    func body(_ ui: UI) {
        ui.button("Inspect") { self.inspecting = true }
            .sheet(isPresented: Bindable(self).inspecting) {
                ui.vstack(alignment: .leading, spacing: 8) {
                    ui.text("Inspector", font: .headline)
                    ui.text("Size: 12 KB")
                }
                .padding(20)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .presentationDetents([.medium, .large])
                .presentationBackground(.yellow)
                .presentationCornerRadius(20)
            }
    }
}
// docs:end inspector-sheet

final class PresentationsArticleTests: XCTestCase {
    func testTheInspectorSheetOpensAtTheMediumDetent() throws {
        let h = try Harness(app: InspectorApp(), size: Size(640, 400), text: .headless)
        try h.click(label: "Inspect")
        try h.runUntilIdle()
        let card = try XCTUnwrap(h.nodes(role: "dialog").first).frame
        XCTAssertEqual(card.height, 200, accuracy: 0.5, "half the window: the smaller detent")
        let fill = h.host.lastDrawList.commands.contains { c in
            if case .fillRoundedRect(let r, 20, .yellow) = c { return abs(r.height - 200) < 0.5 }
            return false
        }
        XCTAssertTrue(fill, "a yellow card with 20-point corners")
    }

    func testTheFilesApp() throws {
        // docs:begin files-test
        let app = FilesApp()
        let h = try Harness(app: app, text: .headless)
        // The alert: Return activates its default button, "Delete".
        try h.click(label: "Delete…")
        try h.runUntilIdle()
        XCTAssertEqual(h.nodes(role: "alert").map(\.label), ["Delete notes.txt?"])
        try h.key("Return")
        XCTAssertEqual(app.files, ["todo.md"])
        try h.runUntilIdle()
        // The menu: a click opens it, one on "Sort By" its submenu, one on "Date" chooses.
        try h.click(label: "View", role: "menuButton")
        try h.runUntilIdle()
        try h.click(label: "Sort By", role: "menuItem")
        try h.click(label: "Date", role: "menuItem")
        XCTAssertEqual(app.sort, "Date")
        // docs:end files-test
        // The sheet: typed into, closed by its button.
        try h.runUntilIdle()
        try h.click(label: "Rename…")
        try h.runUntilIdle()
        try h.click(label: "Name", role: "textField")
        h.type("plan.md")
        try h.click(label: "Rename", role: "button")
        XCTAssertEqual(app.files, ["plan.md"])
    }
}
