import XCTest
import GlissCore

/// matchedGeometry: a view that changes place under an animation flies between the places,
/// drawn above clipping scroll views while in flight.
///
/// Fixture: window 400×200; left is a 200×200 box at (0, 0), right a 200×200 scroll view
/// at (200, 0); the 40×40 card sits at the top-leading corner of whichever holds it.
final class MatchedGeometryTests: XCTestCase {
    static let card = CTSwatch.a
    static let left = Rect(0, 0, 40, 40)
    static let right = Rect(200, 0, 40, 40)

    private final class Fixture {
        var onRight = false
        let h: CoreHarness
        init() {
            var me: Fixture?
            h = CoreHarness(width: 400, height: 200) { ui in
                guard let me else { return }
                ui.hstack(spacing: 0) {
                    ui.zstack(alignment: .topLeading) {
                        if !me.onRight { Fixture.card(ui) }
                    }.frame(width: 200, height: 200, alignment: .topLeading)
                    ui.scroll(id: "dest") {
                        if me.onRight { Fixture.card(ui) }
                        for i in 0..<8 { ui.rectangle(fill: CTSwatch.e).frame(width: 180, height: 60).accessibility(role: .shape, label: "filler \(i)") }
                    }.frame(width: 200, height: 200)
                }
            }
            me = self
            h.frame()
        }
        static func card(_ ui: UI) {
            ui.rectangle(fill: MatchedGeometryTests.card).frame(width: 40, height: 40)
                .matchedGeometryEffect(id: "card", in: "ns")
        }
        var cardRect: Rect? { h.fills(MatchedGeometryTests.card).first }
        /// Moves the card inside the next frame's build, animated when `animation` is given.
        func move(toRight: Bool, animation: Animation?) {
            h.inNextBuild { ui in
                if let animation { ui.withAnimation(animation) { self.onRight = toRight } }
                else { self.onRight = toRight }
            }
        }
    }

    func testCardStartsOnTheLeft() {
        let f = Fixture()
        ctAssertRect(f.cardRect, Self.left)
        XCTAssertEqual(f.h.fills(Self.card).count, 1)
    }

    func testAnimatedMoveFliesThroughTheMidpointAndLands() {
        let f = Fixture()
        f.h.frame(at: 2)
        f.move(toRight: true, animation: .linear(duration: 1))
        f.h.frame(at: 3)
        ctAssertRect(f.cardRect, Self.left, accuracy: 1e-9, "the flight starts where the card was")
        f.h.run(until: 3.25)
        ctAssertRect(f.cardRect, Rect(50, 0, 40, 40), accuracy: 0.5)
        f.h.run(until: 3.5)
        ctAssertRect(f.cardRect, Rect(100, 0, 40, 40), accuracy: 0.5)
        XCTAssertEqual(f.h.fills(Self.card).count, 1, "drawn once, not at both ends")
        f.h.run(until: 4)
        ctAssertRect(f.cardRect, Self.right, accuracy: 1e-9)
        for _ in 0..<10 { f.h.frame() }
        ctAssertRect(f.cardRect, Self.right, accuracy: 1e-9)
        XCTAssertTrue(f.h.ui.isIdle)
    }

    /// In flight, the card is drawn at its destination's place in the z-order (before the
    /// fillers declared after it in the scroll view, which cover it), with the scroll view's
    /// clip lifted: it flies in from outside the scroll view, which does not cut it off.
    func testInFlightCardIsDrawnAtItsPlaceAboveTheDestinationScrollClip() {
        let f = Fixture()
        f.move(toRight: true, animation: .linear(duration: 1))
        let t0 = f.h.time + f.h.step
        f.h.frame()
        f.h.run(until: t0 + 0.5)
        let cmds = f.h.list.commands
        guard let cardIndex = f.h.fillIndexes(Self.card).first else { return XCTFail("card not drawn") }
        XCTAssertTrue(cmds.contains(.popClip), "the scroll view clips")
        var depth = 0
        for c in cmds[..<cardIndex] {
            if case .pushClip = c { depth += 1 }
            if c == .popClip { depth -= 1 }
        }
        XCTAssertEqual(depth, 0, "in flight: no clip in force where it is drawn")
        XCTAssertLessThan(cardIndex, f.h.fillIndexes(CTSwatch.e).min() ?? -1, "under what is declared after it")
        // After landing it is drawn inside the scroll view's clip.
        f.h.run(until: t0 + 1.5)
        let after = f.h.list.commands
        guard let landed = f.h.fillIndexes(Self.card).first,
              let push = after.firstIndex(where: { if case .pushClip = $0 { return true }; return false }),
              let pop = after.lastIndex(of: .popClip) else { return XCTFail("missing commands") }
        XCTAssertGreaterThan(landed, push)
        XCTAssertLessThan(landed, pop)
    }

    func testMoveWithoutAnimationJumps() {
        let f = Fixture()
        f.move(toRight: true, animation: nil)
        f.h.frame()
        ctAssertRect(f.cardRect, Self.right, accuracy: 1e-9)
        XCTAssertFalse(f.h.ui.animating)
    }

