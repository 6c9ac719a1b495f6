import XCTest
import Gliss
import GlissTesting

// The code of the article "Screen readers and accessibility"
// (Sources/GlissCore/GlissCore.docc/Accessibility.md).

// docs:begin inbox
final class InboxApp: App {
    var messages = ["Lunch on Friday?", "Build is green"]
    var unreadOnly = false

    func body(_ ui: UI) {
        ui.vstack(alignment: .leading, spacing: 8) {
            ui.text("Inbox", font: .title).accessibilityAddTraits(.isHeader)
            ui.toggle("Unread only", isOn: Bindable(self).unreadOnly)
            for (i, m) in messages.enumerated() {
                ui.hstack(spacing: 8) {
                    ui.icon(Icon(named: "envelope"), size: 14).accessibilityHidden()
                    ui.text(m)
                    ui.text("9:4\(i)", color: .secondary)
                }
                .accessibilityElement(children: .combine)
                .accessibilityHint("Opens the message")
                .accessibilityAction(named: "Delete") { self.messages.remove(at: i) }
            }
        }
        .padding(20)
    }
}
// docs:end inbox

final class AccessibilityArticleTests: XCTestCase {
    func testTheInboxAsAScreenReaderReadsIt() throws {
        // docs:begin inbox-test
        let app = InboxApp()
        let h = try Harness(app: app, text: .headless)
        let tree = h.accessibilityElements
        XCTAssertTrue(tree.contains { $0.label == "Inbox" && $0.traits.contains(.isHeader) })
        // Each row is one element: its texts read as one line, the icon not at all.
        let row = try XCTUnwrap(tree.first { $0.label == "Lunch on Friday?, 9:40" })
        XCTAssertEqual(row.hint, "Opens the message")
        XCTAssertEqual(row.actions, ["Delete"])
        // A screen reader runs the row's action as it runs a button's click.
        h.step([.accessibility(.perform(row.id, action: "Delete"))])
        XCTAssertEqual(app.messages, ["Build is green"])
        // docs:end inbox-test
        let toggle = try XCTUnwrap(h.accessibilityElements.first { $0.role == .toggle })
        XCTAssertEqual(toggle.isChecked, false)
        h.step([.accessibility(.activate(toggle.id))])
        XCTAssertTrue(app.unreadOnly)
    }
}
