import XCTest
import GlissCore

/// Issue #16: render effects (scaleEffect, rotationEffect, shadow), animatable shapes,
/// geometryReader, matched geometry that re-lays out its content, named icons, and misuse
/// reported in `UI.warnings`.
final class RenderEffectTests: XCTestCase {
    typealias S = CTSwatch

    /// The transforms pushed in the last frame, in order.
    private func transforms(_ h: CoreHarness) -> [Transform2D] {
        h.list.commands.compactMap { if case .pushTransform(let m) = $0 { return m } else { return nil } }
    }

    // MARK: scaleEffect / rotationEffect

    func testScaleChangesDrawingAndHitAreaButNotLayout() {
        var taps = 0
        var scale = 2.0
        let h = CoreHarness(width: 400, height: 300) { ui in
            ui.hstack(spacing: 0) {
                ui.rectangle(fill: S.a).frame(width: 100, height: 100)
                    .scaleEffect(scale)
                    .onTap { taps += 1 }
                ui.rectangle(fill: S.b).frame(width: 50, height: 50)
            }
        }
        h.frame()
        // Layout: the hstack (150 wide) is centred: the square at (125, 100), its neighbour at 225.
        ctAssertRect(h.fills(S.a).first, Rect(125, 100, 100, 100), "the command stays in layout space")
        ctAssertRect(h.fills(S.b).first, Rect(225, 125, 50, 50), "siblings keep their layout")
        let m = transforms(h)
        XCTAssertEqual(m.count, 1)
        // Scaled 2× about the square's centre (175, 150).
        ctAssertPoint(m.first?.apply(Point(125, 100)), Point(75, 50))
        ctAssertPoint(m.first?.apply(Point(225, 200)), Point(275, 250))
        // Hit where it is drawn: outside its layout frame but inside the scaled one.
        h.click(Point(80, 60))
        XCTAssertEqual(taps, 1, "a click in the scaled area hits it")
        h.click(Point(70, 60))
        XCTAssertEqual(taps, 1, "outside the scaled area: no hit")
        scale = 0.5
        h.frame()
        h.click(Point(130, 105))
        XCTAssertEqual(taps, 1, "shrunk: the old corner no longer hits")
        h.click(Point(175, 150))
        XCTAssertEqual(taps, 2)
    }

    func testRotationAboutAnchor() {
        var taps = 0
        let h = CoreHarness(width: 400, height: 300) { ui in
            ui.canvas {
                ui.rectangle(fill: S.a).frame(width: 100, height: 20)
                    .rotationEffect(.degrees(90), anchor: .topLeading)
                    .onTap { taps += 1 }
                    .place(in: Rect(200, 100, 100, 20))
            }
        }
        h.frame()
        guard let m = transforms(h).first else { return XCTFail("no transform") }
        // About (200, 100): the far end of the bar points down.
        ctAssertPoint(m.apply(Point(200, 100)), Point(200, 100), accuracy: 1e-9)
        ctAssertPoint(m.apply(Point(300, 100)), Point(200, 200), accuracy: 1e-9)
        ctAssertPoint(m.apply(Point(300, 120)), Point(180, 200), accuracy: 1e-9)
        h.click(Point(190, 180))
        XCTAssertEqual(taps, 1, "the rotated bar is hit below its anchor")
        h.click(Point(250, 110))
        XCTAssertEqual(taps, 1, "where the bar was laid out, it is no longer hit")
        // The inspector reports what is drawn: the rotated bounding box.
    }

    func testScaleAnimatesWithSpringAndImplicitAnimation() {
        var big = false
        let h = CoreHarness(width: 400, height: 300) { ui in
            ui.animation(.easeInOut(duration: 1), value: big) {
                ui.rectangle(fill: S.a).frame(width: 100, height: 100).scaleEffect(big ? 1.5 : 1)
            }
        }
        h.frame(at: 1)
        XCTAssertTrue(transforms(h).isEmpty, "scale 1 pushes nothing")
        big = true
        h.frame(at: 2)
        XCTAssertTrue(transforms(h).isEmpty, "the animation starts at the old value")
        h.frame(at: 2.5)
        XCTAssertEqual(transforms(h).first?.a ?? 0, 1.25, accuracy: 1e-9, "easeInOut is halfway at half time")
        XCTAssertFalse(h.ui.isIdle)
        h.frame(at: 3.1)
        XCTAssertEqual(transforms(h).first?.a ?? 0, 1.5, accuracy: 1e-9)

        // A spring through withAnimation.
        var s = 1.0
        let g = CoreHarness(width: 400, height: 300) { ui in
            ui.text("Hi").scaleEffect(s)
        }
        g.frame(at: 1)
        g.inNextBuild { ui in ui.withAnimation(.spring(response: 0.5, dampingFraction: 0.7)) { s = 1.4 } }
        g.frame(at: 2)
        g.frame(at: 2.1)
        let early = transforms(g).first?.a ?? 0
        XCTAssertGreaterThan(early, 1); XCTAssertLessThan(early, 1.4)
        g.frame(at: 2.3)
        XCTAssertGreaterThan(transforms(g).first?.a ?? 0, early, "still growing")
        g.run(until: 5)
        XCTAssertEqual(transforms(g).first?.a ?? 0, 1.4, accuracy: 1e-9)
    }

