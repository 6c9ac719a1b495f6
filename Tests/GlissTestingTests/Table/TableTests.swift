import XCTest
import Foundation
import Gliss
import GlissTesting

/// `table` (#50 item 2): lazy rows, sorting by a header click, resizing columns by a header
/// edge, selection by clicks and keys, alternating rows, the row and header menus, and the
/// inspector's roles.
final class TableTests: XCTestCase {
    // docs:begin table-model
    struct File: Identifiable, Hashable {
        var id: Int
        var name: String
        var size: Int
    }

    final class Files: App {
        var files: [File]
        var selection: Set<Int> = []
        // As in SwiftUI, the app sorts its rows when the table changes the order.
        var sortOrder: [KeyPathComparator<File>] = [] { didSet { files.sort(using: sortOrder) } }
        // docs:end table-model
        /// Cells of the Size column built, over the whole run.
        var built = 0
        var menuTargets: [Set<Int>] = []
        var opened: [Set<Int>] = []
        var scheme: ColorScheme? = nil
        static var defaultSize: Size { Size(480, 300) }

        /// `count` files whose sizes are 0..<count in a scrambled order (so neither the
        /// first nor the last row is the smallest or the largest before sorting).
        init(count: Int) {
            files = (0..<count).map { File(id: $0, name: "File \($0)", size: ($0 &* 7919 &+ 12345) % count) }
        }
        convenience init() { self.init(count: 50) }

        func body(_ ui: UI) {
            ui.preferredColorScheme(scheme)
            // docs:begin table
            ui.table(files, selection: Bindable(self).selection, sortOrder: Bindable(self).sortOrder, id: "files") {
                ui.tableColumn("Name", value: \.name)
                ui.tableColumn("Size", value: \.size) { file in ui.text(self.sizeLabel(file)) }
                    .width(min: 60, ideal: 120, max: 300)
            }
            .contextMenu(forSelectionType: File.ID.self) { ids in
                ui.button("Reveal \(ids.count)") { self.menuTargets.append(ids) }
            } primaryAction: { ids in
                self.opened.append(ids)
            }
            // docs:end table
        }

        /// A Size cell's text; it counts the cells built, for the tests of laziness.
        func sizeLabel(_ file: File) -> String {
            built += 1
            return "\(file.size) KB"
        }
    }

    private func row(_ h: Harness, _ label: String) throws -> Point {
        try h.node(label: label, role: "tableRow").frame.center
    }

    // MARK: - Acceptance

    func testAHundredThousandRowsSortBySizeAndShiftDownExtends() throws {
        let app = Files(count: 100_000)
        let h = try Harness(app: app, text: .headless)
        // Only the rows in view are built: 300 points of window, 24-point rows.
        let rows = h.nodes(role: "tableRow").count
        XCTAssertGreaterThan(rows, 8)
        XCTAssertLessThan(rows, 20, "only the visible rows (and a little overscan) are built")

        // One click on Size sorts by it, smallest first; a second click reverses it.
        try h.click(label: "Size", role: "tableColumnHeader")
        XCTAssertEqual(app.files.first?.size, 0)
        XCTAssertEqual(try h.node(label: "Size", role: "tableColumnHeader").value, "ascending")
        XCTAssertEqual(h.nodes(role: "tableRow").first?.label, app.files[0].name)
        try h.click(label: "Size", role: "tableColumnHeader")
        XCTAssertEqual(app.files.first?.size, 99_999)
        XCTAssertEqual(try h.node(label: "Size", role: "tableColumnHeader").value, "descending")

        // A click, then Shift+Down twice: three rows.
        try h.click(label: app.files[2].name, role: "tableRow")
        try h.key("Down", modifiers: .shift)
        try h.key("Down", modifiers: .shift)
        XCTAssertEqual(app.selection, Set(app.files[2...4].map(\.id)))
        XCTAssertEqual(try h.node(label: "files", role: "table").value, "3 selected")
    }

    // MARK: - Laziness

