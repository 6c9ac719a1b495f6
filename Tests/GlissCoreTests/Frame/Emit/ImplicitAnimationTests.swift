import XCTest
import GlissCore

/// SwiftUI's implicit animations: under `withAnimation`, whatever the change touches glides —
/// offsets, frames, padding, opacity, text colour and size —, views that come or go with no
/// transition of their own fade, and a matched view's radius and colours carry across its flight.
final class ImplicitAnimationTests: XCTestCase {
    private final class Model { var on = false; var show = false }

    /// A harness whose body reads `m`, and a way to change `m` under a one-second linear animation.
    private func harness(_ m: Model, _ body: @escaping (UI) -> Void) -> CoreHarness {
        let h = CoreHarness(body)
        h.frame(at: 1)
        return h
    }
    /// The change, in the frame at the next whole second.
    private func animate(_ h: CoreHarness, _ change: @escaping () -> Void) {
        h.inNextBuild { ui in ui.withAnimation(.linear(duration: 1)) { change() } }
        h.frame(at: (h.time + 1).rounded(.down))
    }

    /// `.offset(y:)` glides: a bottom sheet pushed down by 100 is 25 down a quarter of the way.
    func testOffsetGlidesThroughChosenFrames() throws {
        let m = Model()
        let h = harness(m) { ui in
            ui.rectangle(fill: CTSwatch.a).frame(width: 50, height: 20).offset(y: m.on ? 100 : 0)
        }
        let start = try XCTUnwrap(h.fills(CTSwatch.a).first)
        animate(h) { m.on = true }
        ctAssertRect(h.fills(CTSwatch.a).first, start, accuracy: 1e-9, "starts where it was")
        h.run(until: 2.25)
        ctAssertRect(h.fills(CTSwatch.a).first, start.offsetBy(0, 25), accuracy: 1e-6)
        h.run(until: 2.5)
        ctAssertRect(h.fills(CTSwatch.a).first, start.offsetBy(0, 50), accuracy: 1e-6)
        h.run(until: 3)
        ctAssertRect(h.fills(CTSwatch.a).first, start.offsetBy(0, 100), accuracy: 1e-9)
        // Without an animation it moves at once.
        h.inNextBuild { _ in m.on = false }
        h.frame(at: 4)
        ctAssertRect(h.fills(CTSwatch.a).first, start, accuracy: 1e-9)
    }

    /// A text's colour glides (tab labels), and so does a background's.
    func testTextAndBackgroundColoursGlide() throws {
        let m = Model()
        let black = Color(red: 0, green: 0, blue: 0), red = Color(red: 1, green: 0, blue: 0)
        let h = harness(m) { ui in
            ui.text("Tab", color: m.on ? red : black).padding(4).background(m.on ? CTSwatch.b : CTSwatch.a)
        }
        animate(h) { m.on = true }
        h.run(until: 2.25)
        let colour = try XCTUnwrap(h.list.commands.lazy.compactMap { c -> Color? in
            if case .text("Tab", _, let c, _) = c { return c } else { return nil } }.first)
        XCTAssertEqual(colour.r, 0.25, accuracy: 1e-6)
        let fill = try XCTUnwrap(h.list.commands.lazy.compactMap { c -> Color? in
            if case .fillRoundedRect(_, _, let c) = c { return c } else { return nil } }.first)
        XCTAssertEqual(fill.b, CTSwatch.a.b + (CTSwatch.b.b - CTSwatch.a.b) * 0.25, accuracy: 1e-6)
        h.run(until: 3)
        XCTAssertTrue(h.list.commands.contains(.text("Tab", font: .body, color: red, origin: h.textOrigin("Tab")!)))
    }

