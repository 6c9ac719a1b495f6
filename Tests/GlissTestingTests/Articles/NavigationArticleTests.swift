import XCTest
import Gliss
import GlissTesting

// The code of the article "Navigation, tabs, lists and forms"
// (Sources/GlissControls/GlissControls.docc/NavigationAndLists.md).

// docs:begin mail-model
struct Message: Hashable, Identifiable {
    var id: Int
    var subject: String
}

enum Pane: Hashable { case inbox, settings }

final class Mail: App {
    var pane = Pane.inbox
    var path: [Message] = []
    var messages = [Message(id: 1, subject: "Lunch on Friday?"),
                    Message(id: 2, subject: "Build is green"),
                    Message(id: 3, subject: "Quarterly report")]
    var selection: Set<Int> = []
    var notifications = true
    var fontSize = 13

    func body(_ ui: UI) {
        ui.tabView(selection: Bindable(self).pane) {
            ui.tab("Inbox", icon: Icon(named: "envelope"), value: Pane.inbox) { inbox(ui) }
            ui.tab("Settings", icon: Icon(named: "gear"), value: Pane.settings) { settings(ui) }
        }
    }
// docs:end mail-model

    // docs:begin inbox
    func inbox(_ ui: UI) {
        ui.navigationStack(path: Bindable(self).path) {
            ui.list(messages, id: \.id, selection: Bindable(self).selection) { message in
                ui.text(message.subject)
                    .swipeActions {
                        ui.button("Delete", role: .destructive) { self.delete(message.id) }
                    }
            }
            .onDelete { offsets in
                for i in offsets.reversed() { self.messages.remove(at: i) }
            }
            .navigationTitle("Inbox")
            ui.navigationDestination(for: Message.self) { message in
                ui.text(message.subject, font: .title3).padding(20)
                    .navigationTitle("Message")
            }
        }
    }
    // docs:end inbox

    func delete(_ id: Int) { messages.removeAll { $0.id == id } }

    // docs:begin settings
    func settings(_ ui: UI) {
        ui.form {
            ui.section("Alerts") {
                ui.toggle("Notifications", isOn: Bindable(self).notifications)
                ui.stepper("Font size", value: Bindable(self).fontSize, in: 9...24)
            }
            ui.section("Account", footer: "Signed in since 2024.") {
                ui.labeledContent("Server") { ui.text("imap.example.com", color: .gray) }
            }
        }
    }
    // docs:end settings
}

final class TripPlanner: App {
    var departs = Date(timeIntervalSince1970: 1_796_000_000)
    var tint = Color.orange
    static var defaultSize: Size { Size(520, 360) }

    // docs:begin pickers
    func body(_ ui: UI) {
        ui.form {
            ui.section("Trip") {
                ui.datePicker("Departs", selection: Bindable(self).departs,
                              displayedComponents: [.date, .hourAndMinute])
                ui.colorPicker("Label colour", selection: Bindable(self).tint, supportsOpacity: false)
            }
        }
    }
    // docs:end pickers
}

final class NavigationArticleTests: XCTestCase {
    /// The pickers' sample: both are in the inspector with their roles, and the date picker's
    /// value is the date in the locale's order (the system's, here).
    func testThePickers() throws {
        let app = TripPlanner()
        let h = try Harness(app: app, text: .headless)
        let date = app.departs.formatted(Date.FormatStyle(date: .numeric, time: .omitted).locale(.current))
        XCTAssertEqual(try h.node(label: "Departs", role: "datePicker").value?.hasPrefix(date + " "), true, "the date in the locale's order, then the time")
        XCTAssertEqual(try h.node(label: "Label colour", role: "colorPicker").value, app.tint.hexString)
        XCTAssertEqual(h.warnings, [])
    }

    func testTheMailApp() throws {
        // docs:begin mail-test
        let app = Mail()
        let h = try Harness(app: app, text: .headless)

        // Lists: a click selects, Ctrl+click adds, Delete runs onDelete.
        try h.click(label: "Lunch on Friday?", role: "listItem")
        h.click(at: try h.node(label: "Quarterly report", role: "listItem").frame.center, modifiers: .control)
        XCTAssertEqual(app.selection, [1, 3])
        try h.key("Delete")
        XCTAssertEqual(app.messages.map(\.subject), ["Build is green"])

        // Navigation: pushing slides the page in; the back button pops.
        app.path = [app.messages[0]]
        h.run(frames: 5)
        XCTAssertTrue(h.ui.animating)                    // still sliding in
        try h.runUntilIdle()
        XCTAssertEqual(try h.node(label: "Message", role: "navigationBar").label, "Message")
        try h.click(label: "Back", role: "button")
        XCTAssertEqual(app.path, [])

        // Tabs: Ctrl+Tab selects the next one; only its content is built.
        try h.key("Tab", modifiers: .control)
        XCTAssertEqual(app.pane, .settings)
        XCTAssertEqual(try h.node(label: "Settings", role: "pageTab").value, "on")
        try h.click(label: "Notifications", role: "toggle")
        XCTAssertFalse(app.notifications)
        // docs:end mail-test
        XCTAssertEqual(h.warnings, [])
    }
}