    func testEffectsComposeWithOffsetOpacityAndClip() {
        let h = CoreHarness(width: 400, height: 300) { ui in
            ui.rectangle(fill: S.a).frame(width: 100, height: 100)
                .offset(x: 10)          // inside: scaled with the view
                .scaleEffect(2)
                .opacity(0.5)
                .clipped()              // after the effect: the unscaled frame
        }
        h.frame()
        XCTAssertEqual(h.fillAlpha(S.a) ?? 0, 0.5, accuracy: 1e-9)
        let cmds = h.list.commands
        guard let clip = cmds.firstIndex(where: { if case .pushClip = $0 { return true }; return false }),
              let push = cmds.firstIndex(where: { if case .pushTransform = $0 { return true }; return false }) else {
            return XCTFail("missing clip or transform")
        }
        XCTAssertLessThan(clip, push, "clipped() after scaleEffect clips outside the transform")
        guard case .pushClip(let c) = cmds[clip], let m = transforms(h).first else { return XCTFail() }
        ctAssertRect(c, Rect(150, 100, 100, 100), "the layout frame")
        // The offset is scaled: the square's centre (210, 150) maps 20 right of the frame's centre.
        ctAssertPoint(m.apply(Point(210, 150)), Point(220, 150))
    }

    // MARK: Shapes

    /// Shapes at rest keep last frame's record without writing it again; a view inserted
    /// before them (other node indices), a move, or a change of one of them still animates
    /// from where and what each was last frame.
    func testShapesAtRestForManyFramesStillAnimateFromTheirLastValues() {
        var on = false
        var extra = false
        var shift = 0.0
        let h = CoreHarness(width: 400, height: 300) { ui in
            ui.vstack(spacing: 0) {
                if extra { ui.rectangle(fill: .black).frame(width: 10, height: 10) }
                for k in 0..<3 {
                    ui.roundedRectangle(cornerRadius: on && k == 1 ? 40 : 0, fill: CTSwatch.a).frame(width: 100, height: 50)
                }
            }
            .offset(x: shift)
        }
        func radii() -> [Double] {
            h.list.commands.compactMap { if case .fillRoundedRect(_, let r, let c) = $0, c.ctSameRGB(CTSwatch.a) { return r } else { return nil } }
        }
        for t in stride(from: 1.0, to: 1.5, by: 0.1) { h.frame(at: t) }
        extra = true                      // the shapes' node indices move on by one
        h.frame(at: 1.6)
        shift = 30                        // they move (offset: their layout frames stay)
        for t in stride(from: 1.7, to: 2.0, by: 0.1) { h.frame(at: t) }
        XCTAssertEqual(radii(), [0, 0, 0])
        h.inNextBuild { ui in ui.withAnimation(.easeInOut(duration: 1)) { on = true } }
        h.frame(at: 2)
        h.frame(at: 2.5)
        let r = radii()
        XCTAssertEqual(r.count, 3)
        XCTAssertEqual(r[0], 0)
        XCTAssertEqual(r[1], 20, accuracy: 1e-9, "the changed shape animates from its last radius")
        XCTAssertEqual(r[2], 0)
        h.frame(at: 3.01)
        XCTAssertEqual(radii(), [0, 40, 0])
    }

