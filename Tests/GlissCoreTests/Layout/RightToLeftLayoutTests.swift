import XCTest
import GlissCore

/// Right-to-left layout (issue #52): under `layoutDirection == .rightToLeft` stacks run from
/// the right, `.leading` alignment and padding are on the right, custom layouts are mirrored,
/// and views marked directional draw flipped. Window 400×300.
final class RightToLeftLayoutTests: XCTestCase {
    typealias S = CTSwatch

    private func rtl(_ ui: UI, _ content: () -> Void) { ui.environment(\.layoutDirection, .rightToLeft, content) }

    private func twoBars(_ ui: UI) {
        ui.hstack(spacing: 0) {
            ui.rectangle(fill: S.a).frame(width: 40, height: 20)
            ui.rectangle(fill: S.b).frame(width: 60, height: 20)
        }
    }

    func testHStackPutsItsFirstChildOnTheRight() {
        let ltr = CoreHarness { ui in self.twoBars(ui) }
        ltr.frame()
        // 100 wide, centred: x 150…250.
        ctAssertRect(ltr.fills(S.a).first, Rect(150, 140, 40, 20))
        ctAssertRect(ltr.fills(S.b).first, Rect(190, 140, 60, 20))
        let h = CoreHarness { ui in self.rtl(ui) { self.twoBars(ui) } }
        h.frame()
        ctAssertRect(h.fills(S.a).first, Rect(210, 140, 40, 20))
        ctAssertRect(h.fills(S.b).first, Rect(150, 140, 60, 20))
    }

    func testTheWindowsDirectionMirrorsEverything() {
        let h = CoreHarness { ui in
            ui.vstack(alignment: .leading, spacing: 0) {
                self.twoBars(ui)
                ui.rectangle(fill: S.c).frame(width: 20, height: 10)
            }
        }
        h.ui.layoutDirection = .rightToLeft
        h.frame()
        ctAssertRect(h.fills(S.a).first, Rect(210, 135, 40, 20))
        // `.leading` in a vstack: the right edge.
        ctAssertRect(h.fills(S.c).first, Rect(230, 155, 20, 10))
    }

    func testLeadingPaddingIsOnTheRight() {
        let body: (UI) -> Void = { ui in
            ui.rectangle(fill: S.a).frame(width: 40, height: 20).padding(.leading, 10).background(S.b)
        }
        let ltr = CoreHarness(body)
        ltr.frame()
        ctAssertRect(ltr.fills(S.a).first, Rect(185, 140, 40, 20))
        let h = CoreHarness { ui in self.rtl(ui) { body(ui) } }
        h.frame()
        ctAssertRect(h.fills(S.b).first, Rect(175, 140, 50, 20))
        ctAssertRect(h.fills(S.a).first, Rect(175, 140, 40, 20), "the 10 points are on the right")
    }

    func testFrameLeadingAlignmentIsOnTheRight() {
        let h = CoreHarness { ui in
            self.rtl(ui) {
                ui.rectangle(fill: S.a).frame(width: 40, height: 20).frame(width: 200, height: 20, alignment: .leading)
            }
        }
        h.frame()
        ctAssertRect(h.fills(S.a).first, Rect(260, 140, 40, 20))
    }

    func testZStackAndOverlayAlignmentsMirror() {
        let h = CoreHarness { ui in
            self.rtl(ui) {
                ui.rectangle(fill: S.a).frame(width: 100, height: 40)
                    .overlay(alignment: .topLeading) { ui.rectangle(fill: S.b).frame(width: 10, height: 10) }
            }
        }
        h.frame()
        ctAssertRect(h.fills(S.b).first, Rect(240, 130, 10, 10))
    }