    func testOnlyTheVisibleRowsAreBuiltAtEitherEndOfAHundredThousand() throws {
        let app = Files(count: 100_000)
        let h = try Harness(app: app, text: .headless)
        app.built = 0
        h.run(frames: 10)
        XCTAssertLessThan(app.built, 10 * 20, "each frame builds ~the visible rows' cells, not 100,000")
        try h.click(label: "File 0", role: "tableRow")
        try h.key("End")
        try h.runUntilIdle()
        XCTAssertEqual(app.selection, [99_999])
        XCTAssertNoThrow(try h.node(label: "File 99999", role: "tableRow"), "End scrolled the last row into view")
        XCTAssertLessThan(h.nodes(role: "tableRow").count, 20)
    }

    // MARK: - Sorting

    func testHeaderClicksSortByTheirColumnAndShowTheArrow() throws {
        let app = Files(count: 50)
        let h = try Harness(app: app, text: .headless)
        XCTAssertEqual(try h.node(label: "Name", role: "tableColumnHeader").value, "")
        try h.click(label: "Name", role: "tableColumnHeader")
        XCTAssertEqual(app.sortOrder, [KeyPathComparator(\File.name)])
        XCTAssertEqual(app.files.first?.name, "File 0")
        XCTAssertEqual(try h.node(label: "Name", role: "tableColumnHeader").value, "ascending")
        try h.click(label: "Size", role: "tableColumnHeader")
        XCTAssertEqual(app.sortOrder.map(\.keyPath), [\File.size, \File.name], "the column clicked sorts first")
        XCTAssertEqual(try h.node(label: "Name", role: "tableColumnHeader").value, "", "one arrow: the first order's")
        try h.click(label: "Size", role: "tableColumnHeader")
        XCTAssertEqual(app.sortOrder.first?.order, .reverse)
        XCTAssertEqual(app.files.map(\.size), Array((0..<50).reversed()))
    }

    /// A table whose second column shows what its cell's `state` was first made with: the
    /// name of the row whose cell made it.
    final class Remembering: App {
        var files = (0..<30).map { File(id: $0, name: "File \($0)", size: ($0 &* 7919 &+ 12345) % 30) }
        var sortOrder: [KeyPathComparator<File>] = [] { didSet { files.sort(using: sortOrder) } }
        static var defaultSize: Size { Size(480, 300) }

        func body(_ ui: UI) {
            ui.table(files, sortOrder: Bindable(self).sortOrder, id: "files") {
                ui.tableColumn("Name", value: \.name)
                ui.tableColumn("First built for") { file in ui.text(ui.state("seen", file.name).value) }
            }
        }
    }

    /// Rows are keyed by their ID, as SwiftUI's are: a row's state goes with it when a sort
    /// moves it (keyed by offset, the row sorted to the top would show the state of the row
    /// that was there).
    func testARowsStateFollowsItWhenASortMovesIt() throws {
        let app = Remembering()
        let h = try Harness(app: app, text: .headless)
        func pairs() -> [[String]] {
            let cells = h.nodes(role: "tableCell").map(\.label)
            return stride(from: 0, to: cells.count - 1, by: 2).map { [cells[$0], cells[$0 + 1]] }
        }
        XCTAssertGreaterThan(pairs().count, 8)
        XCTAssertTrue(pairs().allSatisfy { $0[0] == $0[1] })
        let before = h.nodes(role: "tableRow").map(\.label)
        for _ in 0..<2 {
            try h.click(label: "Name", role: "tableColumnHeader")
            try h.runUntilIdle()
            XCTAssertNotEqual(h.nodes(role: "tableRow").map(\.label), before, "the sort moved the rows")
            for pair in pairs() { XCTAssertEqual(pair[0], pair[1], "a row's cell kept its own state") }
        }
    }

    // MARK: - Resizing

