import XCTest
import Gliss
import GlissTesting

/// Motion under right-to-left layout: what slides toward the trailing edge in a left-to-right
/// window slides toward the left in a right-to-left one.
final class RightToLeftMotionTests: XCTestCase {
    final class Pages: App {
        var path: [Int] = []
        var direction = LayoutDirection.leftToRight
        static var defaultSize: Size { Size(400, 300) }
        init() {}
        func body(_ ui: UI) {
            ui.environment(\.layoutDirection, direction) {
                ui.navigationStack(path: Bindable(self).path) {
                    ui.text("Root")
                    ui.navigationDestination(for: Int.self) { n in
                        ui.text("Page \(n)").frame(maxWidth: .infinity, maxHeight: .infinity)
                    }
                }
            }
        }
    }

    /// A page pushed slides in from the trailing edge: the right left to right, the left right
    /// to left.
    func testAPushedPageComesFromTheTrailingEdge() throws {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let app = Pages()
            app.direction = direction
            let h = try Harness(app: app, text: .headless)
            app.path = [1]
            h.run(frames: 4)
            let page = try h.node(label: "Page 1", role: "text").frame
            if direction == .leftToRight {
                XCTAssertGreaterThan(page.midX, 200 + 20, "left to right it comes from the right: \(page)")
            } else {
                XCTAssertLessThan(page.midX, 200 - 20, "right to left it comes from the left: \(page)")
            }
        }
    }

    /// A link in a text sits over its own characters in a right-to-left window too: text is
    /// not mirrored, so neither are the links placed over it.
    func testALinkStaysOverItsCharactersRightToLeft() throws {
        var frames: [LayoutDirection: (text: Rect, link: Rect)] = [:]
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let h = try Harness(size: Size(600, 200), text: .headless) { ui in
                ui.environment(\.layoutDirection, direction) {
                    ui.vstack(alignment: .leading) { ui.text("Read [the guide](https://example.com) now") }
                        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                }
            }
            frames[direction] = (try h.node(label: "Read the guide now", role: "text").frame,
                                 try h.node(label: "the guide", role: "link").frame)
        }
        let ltr = frames[.leftToRight]!, rtl = frames[.rightToLeft]!
        XCTAssertGreaterThan(rtl.text.minX, ltr.text.minX, "the text itself moves to the right")
        XCTAssertEqual(rtl.link.minX - rtl.text.minX, ltr.link.minX - ltr.text.minX, accuracy: 0.01,
                       "the link keeps its place in the text")
    }
}
