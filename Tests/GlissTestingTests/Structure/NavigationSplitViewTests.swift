import XCTest
import Gliss
import GlissTesting

/// `navigationSplitView`: columns at their ideal widths, dividers dragged within the columns'
/// `min` and `max` (never squeezing the detail below its own), the resize pointer over a
/// divider, the `splitter` role, and `columnVisibility` hiding columns.
final class NavigationSplitViewTests: XCTestCase {
    final class Mail: App {
        var visibility = NavigationSplitViewVisibility.all
        var sidebarWidth: (min: Double, ideal: Double, max: Double)? = (180, 200, 320)
        var contentWidth: (min: Double, ideal: Double, max: Double)? = nil
        var fixedSidebar: Double? = nil
        var twoColumns = false
        static var defaultSize: Size { Size(1200, 800) }
        init() {}
        func body(_ ui: UI) {
            let sidebar = {
                let r = ui.vstack(alignment: .leading, spacing: 0) { ui.text("Inbox") }
                if let w = self.sidebarWidth { r.navigationSplitViewColumnWidth(min: w.min, ideal: w.ideal, max: w.max) }
                if let w = self.fixedSidebar { r.navigationSplitViewColumnWidth(w) }
            }
            let detail = { ui.text("Message body") }
            if twoColumns {
                ui.navigationSplitView(columnVisibility: Bindable(self).visibility) { sidebar() } detail: { detail() }
            } else {
                ui.navigationSplitView(columnVisibility: Bindable(self).visibility) {
                    sidebar()
                } content: {
                    let r = ui.text("Messages")
                    if let w = self.contentWidth { r.navigationSplitViewColumnWidth(min: w.min, ideal: w.ideal, max: w.max) }
                } detail: {
                    detail()
                }
            }
        }
    }

    private func width(_ h: Harness, _ divider: String) throws -> String? {
        try h.node(label: divider, role: "splitter").value
    }

    func testColumnsStartAtTheirIdealWidths() throws {
        let h = try Harness(app: Mail(), text: .headless)
        XCTAssertEqual(try width(h, "Sidebar divider"), "200", "the sidebar's ideal")
        XCTAssertEqual(try width(h, "Content divider"), "260", "a content column's default")
        // Sidebar 200, a 1-point divider, content 260, another divider: the detail at 462.
        XCTAssertEqual(try h.node(label: "Inbox", role: "text").frame.minX, 0, accuracy: 0.5)
        XCTAssertEqual(try h.node(label: "Messages", role: "text").frame.minX, 201, accuracy: 0.5)
        XCTAssertEqual(try h.node(label: "Message body", role: "text").frame.minX, 462, accuracy: 0.5)
        // The divider's hit zone is centred on its line.
        XCTAssertEqual(try h.node(label: "Sidebar divider", role: "splitter").frame.center.x, 200.5, accuracy: 0.01)
    }

    /// #50's acceptance: dragging the first divider 300 points right stops at the sidebar's
    /// max (320); 40 points right moves it 40.
    func testDraggingTheSidebarDividerStopsAtItsMax() throws {
        let h = try Harness(app: Mail(), text: .headless)
        try h.drag(label: "Sidebar divider", role: "splitter", by: Point(300, 0))
        h.run(frames: 2)
        XCTAssertEqual(try width(h, "Sidebar divider"), "320")
        XCTAssertEqual(try h.node(label: "Messages", role: "text").frame.minX, 321, accuracy: 0.5,
                       "the content column moves with the divider and keeps its width")
        XCTAssertEqual(try h.node(label: "Message body", role: "text").frame.minX, 582, accuracy: 0.5)

        let h2 = try Harness(app: Mail(), text: .headless)
        try h2.drag(label: "Sidebar divider", role: "splitter", by: Point(40, 0))
        h2.run(frames: 2)
        XCTAssertEqual(try width(h2, "Sidebar divider"), "240")
        // A second drag starts from where the first left it; left past the min stops there.
        try h2.drag(label: "Sidebar divider", role: "splitter", by: Point(-30, 0))
        h2.run(frames: 2)
        XCTAssertEqual(try width(h2, "Sidebar divider"), "210")
        try h2.drag(label: "Sidebar divider", role: "splitter", by: Point(-200, 0))
        h2.run(frames: 2)
        XCTAssertEqual(try width(h2, "Sidebar divider"), "180")
    }

