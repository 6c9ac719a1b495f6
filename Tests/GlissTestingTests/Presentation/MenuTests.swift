import XCTest
import Gliss
import GlissTesting

/// Menus, context menus and the menu picker: the mouse (click, hover into a submenu, a click
/// outside), the keyboard (arrows, Right/Left through nested submenus, Return, Escape), a
/// disabled item, the fade-in, and placement that stays inside the window near its edges.
final class MenuTests: XCTestCase {
    private let window = Rect(0, 0, 640, 420)

    private func panels(_ h: Harness) -> [Rect] { h.nodes(role: "menu").map(\.frame) }

    private func inside(_ r: Rect) -> Bool {
        let w = window.insetBy(4)
        return r.minX >= w.minX - 0.01 && r.minY >= w.minY - 0.01 && r.maxX <= w.maxX + 0.01 && r.maxY <= w.maxY + 0.01
    }

    func testAClickOpensTheMenuUnderItsButtonAndAnItemRunsAndCloses() throws {
        let app = PresentationApp()
        let h = try Harness(app: app, text: .headless)
        let button = try h.node(label: "Edit", role: "menuButton").frame
        try h.click(label: "Edit", role: "menuButton")
        try h.runUntilIdle()
        XCTAssertEqual(try h.node(label: "Edit", role: "menuButton").value, "open")
        let panel = try XCTUnwrap(panels(h).first)
        XCTAssertEqual(panel.minX, button.minX, accuracy: 0.5, "aligned with its button")
        XCTAssertGreaterThanOrEqual(panel.minY, button.maxY, "below it")
        XCTAssertEqual(h.nodes(role: "menuItem").map(\.label), ["Copy", "Paste", "Transform", "Select All"])
        try h.click(label: "Copy", role: "menuItem")
        XCTAssertEqual(app.log, ["copy"])
        try h.runUntilIdle()
        XCTAssertTrue(panels(h).isEmpty, "closed after choosing")
    }

    func testAClickOutsideClosesWithoutChoosingAndReachesNothingBelow() throws {
        let app = PresentationApp()
        let h = try Harness(app: app, text: .headless)
        let behind = try h.node(label: "Behind", role: "button").frame.center
        try h.click(label: "Edit", role: "menuButton")
        try h.runUntilIdle()
        h.click(at: behind)
        XCTAssertEqual(app.behind, 0, "the click outside only closed the menu")
        XCTAssertEqual(app.log, [])
        try h.runUntilIdle()
        XCTAssertTrue(panels(h).isEmpty)
        h.click(at: behind)
        XCTAssertEqual(app.behind, 1, "with the menu closed the button works again")
    }

