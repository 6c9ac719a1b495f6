import XCTest
import Gliss
import GlissTesting

// The code of the article "Layout" (Sources/GlissCore/GlissCore.docc/Layout.md).

// docs:begin toolbar
func toolbarScreen(_ ui: UI) {
    ui.vstack(spacing: 0) {
        ui.hstack(spacing: 12) {
            ui.text("Photos", font: .title.weight(.bold))
            ui.spacer()                                   // pushes "Edit" to the trailing edge
            ui.button("Edit") {}
        }
        .padding(16)                                      // inside the background
        .background(.systemGray6)

        ui.spacer()                                       // the footer goes to the bottom

        ui.text("12 photos", font: .footnote)
            .padding(horizontal: 12, vertical: 4)
            .background(.white, radius: 6)
            .overlay(alignment: .topTrailing) {            // sized to the node, aligned in it
                ui.roundedRectangle(cornerRadius: 4, fill: .red).frame(width: 8, height: 8)
            }
            .padding(16)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)     // take the whole window
}
// docs:end toolbar

final class LayoutArticleTests: XCTestCase {
    func testToolbarLayout() throws {
        // docs:begin toolbar-test
        let h = try Harness(size: Size(400, 300), text: .headless, body: toolbarScreen)
        let title = try h.node(label: "Photos"), edit = try h.node(label: "Edit")
        XCTAssertEqual(title.frame.minX, 16)                   // the padding
        XCTAssertEqual(edit.frame.maxX, 400 - 16)              // the spacer pushed it
        XCTAssertEqual(title.frame.midY, edit.frame.midY)      // hstack centres vertically
        let footer = try h.node(label: "12 photos")
        XCTAssertEqual(footer.frame.maxY, 300 - 16)            // its frame includes its own padding
        XCTAssertEqual(footer.frame.midX, 200)                 // vstack centres horizontally
        // docs:end toolbar-test
    }

    func testModifierOrder() throws {
        // docs:begin modifier-order
        let h = try Harness(size: Size(400, 300), text: .headless) { ui in
            ui.vstack(spacing: 0) {
                ui.rectangle(fill: .blue).frame(height: 40).padding(10)
                    .accessibility(role: .shape, label: "frame, then padding")
                ui.rectangle(fill: .red).padding(10).frame(height: 40)
                    .accessibility(role: .shape, label: "padding, then frame")
            }
        }
        // SwiftUI's order: the outer modifier wraps the inner one.
        XCTAssertEqual(try h.node(label: "frame, then padding").frame.height, 60)
        XCTAssertEqual(try h.node(label: "padding, then frame").frame.height, 40)
        // docs:end modifier-order
    }

    func testFramesAndAlignment() throws {
        // docs:begin frames
        let h = try Harness(size: Size(400, 300), text: .headless) { ui in
            ui.zstack(alignment: .bottomTrailing) {
                ui.rectangle(fill: .systemGray5)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)   // flexible: fills the zstack
                ui.text("Badge")
                    .frame(width: 120, height: 40, alignment: .leading) // fixed box, text at its leading edge
                    .background(.orange)
            }
            .frame(width: 300, height: 200)                            // centred in the window
        }
        let badge = try h.node(label: "Badge")
        XCTAssertEqual(badge.frame.minX, 50 + 300 - 120)     // the box sits bottom-trailing…
        XCTAssertEqual(badge.frame.midY, 50 + 200 - 20)      // …and the text in it, leading
        // docs:end frames
    }
}
