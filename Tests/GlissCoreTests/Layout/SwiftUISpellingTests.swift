import XCTest
import GlissCore

/// SwiftUI's spellings people type from memory: they compile and do what SwiftUI's do.
final class SwiftUISpellingTests: XCTestCase {
    /// A padded text's frame (what the inspector lists) grows by the padding on the edges named.
    func testPaddingOnSomeEdges() {
        let h = CoreHarness { ui in
            ui.vstack(alignment: .leading, spacing: 0) {
                ui.text("Plain")                                   // the same width as each below (monospace)
                ui.text("Above").padding(.top, 10)
                ui.text("Sides").padding(.horizontal)
                ui.text("Twoed").padding([.leading, .bottom], 5)
            }
        }
        h.frame()
        let plain = h.node("Plain")!.frame.size
        XCTAssertEqual(h.node("Above")!.frame.size, Size(plain.width, plain.height + 10))
        XCTAssertEqual(h.node("Sides")!.frame.size, Size(plain.width + 32, plain.height), "16 points, the default, on both sides")
        XCTAssertEqual(h.node("Twoed")!.frame.size, Size(plain.width + 5, plain.height + 5))
        XCTAssertEqual(Edge.Set.all, [.top, .leading, .bottom, .trailing])
    }

    func testBoldAndMatchedGeometryEffect() {
        XCTAssertEqual(Font.body.bold(), Font(size: 17, weight: .bold))
        var flown = false
        let h = CoreHarness { ui in
            ui.hstack(spacing: 200) {
                if flown { ui.spacer().frame(width: 10) }
                ui.rectangle(fill: .red).frame(width: 40, height: 40).matchedGeometryEffect(id: "card", in: "deck")
                    .accessibility(role: .shape, label: "card")
                if !flown { ui.spacer().frame(width: 10) }
            }
        }
        h.frame()
        let before = h.node("card")!.frame.minX
        h.inNextBuild { ui in ui.withAnimation(.linear(duration: 1)) { flown = true } }
        h.frame()
        h.frame()
        let mid = h.node("card")!.frame.minX
        h.run(until: h.time + 2)
        let after = h.node("card")!.frame.minX
        XCTAssertNotEqual(before, after)
        XCTAssertTrue((min(before, after) + 1...max(before, after) - 1).contains(mid), "it flies between its places: \(before) \(mid) \(after)")
    }

