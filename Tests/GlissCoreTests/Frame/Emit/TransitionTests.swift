import XCTest
import GlissCore

/// Insertion and removal transitions.
///
/// Fixture: a 200×200 backdrop centred in 400×300, i.e. at (100, 50); the 100×50 sheet sits
/// at its top centre, (150, 50). `.move(edge: .bottom)` offsets it by its height (50).
final class TransitionTests: XCTestCase {
    static let sheet = CTSwatch.a
    static let home = Rect(150, 50, 100, 50)

    private final class Fixture {
        var show: Bool
        let h: CoreHarness
        init(show: Bool, transition: Transition = .move(edge: .bottom)) {
            self.show = show
            var me: Fixture?
            h = CoreHarness { ui in
                guard let me else { return }
                ui.zstack(alignment: .top) {
                    ui.rectangle(fill: CTSwatch.e).frame(width: 200, height: 200)
                    if me.show {
                        ui.rectangle(fill: TransitionTests.sheet).frame(width: 100, height: 50)
                            .transition(transition)
                    }
                }
            }
            me = self
            h.frame()
        }
        var sheets: [Rect] { h.fills(TransitionTests.sheet) }
        func set(_ show: Bool, animation: Animation?) {
            h.inNextBuild { ui in
                if let animation { ui.withAnimation(animation) { self.show = show } } else { self.show = show }
            }
        }
    }

    func testMoveInsertionStartsOffsetByItsHeightAndArrives() {
        let f = Fixture(show: false)
        XCTAssertTrue(f.sheets.isEmpty)
        f.set(true, animation: .linear(duration: 1))
        f.h.frame(at: 3)
        ctAssertRect(f.sheets.first, Self.home.offsetBy(0, 50), accuracy: 1e-9)
        f.h.run(until: 3.5)
        ctAssertRect(f.sheets.first, Self.home.offsetBy(0, 25), accuracy: 0.5)
        XCTAssertTrue(f.h.ui.animating)
        f.h.run(until: 4)
        ctAssertRect(f.sheets.first, Self.home, accuracy: 1e-9)
        f.h.frame()
        ctAssertRect(f.sheets.first, Self.home, accuracy: 1e-9)
        XCTAssertEqual(f.sheets.count, 1)
    }

    func testMoveInsertionIsMonotonic() {
        let f = Fixture(show: false)
        f.set(true, animation: .easeInOut(duration: 0.5))
        f.h.frame(at: 3)
        var ys: [Double] = []
        while f.h.time < 3.6 { f.h.frame(); ys.append(f.sheets.first?.minY ?? .nan) }
        XCTAssertTrue(zip(ys, ys.dropFirst()).allSatisfy { $1 <= $0 + 1e-9 }, "\(ys)")
        XCTAssertEqual(ys.last ?? 0, 50, accuracy: 1e-9)
    }

    func testMoveRemovalKeepsDrawingUntilTheAnimationEnds() {
        let f = Fixture(show: true)
        f.h.frame(at: 4)
        ctAssertRect(f.sheets.first, Self.home, accuracy: 1e-9)
        f.set(false, animation: .linear(duration: 1))
        f.h.frame(at: 5)
        XCTAssertFalse(f.show)
        ctAssertRect(f.sheets.first, Self.home, accuracy: 1e-9, "leaves from where it was")
        f.h.run(until: 5.5)
        ctAssertRect(f.sheets.first, Self.home.offsetBy(0, 25), accuracy: 0.5)
        XCTAssertFalse(f.h.ui.isIdle, "a leaving view keeps the loop running")
        f.h.run(until: 5.96875)
        XCTAssertEqual(f.sheets.count, 1)
        XCTAssertGreaterThan(f.sheets.first?.minY ?? 0, 95)
        f.h.run(until: 6)
        XCTAssertTrue(f.sheets.isEmpty, "gone once the animation has ended")
        for _ in 0..<5 { f.h.frame() }
        XCTAssertTrue(f.sheets.isEmpty)
        XCTAssertTrue(f.h.ui.isIdle)
    }