    /// A frame without any animation in which the shapes moved far along last frame's record
    /// (views before them went away: a grid's row scrolling out) draws them as they are and
    /// records them; a change in the next frame, animated, still starts from their last values.
    func testShapesThatMovedFarInAFrameWithoutAnimationAnimateLaterFromTheirValues() {
        var first = 0
        var on = false
        let h = CoreHarness(width: 400, height: 300) { ui in
            ui.vstack(spacing: 0) {
                for k in first..<(first + 30) {
                    ui.roundedRectangle(cornerRadius: on && k == 25 ? 40 : 0, fill: CTSwatch.a, id: k).frame(width: 100, height: 5)
                }
            }
        }
        func radii() -> [Double] {
            h.list.commands.compactMap { if case .fillRoundedRect(_, let r, let c) = $0, c.ctSameRGB(CTSwatch.a) { return r } else { return nil } }
        }
        h.frame(at: 1)
        first = 20                        // 20 shapes go: the rest are 20 records further on
        h.frame(at: 1.1)
        h.frame(at: 1.2)
        XCTAssertEqual(radii(), Array(repeating: 0, count: 30))
        h.inNextBuild { ui in ui.withAnimation(.easeInOut(duration: 1)) { on = true } }
        h.frame(at: 2)
        h.frame(at: 2.5)
        XCTAssertEqual(radii()[5], 20, accuracy: 1e-9, "view 25 animates from its last radius")
        XCTAssertEqual(radii().filter { $0 != 0 }.count, 1)
    }