    /// `.opacity`, a frame's size, padding and a font size glide too.
    func testOpacityFramePaddingAndFontSizeGlide() throws {
        let m = Model()
        let h = harness(m) { ui in
            ui.vstack(alignment: .leading, spacing: 0) {
                ui.rectangle(fill: CTSwatch.a).frame(width: m.on ? 200 : 100, height: 10)
                ui.rectangle(fill: CTSwatch.b).frame(width: 10, height: 10).opacity(m.on ? 0.2 : 1)
                ui.zstack(alignment: .topLeading) {
                    ui.rectangle(fill: CTSwatch.c).frame(width: 10, height: 10).padding(.leading, m.on ? 40 : 0)
                }.frame(width: 100, height: 10, alignment: .topLeading)
                ui.text("Size", font: Font(size: m.on ? 30 : 10))
            }
            .frame(width: 300, height: 200, alignment: .topLeading)
        }
        let c0 = try XCTUnwrap(h.fills(CTSwatch.c).first)
        animate(h) { m.on = true }
        h.run(until: 2.5)
        XCTAssertEqual(h.fills(CTSwatch.a).first?.width ?? 0, 150, accuracy: 1e-6)
        XCTAssertEqual(h.fillAlpha(CTSwatch.b) ?? 0, 0.6, accuracy: 1e-6)
        let size = h.list.commands.lazy.compactMap { c -> Double? in
            if case .text("Size", let f, _, _) = c { return f.size } else { return nil } }.first
        XCTAssertEqual(size ?? 0, 20, accuracy: 1e-6)
        let c = try XCTUnwrap(h.fills(CTSwatch.c).first)
        XCTAssertEqual(c.minX - c0.minX, 20, accuracy: 1e-6, "the padded square is half its padding along")
        XCTAssertEqual(c.width, 10, accuracy: 1e-6)
        h.run(until: 3)
        XCTAssertEqual(h.fillAlpha(CTSwatch.b), 0.2)
        XCTAssertEqual(h.fills(CTSwatch.a).first?.width, 200)
    }

    /// A view inserted with no transition fades in; one removed fades out where it was, drawing
    /// what it drew; a view inserted before another does not take the other's place: the other
    /// slides down, the new one fades in.
    func testInsertedAndRemovedViewsFade() throws {
        let m = Model()
        let h = harness(m) { ui in
            ui.vstack(spacing: 0) {
                if m.show { ui.rectangle(fill: CTSwatch.a).frame(width: 40, height: 40) }
                ui.rectangle(fill: CTSwatch.b).frame(width: 40, height: 40)
            }
        }
        let b0 = try XCTUnwrap(h.fills(CTSwatch.b).first)
        animate(h) { m.show = true }
        XCTAssertNil(h.fillAlpha(CTSwatch.a), "appears from nothing (not drawn at opacity 0)")
        XCTAssertEqual(h.fillAlpha(CTSwatch.b), 1, "the other view is not faded")
        h.run(until: 2.5)
        XCTAssertEqual(h.fillAlpha(CTSwatch.a) ?? 0, 0.5, accuracy: 1e-6)
        let b = try XCTUnwrap(h.fills(CTSwatch.b).first)
        XCTAssertEqual(b.minY - b0.minY, 20 / 2 + 0.5 * 0, accuracy: 0.5, "slides down by half its 20-point move (the stack re-centres)")
        h.run(until: 3.1)
        XCTAssertEqual(h.fillAlpha(CTSwatch.a), 1)
        animate(h) { m.show = false }
        h.run(until: 4.75)
        XCTAssertEqual(h.fillAlpha(CTSwatch.a) ?? 0, 0.25, accuracy: 1e-6, "fades out as it leaves")
        h.run(until: 5.1)
        XCTAssertNil(h.fillAlpha(CTSwatch.a))
    }

    /// A view with a transition of its own keeps it; a change without animation inserts at once.
    func testExplicitTransitionsAndUnanimatedChangesAreUntouched() {
        let m = Model()
        let h = harness(m) { ui in
            ui.vstack {
                if m.show { ui.rectangle(fill: CTSwatch.a).frame(width: 40, height: 40).transition(.identity) }
                if m.on { ui.rectangle(fill: CTSwatch.b).frame(width: 40, height: 40) }
            }
        }
        animate(h) { m.show = true }
        XCTAssertEqual(h.fillAlpha(CTSwatch.a), 1, ".identity: no fade")
        h.inNextBuild { _ in m.on = true }
        h.frame(at: 3)
        XCTAssertEqual(h.fillAlpha(CTSwatch.b), 1, "no animation: at once")
    }