    func testRemovalWithoutAnimationDisappearsAtOnce() {
        let f = Fixture(show: true)
        f.set(false, animation: nil)
        f.h.frame()
        XCTAssertTrue(f.sheets.isEmpty)
        XCTAssertTrue(f.h.ui.isIdle)
    }

    func testInsertionWithoutAnimationAppearsInPlace() {
        let f = Fixture(show: false)
        f.set(true, animation: nil)
        f.h.frame()
        ctAssertRect(f.sheets.first, Self.home, accuracy: 1e-9)
    }

    func testOpacityTransitionFadesIn() {
        let f = Fixture(show: false, transition: .opacity)
        f.set(true, animation: .linear(duration: 1))
        f.h.frame(at: 3)
        // At presence 0 nothing is drawn (fully transparent).
        XCTAssertLessThan(f.h.fillAlpha(Self.sheet) ?? 0, 0.01)
        f.h.run(until: 3.5)
        XCTAssertEqual(f.h.fillAlpha(Self.sheet) ?? -1, 0.5, accuracy: 0.01)
        ctAssertRect(f.sheets.first, Self.home, accuracy: 1e-9, "an opacity transition does not move")
        f.h.run(until: 4)
        XCTAssertEqual(f.h.fillAlpha(Self.sheet) ?? -1, 1, accuracy: 1e-9)
    }

    // MARK: Regressions (engine bugs these tests found; the fixes they guard)

    /// A removal that interrupts a running insertion of a `.move` transition re-applies the
    /// transition to commands that already carry its offset: the view jumps.
    func testRemovalInterruptingMoveInsertionDoesNotJump() throws {
        let f = Fixture(show: false)
        f.set(true, animation: .linear(duration: 1))
        f.h.frame(at: 3)
        f.h.run(until: 3.5)
        // Half way in: 25 below its place (50).
        XCTAssertEqual(f.sheets.first?.minY ?? -1, 75, accuracy: 1e-9)
        f.set(false, animation: .linear(duration: 1))
        f.h.frame()   // t = 3.5 + 1/64: presence ≈ 0.516 → expected y ≈ 74.2
        XCTAssertEqual(f.sheets.first?.minY ?? -1, 50 + 50 * (1 - (0.5 + 1.0 / 64)), accuracy: 0.01)
    }

    /// Same double application for `.opacity`: the leaving view's alpha drops from p to p².
    func testRemovalInterruptingOpacityInsertionDoesNotJump() throws {
        let f = Fixture(show: false, transition: .opacity)
        f.set(true, animation: .linear(duration: 1))
        f.h.frame(at: 3)
        f.h.run(until: 3.5)
        XCTAssertEqual(f.h.fillAlpha(Self.sheet) ?? -1, 0.5, accuracy: 1e-9)
        f.set(false, animation: .linear(duration: 1))
        f.h.frame()
        XCTAssertEqual(f.h.fillAlpha(Self.sheet) ?? -1, 0.5 + 1.0 / 64, accuracy: 0.01)
    }