    func testTheDividerFollowsThePointerDuringTheDrag() throws {
        let h = try Harness(app: Mail(), text: .headless)
        let c = try h.node(label: "Sidebar divider", role: "splitter").frame.center
        h.press(at: c)
        h.move(to: Point(c.x + 25, c.y))
        h.move(to: Point(c.x + 50, c.y))
        XCTAssertEqual(try width(h, "Sidebar divider"), "250", "mid-drag")
        h.release(at: Point(c.x + 50, c.y))
        h.run(frames: 2)
        XCTAssertEqual(try width(h, "Sidebar divider"), "250")
    }

    func testAFixedWidthDoesNotMoveAndTheDetailKeepsItsMin() throws {
        let app = Mail()
        app.sidebarWidth = nil
        app.fixedSidebar = 240
        app.contentWidth = (200, 260, 1000)
        let h = try Harness(app: app, text: .headless)
        XCTAssertEqual(try width(h, "Sidebar divider"), "240")
        try h.drag(label: "Sidebar divider", role: "splitter", by: Point(60, 0))
        h.run(frames: 2)
        XCTAssertEqual(try width(h, "Sidebar divider"), "240", "a fixed width stays")
        // The content may grow to 1000, but the detail keeps its 300: 1200 − 241 − 1 − 300.
        try h.drag(label: "Content divider", role: "splitter", by: Point(600, 0))
        h.run(frames: 2)
        XCTAssertEqual(try width(h, "Content divider"), "658")
        XCTAssertEqual(try h.node(label: "Message body", role: "text").frame.minX, 900, accuracy: 0.5)
    }

    /// A window made narrower squeezes the content column, then the sidebar, down to their
    /// mins before the detail gets less than its own; made wider, they get their widths back.
    func testANarrowerWindowSqueezesTheColumnsBeforeTheDetail() throws {
        let h = try Harness(app: Mail(), text: .headless)
        try h.drag(label: "Content divider", role: "splitter", by: Point(240, 0))
        h.run(frames: 2)
        XCTAssertEqual(try width(h, "Content divider"), "500")
        func resize(_ w: Double) throws {
            h.step([.resize(Size(w, 800))])
            try h.runUntilIdle()
        }
        // 800 − 300 for the detail − 2 for the dividers leaves 498: the content gives 202.
        try resize(800)
        XCTAssertEqual(try width(h, "Sidebar divider"), "200")
        XCTAssertEqual(try width(h, "Content divider"), "298")
        XCTAssertEqual(try h.node(label: "Message body", role: "text").frame.minX, 500, accuracy: 0.5)
        // 700 leaves 398: the content at its min (200) and the sidebar gives 2 of its 200.
        try resize(700)
        XCTAssertEqual(try width(h, "Content divider"), "200")
        XCTAssertEqual(try width(h, "Sidebar divider"), "198")
        try resize(1200)
        XCTAssertEqual(try width(h, "Sidebar divider"), "200")
        XCTAssertEqual(try width(h, "Content divider"), "500")
    }

    func testTheDividerShowsTheColumnResizePointer() throws {
        let h = try Harness(app: Mail(), text: .headless)
        h.move(to: Point(203, 400))
        h.run(frames: 1)
        XCTAssertEqual(h.ui.pointerStyle, .columnResize, "within 4 points of the line")
        h.move(to: Point(100, 400))
        h.run(frames: 1)
        XCTAssertEqual(h.ui.pointerStyle, .default)
    }

    func testThePointerKeepsItsShapeWhileTheDividerIsDragged() throws {
        let h = try Harness(app: Mail(), text: .headless)
        let c = try h.node(label: "Sidebar divider", role: "splitter").frame.center
        h.press(at: c)
        for x in stride(from: 50.0, through: 300, by: 50) { h.move(to: Point(c.x + x, c.y)) }
        XCTAssertEqual(try width(h, "Sidebar divider"), "320", "stopped at its max, 180 points behind the pointer")
        XCTAssertEqual(h.ui.pointerStyle, .columnResize)
        h.release(at: Point(c.x + 300, c.y))
        h.run(frames: 2)
        XCTAssertEqual(h.ui.pointerStyle, .default)
    }