    /// A matched view's corner radius and colour carry across its flight: a square card that
    /// flies into a rounded one is half rounded half-way.
    func testRadiusAndColourInterpolateAcrossAFlight() throws {
        let m = Model()
        let h = harness(m) { ui in
            ui.hstack(spacing: 100) {
                ui.zstack {
                    if !m.on {
                        ui.roundedRectangle(cornerRadius: 0, fill: CTSwatch.a).frame(width: 40, height: 40)
                            .matchedGeometryEffect(id: "card", in: "deck")
                    }
                }.frame(width: 100, height: 100)
                ui.zstack {
                    if m.on {
                        ui.text("Card").padding(30)
                            .background { ui.roundedRectangle(cornerRadius: 40, fill: CTSwatch.c) }
                            .matchedGeometryEffect(id: "card", in: "deck")
                    }
                }.frame(width: 100, height: 100)
            }
        }
        animate(h) { m.on = true }
        h.run(until: 2.5)
        let card = h.list.commands.compactMap { c -> (Double, Color)? in
            if case .fillRoundedRect(_, let r, let col) = c { return (r, col) } else { return nil } }
        XCTAssertEqual(card.count, 1, "one card in flight: \(card)")
        XCTAssertEqual(card.first?.0 ?? 0, 20, accuracy: 1e-6, "half-way between 0 and 40")
        XCTAssertEqual(card.first?.1.g ?? 0, (CTSwatch.a.g + CTSwatch.c.g) / 2, accuracy: 1e-6)
        h.run(until: 3.1)
        XCTAssertEqual(h.fills(CTSwatch.c).count, 1)
    }

    /// A container that appears holding a matched view is not faded in: the view flies into it
    /// (fading the container would hide the flight in its first frame and fade the card). The
    /// rest of it — a details panel, a Close button in its overlay — fades in around the
    /// flight, and out around it when it leaves, as SwiftUI's default transition does.
    func testAContainerHoldingAFlyingViewFadesTheRestAroundTheFlight() throws {
        let m = Model()
        let h = harness(m) { ui in
            ui.zstack(alignment: .topLeading) {
                if !m.on {
                    ui.rectangle(fill: CTSwatch.a).frame(width: 40, height: 40).matchedGeometryEffect(id: "card", in: "ns")
                }
                if m.on {
                    // A view of its own (its id), not the small card grown: it comes and goes.
                    ui.vstack(id: "detail") {
                        ui.rectangle(fill: CTSwatch.a).frame(width: 200, height: 100).matchedGeometryEffect(id: "card", in: "ns")
                        ui.rectangle(fill: CTSwatch.b).frame(width: 200, height: 40)   // the details
                    }
                    .padding(50)
                    .overlay(alignment: .topTrailing) { ui.rectangle(fill: CTSwatch.c).frame(width: 30, height: 20) }   // Close
                }
            }
            .frame(width: 400, height: 300, alignment: .topLeading)
        }
        let small = try XCTUnwrap(h.fills(CTSwatch.a).first)
        animate(h) { m.on = true }
        h.run(until: 2.5)
        let mid = try XCTUnwrap(h.fills(CTSwatch.a).first)
        XCTAssertEqual(h.fillAlpha(CTSwatch.a), 1, "the card is not faded")
        XCTAssertEqual(mid.width, (small.width + 200) / 2, accuracy: 1e-6, "half-way through its flight")
        XCTAssertEqual(h.fillAlpha(CTSwatch.b) ?? 0, 0.5, accuracy: 1e-6, "the details are half faded in half-way")
        XCTAssertEqual(h.fillAlpha(CTSwatch.c) ?? 0, 0.5, accuracy: 1e-6, "…and so is the overlay's Close button")
        h.run(until: 3.1)
        XCTAssertEqual(h.fillAlpha(CTSwatch.b), 1)
        animate(h) { m.on = false }
        h.run(until: 4.75)
        XCTAssertEqual(h.fillAlpha(CTSwatch.b) ?? 0, 0.25, accuracy: 1e-6, "the details fade out as the card flies back")
        XCTAssertEqual(h.fillAlpha(CTSwatch.c) ?? 0, 0.25, accuracy: 1e-6)
        XCTAssertEqual(h.fillAlpha(CTSwatch.a), 1, "the card is not faded on its way back")
        h.run(until: 5.1)
        XCTAssertNil(h.fillAlpha(CTSwatch.b))
    }
}
