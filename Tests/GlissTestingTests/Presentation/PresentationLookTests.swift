import XCTest
import Gliss
import GlissTesting

/// Screenshots of each presentation, written for a person to look at (GLISS_LOOK=dir).
final class PresentationLookTests: XCTestCase {
    func testWriteScreenshots() throws {
        guard let dir = ProcessInfo.processInfo.environment["GLISS_LOOK"] else { throw XCTSkip("set GLISS_LOOK to a folder") }
        let app = PresentationApp()
        let h = try Harness(app: app)
        func shot(_ name: String) throws { try h.screenshotImage().writePNG(to: dir + "/\(name).png") }
        try shot("0-app")
        try h.click(label: "Sheet", role: "button")
        h.run(frames: 4)
        try shot("1-sheet-mid")
        try h.runUntilIdle()
        try shot("2-sheet")
        try h.key("Escape")
        try h.runUntilIdle()
        try h.click(label: "Alert", role: "button")
        h.run(frames: 3)
        try shot("3-alert-mid")
        try h.runUntilIdle()
        try shot("4-alert")
        try h.key("Escape")
        try h.runUntilIdle()
        try h.click(label: "Dialog", role: "button")
        try h.runUntilIdle()
        try shot("5-dialog")
        try h.key("Escape")
        try h.runUntilIdle()
        try h.click(label: "Edit", role: "menuButton")
        h.run(frames: 2)
        try shot("6-menu-mid")
        try h.runUntilIdle()
        h.move(to: try h.node(label: "Transform", role: "menuItem").frame.center)
        try h.runUntilIdle()
        try shot("7-menu-submenu")
        h.click(at: Point(5, 410))
        try h.runUntilIdle()
        try h.click(label: "Flavor", role: "menuButton")
        try h.runUntilIdle()
        try shot("8-picker-menu")
        h.click(at: Point(5, 410))
        try h.runUntilIdle()
        h.click(at: try h.node(label: "Target").frame.center, button: .right)
        try h.runUntilIdle()
        try shot("9-context-menu")
        h.click(at: Point(5, 410))
        app.menuAt = Point(600, 390)
        try h.runUntilIdle()
        try h.click(label: "Edit", role: "menuButton")
        try h.runUntilIdle()
        h.move(to: try h.node(label: "Transform", role: "menuItem").frame.center)
        try h.runUntilIdle()
        try shot("10-menu-at-edge")
    }
}
