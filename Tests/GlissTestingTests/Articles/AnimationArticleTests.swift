import XCTest
import Foundation
import Gliss
import GlissTesting

// The code of the article "Animation" (Sources/GlissCore/GlissCore.docc/Animation.md).

// docs:begin explicit-implicit
final class Knobs {
    var on = false
    var count = 0

    func body(_ ui: UI) {
        ui.vstack(spacing: 12) {
            // Explicit: what the change inside withAnimation moves, animates.
            ui.button("Toggle") { ui.withAnimation(.easeInOut(duration: 0.5)) { self.on.toggle() } }
            let x = ui.animatedValue("knob", self.on ? 100.0 : 0)
            ui.roundedRectangle(cornerRadius: 10, fill: .green).frame(width: 20, height: 20).offset(x: x)

            // Implicit: changes of `count` animate inside this scope, however they were made.
            ui.animation(.spring(response: 0.3, dampingFraction: 1), value: count) {
                let width = ui.animatedValue("bar", Double(count) * 40)
                ui.rectangle(fill: .blue).frame(width: width, height: 10)
            }
            ui.button("Add") { self.count += 1 }            // no withAnimation needed

            // Its own animation, whatever the transaction says.
            let alpha = ui.animatedValue("hint", self.on ? 1.0 : 0, animation: .linear(duration: 1))
            ui.text("On", color: Color.black.opacity(alpha))
        }
    }
}
// docs:end explicit-implicit

// docs:begin implicit-modifiers
final class BottomSheet {
    var up = false

    func body(_ ui: UI) {
        ui.zstack(alignment: .bottom) {
            ui.button("Toggle") { ui.withAnimation(.smooth) { self.up.toggle() } }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            ui.roundedRectangle(cornerRadius: up ? 24 : 0)
                .fill(up ? .blue : .gray)                 // the colour and the radius glide
                .frame(height: 200)
                .offset(y: up ? 0 : 150)                  // and so does the offset
            ui.text(up ? "Open" : "Closed")
                .foregroundStyle(up ? .white : .black)
                .scaleEffect(up ? 1.3 : 1)
                .animation(.bouncy, value: up)            // this view's own animation
                .padding(.bottom, 20)
        }
    }
}
// docs:end implicit-modifiers

final class AnimationArticleTests: XCTestCase {
    /// The bottom sheet glides up with `.smooth`: half-way through, between its two places.
    func testImplicitModifiers() throws {
        let sheet = BottomSheet()
        let h = try Harness(size: Size(300, 400), text: .headless) { ui in sheet.body(ui) }
        let down = try XCTUnwrap(blueOrGreyTop(h))
        try h.click(label: "Toggle", role: "button")
        h.run(frames: 10)
        let mid = try XCTUnwrap(blueOrGreyTop(h))
        XCTAssertTrue(mid < down - 10 && mid > down - 140, "on its way up: \(down) → \(mid)")
        _ = try h.runUntilIdle()
        XCTAssertEqual(try XCTUnwrap(blueOrGreyTop(h)), down - 150, accuracy: 0.5)
    }

    /// The top of the sheet's fill in the last frame (it has no label: read from the draw list).
    private func blueOrGreyTop(_ h: Harness) -> Double? {
        h.host.lastDrawList.commands.lazy.compactMap { c -> Double? in
            if case .fillRoundedRect(let r, _, _) = c, r.height == 200 { return r.minY } else { return nil }
        }.first
    }

    func testTimingCurves() {
        // docs:begin curves
        let ease = Animation.easeInOut(duration: 0.6)
        XCTAssertEqual(ease.progress(at: 0.3), 0.5, accuracy: 1e-9)   // symmetric: half way at half time
        XCTAssertEqual(ease.progress(at: 0.6), 1)                     // exactly there at the end
        let snappy = Animation.timingCurve(0.2, 0.8, 0.2, 1, duration: 0.4)   // a cubic Bézier
        XCTAssertGreaterThan(snappy.progress(at: 0.1), 0.5)           // most of the way in a quarter
        XCTAssertEqual(Animation.easeInOut.duration, 0.35)            // SwiftUI's default duration
        // docs:end curves
    }

    func testSprings() {
        // docs:begin springs
        let bouncy = Animation.spring(response: 0.5, dampingFraction: 0.6)   // period, damping ratio
        let peak = stride(from: 0.0, to: 2, by: 1.0 / 60).map { bouncy.progress(at: $0) }.max()!
        XCTAssertGreaterThan(peak, 1)                                  // ζ < 1 overshoots
        XCTAssertTrue(bouncy.isFinished(at: 3, span: 100))             // and settles

        // The same spring, physically: k = (2π / response)² · m, c = 4π ζ m / response.
        let k = pow(2 * Double.pi / 0.5, 2), c = 4 * Double.pi * 0.6 / 0.5
        let physical = Animation.interpolatingSpring(mass: 1, stiffness: k, damping: c)
        XCTAssertEqual(physical.progress(at: 0.2), bouncy.progress(at: 0.2), accuracy: 1e-9)
        // docs:end springs
    }

    func testRetargetingNeverJumps() {
        // docs:begin retarget
        var x = AnimatedValue(0.0)
        x.setTarget(100, animation: .spring, now: 0)
        let before = x.value(at: 0.2), speed = x.velocity(at: 0.2)
        x.setTarget(-50, animation: .spring, now: 0.2)                 // mid-flight, the other way
        XCTAssertEqual(x.value(at: 0.2), before, accuracy: 1e-9)       // no jump…
        XCTAssertEqual(x.velocity(at: 0.2), speed, accuracy: 1e-6)     // …and no kink
        XCTAssertFalse(x.isAnimating(at: 5))
        XCTAssertEqual(x.value(at: 5), -50)                            // lands exactly
        // docs:end retarget
    }

    func testExplicitAndImplicit() throws {
        let knobs = Knobs()
        let d = FrameDriver(width: 300, height: 200, knobs.body)
        d.frame()
        let knob0 = d.fills(Color.green)[0].minX
        let t = try d.click(label: "Toggle")
        d.run(until: t + 0.25)
        let mid = d.fills(Color.green)[0].minX
        XCTAssertTrue(mid > knob0 + 10 && mid < knob0 + 90, "mid-flight: \(mid - knob0)")
        d.run(until: t + 1.1)
        XCTAssertEqual(d.fills(Color.green)[0].minX, knob0 + 100, accuracy: 1e-6)

        let t2 = try d.click(label: "Add")
        d.run(until: t2 + 0.1)
        let bar = d.fills(Color.blue)[0].width
        XCTAssertTrue(bar > 1 && bar < 39, "the bar springs toward 40: \(bar)")
        d.run(until: t2 + 2)
        XCTAssertEqual(d.fills(Color.blue)[0].width, 40, accuracy: 1e-6)
    }
}