    /// A screen reader sets a divider's value (AT-SPI's Value interface): the column takes
    /// it within its bounds.
    func testAScreenReaderSetsTheWidth() throws {
        let h = try Harness(app: Mail(), text: .headless)
        func set(_ v: Double) throws {
            let id = try XCTUnwrap(h.ui.accessibilityElements().first { $0.label == "Sidebar divider" }).id
            h.step([.accessibility(.setValue(id, v))])
            h.run(frames: 1)
        }
        let element = try XCTUnwrap(h.ui.accessibilityElements().first { $0.label == "Sidebar divider" })
        XCTAssertEqual(element.range?.bounds, 180...320)
        try set(250)
        XCTAssertEqual(try width(h, "Sidebar divider"), "250")
        try set(900)
        XCTAssertEqual(try width(h, "Sidebar divider"), "320")
    }

    func testColumnVisibilityHidesColumns() throws {
        let app = Mail()
        let h = try Harness(app: app, text: .headless)
        try h.settle { app.visibility = .doubleColumn }
        XCTAssertThrowsError(try h.node(label: "Inbox"), "the sidebar is hidden")
        XCTAssertThrowsError(try h.node(label: "Sidebar divider"))
        XCTAssertEqual(try h.node(label: "Messages", role: "text").frame.minX, 0, accuracy: 0.5)
        XCTAssertEqual(try h.node(label: "Message body", role: "text").frame.minX, 261, accuracy: 0.5)

        try h.settle { app.visibility = .detailOnly }
        XCTAssertThrowsError(try h.node(label: "Messages"), "the content column is hidden")
        XCTAssertThrowsError(try h.node(label: "Content divider"))
        XCTAssertEqual(try h.node(label: "Message body", role: "text").frame.minX, 0, accuracy: 0.5)

        // Shown again, it slides in: part way after a few frames, in place at rest.
        app.visibility = .all
        h.run(frames: 3)
        let mid = try h.node(label: "Message body", role: "text").frame.minX
        XCTAssertGreaterThan(mid, 1)
        XCTAssertLessThan(mid, 461)
        try h.runUntilIdle()
        XCTAssertEqual(try h.node(label: "Inbox", role: "text").frame.minX, 0, accuracy: 0.5)
        XCTAssertEqual(try h.node(label: "Message body", role: "text").frame.minX, 462, accuracy: 0.5)
    }

