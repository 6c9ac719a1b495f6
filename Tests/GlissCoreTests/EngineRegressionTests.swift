import XCTest
import GlissCore

/// Engine bugs these tests found and the fixes they now guard (transition ghosts, quick
/// re-insertion, leaving views keeping their clip, reclamping shrunk content in the same
/// frame, multiline text lines, withAnimation in a body, matched views leaving no ghost,
/// disabled subtrees, a press stopping a glide, same-label buttons).
final class EngineRegressionTests: XCTestCase {
    /// A removal that interrupts a running insertion of a `.move` transition re-applies the
    /// transition to commands that already carry its offset: the view jumps.
    func testRemovalInterruptingMoveInsertionDoesNotJump() throws {

        var show = false
        let sheet = CTSwatch.a
        var pending: ((UI) -> Void)?
        let h = CoreHarness { ui in
            if let p = pending { pending = nil; p(ui) }
            ui.zstack(alignment: .top) {
                ui.roundedRect(fill: CTSwatch.e).frame(width: 200, height: 200)
                if show { ui.roundedRect(fill: sheet).frame(width: 100, height: 50).transition(.move(edge: .bottom)) }
            }
        }
        h.frame()
        pending = { ui in ui.withAnimation(.linear(duration: 1)) { show = true } }
        h.frame(at: 3)
        h.run(until: 3.5)
        // Half way in: 25 below its place (50).
        XCTAssertEqual(h.fills(sheet).first?.minY ?? -1, 75, accuracy: 1e-9)
        pending = { ui in ui.withAnimation(.linear(duration: 1)) { show = false } }
        h.frame()   // t = 3.5 + 1/64: presence ≈ 0.516 → expected y ≈ 74.2
        XCTAssertEqual(h.fills(sheet).first?.minY ?? -1, 50 + 50 * (1 - (0.5 + 1.0 / 64)), accuracy: 0.01)
    }

    /// Same double application for `.opacity`: the leaving view's alpha drops from p to p².
    func testRemovalInterruptingOpacityInsertionDoesNotJump() throws {

        var show = false
        let sheet = CTSwatch.a
        var pending: ((UI) -> Void)?
        let h = CoreHarness { ui in
            if let p = pending { pending = nil; p(ui) }
            if show { ui.roundedRect(fill: sheet).frame(width: 100, height: 50).transition(.opacity) }
        }
        h.frame()
        pending = { ui in ui.withAnimation(.linear(duration: 1)) { show = true } }
        h.frame(at: 3)
        h.run(until: 3.5)
        XCTAssertEqual(h.fillAlpha(sheet) ?? -1, 0.5, accuracy: 1e-9)
        pending = { ui in ui.withAnimation(.linear(duration: 1)) { show = false } }
        h.frame()
        XCTAssertEqual(h.fillAlpha(sheet) ?? -1, 0.5 + 1.0 / 64, accuracy: 0.01)
    }

    /// A view re-inserted (under animation) less than 4 frames after it was removed reuses
    /// its old transition record (presence 1): it appears at once instead of transitioning
    /// in, while its ghost is still leaving.
    func testQuickReinsertionTransitionsIn() throws {

        var show = true
        let sheet = CTSwatch.a
        var pending: ((UI) -> Void)?
        let h = CoreHarness { ui in
            if let p = pending { pending = nil; p(ui) }
            ui.zstack(alignment: .top) {
                ui.roundedRect(fill: CTSwatch.e).frame(width: 200, height: 200)
                if show { ui.roundedRect(fill: sheet).frame(width: 100, height: 50).transition(.move(edge: .bottom)) }
            }
        }
        h.frame(at: 1)
        pending = { ui in ui.withAnimation(.linear(duration: 1)) { show = false } }
        h.frame(at: 2)
        h.frame()
        pending = { ui in ui.withAnimation(.linear(duration: 1)) { show = true } }
        h.frame()
        let t0 = h.time
        h.run(until: t0 + 0.5)
        // The re-inserted sheet is half way in (y 75); the old one is leaving (≈ y 90).
        let ys = h.fills(sheet).map(\.minY).sorted()
        XCTAssertEqual(ys.count, 2, "\(ys)")
        XCTAssertEqual(ys.first ?? -1, 75, accuracy: 0.5, "inserted view transitions in: \(ys)")
    }

    /// The first frame after a scroll view's content shrinks is drawn with the old offset,
    /// past the new end (a blank or partly blank frame); it is corrected one frame later.
    func testShrinkingContentIsDrawnWithAValidOffsetInTheSameFrame() throws {

        var rows = 10
        var proxy: ScrollProxy?
        let h = CoreHarness { ui in
            proxy = ui.scrollProxy("list")
            ui.scroll(id: "list") {
                for i in 0..<rows { ui.text("Row \(i)", id: "Row \(i)").frame(width: 200, height: 40) }
            }.frame(width: 200, height: 100)
        }
        h.frame()
        proxy?.scrollTo("Row 9", anchor: .bottom)
        h.frame()
        XCTAssertEqual(proxy?.offset ?? -1, 372, accuracy: 1e-9)
        rows = 4      // 4·40 + 3·8 = 184 → max offset 84
        h.frame()
        XCTAssertEqual(proxy?.offset ?? -1, 84, accuracy: 1e-9)
        XCTAssertNotNil(h.node("Row 3"), "the last row is visible in the frame where the content shrank")
    }

