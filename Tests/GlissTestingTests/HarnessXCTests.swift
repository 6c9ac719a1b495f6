import XCTest
import Gliss
import GlissTesting

final class HarnessXCTests: XCTestCase {
    func testClickRunUntilIdleStateAndSnapshot() throws {
        let h = try Harness(app: CounterApp())
        try h.click(label: "+")
        XCTAssertEqual(h.state["count"], .number(1))
        XCTAssertGreaterThan(try h.runUntilIdle(), 0, "the spring should take frames to settle")
        XCTAssertEqual(h.time, Double(h.frame - 1) / 60, accuracy: 1e-9)
        try h.assertSnapshot(named: "count-1")
    }

    /// A change the test makes to the app's model is built by the next `runUntilIdle`, though
    /// no event announced it.
    func testRunUntilIdleBuildsAChangeMadeToTheModel() throws {
        let app = CounterApp()
        let h = try Harness(app: app, text: .headless)
        try h.runUntilIdle()
        app.count = 7
        XCTAssertGreaterThan(try h.runUntilIdle(), 0)
        XCTAssertNoThrow(try h.node(label: "Count 7", role: "text"))
    }

    /// A query that finds nothing names the label and the labels that do exist.
    func testMissingLabelNamesWhatExists() throws {
        let h = try Harness(app: CounterApp(), text: .headless)
        XCTAssertThrowsError(try h.click(label: "Minus")) { e in
            XCTAssertEqual("\(e)", "no visible node labelled 'Minus'; labels in this frame: 'Count 0', '+'")
        }
        XCTAssertThrowsError(try h.key("Esc")) { XCTAssertEqual($0 as? HarnessError, .unknownKey("Esc")) }
        XCTAssertThrowsError(try h.screenshot()) { XCTAssertEqual($0 as? HarnessError, .noPixels) }
    }

    /// The same app tested twice gives byte-identical screenshots.
    func testScreenshotsAreByteIdentical() throws {
        func shot() throws -> Data {
            let h = try Harness(app: CounterApp())
            try h.click(label: "+")
            h.run(frames: 5)   // mid-spring
            return try h.screenshot()
        }
        let a = try shot(), b = try shot()
        XCTAssertGreaterThan(a.count, 100)
        XCTAssertEqual(a, b)
    }

    /// A missing reference is recorded (the test goes on) and reported; a changed colour then
    /// fails the comparison with the pixel count and the diff file named.
    func testChangedColourFailsNamingCountAndDiff() throws {
        // References for this test go beside a (fictional) test file in a scratch folder.
        let file: StaticString = "/tmp/gliss-harness-tests/ColourTests.swift"
        let name = "square-\(getpid())"
        XCTAssertEqual(Harness.snapshotPath(named: name, file: file), "/tmp/gliss-harness-tests/__Snapshots__/ColourTests/\(name).png")
        defer { try? FileManager.default.removeItem(atPath: "/tmp/gliss-harness-tests") }
        let app = CounterApp()
        let h = try Harness(app: app)
        try h.assertSnapshot(named: name, file: file)
        XCTAssertThrowsError(try h.finishSnapshots()) { e in
            guard case SnapshotError.recorded(let p)? = e as? SnapshotError else { return XCTFail("\(e)") }
            XCTAssertEqual(p.count, 1)
            XCTAssertTrue(FileManager.default.fileExists(atPath: p[0]))
        }
        try h.assertSnapshot(named: name, file: file)
        app.squareColor = Color(red: 0.2, green: 0.3, blue: 0.9)
        h.run(frames: 1)
        XCTAssertThrowsError(try h.assertSnapshot(named: name, file: file)) { e in
            guard case let SnapshotError.mismatch(_, differing, allowed, _, folder)? = e as? SnapshotError else { return XCTFail("\(e)") }
            XCTAssertGreaterThan(differing, allowed)
            XCTAssertTrue("\(e)".contains("\(differing) pixels differ"), "\(e)")
            XCTAssertTrue("\(e)".contains(folder + "/\(name)-{actual,expected,diff}.png"), "\(e)")
            XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/\(name)-diff.png"))
        }
    }

    /// Every missing reference of a test is recorded in one run: the assertions go on, and one
    /// failure lists them all.
    func testEveryMissingReferenceIsRecordedInOneRun() throws {
        let dir = "/tmp/gliss-harness-tests-\(getpid())-many"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file: StaticString = "/tmp/gliss-harness-tests-many/ManyTests.swift"
        let h = try Harness(app: CounterApp())
        for name in ["one", "two", "three"] {
            try h.assertSnapshot(named: name, file: file)
            try h.click(label: "+")
        }
        XCTAssertEqual(h.recordedSnapshots.map(\.path).map { ($0 as NSString).lastPathComponent }, ["one.png", "two.png", "three.png"])
        XCTAssertThrowsError(try h.finishSnapshots()) { e in
            XCTAssertTrue("\(e)".hasPrefix("no reference snapshots: recorded /tmp/gliss-harness-tests-many/__Snapshots__/ManyTests/one.png, "), "\(e)")
            XCTAssertTrue("\(e)".hasSuffix("three.png; check them and run the test again"), "\(e)")
        }
        XCTAssertTrue(h.recordedSnapshots.isEmpty, "reported once")
        XCTAssertNoThrow(try h.finishSnapshots())
        try? FileManager.default.removeItem(atPath: "/tmp/gliss-harness-tests-many")
    }

    func testScriptsDragsAndBareBodies() throws {
        var tapped = 0
        let h = try Harness(size: Size(200, 100), text: .headless) { ui in
            ui.button("Tap") { tapped += 1 }
        }
        let c = try h.node(label: "Tap", role: "button").frame.center
        try h.play(script: "wait 1\nclick \(c.x) \(c.y)\nwait 2\n")
        XCTAssertEqual(tapped, 1)
        XCTAssertThrowsError(try h.play(script: "fly 1 2")) { XCTAssertTrue("\($0)".hasPrefix("<script>:1: unknown command 'fly'")) }
        h.drag(from: c, to: Point(c.x + 50, c.y), frames: 5)
        XCTAssertEqual(tapped, 1, "a drag is not a tap")
        XCTAssertEqual(h.nodes(role: "button").count, 1)
    }
}

final class HarnessRecordingTests: XCTestCase {
    /// A test can leave a recording of what it did: one PNG per frame, the pointer drawn.
    func testRecordToAFolderOfPNGs() throws {
        let dir = NSTemporaryDirectory() + "gliss-record-\(UUID().uuidString)/"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let h = try Harness(app: CounterApp())
        try h.record(to: dir)
        try h.click(label: "+")
        h.run(frames: 3)
        XCTAssertEqual(try h.finishRecording(), 5)
        let files = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        XCTAssertEqual(files, (1...5).map { String(format: "frame-%06d.png", $0) })
        let last = try XCTUnwrap(RGBAImage(png: dir + files.last!))
        XCTAssertEqual(last.width, 320)
        XCTAssertThrowsError(try Harness(app: CounterApp(), text: .headless).record(to: dir))
    }
}
