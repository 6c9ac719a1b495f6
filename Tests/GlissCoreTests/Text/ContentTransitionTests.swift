import XCTest
import GlissCore

/// `contentTransition`: a text whose string changes under an animation crossfades (and rolls,
/// for `numericText`); without one it changes at once.
final class ContentTransitionTests: XCTestCase {
    /// A counter drawn with `transition`, counted to `to` under a one-second linear animation,
    /// looked at half-way: each string drawn, with its alpha and its y.
    private func halfway(_ transition: ContentTransition?, value: Bool = false, to next: Int = 2)
        -> [String: (alpha: Double, y: Double)] {
        var count = 1
        let h = CoreHarness { ui in
            let t = ui.text("\(count)")
            if let transition { t.contentTransition(value ? .numericText(value: Double(count)) : transition) }
        }
        h.frame(at: 1)
        h.inNextBuild { ui in ui.withAnimation(.linear(duration: 1)) { count = next } }
        h.frame(at: 2)
        h.run(until: 2.5)
        var out: [String: (Double, Double)] = [:]
        for c in h.list.commands { if case .text(let s, _, let color, let origin) = c { out[s] = (color.a, origin.y) } }
        return out
    }

    func testWithoutATransitionTheTextChangesAtOnce() {
        let t = halfway(nil)
        XCTAssertEqual(Array(t.keys), ["2"])
        XCTAssertEqual(t["2"]?.alpha, 1)
        XCTAssertEqual(Array(halfway(.identity).keys), ["2"])
    }

    func testOpacityCrossfades() throws {
        let t = halfway(.opacity)
        let old = try XCTUnwrap(t["1"]), new = try XCTUnwrap(t["2"])
        XCTAssertEqual(old.alpha, 0.5, accuracy: 0.02)
        XCTAssertEqual(new.alpha, 0.5, accuracy: 0.02)
        XCTAssertEqual(old.y, new.y, "no roll")
    }

    /// Counting up, the old number leaves upwards and the new one comes from below; a value
    /// that shrank rolls the other way.
    func testNumericTextRollsWithTheCount() throws {
        let rest = try XCTUnwrap(halfway(.opacity)["2"]).y
        let up = halfway(.numericText())
        XCTAssertLessThan(try XCTUnwrap(up["1"]).y, rest - 1, "the old one rises out")
        XCTAssertGreaterThan(try XCTUnwrap(up["2"]).y, rest + 1, "the new one comes from below")
        let down = halfway(.numericText(), value: true, to: 0)
        XCTAssertGreaterThan(try XCTUnwrap(down["1"]).y, rest + 1, "counting down: the old one drops out")
        XCTAssertLessThan(try XCTUnwrap(down["0"]).y, rest - 1)
    }
}