    /// The colour spellings: components, greys and opacity as SwiftUI names them.
    func testColourInitialisers() {
        let c = Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5)
        XCTAssertEqual([c.r, c.g, c.b, c.a], [0.2, 0.4, 0.6, 0.5])
        XCTAssertEqual(Color(white: 0.3, opacity: 0.25), Color(red: 0.3, green: 0.3, blue: 0.3, opacity: 0.25))
        XCTAssertEqual(Color(white: 1), .white)
        XCTAssertEqual(Color.purple.opacity(0.5).a, 0.5)
    }

    /// The font modifiers SwiftUI has: each changes only what it names.
    func testFontModifiers() {
        let f = Font.title.italic().monospacedDigit().weight(.black)
        XCTAssertEqual(f.size, 28)
        XCTAssertTrue(f.isItalic && f.hasMonospacedDigits)
        XCTAssertEqual(f.weight, .black)
        XCTAssertEqual(Font.system(size: 12, weight: .light, design: .serif), Font(size: 12, weight: .light, design: .serif))
        XCTAssertEqual(Font.system(.headline, design: .rounded), Font(size: 17, weight: .semibold, design: .rounded))
        XCTAssertFalse(Font.body.isItalic || Font.body.hasMonospacedDigits)
    }

    /// `rectangle` and `roundedRectangle(cornerRadius:)` fill their frames; with no colour a
    /// shape is filled with the foreground colour (black), as SwiftUI's are; `.fill` and
    /// `.stroke` colour it afterwards.
    func testShapesAndTheirFillAndStroke() {
        let h = CoreHarness { ui in
            ui.vstack(spacing: 0) {
                ui.rectangle(fill: CTSwatch.a).frame(width: 40, height: 10)
                ui.roundedRectangle(cornerRadius: 6).frame(width: 40, height: 10)
                ui.circle().fill(CTSwatch.b).frame(width: 10, height: 10)
                ui.capsule().stroke(CTSwatch.c, lineWidth: 3).frame(width: 30, height: 10)
                ui.ellipse(fill: CTSwatch.d).stroke(CTSwatch.e).frame(width: 30, height: 10)
            }
        }
        let list = h.frame()
        func find(_ match: (DrawCommand) -> Bool) -> DrawCommand? { list.commands.first(where: match) }
        XCTAssertEqual(h.fills(CTSwatch.a).count, 1)
        guard case .fillRoundedRect(let r, let radius, let c)? = find({
            if case .fillRoundedRect(_, 6, _) = $0 { return true } else { return false } }) else { return XCTFail("\(list.commands)") }
        XCTAssertEqual(r.size, Size(40, 10)); XCTAssertEqual(radius, 6); XCTAssertEqual(c, .black)
        XCTAssertEqual(h.fills(CTSwatch.b).count, 1, "filled with .fill, not black")
        XCTAssertEqual(list.commands.filter { if case .fillRoundedRect(_, _, .black) = $0 { return true } else { return false } }.count, 1,
                       "only the rounded rectangle is left to the foreground colour")
        XCTAssertNotNil(find { if case .strokeRoundedRect(_, 5, 3, CTSwatch.c) = $0 { return true } else { return false } },
                        "a stroked capsule, not filled")
        XCTAssertNotNil(find { if case .fillEllipse(_, CTSwatch.d) = $0 { return true } else { return false } })
        XCTAssertNotNil(find { if case .strokeEllipse(_, 1, CTSwatch.e) = $0 { return true } else { return false } },
                        "a fill given stays when a stroke is added")
    }

    /// `.font`, `.bold()`, `.foregroundStyle` reach the texts and the uncoloured shapes inside a
    /// container; what is set nearer the text (its own `font:`/`color:`, an inner modifier) wins.
    func testFontAndForegroundStyleFlowDownAndTheInnermostWins() {
        let h = CoreHarness { ui in
            ui.vstack {
                ui.text("plain")
                ui.text("own", font: .caption, color: CTSwatch.a)
                ui.text("inner").font(.title).foregroundStyle(CTSwatch.b)
                ui.text("bolded").bold()
                ui.icon(.heart)
                ui.circle().frame(width: 8, height: 8)
                ui.circle(fill: CTSwatch.c).frame(width: 8, height: 8)
                ui.button("Go") {}
            }
            .font(.title2)
            .italic()
            .foregroundStyle(CTSwatch.d)
        }
        let list = h.frame()
        var texts: [String: (Font, Color)] = [:]
        for c in list.commands { if case .text(let s, let f, let col, _) = c { texts[s] = (f, col) } }
        XCTAssertEqual(texts["plain"]?.0, Font.title2.italic()); XCTAssertEqual(texts["plain"]?.1, CTSwatch.d)
        XCTAssertEqual(texts["own"]?.0, Font.caption.italic(), "its own font stays; the slant is another modifier")
        XCTAssertEqual(texts["own"]?.1, CTSwatch.a)
        XCTAssertEqual(texts["inner"]?.0, Font.title.italic()); XCTAssertEqual(texts["inner"]?.1, CTSwatch.b)
        XCTAssertEqual(texts["bolded"]?.0, Font.title2.bold().italic(), "the weight set inside stays under the outer font")
        XCTAssertEqual(texts[Icon.heart.rawValue]?.0, Font.icon(size: 22), "an icon takes the font's size, not its face")
        XCTAssertEqual(texts[Icon.heart.rawValue]?.1, CTSwatch.d)
        XCTAssertEqual(texts["Go"]?.1, CTSwatch.d, "a button's accent colour is a default the style replaces")
        XCTAssertEqual(h.fills(CTSwatch.d).count, 1, "the uncoloured circle")
        XCTAssertEqual(h.fills(CTSwatch.c).count, 1, "the coloured one keeps its colour")
    }

    /// `frame(idealWidth:…)`: offered no size on an axis (a scroll view's), a frame is its ideal
    /// size; offered one, it is clamped between its minimum and maximum as before.
    func testFrameIdealSize() {
        let h = CoreHarness { ui in
            ui.hstack(spacing: 0) {
                ui.scroll(.vertical, id: "s") {
                    ui.rectangle(fill: CTSwatch.a).frame(idealHeight: 120).accessibility(role: .shape, label: "ideal")
                    ui.rectangle(fill: CTSwatch.b).frame(minHeight: 10, idealHeight: 5).accessibility(role: .shape, label: "clamped")
                }
                .frame(width: 100)
                ui.rectangle(fill: CTSwatch.c).frame(minWidth: 20, idealWidth: 500, maxWidth: 60).accessibility(role: .shape, label: "offered")
            }
        }
        h.frame()
        XCTAssertEqual(h.node("ideal")?.frame.height, 120)
        XCTAssertEqual(h.node("clamped")?.frame.height, 10, "the ideal is clamped to the minimum")
        XCTAssertEqual(h.node("offered")?.frame.width, 60, "offered a width, the frame takes it up to its maximum")
    }

    /// `@Namespace` names a namespace per declaration; `properties: .position` moves the view's
    /// anchor point with the other view's but keeps its own size, `.size` the reverse.
    func testNamespaceAndMatchedProperties() {
        final class Model { @Namespace var ns; @Namespace var other }
        let m = Model()
        XCTAssertNotEqual(m.ns, m.other)
        XCTAssertEqual(m.ns, m.ns)
        let h = CoreHarness { ui in
            ui.canvas {
                ui.rectangle(fill: CTSwatch.a).place(in: Rect(100, 100, 80, 40))
                    .matchedGeometryEffect(id: "hero", in: m.ns)
                ui.rectangle(fill: CTSwatch.b).place(in: Rect(0, 0, 20, 20))
                    .matchedGeometryEffect(id: "hero", in: m.ns, properties: .position, isSource: false)
                ui.rectangle(fill: CTSwatch.c).place(in: Rect(0, 0, 20, 20))
                    .matchedGeometryEffect(id: "hero", in: m.ns, properties: .size, anchor: .topLeading, isSource: false)
                ui.rectangle(fill: CTSwatch.d).place(in: Rect(0, 0, 20, 20))
                    .matchedGeometryEffect(id: "hero", in: m.other, isSource: false)
            }
        }
        h.frame()
        ctAssertRect(h.fills(CTSwatch.b).first, Rect(130, 110, 20, 20), "its centre on the source's, its own size")
        ctAssertRect(h.fills(CTSwatch.c).first, Rect(0, 0, 80, 40), "the source's size from its own top-leading corner")
        ctAssertRect(h.fills(CTSwatch.d).first, Rect(0, 0, 20, 20), "another namespace: no source, its own frame")
    }

    /// `position(x:y:)` centres the view there and takes the space offered; it glides under
    /// an animation.
    func testPositionCentresTheViewAndGlides() {
        var x = 50.0
        let h = CoreHarness { ui in
            ui.zstack {
                ui.rectangle(fill: CTSwatch.a).frame(width: 20, height: 10).position(x: x, y: 30)
            }
            .frame(width: 200, height: 100)
        }
        h.frame(at: 1)
        // The 200×100 zstack is centred in 400×300: its origin is (100, 100).
        ctAssertRect(h.fills(CTSwatch.a).first, Rect(100 + 40, 100 + 25, 20, 10))
        h.inNextBuild { ui in ui.withAnimation(.linear(duration: 1)) { x = 150 } }
        h.frame(at: 2)
        h.run(until: 2.5)
        ctAssertRect(h.fills(CTSwatch.a).first, Rect(100 + 90, 100 + 25, 20, 10), accuracy: 1e-6)
    }

    /// `zIndex` draws a sibling above those after it, and it takes the click there.
    func testZIndexOrdersSiblings() {
        var tapped = ""
        let h = CoreHarness { ui in
            ui.zstack {
                ui.rectangle(fill: CTSwatch.a).frame(width: 50, height: 50).zIndex(1).onTapGesture { tapped = "a" }
                ui.rectangle(fill: CTSwatch.b).frame(width: 50, height: 50).padding(1).onTapGesture { tapped = "b" }
                ui.rectangle(fill: CTSwatch.c).frame(width: 50, height: 50).zIndex(-1)
            }
        }
        h.frame()
        let order = [CTSwatch.c, CTSwatch.b, CTSwatch.a].map { h.fillIndexes($0).first ?? -1 }
        XCTAssertEqual(order, order.sorted(), "drawn c, b, a")
        h.click(Point(200, 150))
        XCTAssertEqual(tapped, "a", "the front one takes the click")
    }

    /// `clipShape(.circle)` rounds the view's background into the shape and clips its inside to
    /// its frame; `background(_:in:)` fills a shape; `tint` recolours what is drawn in the
    /// accent colour; `blur` draws shapes as blurred silhouettes.
    func testClipShapeBackgroundInTintAndBlur() {
        let h = CoreHarness { ui in
            ui.vstack {
                ui.text("3").padding(4).background(CTSwatch.a).clipShape(.circle)
                ui.text("pill").background(CTSwatch.b, in: .capsule)
                ui.button("Go") {}.tint(CTSwatch.c)
                ui.circle(fill: CTSwatch.d).frame(width: 40, height: 40).blur(radius: 6)
                ui.text("small").font(.caption2)
            }
        }
        let list = h.frame()
        func command(_ match: (DrawCommand) -> Bool) -> DrawCommand? { list.commands.first(where: match) }
        guard case .fillRoundedRect(let r, let radius, _)? = command({ if case .fillRoundedRect(_, _, CTSwatch.a) = $0 { return true } else { return false } }),
              case .pushClip(let clip)? = command({ if case .pushClip = $0 { return true } else { return false } }) else {
            return XCTFail("\(list.commands)")
        }
        XCTAssertGreaterThanOrEqual(radius, min(r.width, r.height) / 2, "as round as the frame allows")
        ctAssertRect(clip, r, accuracy: 1e-9)
        XCTAssertNotNil(command { if case .fillRoundedRect(let p, let pr, CTSwatch.b) = $0 { return pr == min(p.width, p.height) / 2 } else { return false } },
                        "a capsule behind the pill")
        XCTAssertNotNil(command { if case .text("Go", _, CTSwatch.c, _) = $0 { return true } else { return false } })
        guard case .shadow(let sr, let sradius, let blur, let colour)? = command({ if case .shadow = $0 { return true } else { return false } }) else {
            return XCTFail("the blurred circle is a blurred silhouette")
        }
        XCTAssertEqual(sr.size, Size(40, 40)); XCTAssertEqual(sradius, 20); XCTAssertEqual(blur, 12); XCTAssertEqual(colour, CTSwatch.d)
        XCTAssertTrue(list.commands.contains { if case .text("small", Font(size: 11), _, _) = $0 { return true } else { return false } })
    }
}
