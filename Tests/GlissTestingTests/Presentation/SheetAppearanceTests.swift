import XCTest
import Gliss
import GlissTesting

/// A sheet's size and looks: its rounded corners over coloured content, the presentation
/// modifiers its content sets (detents, background, corner radius), and a sheet opened from
/// a sheet.
final class SheetAppearanceTests: XCTestCase {
    /// A button that opens a sheet of `content`, and one that opens a sheet from that sheet.
    private final class SheetApp: App {
        static var defaultSize: Size { Size(640, 420) }
        var showing = false
        var showingInner = false
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
        let px = max(0, min(image.width - 1, Int(x * s))), py = max(0, min(image.height - 1, Int(y * s)))
        let k = (py * image.width + px) * 4
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

    func testASheetClipsItsContentToItsCard() throws {
        let app = SheetApp()
        app.content = { ui, _ in
            ui.vstack { ui.text("Tall") }.frame(width: 200, height: 900).background(.blue)
                .presentationDetents([.height(200)])
        }
        let h = try open(app)
        let c = try card(h)
        XCTAssertEqual(c.height, 200, accuracy: 0.5)
        let image = try h.screenshotImage()
        XCTAssertTrue(isBlue(pixel(image, c.midX, c.minY + 20)))
        XCTAssertFalse(isBlue(pixel(image, c.midX, c.minY - 10)), "nothing of it above the card")
        XCTAssertFalse(isBlue(pixel(image, c.midX, c.maxY + 10)), "nor below")
    }

    func testDetentsSetTheSheetsHeightAndItOpensAtTheSmallest() throws {
        // The window is 420 points tall; a sheet is at most 80 % of it (336).
        let cases: [(Set<PresentationDetent>, Double)] = [
            ([.large], 336), ([.medium, .large], 210), ([.fraction(0.3), .large], 126),
            ([.height(200), .large], 200), ([.height(5000)], 336),
        ]
        for (detents, height) in cases {
            let app = SheetApp()
            app.content = { ui, _ in ui.text("Hello").padding(20).presentationDetents(detents) }
            let h = try open(app)
            XCTAssertEqual(try card(h).height, height, accuracy: 0.5, "\(detents)")
            XCTAssertEqual(try card(h).midY, 210, accuracy: 0.5, "centred")
        }
    }

    func testADetentSelectionSetsTheHeightAndMovesTheSheet() throws {
        let app = SheetApp()
        var detent = PresentationDetent.medium
        app.content = { ui, _ in
            ui.text("Hello").padding(20)
                .presentationDetents([.medium, .large], selection: Binding(get: { detent }, set: { detent = $0 }))
        }
        let h = try open(app)
        XCTAssertEqual(try card(h).height, 210, accuracy: 0.5)
        detent = .large
        h.run(frames: 1)
        try h.runUntilIdle()
        XCTAssertEqual(try card(h).height, 336, accuracy: 0.5)
    }

    func testPresentationBackgroundAndCornerRadius() throws {
        let app = SheetApp()
        app.content = { ui, _ in
            ui.text("Hello").padding(40).presentationBackground(.yellow).presentationCornerRadius(30)
        }
        let h = try open(app)
        let c = try card(h)
        let fill = h.host.lastDrawList.commands.first { cmd in
            if case .fillRoundedRect(let r, _, _) = cmd { return abs(r.width - c.width) < 0.5 && abs(r.height - c.height) < 0.5 }
            return false
        }
        guard case .fillRoundedRect(_, let radius, let color)? = fill else { return XCTFail("no card drawn") }
        XCTAssertEqual(color, .yellow, "the sheet's background")
        XCTAssertEqual(radius, 30, "and its corner radius")
        // A clear background still keeps a click on the card from dismissing the sheet.
        app.content = { ui, _ in ui.text("Hello").padding(40).presentationBackground(.clear) }
        h.run(frames: 1)
        h.click(at: Point(c.minX + 5, c.minY + 5))
        XCTAssertTrue(app.showing, "a click on a clear card keeps it")
    }

    func testAPresentationBackgroundViewFillsTheSheetAndIsRoundedWithIt() throws {
        let app = SheetApp()
        app.content = { ui, _ in
            ui.text("Hello").padding(40).presentationBackground { ui.rectangle(fill: .blue) }
        }
        let h = try open(app)
        let c = try card(h)
        let image = try h.screenshotImage()
        XCTAssertTrue(isBlue(pixel(image, c.minX + 12, c.minY + 12)), "the view fills the card")
        XCTAssertFalse(isBlue(pixel(image, c.minX + 1, c.minY + 1)), "within its rounded corners")
    }

    func testASheetFromASheetCoversIt() throws {
        let app = SheetApp()
        app.content = { ui, app in
            ui.vstack(spacing: 12) {
                ui.text("A parent sheet with a long line of text", font: .headline)
                ui.button("Inner") { app.showingInner = true }
                    .sheet(isPresented: Bindable(app).showingInner) {
                        ui.button("Close") { app.showingInner = false }.padding(10)
                    }
            }
            .padding(40)
        }
        let h = try open(app)
        let parent = try card(h)
        try h.click(label: "Inner", role: "button")
        try h.runUntilIdle()
        let child = try card(h)
        XCTAssertEqual(h.nodes(role: "dialog").count, 1, "the parent is hidden from the inspector")
        XCTAssertEqual(child.width, parent.width, accuracy: 0.5, "the child is as wide as the parent")
        XCTAssertEqual(child.height, parent.height, accuracy: 0.5, "and as tall")
        XCTAssertEqual(child.midX, parent.midX, accuracy: 0.5)
        XCTAssertEqual(child.midY, parent.midY, accuracy: 0.5)
        XCTAssertNoThrow(try h.node(label: "Close", role: "button"))
        try h.click(label: "Close", role: "button")
        try h.runUntilIdle()
        XCTAssertEqual(try card(h), parent, "the parent is back as it was")
    }
}
