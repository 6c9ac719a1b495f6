import XCTest
import Gliss
@_spi(GlissControls) import GlissCore
import GlissTesting

// A container of an app's own, written as GlissControls writes its menus and dialogs: with
// nothing but the public API and the control SPI (`PassContext`, `titleButtonBuilder`).

/// What a chip bar being built tells the builders in it: how many chips it has this pass.
private final class ChipBarContext: PassContext {
    var chips = 0
    var passes = 0
    init() {}
    func beginPass() { chips = 0; passes += 1 }
}

extension UI {
    /// A row of chips: the text buttons built in `content` are chips (white on a capsule,
    /// listed as page tabs), not ordinary buttons.
    @discardableResult
    fileprivate func chipBar(_ content: () -> Void) -> NodeRef {
        let saved = titleButtonBuilder
        titleButtonBuilder = { ui, title, role, action in
            ui.passContext(ChipBarContext.self).chips += 1
            return ui.text(title, color: .white)
                .padding(horizontal: 8, vertical: 3)
                .background { ui.capsule(fill: role == .destructive ? .red : .blue) }
                .accessibility(role: .pageTab, label: title)
                .onTap(action)
        }
        defer { titleButtonBuilder = saved }
        return hstack(spacing: 4) { content() }
    }
}

final class ControlSPITests: XCTestCase {
    func testAContainerOfYourOwnMakesTheButtonsBuiltInItItsOwnKind() throws {
        var chosen: [String] = []
        let d = FrameDriver(width: 400, height: 100) { ui in
            ui.vstack {
                ui.chipBar {
                    ui.button("Red") { chosen.append("red") }
                    ui.button("Delete", role: .destructive) { chosen.append("delete") }
                }
                ui.button("Plain") { chosen.append("plain") }
            }
        }
        d.frame()
        XCTAssertEqual(d.node("Red")?.role, "pageTab", "a text button in the bar is a chip")
        XCTAssertEqual(d.node("Delete")?.role, "pageTab", "so is a button with a role")
        XCTAssertEqual(d.node("Plain")?.role, "button", "after the bar, buttons are ordinary again")
        let context = d.ui.passContext(ChipBarContext.self)
        XCTAssertEqual(context.chips, 2)
        try d.click(label: "Red")
        try d.click(label: "Delete")
        try d.click(label: "Plain")
        XCTAssertEqual(chosen, ["red", "delete", "plain"])
        let passes = context.passes
        d.frame()
        XCTAssertGreaterThan(context.passes, passes, "the context hears every pass")
        XCTAssertEqual(context.chips, 2, "counted afresh each pass, not summed over passes")
    }

    func testTheTreeHooksReadWhatWasBuiltAndLaidOut() throws {
        var seen: (axis: Axis?, children: Int, label: String?, parent: Bool, hit: Rect?) = (nil, 0, nil, false, nil)
        let d = FrameDriver(width: 400, height: 100) { ui in
            let row = ui.hstack(spacing: 0) {
                ui.text("Name")
                ui.rectangle(fill: .gray).frame(width: 50, height: 20)
            }
            .onTap {}
            let kids = row.children
            seen = (row.stackAxis, kids.count, kids.first?.textLabel, kids.last?.parent?.index == row.index,
                    ui.hitRect(of: row.id))
        }
        d.frame()
        XCTAssertEqual(seen.axis, .horizontal)
        XCTAssertEqual(seen.children, 2)
        XCTAssertEqual(seen.label, "Name")
        XCTAssertTrue(seen.parent)
        XCTAssertNil(seen.hit, "no hit regions before the first frame is drawn")
        d.frame()
        let frame = try XCTUnwrap(d.inspector.first { $0.label == "Name" }).frame
        let hit = try XCTUnwrap(seen.hit, "last frame's hit region of the row")
        XCTAssertEqual(hit.minX, frame.minX, accuracy: 0.5)
        XCTAssertEqual(hit.width, frame.width + 50, accuracy: 0.5)
    }
}
