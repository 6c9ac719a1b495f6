import XCTest
import Foundation
import Gliss
import GlissTesting

/// `onHover` and `pointerStyle`: what the pointer is over, as the front view sees it.
final class HoverTests: XCTestCase {
    final class Page: App {
        var log: [String] = []
        var covered = false
        var query = ""
        init() {}
        func body(_ ui: UI) {
            ui.zstack(alignment: .topLeading) {
                ui.vstack(alignment: .leading, spacing: 20) {
                    ui.text("Docs").padding(8)
                        .onHover { self.log.append($0 ? "in" : "out") }
                        .pointerStyle(.link)
                    ui.textField("Search", text: Bindable(self).query).frame(width: 200)
                    ui.text("Plain")
                }
                .padding(20)
                if covered {
                    ui.spacer().frame(width: 300, height: 300).background(.white)
                }
            }
            .frame(width: 400, height: 400, alignment: .topLeading)
        }
    }

    func testOnHoverReportsComingInAndGoingOut() throws {
        let app = Page()
        let h = try Harness(app: app, size: Size(400, 400), text: .headless)
        let docs = try h.node(label: "Docs").frame.center
        h.move(to: docs)
        h.run(frames: 1)
        XCTAssertEqual(app.log, ["in"])
        h.move(to: Point(docs.x + 2, docs.y))
        h.run(frames: 2)
        XCTAssertEqual(app.log, ["in"], "moving inside reports nothing new")
        h.move(to: Point(390, 390))
        h.run(frames: 1)
        XCTAssertEqual(app.log, ["in", "out"])
    }

    func testACoveredViewIsNotHovered() throws {
        let app = Page()
        let h = try Harness(app: app, size: Size(400, 400), text: .headless)
        let docs = try h.node(label: "Docs").frame.center
        app.covered = true
        h.run(frames: 1)
        XCTAssertThrowsError(try h.node(label: "Docs"), "covered, it is not listed")
        h.move(to: docs)
        h.run(frames: 2)
        XCTAssertEqual(app.log, [], "the opaque view in front takes the pointer")
        XCTAssertEqual(h.ui.pointerStyle, .default)
        // Uncovered under a still pointer: hovering follows what is drawn.
        app.covered = false
        h.run(frames: 3)
        XCTAssertEqual(app.log, ["in"])
    }

    func testThePointersShapeFollowsTheViewUnderIt() throws {
        let app = Page()
        let h = try Harness(app: app, size: Size(400, 400), text: .headless)
        h.move(to: try h.node(label: "Docs").frame.center)
        XCTAssertEqual(h.ui.pointerStyle, .link)
        h.move(to: try h.node(label: "Search", role: "textField").frame.center)
        XCTAssertEqual(h.ui.pointerStyle, .text, "text fields show the I-beam by themselves")
        h.move(to: try h.node(label: "Plain").frame.center)
        XCTAssertEqual(h.ui.pointerStyle, .default)
    }
}

/// `link`: opens its address through `ui.openURL`, underlined while hovered.
final class LinkTests: XCTestCase {
    final class About: App {
        init() {}
        func body(_ ui: UI) {
            ui.vstack(spacing: 12) {
                ui.link("Docs", destination: URL(string: "https://example.org/docs")!)
                ui.link("Source", destination: URL(string: "https://example.org/src")!)
            }
        }
    }

    func testALinkOpensItsAddressByClickAndKeyboard() throws {
        let h = try Harness(app: About(), text: .headless)
        var opened: [String] = []
        h.ui.openURL = { opened.append($0.absoluteString) }
        try h.click(label: "Source", role: "link")
        XCTAssertEqual(opened, ["https://example.org/src"])
        try h.key("Tab")
        try h.key("Return")
        XCTAssertEqual(opened, ["https://example.org/src", "https://example.org/docs"])
        XCTAssertEqual(try h.node(label: "Docs", role: "link").value, "https://example.org/docs")
    }

    func testALinkIsUnderlinedWhileHovered() throws {
        let h = try Harness(app: About(), text: .headless)
        let docs = try h.node(label: "Docs", role: "link").frame
        func underlined() -> Bool {
            h.host.lastDrawList.commands.contains {
                if case .fillRoundedRect(let r, _, let c) = $0, c == .accentColor, r.height == 1, docs.contains(r.center) { return true }
                return false
            }
        }
        XCTAssertFalse(underlined())
        h.move(to: docs.center)
        h.run(frames: 1)
        XCTAssertTrue(underlined())
        XCTAssertEqual(h.ui.pointerStyle, .link)
        h.move(to: Point(2, 2))
        h.run(frames: 1)
        XCTAssertFalse(underlined())
    }
}
