import XCTest
import GlissCore

/// Appends in tree order.
struct CTNamesKey: PreferenceKey {
    static var defaultValue: [String] { [] }
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

/// Sum of reported widths.
struct CTWidthKey: PreferenceKey {
    static var defaultValue: Double { 0 }
    static func reduce(value: inout Double, nextValue: () -> Double) { value += nextValue() }
}

/// Frames by name.
struct CTFramesKey: PreferenceKey {
    static var defaultValue: [String: Rect] { [:] }
    static func reduce(value: inout [String: Rect], nextValue: () -> [String: Rect]) {
        value.merge(nextValue()) { $1 }
    }
}

/// Values reported up the tree after layout, handlers that run on change, named spaces.
final class PreferenceTests: XCTestCase {
    func testReduceFollowsTreeOrder() {
        var got: [[String]] = []
        let h = CoreHarness { ui in
            ui.vstack {
                ui.text("a").preference(CTNamesKey.self) { _ in ["a"] }
                ui.hstack {
                    ui.text("b").preference(CTNamesKey.self) { _ in ["b"] }
                    ui.text("c").preference(CTNamesKey.self) { _ in ["c"] }
                }
                ui.text("d").preference(CTNamesKey.self) { _ in ["d"] }
            }
            .onPreferenceChange(CTNamesKey.self) { got.append($0) }
        }
        h.frame()
        XCTAssertEqual(got.last, ["a", "b", "c", "d"])
    }

    func testParentValueComesBeforeItsChildren() {
        var got: [String] = []
        let h = CoreHarness { ui in
            ui.vstack {
                ui.vstack {
                    ui.text("x").preference(CTNamesKey.self) { _ in ["child"] }
                }.preference(CTNamesKey.self) { _ in ["parent"] }
                ui.text("y").preference(CTNamesKey.self) { _ in ["sibling"] }
            }
            .onPreferenceChange(CTNamesKey.self) { got = $0 }
        }
        h.frame()
        XCTAssertEqual(got, ["parent", "child", "sibling"])
    }

    func testReaderSeesOnlyItsSubtree() {
        var inner: [String] = []
        var outer: [String] = []
        let h = CoreHarness { ui in
            ui.vstack {
                ui.text("out").preference(CTNamesKey.self) { _ in ["out"] }
                ui.vstack {
                    ui.text("in").preference(CTNamesKey.self) { _ in ["in"] }
                }.onPreferenceChange(CTNamesKey.self) { inner = $0 }
            }.onPreferenceChange(CTNamesKey.self) { outer = $0 }
        }
        h.frame()
        XCTAssertEqual(inner, ["in"])
        XCTAssertEqual(outer, ["out", "in"])
    }

    func testOnPreferenceChangeFiresOnFirstValueThenOnlyOnChange() {
        var pad = 0.0
        var calls: [Double] = []
        let h = CoreHarness { ui in
            ui.vstack {
                ui.text("Label").padding(pad).preference(CTWidthKey.self) { $0.size.width }
            }
            .onPreferenceChange(CTWidthKey.self) { calls.append($0) }
        }
        for _ in 0..<5 { h.frame() }
        XCTAssertEqual(calls, [51])
        pad = 10
        for _ in 0..<5 { h.frame() }
        XCTAssertEqual(calls, [51, 71])
        pad = 0
        h.frame()
        XCTAssertEqual(calls, [51, 71, 51], "a return to an earlier value is a change too")
    }

    func testHandlerStateChangeIsDrawnInTheSameFrame() {
        var measured = 0.0
        let h = CoreHarness { ui in
            ui.vstack {
                ui.text("Twelve chars").preference(CTWidthKey.self) { $0.size.width }
                ui.text("width \(Int(measured))")
            }
            .onPreferenceChange(CTWidthKey.self) { measured = $0 }
        }
        h.frame()
        XCTAssertEqual(measured, 122.4, accuracy: 1e-9)
        XCTAssertNotNil(h.node("width 122"), "the frame is rebuilt after the handler before drawing")
        XCTAssertNil(h.node("width 0"))
        XCTAssertTrue(h.ui.warnings.isEmpty, "\(h.ui.warnings)")
    }

    func testNoValuesDeliversDefaultValue() {
        var got: [[String]] = []
        let h = CoreHarness { ui in
            ui.vstack { ui.text("nothing reported") }.onPreferenceChange(CTNamesKey.self) { got.append($0) }
        }
        h.frame()
        h.frame()
        XCTAssertEqual(got, [[]])
    }