    /// A view re-inserted (under animation) less than 4 frames after it was removed reuses
    /// its old transition record (presence 1): it appears at once instead of transitioning
    /// in, while its ghost is still leaving.
    func testQuickReinsertionTransitionsIn() throws {
        let f = Fixture(show: true)
        f.set(false, animation: .linear(duration: 1))
        f.h.frame(at: 2)
        f.h.frame()
        f.set(true, animation: .linear(duration: 1))
        f.h.frame()
        let t0 = f.h.time
        f.h.run(until: t0 + 0.5)
        // The re-inserted sheet is half way in (y 75); the old one is leaving (≈ y 90).
        let ys = f.sheets.map(\.minY).sorted()
        XCTAssertEqual(ys.count, 2, "\(ys)")
        XCTAssertEqual(ys.first ?? -1, 75, accuracy: 0.5, "inserted view transitions in: \(ys)")
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
                    ui.rectangle(fill: i == 2 ? CTSwatch.a : CTSwatch.e, id: i).frame(width: 200, height: 40)
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

    // MARK: SwiftUI's transitions: scale, slide, offset, push, asymmetric, combined

    /// The sheet's fill as drawn on screen: its rect mapped through the transforms around it.
    private func drawnSheet(_ f: Fixture) -> Rect? {
        var stack: [Transform2D] = [.identity]
        for c in f.h.list.commands {
            switch c {
            case .pushTransform(let m): stack.append(stack.last!.concatenating(after: m))
            case .popTransform: stack.removeLast()
            case .fillRoundedRect(let r, _, let color) where color.ctSameRGB(Self.sheet): return stack.last!.boundingBox(r)
            default: break
            }
        }
        return nil
    }

    /// `.scale` grows the view from nothing about its centre and shrinks it back when it leaves.
    func testScaleGrowsFromTheCentreAndShrinksBack() {
        let f = Fixture(show: false, transition: .scale)
        f.set(true, animation: .linear(duration: 1))
        f.h.frame(at: 3)
        XCTAssertNil(drawnSheet(f), "nothing at scale 0")
        f.h.run(until: 3.5)
        ctAssertRect(drawnSheet(f), Rect(175, 62.5, 50, 25), accuracy: 0.5)
        f.h.run(until: 4)
        ctAssertRect(drawnSheet(f), Self.home, accuracy: 1e-9)
        f.set(false, animation: .linear(duration: 1))
        f.h.frame(at: 5)
        f.h.run(until: 5.75)
        ctAssertRect(drawnSheet(f), Rect(187.5, 68.75, 25, 12.5), accuracy: 0.5, "a leaving view shrinks too")
        f.h.run(until: 6.1)
        XCTAssertNil(drawnSheet(f))
    }

    /// `.scale(scale:anchor:)` grows from a fraction about a corner.
    func testScaleFromAnAnchor() {
        let f = Fixture(show: false, transition: .scale(scale: 0.5, anchor: .topLeading))
        f.set(true, animation: .linear(duration: 1))
        f.h.frame(at: 3)
        ctAssertRect(drawnSheet(f), Rect(150, 50, 50, 25), accuracy: 1e-6)
    }

    /// `.slide` enters from the leading edge and leaves to the trailing one; `.push(from:)` does
    /// the same from the edge given, fading; `.asymmetric` picks one transition for each way.
    func testSlidePushAndAsymmetric() {
        func midway(_ t: Transition, show: Bool) -> (rect: Rect?, alpha: Double?) {
            let f = Fixture(show: !show, transition: t)
            f.h.frame(at: 2)
            f.set(show, animation: .linear(duration: 1))
            f.h.frame(at: 3)
            f.h.run(until: 3.5)
            return (drawnSheet(f), f.h.fillAlpha(Self.sheet))
        }
        ctAssertRect(midway(.slide, show: true).rect, Self.home.offsetBy(-50, 0), accuracy: 0.5)
        ctAssertRect(midway(.slide, show: false).rect, Self.home.offsetBy(50, 0), accuracy: 0.5)
        let pushIn = midway(.push(from: .top), show: true)
        ctAssertRect(pushIn.rect, Self.home.offsetBy(0, -25), accuracy: 0.5)
        XCTAssertEqual(pushIn.alpha ?? 0, 0.5, accuracy: 0.02)
        ctAssertRect(midway(.push(from: .top), show: false).rect, Self.home.offsetBy(0, 25), accuracy: 0.5,
                     "pushed out to the opposite edge")
        let odd = Transition.asymmetric(insertion: .offset(x: 40, y: 10), removal: .opacity)
        ctAssertRect(midway(odd, show: true).rect, Self.home.offsetBy(20, 5), accuracy: 0.5)
        let leaving = midway(odd, show: false)
        ctAssertRect(leaving.rect, Self.home, accuracy: 0.5)
        XCTAssertEqual(leaving.alpha ?? 0, 0.5, accuracy: 0.02)
    }

    /// `combined(with:)` adds the offsets and multiplies the scales.
    func testCombinedAddsOffsetsAndScales() {
        let f = Fixture(show: false, transition: .offset(x: 20).combined(with: .move(edge: .bottom)).combined(with: .scale(scale: 0.5)))
        f.set(true, animation: .linear(duration: 1))
        f.h.frame(at: 3)
        ctAssertRect(drawnSheet(f), Rect(150 + 20 + 25, 50 + 50 + 12.5, 50, 25), accuracy: 1e-6)
    }
}