    /// A multiline text in an HStack that fits on one line is drawn with the lines of an
    /// earlier, narrower measurement (the stack measures every child at width 0 first).
    func testMultilineTextThatFitsInHStackIsDrawnOnOneLine() throws {

        let h = CoreHarness { ui in
            ui.hstack {
                ui.text("hello world", multiline: true)
                ui.text("!")
            }
        }
        h.frame()
        XCTAssertEqual(h.node("hello world")?.frame.height ?? 0, 20, accuracy: 1e-9, "laid out as one line")
        XCTAssertEqual(h.texts.map(\.string), ["hello world", "!"], "drawn as one line")
    }

    /// `withAnimation` in the body (the only place key presses are seen, e.g. the carousel's
    /// Left/Right/Escape keys) followed by `animatedValue` of the changed state in the same
    /// pass: the value jumps instead of animating.
    func testWithAnimationInBodyAnimatesValuesReadLaterInThePass() throws {

        var target = 0.0
        var value = Double.nan
        let h = CoreHarness { ui in
            if ui.keyPressed("Right") { ui.withAnimation(.linear(duration: 1)) { target = 100 } }
            value = ui.animatedValue("x", target)
        }
        h.frame(at: 1)
        h.frame([.key("Right", modifiers: [])], at: 2)
        XCTAssertEqual(target, 100)
        XCTAssertEqual(value, 0, accuracy: 1e-9, "starts from the old value")
        h.run(until: 2.5)
        XCTAssertEqual(value, 50, accuracy: 1e-6)
    }

    /// matchedGeometry + `.transition(.identity)` (the playing-cards pattern): while the card
    /// flies, the removed source view is also drawn, as a ghost, where it was — two cards.
    func testMatchedGeometryWithIdentityTransitionDrawsOneCard() throws {

        var onRight = false
        var pending: ((UI) -> Void)?
        let h = CoreHarness(width: 400, height: 200) { ui in
            if let p = pending { pending = nil; p(ui) }
            func card() {
                ui.roundedRect(fill: CTSwatch.a).frame(width: 40, height: 40)
                    .matchedGeometry(id: "card", in: "ns").transition(.identity)
            }
            ui.hstack(spacing: 0) {
                ui.zstack(alignment: .topLeading) { if !onRight { card() } }
                    .frame(width: 200, height: 200, alignment: .topLeading)
                ui.zstack(alignment: .topLeading) { if onRight { card() } }
                    .frame(width: 200, height: 200, alignment: .topLeading)
            }
        }
        h.frame(at: 1)
        pending = { ui in ui.withAnimation(.linear(duration: 1)) { onRight = true } }
        h.frame(at: 2)
        h.run(until: 2.5)
        let cards = h.fills(CTSwatch.a)
        XCTAssertTrue(cards.allSatisfy { abs($0.minX - 100) < 0.5 }, "every copy is on the flight path: \(cards)")
    }

    /// A view removed under animation from inside a scroll view keeps drawing (as a ghost)
    /// outside the scroll view's clip.
    func testLeavingViewStaysClippedByItsScrollView() throws {

        var rows = [0, 1, 2, 3]
        var pending: ((UI) -> Void)?
        let h = CoreHarness { ui in
            if let p = pending { pending = nil; p(ui) }
            ui.scroll(id: "s") {
                for i in rows {
                    ui.roundedRect(fill: i == 2 ? CTSwatch.a : CTSwatch.e, id: i).frame(width: 200, height: 40)
                        .transition(.opacity)
                }
            }.frame(width: 200, height: 100)
        }
        h.frame()
        // Row 2 spans y 196…236; the viewport ends at 200.
        pending = { ui in ui.withAnimation(.linear(duration: 1)) { rows = [0, 1, 3] } }
        h.frame()
        h.frame()
        let cmds = h.list.commands
        guard let ghost = h.fillIndexes(CTSwatch.a).first else { return XCTFail("the leaving row is not drawn") }
        // Inside some clip: a pushClip before it with no matching popClip in between.
        var depth = 0
        for c in cmds[..<ghost] {
            if case .pushClip = c { depth += 1 }
            if c == .popClip { depth -= 1 }
        }
        XCTAssertGreaterThan(depth, 0, "the leaving row is drawn unclipped, overflowing the viewport (y 196…236 vs 100…200)")
    }

    /// SwiftUI's `.disabled(true)` disables the view and everything in it; here it only
    /// disables the node it is applied to.
    func testDisabledContainerDisablesItsButtons() throws {

        var fired = 0
        let h = CoreHarness { ui in
            ui.vstack { ui.button("Inner") { fired += 1 } }.disabled()
        }
        h.frame()
        h.click("Inner")
        XCTAssertEqual(fired, 0)
    }