    func testFrameInNamedCoordinateSpace() {
        var frames: [String: Rect] = [:]
        let h = CoreHarness { ui in
            ui.vstack(alignment: .leading, spacing: 8) {
                ui.text("A")
                ui.text("B").preference(CTFramesKey.self) { g in
                    ["named": g.frame(in: .named("box")), "global": g.frame(in: .global), "local": g.frame(in: .local)]
                }
            }
            .padding(20)
            .coordinateSpace(name: "box")
            .onPreferenceChange(CTFramesKey.self) { frames = $0 }
        }
        h.frame()
        // Box: 10.2 + 40 wide, 20 + 8 + 20 + 40 high = 50.2×88, centred at (174.9, 106).
        ctAssertRect(frames["named"], Rect(20, 48, 10.2, 20))
        ctAssertRect(frames["global"], Rect(174.9 + 20, 106 + 48, 10.2, 20))
        ctAssertRect(frames["local"], Rect(0, 0, 10.2, 20))
        ctAssertRect(frames["global"], h.node("B")?.frame ?? .zero)
    }

    func testNamedSpaceResolvesToTheNearestAncestorWithThatName() {
        var frames: [String: Rect] = [:]
        let h = CoreHarness { ui in
            ui.vstack(spacing: 0) {
                ui.text("spacer")
                ui.zstack(alignment: .topLeading) {
                    ui.text("B").padding(EdgeInsets(top: 7, leading: 3)).preference(CTFramesKey.self) { g in
                        ["space": g.frame(in: .named("space"))]
                    }
                }.coordinateSpace(name: "space")
            }
            .coordinateSpace(name: "space")
            .onPreferenceChange(CTFramesKey.self) { frames = $0 }
        }
        h.frame()
        // Relative to the inner zstack, not the outer vstack (20 pt higher).
        XCTAssertEqual(frames["space"]?.origin, Point(0, 0))
        XCTAssertEqual(frames["space"]?.size, Size(13.2, 27))
    }

    func testNamedSpaceFollowsScrolling() {
        var frames: [String: Rect] = [:]
        var proxy: ScrollProxy?
        let h = CoreHarness { ui in
            proxy = ui.scrollProxy("s")
            ui.scroll(id: "s", spacing: 0) {
                for i in 0..<10 {
                    ui.text("Row \(i)", id: "Row \(i)").frame(width: 200, height: 50)
                        .preference(CTFramesKey.self) { g in ["Row \(i)": g.frame(in: .named("scroller"))] }
                }
            }
            .frame(width: 200, height: 100)
            .coordinateSpace(name: "scroller")
            .onPreferenceChange(CTFramesKey.self) { frames = $0 }
        }
        h.frame()
        ctAssertRect(frames["Row 3"], Rect(0, 150, 200, 50))
        proxy?.scrollTo("Row 3", anchor: .top)
        h.frame()
        ctAssertRect(frames["Row 3"], Rect(0, 0, 200, 50))
        ctAssertRect(frames["Row 0"], Rect(0, -150, 200, 50))
    }

    func testPreferenceLoopIsBoundedAndReportedOnce() {
        var grow = 0.0
        var handlerCalls = 0
        let h = CoreHarness { ui in
            ui.text("Grow").padding(EdgeInsets(leading: grow))
                .preference(CTWidthKey.self) { $0.size.width }
                .onPreferenceChange(CTWidthKey.self) { _ in handlerCalls += 1; grow += 1 }
        }
        let list = h.frame()
        XCTAssertFalse(list.commands.isEmpty, "the frame is still drawn")
        XCTAssertEqual(handlerCalls, UI.maxPasses, "one handler call per bounded pass")
        h.frame()
        h.frame()
        let warnings = h.ui.warnings.filter { $0.contains("did not settle") }
        XCTAssertEqual(warnings.count, 1, "\(h.ui.warnings)")
        XCTAssertTrue(warnings.first?.contains("CTWidthKey") ?? false, warnings.first ?? "")
    }

    func testSettlingHandlerProducesNoWarning() {
        var width = 0.0
        let h = CoreHarness { ui in
            ui.vstack {
                ui.text("Measure me").preference(CTWidthKey.self) { $0.size.width }
                // Depends on the measured width, but its own size does not feed back.
                ui.rectangle(fill: .red).frame(width: width, height: 4)
            }
            .onPreferenceChange(CTWidthKey.self) { width = $0 }
        }
        for _ in 0..<3 { h.frame() }
        XCTAssertEqual(width, 102, accuracy: 1e-9)
        XCTAssertTrue(h.ui.warnings.isEmpty, "\(h.ui.warnings)")
    }
}
