import XCTest
import Gliss
import GlissTesting

/// What the presentations look like, pixel for pixel (references looked at when recorded):
/// a sheet mid-spring and at rest, an alert, a menu with its submenu open.
final class PresentationSnapshotTests: XCTestCase {
    func testSheetMidSpringAndAtRest() throws {
        let h = try Harness(app: PresentationApp())
        try h.click(label: "Sheet", role: "button")
        h.run(frames: 4)
        try h.assertSnapshot(named: "sheet-mid")
        try h.runUntilIdle()
        try h.assertSnapshot(named: "sheet")
    }

    func testAlert() throws {
        let h = try Harness(app: PresentationApp())
        try h.click(label: "Alert", role: "button")
        try h.runUntilIdle()
        try h.assertSnapshot(named: "alert")
    }

    func testMenuWithASubmenu() throws {
        let h = try Harness(app: PresentationApp())
        try h.click(label: "Edit", role: "menuButton")
        try h.runUntilIdle()
        h.move(to: try h.node(label: "Transform", role: "menuItem").frame.center)
        try h.runUntilIdle()
        try h.assertSnapshot(named: "menu-submenu")
    }
}
