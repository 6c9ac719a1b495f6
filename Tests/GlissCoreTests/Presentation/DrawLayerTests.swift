import XCTest
import GlissCore

/// The draw layers' order: a menu is drawn above a sheet whatever order the app built them in
/// (`DrawLayer`: app, flights, presentations, menus, tooltips, drag previews).
final class DrawLayerTests: XCTestCase {
    final class Model {
        var sheet = false
    }

    /// The index in `list` of the first text command drawing `string`.
    private func index(of string: String, in list: DrawList) -> Int? {
        list.commands.firstIndex { if case .text(let s, _, _, _) = $0 { return s == string } else { return false } }
    }

    func testAMenuBuiltBeforeASheetIsDrawnAboveIt() throws {
        let m = Model()
        let d = CoreHarness(width: 500, height: 400) { ui in
            ui.vstack(alignment: .leading) {
                // The menu's button comes first in the body, so its menu is registered first.
                ui.menu("File") { ui.button("Close Window") {} }
                ui.text("Body")
                    .sheet(isPresented: Binding(get: { m.sheet }, set: { m.sheet = $0 })) {
                        ui.text("Sheet content").padding(40)
                    }
            }
            .frame(width: 500, height: 400, alignment: .topLeading)
        }
        d.frame()
        d.click("File")
        for _ in 0..<20 { d.frame() }
        XCTAssertNotNil(d.node("Close Window"), "the menu is open")
        m.sheet = true
        for _ in 0..<40 { d.frame() }
        let list = d.frame()
        let sheet = try XCTUnwrap(index(of: "Sheet content", in: list), "the sheet is drawn")
        let item = try XCTUnwrap(index(of: "Close Window", in: list), "the menu is still drawn")
        XCTAssertGreaterThan(item, sheet, "the menus layer is drawn after the presentations layer")
        let body = try XCTUnwrap(index(of: "Body", in: list))
        XCTAssertLessThan(body, sheet, "the app's layer is drawn first")
    }
}