    /// UIKit/SwiftUI: touching a scroll view that is still moving (momentum) stops it, and
    /// that touch does not activate the button under it. Here the button fires and the
    /// content keeps gliding.
    func testPressDuringMomentumStopsScrollingAndDoesNotTap() throws {

        var tapped: [Int] = []
        var proxy: ScrollProxy?
        let h = CoreHarness { ui in
            proxy = ui.scrollProxy("list")
            ui.scroll(id: "list") {
                for i in 0..<100 { ui.button("Row \(i)") { tapped.append(i) }.frame(width: 200, height: 40) }
            }.frame(width: 200, height: 100)
        }
        h.frame()
        h.drag(from: Point(200, 190), through: (1...8).map { Point(200, 190 - 15 * Double($0)) })
        for _ in 0..<10 { h.frame() }
        h.frame([.pointerMove(Point(200, 150)), .pointerDown(Point(200, 150), .left)])
        let pressedAt = proxy?.offset ?? -1
        h.frame([.pointerUp(Point(200, 150), .left)])
        for _ in 0..<10 { h.frame() }
        XCTAssertEqual(tapped, [], "the touch that stops a glide is not a tap")
        XCTAssertEqual(proxy?.offset ?? -1, pressedAt, accuracy: 1, "the glide stops when pressed")
    }

    /// A button floating over a gliding list but not inside it (the devices index column) takes
    /// its tap: only the scroll views a press lands in stop. Here every click on the index
    /// while the list moved was swallowed, and the list froze where it was.
    func testButtonOverAGlidingListStillTaps() throws {

        var jumps = 0
        var rowTaps = 0
        var proxy: ScrollProxy?
        let h = CoreHarness { ui in
            proxy = ui.scrollProxy("list")
            ui.zstack(alignment: .trailing) {
                ui.scroll(id: "list") {
                    for i in 0..<100 { ui.button("Row \(i)") { rowTaps += 1 }.frame(width: 200, height: 40) }
                }.frame(width: 200, height: 100)
                ui.button("Jump") { jumps += 1 }.frame(width: 40, height: 40)
            }
        }
        h.frame()
        guard let jump = h.node("Jump")?.frame else {
            return XCTFail("no Jump button")
        }
        let rowX = jump.minX - 60
        h.drag(from: Point(rowX, jump.maxY + 8), through: (1...8).map { Point(rowX, jump.maxY + 8 - 15 * Double($0)) })
        for _ in 0..<5 { h.frame() }
        let before = proxy?.offset ?? -1
        h.frame([.pointerMove(jump.center), .pointerDown(jump.center, .left)])
        h.frame([.pointerUp(jump.center, .left)])
        h.frame()
        XCTAssertEqual(jumps, 1, "the floating button is clicked")
        XCTAssertGreaterThan(proxy?.offset ?? -1, before + 1, "the list, not pressed, keeps gliding")
        XCTAssertEqual(rowTaps, 0)
    }

    /// Removing an item, animated, from a list scrolled to its end: the offset must come back
    /// into range with that animation. It was clamped at once, so every item before the
    /// removed one jumped by an item's width in a single frame (photos dock, cards hands).
    func testContentShrinkingInAnAnimatedChangeScrollsBackAnimated() throws {

        var items = Array(0..<20)
        var proxy: ScrollProxy?
        let h = CoreHarness { ui in
            proxy = ui.scrollProxy("row")
            ui.scroll(.horizontal, id: "row", spacing: 0) {
                for i in items { ui.withID(i) { ui.roundedRect(fill: CTSwatch.e).frame(width: 50, height: 40) } }
            }.frame(width: 200, height: 40)
        }
        h.frame()
        proxy?.setOffset(10_000)
        h.frame(); h.frame()
        let end = proxy?.offset ?? -1
        XCTAssertEqual(end, 20 * 50 - 200, accuracy: 1, "scrolled to the end")
        h.inNextBuild { ui in ui.withAnimation(Animation.easeInOut(duration: 0.5)) { items.removeLast() } }
        h.frame()
        h.frame()
        let early = proxy?.offset ?? -1
        XCTAssertGreaterThan(early, end - 50 + 1, "not clamped in one frame: \(early)")
        XCTAssertLessThan(early, end, "already on its way back")
        for _ in 0..<40 { h.frame() }
        XCTAssertEqual(proxy?.offset ?? -1, end - 50, accuracy: 0.01, "settles in range")
    }

    /// Two buttons with the same label in one scope get the same id (a button's default id
    /// is its label): clicking the second runs the first one's action, silently.
    func testSameLabelButtonsRunTheirOwnActions() throws {

        var fired: [String] = []
        let h = CoreHarness { ui in
            ui.vstack(spacing: 40) {
                ui.button("Delete") { fired.append("first") }
                ui.button("Delete") { fired.append("second") }
            }
        }
        h.frame()
        let buttons = h.inspector.filter { $0.label == "Delete" }.sorted { $0.frame.minY < $1.frame.minY }
        XCTAssertEqual(buttons.count, 2)
        XCTAssertNotEqual(buttons.first?.id, buttons.last?.id, "distinct views need distinct ids")
        guard let second = buttons.last else { return }
        h.click(second.frame.center)
        XCTAssertEqual(fired, ["second"])
    }
}