    func testAnEnvironmentOverrideMirrorsOnlyItsSubtree() {
        let h = CoreHarness { ui in
            ui.vstack(spacing: 0) {
                ui.hstack(spacing: 0) {
                    ui.rectangle(fill: S.c).frame(width: 40, height: 20)
                    ui.rectangle(fill: S.d).frame(width: 60, height: 20)
                }
                self.rtl(ui) { self.twoBars(ui) }
            }
        }
        h.frame()
        ctAssertRect(h.fills(S.c).first, Rect(150, 130, 40, 20))
        ctAssertRect(h.fills(S.a).first, Rect(210, 150, 40, 20))
        // And back: a left-to-right subtree inside a right-to-left one keeps its order.
        let back = CoreHarness { ui in
            self.rtl(ui) {
                ui.vstack(spacing: 0) {
                    ui.environment(\.layoutDirection, .leftToRight) { self.twoBars(ui) }
                }
            }
        }
        back.frame()
        ctAssertRect(back.fills(S.a).first, Rect(150, 140, 40, 20))
    }

    func testACustomLayoutIsMirrored() {
        let h = CoreHarness { ui in
            self.rtl(ui) {
                ui.layout(Row()) {
                    ui.rectangle(fill: S.a).frame(width: 40, height: 20)
                    ui.rectangle(fill: S.b).frame(width: 60, height: 20)
                }
            }
        }
        h.frame()
        // Row places at bounds.minX + 0 and + 50 (110 wide, centred: 145…255); mirrored.
        ctAssertRect(h.fills(S.a).first, Rect(215, 140, 40, 20))
        ctAssertRect(h.fills(S.b).first, Rect(145, 140, 60, 20))
    }

    func testFlipsForRightToLeftLayoutDirectionMirrorsTheDrawing() {
        func scales(_ direction: LayoutDirection) -> [Double] {
            let h = CoreHarness { ui in
                ui.environment(\.layoutDirection, direction) {
                    ui.rectangle(fill: S.a).frame(width: 40, height: 20).flipsForRightToLeftLayoutDirection(true)
                    ui.rectangle(fill: S.b).frame(width: 40, height: 20).flipsForRightToLeftLayoutDirection(false)
                }
            }
            h.frame()
            return h.list.commands.compactMap { if case .pushTransform(let m) = $0 { return m.a } else { return nil } }
        }
        XCTAssertEqual(scales(.rightToLeft), [-1])
        XCTAssertEqual(scales(.leftToRight), [])
    }

    func testAParagraphsLeadingEdgeIsTheRightOne() {
        let h = CoreHarness { ui in
            self.rtl(ui) { ui.text("one two three four five six seven").frame(width: 200) }
        }
        h.frame()
        let lines = h.texts
        XCTAssertEqual(lines.count, 2)
        guard lines.count == 2 else { return }
        // Both lines end at the text's right edge; the shorter one starts further right.
        let ends = lines.map { $0.origin.x + Double($0.string.count) * 10.2 }
        XCTAssertEqual(ends[0], ends[1], accuracy: 0.5)
        XCTAssertGreaterThan(lines[1].origin.x, lines[0].origin.x + 10)
    }

    func testTheLanguageChoosesTheDirection() {
        XCTAssertEqual(LayoutDirection(languages: PreferredLanguages.from(["LANG": "ar_EG.UTF-8"])), .rightToLeft)
        XCTAssertEqual(LayoutDirection(languages: PreferredLanguages.from(["LANGUAGE": "he:en", "LANG": "en_US.UTF-8"])), .rightToLeft)
        XCTAssertEqual(LayoutDirection(language: "fa-IR"), .rightToLeft)
        XCTAssertEqual(LayoutDirection(language: "ur"), .rightToLeft)
        XCTAssertEqual(LayoutDirection(languages: PreferredLanguages.from(["LANG": "fr_FR.UTF-8"])), .leftToRight)
        XCTAssertEqual(LayoutDirection(languages: []), .leftToRight)
        XCTAssertEqual(LayoutDirection(language: "art"), .leftToRight, "the code, not a prefix of it")
    }
}

/// Places its views in a row 10 points apart from `bounds.minX`, as an app's layout would.
private struct Row: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return Size(sizes.map(\.width).reduce(0, +) + 10 * Double(max(0, sizes.count - 1)), sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for s in subviews {
            s.place(at: Point(x, bounds.minY), proposal: .unspecified)
            x += s.sizeThatFits(.unspecified).width + 10
        }
    }
}
