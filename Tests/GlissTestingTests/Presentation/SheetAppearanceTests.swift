import XCTest
import Gliss
import GlissTesting

/// A sheet's looks: its rounded corners over coloured content.
final class SheetAppearanceTests: XCTestCase {
    /// A button that opens a sheet of `content`.
    private final class SheetApp: App {
        static var defaultSize: Size { Size(640, 420) }
        var showing = false
        var content: (UI, SheetApp) -> Void = { ui, _ in ui.text("Hello").padding(20) }
        init() {}
        func body(_ ui: UI) {
            ui.button("Open") { self.showing = true }
                .sheet(isPresented: Bindable(self).showing) { self.content(ui, self) }
        }
    }

    private func open(_ app: SheetApp) throws -> Harness {
        let h = try Harness(app: app)
        try h.click(label: "Open", role: "button")
        try h.runUntilIdle()
        return h
    }

    private func card(_ h: Harness) throws -> Rect { try XCTUnwrap(h.nodes(role: "dialog").last).frame }

    /// The colour at window point (`x`, `y`) of a screenshot.
    private func pixel(_ image: RGBAImage, _ x: Double, _ y: Double) -> (r: Int, g: Int, b: Int) {
        let s = Double(image.width) / 640
        let k = (Int(y * s) * image.width + Int(x * s)) * 4
        return (Int(image.rgba[k]), Int(image.rgba[k + 1]), Int(image.rgba[k + 2]))
    }

    private func isBlue(_ p: (r: Int, g: Int, b: Int)) -> Bool { p.b > 200 && p.r < 80 }

    func testASheetKeepsItsRoundedCornersOverColouredContent() throws {
        let app = SheetApp()
        app.content = { ui, _ in
            ui.text("Blue", color: .white).padding(40)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(.blue)
        }
        let h = try open(app)
        let c = try card(h)
        let image = try h.screenshotImage()
        XCTAssertTrue(isBlue(pixel(image, c.minX + 40, c.midY)), "the content fills the card")
        XCTAssertTrue(isBlue(pixel(image, c.minX + 12, c.minY + 12)), "up to its rounded corners")
        for (x, y) in [(c.minX + 1, c.minY + 1), (c.maxX - 2, c.minY + 1), (c.minX + 1, c.maxY - 2), (c.maxX - 2, c.maxY - 2)] {
            XCTAssertFalse(isBlue(pixel(image, x, y)), "the corner at (\(x), \(y)) is cut round")
        }
    }
}
