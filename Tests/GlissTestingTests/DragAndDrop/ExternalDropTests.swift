import XCTest
import Foundation
import Gliss
import GlissTesting

/// `dropDestination`: files and text another app drops, on the front view that takes them.
final class ExternalDropTests: XCTestCase {
    /// A text area that takes text, with a file well (taking only files) in front of it.
    final class Page: App {
        var files: [([URL], Point)] = []
        var texts: [([String], Point)] = []
        var targeted: [Bool] = []
        var wellTakes = true
        init() {}
        func body(_ ui: UI) {
            ui.zstack(alignment: .topLeading) {
                ui.rectangle(fill: .clear).frame(width: 400, height: 200)
                    .dropDestination(for: String.self) { items, p in self.texts.append((items, p)); return true }
                ui.text("Well").frame(width: 100, height: 60)
                    .dropDestination(for: URL.self, action: { items, p in self.files.append((items, p)); return self.wellTakes },
                                     isTargeted: { self.targeted.append($0) })
                    .offset(x: 50, y: 40)
            }
            .frame(width: 400, height: 300, alignment: .topLeading)
        }
    }

    func testFilesDroppedOnAViewReachItsActionWithTheLocalPoint() throws {
        let app = Page()
        let h = try Harness(app: app, size: Size(400, 300), text: .headless)
        let a = URL(fileURLWithPath: "/tmp/a.txt"), b = URL(fileURLWithPath: "/tmp/b b.txt")
        h.dropFiles([a, b], at: Point(60, 45))
        h.run(frames: 1)
        XCTAssertEqual(app.files.map(\.0), [[a, b]], "one drop, every file")
        XCTAssertEqual(app.files.first?.1, Point(10, 5), "in the well's own coordinates")
        XCTAssertEqual(app.texts.count, 0)
        XCTAssertEqual(app.targeted, [], "a drop from another app has no drag-over to report")
    }

    func testAViewTakingOnlyFilesLetsTextThroughToTheViewBehind() throws {
        let app = Page()
        let h = try Harness(app: app, size: Size(400, 300), text: .headless)
        h.dropText("hello", at: Point(60, 45))
        h.run(frames: 1)
        XCTAssertEqual(app.files.count, 0, "the well takes files only")
        XCTAssertEqual(app.texts.map(\.0), [["hello"]])
        XCTAssertEqual(app.texts.first?.1, Point(60, 45), "in the text area's coordinates")
    }

    func testADropWhereNothingTakesItDoesNothing() throws {
        let app = Page()
        let h = try Harness(app: app, size: Size(400, 300), text: .headless)
        h.dropFiles([URL(fileURLWithPath: "/tmp/a.txt")], at: Point(300, 100))   // the text area: text only
        h.dropText("below", at: Point(300, 250))                               // under no view
        h.run(frames: 2)
        XCTAssertEqual(app.files.count, 0)
        XCTAssertEqual(app.texts.count, 0)
    }

    func testADisabledViewTakesNoDrop() throws {
        final class Disabled: App {
            var got = 0
            init() {}
            func body(_ ui: UI) {
                ui.text("Off").frame(width: 100, height: 100)
                    .dropDestination(for: URL.self) { _, _ in self.got += 1; return true }
                    .disabled(true)
            }
        }
        let app = Disabled()
        let h = try Harness(app: app, size: Size(100, 100), text: .headless)
        h.dropFiles([URL(fileURLWithPath: "/tmp/a.txt")], at: Point(50, 50))
        h.run(frames: 1)
        XCTAssertEqual(app.got, 0)
    }
}

/// Two `dropDestination`s on one view, one per type: each drop reaches the one that takes it.
final class TwoDropDestinationsTests: XCTestCase {
    final class Well: App {
        var files: [[URL]] = []
        var texts: [[String]] = []
        init() {}
        func body(_ ui: UI) {
            ui.text("Well").frame(width: 200, height: 100)
                .dropDestination(for: URL.self) { items, _ in self.files.append(items); return true }
                .dropDestination(for: String.self) { items, _ in self.texts.append(items); return true }
        }
    }

    func testEachDropReachesTheDestinationOfItsType() throws {
        let app = Well()
        let h = try Harness(app: app, size: Size(200, 100), text: .headless)
        let a = URL(fileURLWithPath: "/tmp/a.txt")
        h.dropFiles([a], at: Point(50, 50))
        h.run(frames: 1)
        h.dropText("hello", at: Point(50, 50))
        h.run(frames: 1)
        XCTAssertEqual(app.files, [[a]], "the file went to the URL destination")
        XCTAssertEqual(app.texts, [["hello"]], "the text went to the String destination, applied second")
    }
}