    func testDraggingAHeaderEdgeResizesTheColumnWithinItsBounds() throws {
        let app = Files(count: 50)
        let h = try Harness(app: app, text: .headless)
        let name = try h.node(label: "Name", role: "tableColumnHeader").frame
        XCTAssertEqual(name.width, 160, accuracy: 0.5, "a column starts at the default width")
        h.drag(from: Point(name.maxX, name.midY), to: Point(name.maxX + 50, name.midY))
        try h.runUntilIdle()
        XCTAssertEqual(try h.node(label: "Name", role: "tableColumnHeader").frame.width, 210, accuracy: 0.5)
        let cell = h.nodes(role: "tableCell").first { $0.label.hasPrefix("File") }
        XCTAssertEqual(cell?.frame.width ?? 0, 210, accuracy: 0.5, "the rows' cells follow the header")
        let edge = try h.node(label: "Name", role: "tableColumnHeader").frame.maxX
        h.drag(from: Point(edge, name.midY), to: Point(edge - 400, name.midY))
        try h.runUntilIdle()
        XCTAssertEqual(try h.node(label: "Name", role: "tableColumnHeader").frame.width, 40, accuracy: 0.5,
                       "clamped to the column's minimum")
        XCTAssertEqual(try h.node(label: "Name", role: "tableColumnHeader").value, "", "a drag on the edge does not sort")
    }

    // MARK: - Selection