    func testADisabledItemIsDimmedAndCannotBeChosen() throws {
        let app = PresentationApp()
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "Edit", role: "menuButton")
        try h.runUntilIdle()
        try h.click(label: "Paste", role: "menuItem")
        XCTAssertEqual(app.log, [], "a disabled item does nothing")
        XCTAssertFalse(panels(h).isEmpty, "and the menu stays open")
        let dim = h.host.lastDrawList.commands.contains { c in
            if case .text("Paste", _, let color, _) = c { return color.a < 0.5 }
            return false
        }
        XCTAssertTrue(dim, "Paste is drawn dimmed")
    }

    func testHoverOpensASubmenuBesideItsItemAndItsItemRuns() throws {
        let app = PresentationApp()
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "Edit", role: "menuButton")
        try h.runUntilIdle()
        let item = try h.node(label: "Transform", role: "menuItem")
        XCTAssertEqual(item.value, "submenu")
        h.move(to: Point(item.frame.midX, item.frame.midY))
        try h.runUntilIdle()
        let p = panels(h)
        XCTAssertEqual(p.count, 2, "the submenu opened on hover")
        XCTAssertGreaterThanOrEqual(p[1].minX, p[0].maxX - 4, "to the right of the menu")
        XCTAssertEqual(p[1].minY, item.frame.minY - 5, accuracy: 1, "its first item level with Transform")
        try h.click(label: "Uppercase", role: "menuItem")
        XCTAssertEqual(app.log, ["upper"])
    }

    func testNestedSubmenusByKeyboard() throws {
        let app = PresentationApp()
        let h = try Harness(app: app, text: .headless)
        // Tab to the Edit button (Behind, Sheet, Alert, Dialog, list?, Target, picker, Edit).
        var guardCount = 0
        while !(try h.node(label: "Edit", role: "menuButton").focused) && guardCount < 20 {
            try h.key("Tab"); guardCount += 1
        }
        try h.key("Space")
        try h.runUntilIdle()
        func lit() -> [String] { h.host.lastDrawList.commands.compactMap { c in
            // White titles (the chevron glyph of a submenu item aside).
            if case .text(let s, let font, let color, _) = c, color == .white, font.design != .icon { return s }
            return nil
        } }
        XCTAssertEqual(lit(), ["Copy"], "opened with the keyboard: the first item is highlighted")
        try h.key("Down")
        XCTAssertEqual(lit(), ["Transform"], "Down skips the disabled Paste")
        try h.key("Right")
        XCTAssertEqual(panels(h).count, 2)
        XCTAssertEqual(lit(), ["Transform", "Uppercase"], "Right opens the submenu at its first item")
        try h.key("Down")
        try h.key("Right")
        XCTAssertEqual(panels(h).count, 3)
        XCTAssertEqual(lit(), ["Transform", "More", "Reverse"])
        try h.key("Left")
        XCTAssertEqual(panels(h).count, 2, "Left closes one level")
        try h.key("Escape")
        XCTAssertEqual(panels(h).count, 1, "Escape closes one level")
        try h.key("Right")
        try h.key("Down")
        try h.key("Right")
        try h.key("Return")
        XCTAssertEqual(app.log, ["reverse"], "Return chooses the highlighted item")
        try h.runUntilIdle()
        XCTAssertTrue(panels(h).isEmpty)
        try h.key("Space")
        try h.runUntilIdle()
        try h.key("Escape")
        try h.runUntilIdle()
        XCTAssertTrue(panels(h).isEmpty, "Escape on the menu itself closes it")
        XCTAssertEqual(app.log, ["reverse"])
    }

    func testTheMenuFadesIn() throws {
        let app = PresentationApp()
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "Edit", role: "menuButton")
        h.run(frames: 1)
        XCTAssertTrue(h.ui.animating)
        func copyAlpha() -> Double { h.host.lastDrawList.commands.compactMap { c -> Double? in
            if case .text("Copy", _, let color, _) = c { return color.a }
            return nil
        }.first ?? -1 }
        let mid = copyAlpha()
        try h.runUntilIdle()
        XCTAssertGreaterThan(mid, 0)
        XCTAssertLessThan(mid, 0.99, "mid-way the menu is still fading in")
        XCTAssertEqual(copyAlpha(), 1, accuracy: 0.001)
    }

    func testAClosedMenuLeavesTheInspectorAsItStartsToFade() throws {
        let app = PresentationApp()
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "Edit", role: "menuButton")
        try h.runUntilIdle()
        h.move(to: try h.node(label: "Transform", role: "menuItem").frame.center)
        try h.runUntilIdle()
        XCTAssertEqual(panels(h).count, 2, "the menu and its submenu are listed while open")
        h.click(at: Point(5, 410))
        h.run(frames: 1)
        let drawn = h.host.lastDrawList.commands.contains { c in
            if case .text("Copy", _, let color, _) = c { return color.a > 0.05 }
            return false
        }
        XCTAssertTrue(drawn && h.ui.animating, "the menu is still fading out")
        XCTAssertTrue(panels(h).isEmpty, "but no longer listed")
        XCTAssertTrue(h.nodes(role: "menuItem").isEmpty)
        XCTAssertNil(try h.node(label: "Edit", role: "menuButton").value, "its button is closed")
    }

    /// A menu whose submenu holds, besides its items, a text and a label.
    private final class MixedMenuApp: App {
        static var defaultSize: Size { Size(640, 420) }
        init() {}
        func body(_ ui: UI) {
            ui.menu("Format") {
                ui.text("Style")
                ui.button("Plain") {}
                ui.menu("Emphasis") {
                    ui.text("Weight")
                    ui.button("Bold") {}
                    ui.label("Starred", systemImage: "star")
                }
            }
            .font(.title)
        }
    }

    func testEverythingInAMenuAndItsSubmenusIsInTheMenusFont() throws {
        let h = try Harness(app: MixedMenuApp(), text: .headless)
        try h.click(label: "Format", role: "menuButton")
        try h.runUntilIdle()
        h.move(to: try h.node(label: "Emphasis", role: "menuItem").frame.center)
        try h.runUntilIdle()
        var sizes: [String: Double] = [:]
        for c in h.host.lastDrawList.commands {
            if case .text(let s, let font, _, _) = c { sizes[s] = font.size }
        }
        let item = try XCTUnwrap(sizes["Plain"])
        for s in ["Style", "Plain", "Emphasis", "Weight", "Bold", "Starred"] {
            XCTAssertEqual(sizes[s], item, "\(s) is in the menu's font")
        }
    }

    func testNearTheRightAndBottomEdgesTheMenuStaysInsideTheWindow() throws {
        let app = PresentationApp()
        app.menuAt = Point(600, 390)
        let h = try Harness(app: app, text: .headless)
        let button = try h.node(label: "Edit", role: "menuButton").frame
        XCTAssertGreaterThan(button.maxX, 630, "the button reaches the right edge")
        try h.click(at: button.center)
        try h.runUntilIdle()
        let panel = try XCTUnwrap(panels(h).first)
        XCTAssertTrue(inside(panel), "\(panel) inside the window")
        XCTAssertLessThanOrEqual(panel.maxY, button.minY, "flipped above its button near the bottom")
        XCTAssertEqual(panel.maxX, 636, accuracy: 0.5, "shifted left to the window's margin")
        // A submenu near the right edge opens to the left of the menu.
        let item = try h.node(label: "Transform", role: "menuItem").frame
        h.move(to: item.center)
        try h.runUntilIdle()
        let p = panels(h)
        XCTAssertEqual(p.count, 2)
        XCTAssertTrue(inside(p[1]), "\(p[1]) inside the window")
        XCTAssertLessThanOrEqual(p[1].maxX, p[0].minX + 4, "opened to the left")
    }

    func testAContextMenuOpensAtThePointerAndWithTheMenuKey() throws {
        let app = PresentationApp()
        let h = try Harness(app: app, text: .headless)
        let target = try h.node(label: "Target").frame
        let at = Point(target.midX, target.midY)
        h.click(at: at, button: .right)
        try h.runUntilIdle()
        let panel = try XCTUnwrap(panels(h).first)
        XCTAssertEqual(panel.minX, at.x, accuracy: 0.5, "at the pointer")
        XCTAssertEqual(panel.minY, at.y, accuracy: 0.5)
        try h.click(label: "Rename", role: "menuItem")
        XCTAssertEqual(app.log, ["rename"])
        try h.runUntilIdle()
        // The Menu key while the view has focus opens it under the view.
        while !(try h.node(label: "Target").focused) { try h.key("Tab") }
        try h.key("Menu")
        try h.runUntilIdle()
        let keyed = try XCTUnwrap(panels(h).first)
        XCTAssertGreaterThanOrEqual(keyed.minY, target.maxY, "under the view")
        try h.key("Down")
        try h.key("Return")
        XCTAssertEqual(app.log, ["rename", "delete row"], "first item highlighted, Down, Return")
    }

    func testAMenuPickerShowsTheChoiceAndChecksItInItsMenu() throws {
        let app = PresentationApp()
        let h = try Harness(app: app, text: .headless)
        XCTAssertEqual(try h.node(label: "Flavor", role: "picker").value, "Vanilla")
        try h.click(label: "Flavor", role: "menuButton")
        try h.runUntilIdle()
        XCTAssertEqual(h.nodes(role: "menuItem").map { "\($0.label):\($0.value ?? "-")" },
                       ["Vanilla:on", "Chocolate:-", "Strawberry:-"])
        try h.click(label: "Chocolate", role: "menuItem")
        XCTAssertEqual(app.flavor, "Chocolate")
        try h.runUntilIdle()
        XCTAssertEqual(try h.node(label: "Flavor", role: "picker").value, "Chocolate")
        XCTAssertNoThrow(try h.node(label: "Chocolate"), "the pop-up button shows the choice")
    }
}
