import XCTest
import Gliss
import GlissTesting

/// `.badge` on list rows (#50 item 4): a count at the row's trailing edge, none for 0, white
/// on a selected row; outside a list row it warns.
final class ListBadgeTests: XCTestCase {
    final class Mail: App {
        var selection: Set<String> = []
        let boxes = [("Inbox", 12), ("Drafts", 0), ("Sent", 3)]
        static var defaultSize: Size { Size(300, 200) }
        init() {}
        func body(_ ui: UI) {
            ui.list(boxes.map(\.0), id: \.self, selection: Bindable(self).selection, id: "boxes") { name in
                ui.text(name).badge(self.boxes.first { $0.0 == name }!.1)
            }
        }
    }

    func testACountSitsAtTheTrailingEdgeAndZeroShowsNone() throws {
        let h = try Harness(app: Mail(), text: .headless)
        let inbox = try h.node(label: "Inbox", role: "listItem").frame
        let count = try h.node(label: "12", role: "text").frame
        XCTAssertEqual(count.midY, inbox.midY, accuracy: 1, "on the row")
        XCTAssertGreaterThan(count.minX, inbox.midX, "at its trailing edge")
        XCTAssertLessThanOrEqual(count.maxX, inbox.maxX)
        XCTAssertNoThrow(try h.node(label: "3", role: "text"))
        XCTAssertThrowsError(try h.node(label: "0", role: "text"), "0 shows no badge")
        XCTAssertEqual(try h.node(label: "Inbox", role: "listItem").label, "Inbox", "the row is still named by its content")
    }

    func testASelectedRowsBadgeTurnsWhite() throws {
        let d = FrameDriver(width: 300, height: 200) { ui in
            ui.list(["Inbox"], id: \.self, selection: .constant(["Inbox"]), id: "boxes") { name in
                ui.text(name).badge(7)
            }
        }
        d.frame(); d.frame()
        try d.click(label: "Inbox")
        d.frame(); d.frame()
        let color = d.list.commands.lazy.compactMap { c -> Color? in
            if case .text("7", _, let color, _) = c { return color } else { return nil }
        }.first
        XCTAssertEqual(color?.r, 1, "white on the accent colour")
    }

    func testABadgeOutsideAListRowWarns() throws {
        let h = try Harness(size: Size(200, 100), text: .headless) { ui in ui.text("Alone").badge(3) }
        XCTAssertTrue(h.warnings.contains { $0.contains("badge outside a list row") }, "\(h.warnings)")
        XCTAssertThrowsError(try h.node(label: "3", role: "text"))
    }
}