    /// `NavigationSplitViewVisibility` is a struct with static members, as SwiftUI's: code
    /// written for SwiftUI's (a `switch` with a `default`, `==`, a `Set`, saved as JSON)
    /// compiles and runs the same.
    func testTheVisibilityIsAStructAsInSwiftUI() throws {
        func name(_ v: NavigationSplitViewVisibility) -> String {
            switch v {
            case .all: return "all"
            case .detailOnly: return "detailOnly"
            default: return "other"
            }
        }
        XCTAssertEqual(name(.detailOnly), "detailOnly")
        XCTAssertEqual(name(.doubleColumn), "other")
        XCTAssertEqual(Mirror(reflecting: NavigationSplitViewVisibility.all).displayStyle, .struct)
        XCTAssertEqual(Set([NavigationSplitViewVisibility.all, .all, .automatic]).count, 2)
        let data = try JSONEncoder().encode([NavigationSplitViewVisibility.doubleColumn, .automatic])
        XCTAssertEqual(String(decoding: data, as: UTF8.self), #"["doubleColumn","automatic"]"#)
        XCTAssertEqual(try JSONDecoder().decode([NavigationSplitViewVisibility].self, from: data), [.doubleColumn, .automatic])
        XCTAssertThrowsError(try JSONDecoder().decode(NavigationSplitViewVisibility.self, from: Data(#""sideways""#.utf8)))
    }

    /// The divider's grab zone reaches 4 points into the columns beside it, as AppKit's thin
    /// divider's does, and takes the clicks there: a row under it does not select. But a
    /// vertical drag and the wheel reach the column under it, so a list whose scroll indicator
    /// runs along the column's trailing edge (under the zone) still scrolls there — also when
    /// the drag's first step wavers sideways.
    func testTheGrabZoneLeavesVerticalDragsAndTheWheelToTheColumn() throws {
        final class Long: App {
            var selection: Int? = nil
            static var defaultSize: Size { Size(1200, 800) }
            init() {}
            func body(_ ui: UI) {
                ui.navigationSplitView {
                    ui.list(Array(0..<120), id: \.self, selection: Bindable(self).selection, id: "rows") { ui.text("Row \($0)") }
                } detail: { ui.text("Detail") }
            }
        }
        let app = Long()
        let h = try Harness(app: app, text: .headless)
        // The first row showing, as the list scrolls.
        func top() -> Int {
            h.ui.accessibilityElements().compactMap { $0.label.hasPrefix("Row ") ? Int($0.label.dropFirst(4)) : nil }.min() ?? -1
        }
        // The sidebar is 200 wide: x 197 is in the zone, on the list's scroll indicator.
        let y = try h.node(label: "Row 1", role: "listItem").frame.midY
        h.click(at: Point(197, y))
        try h.runUntilIdle()
        XCTAssertNil(app.selection, "the divider's click")
        h.click(at: Point(150, y))
        try h.runUntilIdle()
        XCTAssertEqual(app.selection, 1)

        XCTAssertEqual(top(), 0)
        h.wheel(dy: 200, at: Point(197, 400))
        try h.runUntilIdle()
        let wheeled = top()
        XCTAssertGreaterThan(wheeled, 0, "the wheel scrolls the list")

        // A drag through `points`, resting before the release (no glide after it).
        func drag(_ points: [Point]) {
            h.press(at: points[0])
            for p in points.dropFirst() { h.move(to: p) }
            h.run(frames: 10)
            h.release(at: points[points.count - 1])
            h.run(frames: 2)
        }
        drag(stride(from: 500.0, through: 300, by: -20).map { Point(197, $0) })
        let dragged = top()
        XCTAssertGreaterThan(dragged, wheeled + 5, "a vertical drag scrolls it")
        XCTAssertEqual(try width(h, "Sidebar divider"), "200")

        // A first step as far sideways as down still leaves the drag to the list.
        drag([Point(197, 500), Point(198, 499)] + stride(from: 480.0, through: 300, by: -20).map { Point(198, $0) })
        XCTAssertGreaterThan(top(), dragged + 5)
        XCTAssertEqual(try width(h, "Sidebar divider"), "200")
    }

    func testTheTwoColumnForm() throws {
        let app = Mail()
        app.twoColumns = true
        let h = try Harness(app: app, text: .headless)
        XCTAssertEqual(try h.node(label: "Message body", role: "text").frame.minX, 201, accuracy: 0.5)
        XCTAssertThrowsError(try h.node(label: "Content divider"))
        try h.settle { app.visibility = .doubleColumn }
        XCTAssertEqual(try h.node(label: "Message body", role: "text").frame.minX, 201, accuracy: 0.5,
                       "two columns are all of them")
        try h.settle { app.visibility = .detailOnly }
        XCTAssertThrowsError(try h.node(label: "Inbox"))
        XCTAssertEqual(try h.node(label: "Message body", role: "text").frame.minX, 0, accuracy: 0.5)
    }

    func testANarrowWindowCollapsesColumnsUnderAutomatic() throws {
        func shows(width: Double, _ visibility: NavigationSplitViewVisibility) throws -> (sidebar: Bool, content: Bool) {
            let app = Mail()
            app.visibility = visibility
            let h = try Harness(app: app, size: Size(width, 800), text: .headless)
            XCTAssertFalse(h.ui.animating, "a column collapsed at launch does not slide")
            return ((try? h.node(label: "Inbox")) != nil, (try? h.node(label: "Messages")) != nil)
        }
        // 180 + 1 + 200 + 1 + 300: every column fits at its min from 682 points on.
        XCTAssertTrue(try shows(width: 1200, .automatic) == (true, true))
        XCTAssertTrue(try shows(width: 682, .automatic) == (true, true))
        XCTAssertTrue(try shows(width: 681, .automatic) == (false, true), "the sidebar goes first")
        XCTAssertTrue(try shows(width: 500, .automatic) == (false, false), "then the content column")
        XCTAssertTrue(try shows(width: 600, .all) == (true, true), "an explicit visibility stays")
    }

    func testAWindowNarrowedCollapsesTheSidebar() throws {
        let app = Mail()
        app.visibility = .automatic
        let h = try Harness(app: app, text: .headless)
        XCTAssertNoThrow(try h.node(label: "Inbox"))
        h.step([.resize(Size(640, 800))])
        try h.runUntilIdle()
        XCTAssertThrowsError(try h.node(label: "Inbox"))
        XCTAssertEqual(try h.node(label: "Messages", role: "text").frame.minX, 0, accuracy: 0.5)
    }

    func testF9HidesAndShowsTheSidebar() throws {
        let app = Mail()
        let h = try Harness(app: app, text: .headless)
        try h.key("F9")
        XCTAssertEqual(app.visibility, .doubleColumn)
        try h.runUntilIdle()
        XCTAssertThrowsError(try h.node(label: "Inbox"))
        try h.key("F9")
        XCTAssertEqual(app.visibility, .all)
        try h.runUntilIdle()
        XCTAssertNoThrow(try h.node(label: "Inbox"))
        app.twoColumns = true
        try h.key("F9")
        XCTAssertEqual(app.visibility, .detailOnly, "two columns hide the sidebar with detailOnly")
    }

    /// Without a binding the split view keeps its own visibility: F9 still hides the sidebar.
    func testF9WithoutABinding() throws {
        final class Unbound: App {
            static var defaultSize: Size { Size(1200, 800) }
            init() {}
            func body(_ ui: UI) {
                ui.navigationSplitView { ui.text("Sidebar") } content: { ui.text("Content") } detail: { ui.text("Detail") }
            }
        }
        let h = try Harness(app: Unbound(), text: .headless)
        XCTAssertNoThrow(try h.node(label: "Sidebar", role: "text"))
        try h.key("F9")
        try h.runUntilIdle()
        XCTAssertThrowsError(try h.node(label: "Sidebar"))
        XCTAssertEqual(try h.node(label: "Content", role: "text").frame.minX, 0, accuracy: 0.5)
        try h.key("F9")
        try h.runUntilIdle()
        XCTAssertNoThrow(try h.node(label: "Sidebar", role: "text"))
    }

    /// A navigation stack in the detail column pushes within the column: its title bar spans
    /// the detail, not the window.
    func testANavigationStackInTheDetail() throws {
        final class Stacked: App {
            var path: [Int] = []
            static var defaultSize: Size { Size(1200, 800) }
            init() {}
            func body(_ ui: UI) {
                ui.navigationSplitView {
                    ui.text("Sidebar")
                } detail: {
                    ui.navigationStack(path: Bindable(self).path) {
                        ui.navigationLink("Open", value: 1).navigationTitle("Home")
                        ui.navigationDestination(for: Int.self) { n in ui.text("Page \(n)").navigationTitle("Page") }
                    }
                }
            }
        }
        let app = Stacked()
        let h = try Harness(app: app, text: .headless)
        let bar = try h.node(label: "Home", role: "navigationBar").frame
        XCTAssertEqual(bar.minX, 201, accuracy: 0.5)
        XCTAssertEqual(bar.width, 999, accuracy: 0.5)
        try h.click(label: "Open", role: "button")
        try h.runUntilIdle()
        XCTAssertEqual(app.path, [1])
        XCTAssertEqual(try h.node(label: "Page 1", role: "text").frame.minX, 201, accuracy: 0.5)
        XCTAssertNoThrow(try h.node(label: "Sidebar", role: "text"), "the sidebar stays")
    }
}

extension Harness {
    /// Makes `change` to the app's model, then runs frames until all is at rest (a column
    /// slid out or in, a colour scheme switched).
    func settle(after change: () -> Void) throws {
        change()
        run(frames: 1)
        try runUntilIdle()
    }
}
