import XCTest
@_spi(GlissControls) @testable import GlissCore
import GlissTesting

/// A stack of one view with nothing of its own, inside another stack, is taken out of the tree
/// after the build (`TransparentWrappers.swift`): layout and emit walk past it. It must look
/// exactly as if it were there, and a stack with a modifier, or whose view hands its container
/// a trait, must stay.
final class TransparentWrapperTests: XCTestCase {
    private func index(_ ui: UI, _ label: String) -> Int {
        (0..<ui.nodes.count).first { ui.label(of: $0) == label }!
    }

    private func labels(of i: Int, _ ui: UI) -> [String] {
        ui.children(of: i).map { ui.label(of: $0) ?? "(\(ui.nodes[$0].tag))" }
    }

    private func frames(_ ui: UI, _ names: [String]) -> [Rect] {
        names.map { n in ui.inspector.first { $0.label == n }!.frame }
    }

    func testAPlainWrapperIsWalkedPastAndHasItsViewsRect() {
        var stacks: [Int] = []
        let d = CoreHarness(width: 400, height: 300) { ui in
            ui.vstack(spacing: 0) {
                // Three wrapped siblings in a row: each put in its place, in order.
                ui.hstack(spacing: 0) {
                    stacks.append(ui.hstack { ui.text("a") }.index)
                    stacks.append(ui.vstack { ui.hstack { ui.text("b") } }.index)
                    stacks.append(ui.hstack { ui.text("c") }.index)
                }.accessibility(role: .container, label: "row")
                ui.text("d")
            }.accessibility(role: .container, label: "column")
        }
        d.frame()
        let ui = d.ui
        let row = index(ui, "row")
        XCTAssertEqual(labels(of: row, ui), ["a", "b", "c"], "the views sit where their stacks were")
        XCTAssertEqual(labels(of: index(ui, "column"), ui), ["row", "d"])
        for (s, name) in zip(stacks.suffix(3), ["a", "b", "c"]) {
            XCTAssertTrue(ui.nodes[s].detached)
            XCTAssertEqual(ui.nodes[s].rect, ui.nodes[index(ui, name)].rect, "a stack taken out has its view's rect")
        }
        let f = frames(ui, ["a", "b", "c"])
        XCTAssertEqual(f[0].maxX, f[1].minX, accuracy: 0.001)
        XCTAssertEqual(f[1].maxX, f[2].minX, accuracy: 0.001)
    }

    func testAStackWithAModifierStays() {
        let d = CoreHarness(width: 400, height: 300) { ui in
            ui.vstack(spacing: 0) {
                ui.hstack { ui.text("padded") }.padding(10).accessibility(label: "p")
                ui.hstack { ui.text("framed") }.frame(width: 200, alignment: .leading)
                ui.hstack { ui.text("backed") }.background(.red)
                ui.hstack { ui.text("moved") }.offset(x: 30)
            }.accessibility(role: .container, label: "column")
        }
        d.frame()
        let ui = d.ui
        let kids = Array(ui.children(of: index(ui, "column")))
        XCTAssertEqual(kids.count, 4)
        for k in kids { XCTAssertEqual(ui.nodes[k].tag, .stack, "a stack with a modifier is kept") }
        let padded = ui.nodes[index(ui, "padded")].rect, framed = ui.nodes[index(ui, "framed")].rect
        let moved = ui.nodes[index(ui, "moved")].rect, backed = ui.nodes[index(ui, "backed")].rect
        XCTAssertEqual(padded.minX - ui.nodes[kids[0]].rect.minX, 10, accuracy: 0.001)
        XCTAssertEqual(framed.minX, ui.nodes[kids[1]].rect.minX, accuracy: 0.001, "leading in its 200-point frame")
        XCTAssertEqual(moved.minX - backed.minX, 30 + (backed.width - moved.width) / 2, accuracy: 0.001)
    }

    func testAViewsPriorityAndASpacerStayInsideTheirStack() {
        let d = CoreHarness(width: 400, height: 300) { ui in
            ui.vstack(spacing: 0) {
                ui.hstack { ui.text("first").layoutPriority(1) }
                ui.hstack { ui.spacer() }
                ui.hstack { ui.text("plain") }
            }.accessibility(role: .container, label: "column")
        }
        d.frame()
        let ui = d.ui
        let kids = Array(ui.children(of: index(ui, "column")))
        XCTAssertEqual(kids.map { ui.nodes[$0].tag }, [.stack, .stack, .text],
                       "a view with a priority, and a spacer, keep their stack; a plain label does not")
    }

