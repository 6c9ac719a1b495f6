import XCTest
import Gliss
import GlissTesting

/// Label styles (#50 item 4): `.titleAndIcon` (the default), `.iconOnly` (still named for a
/// screen reader), `.titleOnly`; labels in a toolbar are their icons.
final class LabelStyleTests: XCTestCase {
    private func harness(_ style: LabelStyle?) throws -> Harness {
        try Harness(size: Size(300, 120), text: .headless) { ui in
            if let style {
                ui.labelStyle(style) { ui.label("Compose", systemImage: "square.and.pencil") }
            } else {
                ui.label("Compose", systemImage: "square.and.pencil")
            }
        }
    }

    func testEachStyleShowsItsParts() throws {
        for style in [nil, LabelStyle.titleAndIcon] {
            let h = try harness(style)
            XCTAssertNoThrow(try h.node(label: "Compose", role: "text"), "\(String(describing: style))")
            XCTAssertEqual(h.nodes(role: "image").count, 1, "the icon beside the title")
        }
        let icon = try harness(.iconOnly)
        XCTAssertThrowsError(try icon.node(label: "Compose", role: "text"))
        XCTAssertNoThrow(try icon.node(label: "Compose", role: "image"), "the icon alone, named by the title")
        let title = try harness(.titleOnly)
        XCTAssertNoThrow(try title.node(label: "Compose", role: "text"))
        XCTAssertEqual(title.nodes(role: "image").count, 0, "no icon")
        let titleWidth = try title.node(label: "Compose", role: "text").frame.width
        let both = try harness(nil)
        XCTAssertEqual(try both.node(label: "Compose", role: "text").frame.width, titleWidth, accuracy: 0.5)
        XCTAssertLessThan(try title.node(label: "Compose", role: "text").frame.minX,
                          try both.node(label: "Compose", role: "text").frame.minX, "no icon before it")
    }

    func testALabelInAToolbarIsItsIcon() throws {
        let h = try Harness(size: Size(400, 200), text: .headless) { ui in
            ui.text("Mail")
                .toolbar {
                    ui.toolbarItem(placement: .primaryAction) {
                        ui.button(label: "New", action: {}) { ui.label("Compose", systemImage: "square.and.pencil") }
                    }
                }
        }
        XCTAssertThrowsError(try h.node(label: "Compose", role: "text"), "no title in the toolbar")
        XCTAssertNoThrow(try h.node(label: "Compose", role: "image"))
    }
}