    func testClicksWithCtrlAndShift() throws {
        let app = Files(count: 50)
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "File 1", role: "tableRow")
        XCTAssertEqual(app.selection, [1])
        XCTAssertEqual(try h.node(label: "File 1", role: "tableRow").value, "selected")
        h.click(at: try row(h, "File 3"), modifiers: .control)
        XCTAssertEqual(app.selection, [1, 3])
        h.click(at: try row(h, "File 1"), modifiers: .control)
        XCTAssertEqual(app.selection, [3])
        h.click(at: try row(h, "File 6"), modifiers: .shift)
        XCTAssertEqual(app.selection, [1, 2, 3, 4, 5, 6], "Shift+click selects the range from the last row clicked")
        try h.click(label: "File 2", role: "tableRow")
        XCTAssertEqual(app.selection, [2])
    }

    func testKeysMoveExtendAndSelectAll() throws {
        let app = Files(count: 200)
        let h = try Harness(app: app, text: .headless)
        try h.key("Tab")
        XCTAssertTrue(try h.node(label: "files", role: "table").focused, "the table is one Tab stop")
        try h.key("Down")
        XCTAssertEqual(app.selection, [0])
        try h.key("Down")
        try h.key("Up", modifiers: .shift)
        XCTAssertEqual(app.selection, [0, 1])
        try h.key("End")
        XCTAssertEqual(app.selection, [199])
        try h.key("Home", modifiers: .shift)
        XCTAssertEqual(app.selection.count, 200)
        try h.key("Home")
        XCTAssertEqual(app.selection, [0])
        try h.key("PageDown")
        let page = try XCTUnwrap(app.selection.first)
        XCTAssertGreaterThan(page, 5, "a page of rows")
        try h.key("PageDown", modifiers: .shift)
        XCTAssertEqual(app.selection.count, page + 1)
        try h.key("PageUp")
        XCTAssertEqual(app.selection, [page])
        try h.key("a", modifiers: .control)
        XCTAssertEqual(app.selection.count, 200)
        try h.runUntilIdle()
        XCTAssertGreaterThan(h.ui.scrollProxy("files").offset, 0, "the table followed the cursor")
    }

    // MARK: - Looks

    func testEveryOtherRowIsShaded() throws {
        let app = Files(count: 50)
        let h = try Harness(app: app)
        let image = try h.screenshotImage()
        let scale = Double(image.width) / h.ui.size.width
        func pixel(_ p: Point) -> [UInt8] {
            let i = (Int(p.y * scale) * image.width + Int(p.x * scale)) * 4
            return Array(image.rgba[i..<i + 3])
        }
        // Right of the text, near the window's trailing edge.
        let x = h.ui.size.width - 6
        let r0 = try h.node(label: "File 0", role: "tableRow").frame
        let r1 = try h.node(label: "File 1", role: "tableRow").frame
        let r2 = try h.node(label: "File 2", role: "tableRow").frame
        XCTAssertEqual(pixel(Point(x, r0.midY)), pixel(Point(x, r2.midY)))
        XCTAssertNotEqual(pixel(Point(x, r0.midY)), pixel(Point(x, r1.midY)), "odd rows are shaded")
    }

    // MARK: - Menus

    func testTheRowMenuActsOnTheSelectionOrTheRowClicked() throws {
        let app = Files(count: 50)
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "File 1", role: "tableRow")
        h.click(at: try row(h, "File 2"), modifiers: .control)
        // On a selected row: the selection.
        try h.click(label: "File 2", role: "tableRow", button: .right)
        try h.runUntilIdle()
        try h.click(label: "Reveal 2", role: "menuItem")
        try h.runUntilIdle()
        XCTAssertEqual(app.menuTargets, [[1, 2]])
        // On another row: that row alone, and the selection stays.
        try h.click(label: "File 5", role: "tableRow", button: .right)
        try h.runUntilIdle()
        try h.click(label: "Reveal 1", role: "menuItem")
        try h.runUntilIdle()
        XCTAssertEqual(app.menuTargets.last, [5])
        XCTAssertEqual(app.selection, [1, 2])
    }

    func testADoubleClickOnARowRunsThePrimaryActionWithIt() throws {
        let app = Files(count: 50)
        let h = try Harness(app: app, text: .headless)
        let p = try row(h, "File 4")
        h.click(at: p)
        h.click(at: p)
        try h.runUntilIdle()
        XCTAssertEqual(app.selection, [4], "the first click selected the row")
        XCTAssertEqual(app.opened, [[4]])
    }

    func testTheHeaderMenuHidesAndShowsColumns() throws {
        let app = Files(count: 50)
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "Size", role: "tableColumnHeader", button: .right)
        try h.runUntilIdle()
        XCTAssertEqual(try h.node(label: "Size", role: "menuItem").value, "on")
        try h.click(label: "Size", role: "menuItem")
        try h.runUntilIdle()
        XCTAssertThrowsError(try h.node(label: "Size", role: "tableColumnHeader"), "the column is hidden")
        try h.click(label: "Name", role: "tableColumnHeader", button: .right)
        try h.runUntilIdle()
        try h.click(label: "Size", role: "menuItem")
        try h.runUntilIdle()
        XCTAssertNoThrow(try h.node(label: "Size", role: "tableColumnHeader"))
    }

    // MARK: - Roles

    func testTheInspectorListsTableRowsCellsAndHeaders() throws {
        let app = Files(count: 5)
        let h = try Harness(app: app, text: .headless)
        XCTAssertEqual(try h.node(label: "files", role: "table").value, "0 selected")
        XCTAssertEqual(h.nodes(role: "tableColumnHeader").map(\.label), ["Name", "Size"])
        XCTAssertEqual(h.nodes(role: "tableRow").map(\.label), (0..<5).map { "File \($0)" })
        XCTAssertEqual(h.nodes(role: "tableCell").prefix(2).map(\.label), ["File 0", "\(app.files[0].size) KB"])
    }

    /// A table narrower than its columns, in a fixed-width column (as a split view's): each
    /// row's cells start under their headers (a row wider than its slot was centred in it,
    /// its cells left of their headers).
    func testCellsStayUnderTheirHeadersInANarrowTable() throws {
        let app = Files(count: 5)
        let h = try Harness(size: Size(400, 300), text: .headless) { ui in
            ui.vstack(spacing: 0) { app.body(ui) }.frame(width: 150, height: 300, alignment: .topLeading)
        }
        let name = try h.node(label: "Name", role: "tableColumnHeader").frame
        let cells = h.nodes(role: "tableCell").filter { $0.label.hasPrefix("File ") }
        XCTAssertEqual(cells.count, 5)
        for cell in cells { XCTAssertEqual(cell.frame.minX, name.minX, accuracy: 0.5, cell.label) }
    }

    // MARK: - Snapshots

    /// Drawn by the real renderer against `__Snapshots__/TableTests/` (record with
    /// `GLISS_RECORD_SNAPSHOTS=1`; `GLISS_SNAPSHOT_DIR` writes them to look at): sorted by
    /// Size, a row selected while the table has focus, light and dark.
    func testItsLooks() throws {
        for scheme in [ColorScheme.light, .dark] {
            let app = Files(count: 40)
            app.scheme = scheme
            let h = try Harness(app: app)
            try h.click(label: "Size", role: "tableColumnHeader")
            try h.click(label: app.files[2].name, role: "tableRow")
            try h.runUntilIdle()
            try h.assertSnapshot(named: "sorted-\(scheme == .dark ? "dark" : "light")")
        }
    }
}