    func testCornerRadiusAndColourAtTheMiddleOfAnEaseInOut() {
        var on = false
        let h = CoreHarness(width: 400, height: 300) { ui in
            ui.roundedRectangle(cornerRadius: on ? 40 : 0, fill: on ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 1),
                           stroke: .black, lineWidth: on ? 6 : 2)
                .frame(width: 100, height: 100)
        }
        func fill() -> (radius: Double, color: Color)? {
            for c in h.list.commands { if case .fillRoundedRect(_, let r, let col) = c { return (r, col) } }
            return nil
        }
        func stroke() -> Double? {
            for c in h.list.commands { if case .strokeRoundedRect(_, _, let w, _) = c { return w } }
            return nil
        }
        h.frame(at: 1)
        XCTAssertEqual(fill()?.radius, 0)
        h.inNextBuild { ui in ui.withAnimation(.easeInOut(duration: 1)) { on = true } }
        h.frame(at: 2)
        XCTAssertEqual(fill()?.radius ?? -1, 0, accuracy: 1e-9)
        h.frame(at: 2.5)
        XCTAssertEqual(fill()?.radius ?? -1, 20, accuracy: 1e-9, "corner radius halfway")
        XCTAssertEqual(fill()?.color.r ?? -1, 0.5, accuracy: 1e-9)
        XCTAssertEqual(fill()?.color.b ?? -1, 0.5, accuracy: 1e-9)
        XCTAssertEqual(stroke() ?? -1, 4, accuracy: 1e-9, "line width halfway")
        h.frame(at: 3.01)
        XCTAssertEqual(fill()?.radius ?? -1, 40, accuracy: 1e-9)
        XCTAssertTrue(h.ui.isIdle)
        // Without an animation the change is immediate.
        on = false
        h.frame(at: 4)
        XCTAssertEqual(fill()?.radius ?? -1, 0, accuracy: 1e-9)
    }

    func testCapsuleCircleEllipseAndShadow() {
        let h = CoreHarness(width: 400, height: 300) { ui in
            ui.vstack(spacing: 0) {
                ui.capsule(fill: S.a).frame(width: 100, height: 30)
                ui.circle(fill: S.b).frame(width: 100, height: 60)
                ui.ellipse(fill: S.c, stroke: S.d, lineWidth: 2).frame(width: 100, height: 40)
                    .shadow(color: S.e, radius: 8, x: 0, y: 4)
            }
        }
        h.frame()
        var seen: [String] = []
        for c in h.list.commands {
            switch c {
            case .fillRoundedRect(let r, let radius, let col) where col == S.a:
                XCTAssertEqual(radius, 15); XCTAssertEqual(r.width, 100); seen.append("capsule")
            case .fillRoundedRect(let r, let radius, let col) where col == S.b:
                XCTAssertEqual(r.width, 60, "a circle is the largest in its frame"); XCTAssertEqual(radius, 30); seen.append("circle")
            case .fillEllipse(let r, let col) where col == S.c:
                XCTAssertEqual(r.size, Size(100, 40)); seen.append("ellipse")
            case .strokeEllipse(_, let w, let col) where col == S.d:
                XCTAssertEqual(w, 2); seen.append("stroke")
            case .shadow(let r, _, let blur, let col):
                XCTAssertEqual(blur, 8); XCTAssertEqual(col, S.e)
                XCTAssertEqual(r.minY, 90 + 4 + (300 - 130) / 2, accuracy: 1e-9, "moved by y")
                seen.append("shadow")
            default: break
            }
        }
        XCTAssertEqual(seen, ["capsule", "circle", "shadow", "ellipse", "stroke"], "the shadow is drawn behind its view")
    }

    // MARK: geometryReader

    func testGeometryReaderLaysOutItsChildFromTheProposalInTheSameFrame() {
        var seen: [Size] = []
        let h = CoreHarness(width: 400, height: 300) { ui in
            ui.vstack(spacing: 0) {
                ui.geometryReader { geo in
                    seen.append(geo.size)
                    ui.rectangle(fill: S.a).frame(width: geo.size.width / 2, height: geo.size.height / 4)
                    ui.text("w=\(Int(geo.size.width))")
                }
                .frame(width: 240, height: 100)
            }
        }
        h.frame()
        // The first frame already draws the child from the reader's real size.
        ctAssertRect(h.fills(S.a).first, Rect(80, 100, 120, 25), "top-leading, half the width")
        XCTAssertNotNil(h.node("w=240"))
        XCTAssertEqual(seen.last, Size(240, 100))
        XCTAssertGreaterThan(seen.count, 1, "built once more after layout found the size")
        seen.removeAll()
        h.frame()
        XCTAssertEqual(seen, [Size(240, 100)], "settled: one pass")
        // frame(in:) names the window and named spaces.
        var global: Rect = .zero
        let g = CoreHarness(width: 400, height: 300) { ui in
            ui.geometryReader { geo in global = geo.frame(in: .global) }.frame(width: 100, height: 50)
        }
        g.frame()
        ctAssertRect(global, Rect(150, 125, 100, 50))
    }

    // MARK: Matched geometry re-lays out its content

    func testMatchedFlightRewrapsTextAtTheInterpolatedWidth() {
        var wide = false
        let text = "one two three four five six"
        let font = Font(size: 10)   // 6 points per character (monospace test measurer), lines 12 high
        let h = CoreHarness(width: 600, height: 300) { ui in
            ui.hstack(alignment: .top, spacing: 0) {
                ui.zstack(alignment: .topLeading) {
                    if !wide {
                        ui.text(text, font: font).frame(width: 60, alignment: .topLeading)
                            .matchedGeometryEffect(id: "card", in: "ns")
                    }
                }.frame(width: 200, height: 300, alignment: .topLeading)
                ui.zstack(alignment: .topLeading) {
                    if wide {
                        ui.text(text, font: font).frame(width: 180, alignment: .topLeading)
                            .matchedGeometryEffect(id: "card", in: "ns")
                    }
                }.frame(width: 200, height: 300, alignment: .topLeading)
            }
        }
        func lines() -> [String] { h.texts.map(\.string) }
        h.frame(at: 1)
        XCTAssertEqual(lines(), ["one two", "three four", "five six"], "60 points: 10 characters a line")
        h.inNextBuild { ui in ui.withAnimation(.linear(duration: 1)) { wide = true } }
        h.frame(at: 2)
        h.frame(at: 2.5)
        // Halfway: 120 points wide (20 characters a line).
        XCTAssertEqual(lines(), ["one two three four", "five six"], "re-wrapped at the in-flight width")
        h.frame(at: 3.01)
        XCTAssertEqual(lines(), ["one two three four five six"], "landed: 180 points, one line")
    }

    func testMatchedGeometryIsSourceFalseTakesTheSourceFrame() {
        var selected = 0
        let h = CoreHarness(width: 400, height: 300) { ui in
            ui.zstack(alignment: .topLeading) {
                ui.hstack(spacing: 0) {
                    for i in 0..<3 {
                        ui.rectangle(fill: S.b).frame(width: 100, height: 40)
                            .matchedGeometryEffect(id: i, in: "tabs", isSource: true)
                    }
                }
                ui.rectangle(stroke: S.a, lineWidth: 2).frame(width: 10, height: 10)
                    .matchedGeometryEffect(id: selected, in: "tabs", isSource: false)
            }
        }
        func highlight() -> Rect? {
            for c in h.list.commands { if case .strokeRoundedRect(let r, _, _, let col) = c, col == S.a { return r } }
            return nil
        }
        h.frame(at: 1)
        // A fixed-size view in the source's frame is centred in it (as SwiftUI's frame modifier
        // inside the effect does).
        ctAssertRect(highlight(), Rect(95, 145, 10, 10), "in the source's frame")
        h.inNextBuild { ui in ui.withAnimation(.linear(duration: 1)) { selected = 2 } }
        h.frame(at: 2)
        h.frame(at: 2.5)
        ctAssertRect(highlight(), Rect(195, 145, 10, 10), "gliding to the new source")
        h.frame(at: 3.01)
        ctAssertRect(highlight(), Rect(295, 145, 10, 10))
        XCTAssertTrue(h.ui.warnings.isEmpty, "\(h.ui.warnings)")
    }

    // MARK: Misuse is reported

    func testMisuseIsReportedOnceNamingTheID() {
        var ask = false
        let h = CoreHarness(width: 400, height: 300) { ui in
            ui.vstack {
                _ = ui.dragValue("nothing-drags-me")
                ui.scroll(id: "list") { ui.text("row").frame(height: 20) }.frame(height: 100)
                if ask { ask = false; ui.scrollProxy("list").scrollTo("missing-row") }
                ui.rectangle(fill: S.a).frame(width: 10, height: 10).matchedGeometryEffect(id: "twin", in: "ns")
                ui.rectangle(fill: S.b).frame(width: 10, height: 10).matchedGeometryEffect(id: "twin", in: "ns")
                ui.icon(Icon(named: "no-such-icon"))
            }
        }
        h.frame()
        ask = true
        h.frame()
        h.frame()
        let w = h.ui.warnings
        XCTAssertEqual(w.filter { $0.contains("dragValue(\"nothing-drags-me\")") }.count, 1, "\(w)")
        XCTAssertEqual(w.filter { $0.contains("scrollTo(\"missing-row\")") && $0.contains("\"list\"") }.count, 1, "\(w)")
        XCTAssertEqual(w.filter { $0.contains("matchedGeometryEffect(id: \"twin\"") }.count, 1, "\(w)")
        XCTAssertEqual(w.filter { $0.contains("no-such-icon") }.count, 1, "\(w)")
    }

    func testDragValueAskedFromAnotherContainerFindsTheDraggedView() {
        var seen: Double? = nil
        let h = CoreHarness(width: 400, height: 300) { ui in
            ui.vstack {
                ui.hstack {
                    ui.rectangle(fill: S.a, id: "knob").frame(width: 100, height: 100).onDrag()
                }
                ui.zstack {
                    seen = ui.dragValue("knob")?.translation.width
                    ui.text("label")
                }
            }
        }
        h.frame()
        guard let p = h.fills(S.a).first?.center else { return XCTFail() }
        h.frame([.pointerMove(p), .pointerDown(p, .left)])
        h.frame([.pointerMove(Point(p.x + 30, p.y))])
        h.frame([.pointerMove(Point(p.x + 40, p.y))])
        XCTAssertEqual(seen ?? 0, 40, accuracy: 1e-9)
        XCTAssertTrue(h.ui.warnings.isEmpty, "\(h.ui.warnings)")
        h.frame([.pointerUp(Point(p.x + 40, p.y), .left)])
    }

    // MARK: Icons

    func testIconNames() {
        XCTAssertEqual(Icon(named: "heart.fill").rawValue, Icon.heartFill.rawValue, "SF's filled heart")
        // The constants and the names agree: outline without `.fill`, filled with it.
        for (outline, filled, name) in [(Icon.heart, Icon.heartFill, "heart"), (.star, .starFill, "star"), (.bookmark, .bookmarkFill, "bookmark")] {
            XCTAssertEqual(outline.rawValue, Icon(named: name).rawValue, name)
            XCTAssertEqual(filled.rawValue, Icon(named: name + ".fill").rawValue, name + ".fill")
            XCTAssertEqual(filled.description, name + ".fill")
        }
        XCTAssertEqual(Icon(named: "heart").rawValue, "\u{f08a}", "SF's outline heart is Font Awesome's heart-o")
        XCTAssertEqual(Icon(named: "fa-heart").rawValue, "\u{f004}", "fa- names the Font Awesome glyph")
        XCTAssertEqual(Icon(named: "rocket").rawValue, "\u{f135}")
        XCTAssertEqual(Icon(named: "chevron.left").rawValue, "\u{f053}")
        XCTAssertTrue(Icon(named: "xmark").isKnown)
        XCTAssertFalse(Icon(named: "no-such-icon").isKnown)
        XCTAssertEqual(Icon.heart.description, "heart")
        XCTAssertGreaterThan(Icon.allNames.count, 786)
    }
}
