import XCTest
import GlissCore

/// `ui.animatedValue` driven by transactions inside real frames.
final class AnimatedValueInUITests: XCTestCase {
    /// A "Go" and a "Back" button that set the target under `animation` (from a tap action,
    /// as an app does), and the animated value of that target read every pass.
    private final class Fixture {
        var target = 0.0
        var value = Double.nan
        let h: CoreHarness
        init(animation: Animation, implicit: Animation?? = nil) {
            var me: Fixture?
            h = CoreHarness { ui in
                guard let me else { return }
                ui.hstack(spacing: 40) {
                    ui.button("Go") { ui.withAnimation(animation) { me.target = 100 } }
                    ui.button("Back") { ui.withAnimation(animation) { me.target = 0 } }
                }
                me.value = ui.animatedValue("k", me.target, animation: implicit ?? nil)
            }
            me = self
            h.frame()
        }
    }

    func testFollowsEaseInOutReferenceCurve() {
        let f = Fixture(animation: .easeInOut(duration: 1))
        XCTAssertEqual(f.value, 0)
        let t0 = f.h.click("Go")
        XCTAssertEqual(f.target, 100)
        XCTAssertEqual(f.value, 0, accuracy: 1e-9, "starts from the old value in the frame of the change")
        f.h.run(until: t0 + 0.25)
        XCTAssertEqual(f.value, 12.92, accuracy: 0.5)
        f.h.run(until: t0 + 0.5)
        XCTAssertEqual(f.value, 50, accuracy: 0.5)
        f.h.run(until: t0 + 0.75)
        XCTAssertEqual(f.value, 87.08, accuracy: 0.5)
        XCTAssertTrue(f.h.ui.animating)
        f.h.run(until: t0 + 1)
        XCTAssertEqual(f.value, 100)
        f.h.frame()
        XCTAssertFalse(f.h.ui.animating)
        XCTAssertTrue(f.h.ui.isIdle)
    }

    func testRetargetMidFlightHasNoJump() {
        let f = Fixture(animation: .easeInOut(duration: 1))
        let t0 = f.h.click("Go")
        var series: [Double] = [f.value]
        // Press "Back" so that its release (the retarget) lands exactly at t0 + 0.5.
        while f.h.time < t0 + 0.5 - 2 * f.h.step - 1e-9 { f.h.frame(); series.append(f.value) }
        guard let back = f.h.node("Back")?.frame.center else { return XCTFail("no Back button") }
        f.h.frame([.pointerMove(back), .pointerDown(back, .left)])
        series.append(f.value)
        f.h.frame([.pointerUp(back, .left)])
        XCTAssertEqual(f.h.time, t0 + 0.5, accuracy: 1e-9)
        XCTAssertEqual(f.target, 0)
        let k = series.count
        series.append(f.value)
        while f.h.time < t0 + 2 { f.h.frame(); series.append(f.value) }

        let steps = zip(series, series.dropFirst()).map { $1 - $0 }
        // Peak speed of a 100-pt easeInOut over 1 s is 172 pt/s; the two layered curves
        // together stay under 2× that: ≤ 5.4 pt per 1/64 s frame.
        XCTAssertLessThanOrEqual(steps.map(abs).max() ?? 0, 2 * 172 / 64.0 + 1e-6)
        // Velocity is continuous at the retarget: the step into the retarget frame and the
        // one after it are nearly equal (the new curve starts with zero slope).
        let before = steps[k - 1], after = steps[k]
        XCTAssertGreaterThan(before, 2, "it was still rising fast")
        XCTAssertEqual(after, before, accuracy: 0.5, "no kink at the retarget")
        XCTAssertEqual(series[k], 50, accuracy: 1e-6, "the retarget starts from the current value")
        XCTAssertEqual(series.last ?? -1, 0, accuracy: 1e-9, "lands on the new target")
        let peak = series.max() ?? 0
        XCTAssertGreaterThan(peak, 50, "keeps its momentum for a while (layered curves)")
        XCTAssertLessThan(peak, 100)
    }

    func testImplicitAnimationParameterAnimatesChangesMadeBetweenFrames() {
        let f = Fixture(animation: .linear(duration: 1), implicit: .some(.linear(duration: 1)))
        f.target = 40
        f.h.frame(at: 10)
        XCTAssertEqual(f.value, 0, accuracy: 1e-9)
        f.h.run(until: 10.5)
        XCTAssertEqual(f.value, 20, accuracy: 1e-9)
        f.h.run(until: 11)
        XCTAssertEqual(f.value, 40)
    }

    func testChangeWithoutAnimationJumps() {
        let f = Fixture(animation: .linear(duration: 1))
        f.target = 40
        f.h.frame()
        XCTAssertEqual(f.value, 40)
        XCTAssertFalse(f.h.ui.animating)
    }

    func testImplicitNilAnimationOverridesTransaction() {
        // `animation: .some(nil)` means "never animate", even inside withAnimation.
        let f = Fixture(animation: .linear(duration: 1), implicit: .some(nil))
        f.h.click("Go")
        XCTAssertEqual(f.value, 100)
    }

    func testAnimationModifierAnimatesOnlyWhenTheWatchedValueChanges() {
        var x = 0
        var unrelated = 0.0
        var scoped = Double.nan
        var outside = Double.nan
        let h = CoreHarness { ui in
            ui.animation(.linear(duration: 1), value: x) {
                scoped = ui.animatedValue("scoped", Double(x) * 10 + unrelated)
            }
            outside = ui.animatedValue("outside", Double(x) * 10)
        }
        h.frame(at: 1)
        x = 10
        h.frame(at: 2)
        h.run(until: 2.5)
        XCTAssertEqual(scoped, 50, accuracy: 1e-9, "inside the scope the change animates")
        XCTAssertEqual(outside, 100, "outside the scope it does not")
        h.run(until: 3.5)
        XCTAssertEqual(scoped, 100)
        // A change while the watched value stays the same is not animated.
        unrelated = 5
        h.frame()
        XCTAssertEqual(scoped, 105)
    }

    func testAnimatedValueStateIsKeyedByScope() {
        var a = Double.nan, b = Double.nan
        var target = 0.0
        let h = CoreHarness { ui in
            ui.withID("a") { a = ui.animatedValue("v", target, animation: .linear(duration: 1)) }
            ui.withID("b") { b = ui.animatedValue("v", 0.0) }
        }
        h.frame(at: 1)
        target = 10
        h.frame(at: 2)
        h.run(until: 2.5)
        XCTAssertEqual(a, 5, accuracy: 1e-9)
        XCTAssertEqual(b, 0)
    }

    // MARK: Regressions (engine bugs these tests found; the fixes they guard)

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
}