    func testFlightBackMidwayHasNoJump() {
        let f = Fixture()
        f.h.frame(at: 2)
        f.move(toRight: true, animation: .linear(duration: 1))
        f.h.frame(at: 3)
        f.h.run(until: 3.5)
        let before = f.cardRect
        ctAssertRect(before, Rect(100, 0, 40, 40), accuracy: 0.5)
        f.move(toRight: false, animation: .linear(duration: 1))
        f.h.frame()
        guard let after = f.cardRect, let before else { return XCTFail("card not drawn") }
        XCTAssertLessThan(abs(after.minX - before.minX), 200.0 / 64 + 1e-6, "retargeting mid-flight does not jump")
        f.h.run(until: 5)
        ctAssertRect(f.cardRect, Self.left, accuracy: 1e-9)
    }

    func testFlightLandsOnAScrolledDestination() {
        // The destination is scrolled down by 30: the card lands at its scrolled place.
        let f = Fixture()
        f.h.frame([.pointerMove(Point(300, 100)), .wheel(dx: 0, dy: 30, modifiers: [])])
        for _ in 0..<20 { f.h.frame() }
        f.move(toRight: true, animation: .linear(duration: 1))
        f.h.frame()
        f.h.run(until: f.h.time + 1.1)
        ctAssertRect(f.cardRect, Rect(200, -30, 40, 40), accuracy: 1e-9)
    }

    func testAnimatesLayoutMovesThroughTheMidpoint() {
        var wide = false
        var pending: ((UI) -> Void)?
        let h = CoreHarness { ui in
            if let p = pending { pending = nil; p(ui) }
            ui.hstack(spacing: 0) {
                ui.rectangle(fill: CTSwatch.b).frame(width: wide ? 200 : 100, height: 20)
                ui.rectangle(fill: CTSwatch.a).frame(width: 20, height: 20).animatesLayout()
            }
        }
        h.frame(at: 1)
        // 120 wide, centred: the small box at x 240; after the change 220 wide: x 290.
        ctAssertRect(h.fills(CTSwatch.a).first, Rect(240, 140, 20, 20))
        pending = { ui in ui.withAnimation(.linear(duration: 1)) { wide = true } }
        h.frame(at: 2)
        ctAssertRect(h.fills(CTSwatch.a).first, Rect(240, 140, 20, 20), accuracy: 1e-9)
        // Its neighbour, changed under the same withAnimation, glides too (as in SwiftUI).
        ctAssertRect(h.fills(CTSwatch.b).first, Rect(140, 140, 100, 20), accuracy: 1e-9)
        h.run(until: 2.5)
        ctAssertRect(h.fills(CTSwatch.a).first, Rect(265, 140, 20, 20), accuracy: 1e-6)
        ctAssertRect(h.fills(CTSwatch.b).first, Rect(115, 140, 150, 20), accuracy: 1e-6)
        h.run(until: 3)
        ctAssertRect(h.fills(CTSwatch.a).first, Rect(290, 140, 20, 20), accuracy: 1e-9)
        ctAssertRect(h.fills(CTSwatch.b).first, Rect(90, 140, 200, 20), accuracy: 1e-9)
    }

    func testLayoutChangeWithoutAnimationDoesNotAnimate() {
        var wide = false
        let h = CoreHarness { ui in
            ui.hstack(spacing: 0) {
                ui.rectangle(fill: CTSwatch.b).frame(width: wide ? 200 : 100, height: 20)
                ui.rectangle(fill: CTSwatch.a).frame(width: 20, height: 20).animatesLayout()
            }
        }
        h.frame()
        wide = true
        h.frame()
        ctAssertRect(h.fills(CTSwatch.a).first, Rect(290, 140, 20, 20))
        XCTAssertFalse(h.ui.animating)
    }

    // MARK: Regressions (engine bugs these tests found; the fixes they guard)

    /// matchedGeometry + `.transition(.identity)` (the playing-cards pattern): while the card
    /// flies, the removed source view is also drawn, as a ghost, where it was — two cards.
    func testMatchedGeometryWithIdentityTransitionDrawsOneCard() throws {

        var onRight = false
        var pending: ((UI) -> Void)?
        let h = CoreHarness(width: 400, height: 200) { ui in
            if let p = pending { pending = nil; p(ui) }
            func card() {
                ui.rectangle(fill: CTSwatch.a).frame(width: 40, height: 40)
                    .matchedGeometryEffect(id: "card", in: "ns").transition(.identity)
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

    /// A view that flies within one scroll view stays inside its clip (only the clips of the
    /// containers it flies between are lifted).
    func testAFlightWithinAScrollViewStaysClipped() {
        var second = false
        let h = CoreHarness(width: 400, height: 200) { ui in
            ui.scroll(id: "list") {
                ui.vstack {
                    if !second { Fixture.card(ui) }
                    ui.rectangle(fill: CTSwatch.e).frame(width: 100, height: 300)
                    if second { Fixture.card(ui) }
                }
            }.frame(width: 200, height: 200)
        }
        h.frame(at: 1)
        h.inNextBuild { ui in ui.withAnimation(.linear(duration: 1)) { second = true } }
        h.frame(at: 2)
        h.run(until: 2.5)
        guard let card = h.fillIndexes(Self.card).first else { return XCTFail("card not drawn") }
        var depth = 0
        for c in h.list.commands[..<card] {
            if case .pushClip = c { depth += 1 }
            if c == .popClip { depth -= 1 }
        }
        XCTAssertEqual(depth, 1, "drawn inside the scroll view's clip")
    }
}
