import XCTest
import GlissCore

/// `.animation(_:value:)` on a view: its changes animate in the frames in which the value
/// changed, and only its own.
final class AnimationModifierTests: XCTestCase {
    private final class Model { var on = false; var other = 0 }
    static let off = Color(red: 0, green: 0, blue: 1), on = Color(red: 1, green: 0, blue: 0)

    /// Three squares: the first watches `on`, the second does not, the third watches `on`
    /// but changes with `other`.
    private func harness(_ m: Model, animation: Animation? = .linear(duration: 1)) -> CoreHarness {
        CoreHarness { ui in
            ui.vstack(alignment: .leading, spacing: 0) {
                ui.rectangle(fill: m.on ? Self.on : Self.off).frame(width: 20, height: 20)
                    .animation(animation, value: m.on)
                ui.rectangle(fill: m.on ? Self.on : Self.off).frame(width: 20, height: 20)
                ui.rectangle(fill: m.other == 0 ? Self.off : Self.on).frame(width: 20, height: 20)
                    .animation(animation, value: m.on)
            }
        }
    }

    /// The squares' fill colours, top to bottom.
    private func fills(_ h: CoreHarness) -> [Color] {
        h.list.commands.compactMap { if case .fillRoundedRect(_, _, let c) = $0 { return c } else { return nil } }
    }

    /// The view that watches `on` fades its colour when it changes; its sibling jumps.
    func testTheWatchingViewAnimatesAndItsSiblingJumps() {
        let m = Model()
        let h = harness(m)
        h.frame(at: 1)
        m.on = true
        h.frame(at: 2)
        h.run(until: 2.5)
        let mid = fills(h)
        XCTAssertEqual(mid[0].r, 0.5, accuracy: 0.01, "halfway: \(mid[0])")
        XCTAssertEqual(mid[0].b, 0.5, accuracy: 0.01)
        XCTAssertEqual(mid[1], Self.on, "not watching: at once")
        h.run(until: 3.1)
        XCTAssertEqual(fills(h)[0], Self.on)
    }

    /// A change of something else, in a frame where the value did not change, is not animated.
    func testOtherChangesAreNotAnimated() {
        let m = Model()
        let h = harness(m)
        h.frame(at: 1)
        m.other = 1
        h.frame(at: 2)
        XCTAssertEqual(fills(h)[2], Self.on, "the colour changed at once")
    }

    /// `.animation(nil, value:)` turns off the `withAnimation` around the change for the view.
    func testNilAnimationTurnsWithAnimationOff() {
        let m = Model()
        let h = harness(m, animation: nil)
        h.frame(at: 1)
        h.inNextBuild { ui in ui.withAnimation(.linear(duration: 1)) { m.on = true } }
        h.frame(at: 2)
        h.run(until: 2.5)
        let mid = fills(h)
        XCTAssertEqual(mid[0], Self.on, "not animated")
        XCTAssertEqual(mid[1].r, 0.5, accuracy: 0.02, "withAnimation still animates the other: \(mid[1])")
    }
}