    /// Whatever the tree, each view is where it would be with every wrapper kept (`.padding(0)`
    /// is a modifier that changes nothing but keeps the stack): sizes, alignment, spacing,
    /// priorities and spacers around wrappers, nested both ways.
    func testViewsArePlacedAsWithTheWrappersKept() {
        for width in [120.0, 260, 400] {
            var placed: [[Rect]] = []
            for keep in [false, true] {
                let d = CoreHarness(width: width, height: 300) { ui in
                    func wrap(_ depth: Int, _ content: () -> Void) {
                        if depth == 0 { return content() }
                        let s = depth % 2 == 0 ? ui.hstack(alignment: .bottom) { wrap(depth - 1, content) }
                                               : ui.vstack(alignment: .trailing) { wrap(depth - 1, content) }
                        if keep { s.padding(0) }
                    }
                    ui.vstack(alignment: .leading, spacing: 3) {
                        ui.hstack(spacing: 5) {
                            wrap(2) { ui.text("Lorem ipsum dolor sit amet") }
                            ui.spacer()
                            wrap(3) { ui.text("consectetur").layoutPriority(1) }
                            wrap(1) { ui.rectangle(fill: .orange).frame(width: 5) }
                        }
                        wrap(4) { ui.text("adipiscing elit, sed do eiusmod tempor incididunt").lineLimit(2) }
                        ui.hstack(alignment: .top) {
                            wrap(1) { ui.rectangle(fill: .blue).frame(minWidth: 10, maxWidth: 80, minHeight: 4, maxHeight: 4) }
                            wrap(2) { ui.text("ut labore") }
                        }
                    }
                }
                d.frame()
                placed.append(frames(d.ui, ["Lorem ipsum dolor sit amet", "consectetur",
                                            "adipiscing elit, sed do eiusmod tempor incididunt", "ut labore"]))
            }
            for (a, b) in zip(placed[0], placed[1]) {
                XCTAssertEqual(a.minX, b.minX, accuracy: 0.001, "at \(width)")
                XCTAssertEqual(a.minY, b.minY, accuracy: 0.001, "at \(width)")
                XCTAssertEqual(a.width, b.width, accuracy: 0.001, "at \(width)")
                XCTAssertEqual(a.height, b.height, accuracy: 0.001, "at \(width)")
            }
        }
    }

    /// A stack of one view (taken out of the tree) that gains a second under `withAnimation`
    /// (an `if` inside it) is the same stack in both frames: the view that stayed is not faded,
    /// the new one fades in, then out when it goes.
    func testAStackThatGainsAViewUnderAnimationKeepsTheOneItHad() throws {
        final class Model { var show = false }
        let m = Model()
        let h = CoreHarness { ui in
            ui.vstack(spacing: 0) {
                ui.vstack(spacing: 0) {
                    ui.rectangle(fill: CTSwatch.b).frame(width: 40, height: 40)
                    if m.show { ui.rectangle(fill: CTSwatch.a).frame(width: 40, height: 40) }
                }
                ui.rectangle(fill: CTSwatch.c).frame(width: 40, height: 40)
            }
        }
        h.frame(at: 1)
        XCTAssertTrue((0..<h.ui.nodes.count).contains { h.ui.nodes[$0].detached }, "the stack of one view is taken out")
        h.inNextBuild { ui in ui.withAnimation(.linear(duration: 1)) { m.show = true } }
        h.frame(at: 2)
        h.run(until: 2.5)
        XCTAssertEqual(h.fillAlpha(CTSwatch.b), 1, "the view that stayed is not faded")
        XCTAssertEqual(h.fillAlpha(CTSwatch.c), 1)
        XCTAssertEqual(h.fillAlpha(CTSwatch.a) ?? 0, 0.5, accuracy: 1e-6, "the new one fades in")
        h.run(until: 3.1)
        h.inNextBuild { ui in ui.withAnimation(.linear(duration: 1)) { m.show = false } }
        h.frame(at: 4)
        h.run(until: 4.75)
        XCTAssertEqual(h.fillAlpha(CTSwatch.b), 1, "the view that stays is not faded")
        XCTAssertEqual(h.fillAlpha(CTSwatch.a) ?? 0, 0.25, accuracy: 1e-6, "the other fades out where it was")
    }
}
