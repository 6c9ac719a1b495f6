import XCTest
import Gliss
import GlissTesting

/// `navigationSplitView(style:)`: under `.balanced` (and `.automatic`) the detail gets
/// narrower when the sidebar shows; under `.prominentDetail` it keeps its width and place,
/// the sidebar lying over its leading edge.
final class NavigationSplitViewStyleTests: XCTestCase {
    final class Mail: App {
        var style = NavigationSplitViewStyle.automatic
        var visibility = NavigationSplitViewVisibility.all
        var twoColumns = true
        /// Set through the environment (`ui.navigationSplitViewStyle`) rather than `style:`.
        var styleFromEnvironment = false
        var replies = 0
        static var defaultSize: Size { Size(1200, 800) }
        init() {}
        func body(_ ui: UI) {
            let detail = {
                ui.vstack(alignment: .leading, spacing: 0) {
                    ui.button("Reply") { self.replies += 1 }
                    ui.text("Message body").frame(maxWidth: .infinity)
                }
            }
            if styleFromEnvironment {
                ui.navigationSplitViewStyle(style) {
                    ui.navigationSplitView(columnVisibility: Bindable(self).visibility) {
                        ui.text("Inbox")
                    } detail: { detail() }
                }
            } else if twoColumns {
                ui.navigationSplitView(columnVisibility: Bindable(self).visibility, style: style) {
                    ui.text("Inbox")
                } detail: { detail() }
            } else {
                ui.navigationSplitView(columnVisibility: Bindable(self).visibility, style: style) {
                    ui.text("Inbox")
                } content: {
                    ui.text("Messages")
                } detail: { detail() }
            }
        }
    }

    /// The middle of the detail (its text spans it).
    private func detailCentre(_ h: Harness) throws -> Double {
        try h.node(label: "Message body", role: "text").frame.center.x
    }

    func testBalancedMakesRoomForTheSidebar() throws {
        for style in [NavigationSplitViewStyle.automatic, .balanced] {
            let app = Mail()
            app.style = style
            let h = try Harness(app: app, text: .headless)
            // The sidebar (200) and its divider before it: the detail is 999 wide from 201.
            XCTAssertEqual(try detailCentre(h), 201 + 999 / 2, accuracy: 0.5, "\(style)")
            try h.settle { app.visibility = .detailOnly }
            XCTAssertEqual(try detailCentre(h), 600, accuracy: 0.5, "\(style)")
        }
    }

    func testProminentDetailKeepsTheDetailsWidth() throws {
        let app = Mail()
        app.style = .prominentDetail
        let h = try Harness(app: app, text: .headless)
        XCTAssertEqual(try detailCentre(h), 600, accuracy: 0.5, "the whole window, the sidebar over it")
        XCTAssertEqual(try h.node(label: "Inbox", role: "text").frame.minX, 0, accuracy: 0.5)
        try h.settle { app.visibility = .detailOnly }
        XCTAssertEqual(try detailCentre(h), 600, accuracy: 0.5)
        // Where the detail's button is, with the sidebar shown, the sidebar takes the click.
        let reply = try h.node(label: "Reply", role: "button").frame.center
        try h.settle { app.visibility = .all }
        h.click(at: reply)
        try h.runUntilIdle()
        XCTAssertEqual(app.replies, 0, "the sidebar lies over the button")
        // Dragging the sidebar wider moves it further over the detail, which stays.
        try h.drag(label: "Sidebar divider", role: "splitter", by: Point(100, 0))
        h.run(frames: 2)
        XCTAssertEqual(try h.node(label: "Sidebar divider", role: "splitter").value, "300")
        XCTAssertEqual(try detailCentre(h), 600, accuracy: 0.5)
    }

    /// Three columns: the content column stays beside the detail; the sidebar pushes it over
    /// the detail's leading edge instead of making the detail narrower.
    func testProminentDetailWithThreeColumns() throws {
        let app = Mail()
        app.twoColumns = false
        app.style = .prominentDetail
        let h = try Harness(app: app, text: .headless)
        // The content column (260) and its divider before the detail: 939 wide from 261.
        XCTAssertEqual(try detailCentre(h), 261 + 939 / 2, accuracy: 0.5)
        XCTAssertEqual(try h.node(label: "Messages", role: "text").frame.minX, 201, accuracy: 0.5)
        try h.settle { app.visibility = .doubleColumn }
        XCTAssertEqual(try detailCentre(h), 261 + 939 / 2, accuracy: 0.5)
        XCTAssertEqual(try h.node(label: "Messages", role: "text").frame.minX, 0, accuracy: 0.5)
        // The content's divider still takes room from the detail.
        try h.drag(label: "Content divider", role: "splitter", by: Point(40, 0))
        h.run(frames: 2)
        XCTAssertEqual(try detailCentre(h), 301 + 899 / 2, accuracy: 0.5)
    }

    /// `ui.navigationSplitViewStyle(_:_:)` (SwiftUI's `.navigationSplitViewStyle`) styles the
    /// split views inside it as the `style:` argument does.
    func testStyleFromTheEnvironment() throws {
        let app = Mail()
        app.style = .prominentDetail
        app.styleFromEnvironment = true
        let h = try Harness(app: app, text: .headless)
        XCTAssertEqual(try detailCentre(h), 600, accuracy: 0.5, "the detail keeps the whole width")
        try h.settle { app.style = .balanced }
        XCTAssertEqual(try detailCentre(h), 201 + 999 / 2, accuracy: 0.5)
    }
}
