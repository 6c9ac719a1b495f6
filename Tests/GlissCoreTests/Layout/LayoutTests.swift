import XCTest
import GlissCore

/// Layout through the public builder API, read back from draw commands and the inspector.
/// Window 400×300; body text (17 pt) is 10.2 pt per character and 20 pt high.
final class LayoutTests: XCTestCase {
    typealias S = CTSwatch

    private func threeBars(_ ui: UI, _ alignment: HorizontalAlignment) {
        ui.vstack(alignment: alignment, spacing: 10) {
            ui.rectangle(fill: S.a).frame(width: 50, height: 20)
            ui.rectangle(fill: S.b).frame(width: 100, height: 30)
            ui.rectangle(fill: S.c).frame(width: 30, height: 10)
        }
    }

    func testVStackSpacingAndLeadingAlignment() {
        let h = CoreHarness { ui in self.threeBars(ui, .leading) }
        h.frame()
        // Stack is 100 × (20+30+10 + 2·10) = 100×80, centred: origin (150, 110).
        ctAssertRect(h.fills(S.a).first, Rect(150, 110, 50, 20))
        ctAssertRect(h.fills(S.b).first, Rect(150, 140, 100, 30))
        ctAssertRect(h.fills(S.c).first, Rect(150, 180, 30, 10))
    }

    func testVStackCenterAndTrailingAlignment() {
        let center = CoreHarness { ui in self.threeBars(ui, .center) }
        center.frame()
        ctAssertRect(center.fills(S.a).first, Rect(175, 110, 50, 20))
        ctAssertRect(center.fills(S.c).first, Rect(185, 180, 30, 10))

        let trailing = CoreHarness { ui in self.threeBars(ui, .trailing) }
        trailing.frame()
        ctAssertRect(trailing.fills(S.a).first, Rect(200, 110, 50, 20))
        ctAssertRect(trailing.fills(S.b).first, Rect(150, 140, 100, 30))
        ctAssertRect(trailing.fills(S.c).first, Rect(220, 180, 30, 10))
    }

    func testHStackSpacerPushesLastChildToTrailingEdge() {
        let h = CoreHarness { ui in
            ui.hstack(spacing: 8) {
                ui.rectangle(fill: S.a).frame(width: 40, height: 20)
                ui.spacer()
                ui.rectangle(fill: S.b).frame(width: 60, height: 20)
            }
        }
        h.frame()
        ctAssertRect(h.fills(S.a).first, Rect(0, 140, 40, 20))
        ctAssertRect(h.fills(S.b).first, Rect(340, 140, 60, 20))
    }

    func testHStackVerticalAlignment() {
        func bars(_ a: VerticalAlignment) -> CoreHarness {
            let h = CoreHarness { ui in
                ui.hstack(alignment: a, spacing: 0) {
                    ui.rectangle(fill: S.a).frame(width: 20, height: 60)
                    ui.rectangle(fill: S.b).frame(width: 20, height: 20)
                }
            }
            h.frame()
            return h
        }
        // Stack 40×60 at (180, 120).
        ctAssertRect(bars(.top).fills(S.b).first, Rect(200, 120, 20, 20))
        ctAssertRect(bars(.center).fills(S.b).first, Rect(200, 140, 20, 20))
        ctAssertRect(bars(.bottom).fills(S.b).first, Rect(200, 160, 20, 20))
    }

    func testVStackSpacerPushesLastChildToBottom() {
        let h = CoreHarness { ui in
            ui.vstack(spacing: 0) {
                ui.text("Top")
                ui.spacer()
                ui.text("Bottom")
            }
        }
        h.frame()
        XCTAssertEqual(h.textOrigin("Top")?.y ?? -1, 0, accuracy: 1e-9)
        XCTAssertEqual(h.textOrigin("Bottom")?.y ?? -1, 280, accuracy: 1e-9)
    }

    func testFixedFrameAlignsContent() {
        func place(_ a: Alignment) -> Point? {
            let h = CoreHarness { ui in ui.text("Hi").frame(width: 200, height: 100, alignment: a) }
            h.frame()
            return h.textOrigin("Hi")
        }
        // The frame is 200×100 at (100, 100); "Hi" is 20.4×20.
        ctAssertPoint(place(.topLeading), Point(100, 100))
        ctAssertPoint(place(.center), Point(189.8, 140))
        ctAssertPoint(place(.bottomTrailing), Point(279.6, 180))
    }

    func testFixedFrameReportsFrameSizeNotContentSize() {
        let h = CoreHarness { ui in
            ui.text("Hi").frame(width: 200, height: 100, alignment: .topLeading)
        }
        h.frame()
        ctAssertRect(h.node("Hi")?.frame, Rect(100, 100, 200, 100))
    }

    func testFlexibleFrameTakesFullWidthAndAlignsLeadingOrTrailing() {
        let h = CoreHarness { ui in
            ui.vstack(spacing: 0) {
                ui.text("Left").frame(maxWidth: .infinity, alignment: .leading)
                ui.text("Right").frame(maxWidth: .infinity, alignment: .trailing)
                ui.text("Mid")
            }
        }
        h.frame()
        XCTAssertEqual(h.node("Left")?.frame.width ?? 0, 400, accuracy: 1e-9)
        XCTAssertEqual(h.node("Left")?.frame.minX ?? -1, 0, accuracy: 1e-9)
        XCTAssertEqual(h.textOrigin("Left")?.x ?? -1, 0, accuracy: 1e-9)
        XCTAssertEqual(h.textOrigin("Right")?.x ?? -1, 400 - 51, accuracy: 1e-9)
        // The stack is as wide as its widest (flexible) child, the plain text is centred in it.
        XCTAssertEqual(h.textOrigin("Mid")?.x ?? -1, (400 - 30.6) / 2, accuracy: 1e-9)
    }

    func testMinWidthLargerThanProposalWins() {
        let h = CoreHarness(width: 300) { ui in
            ui.rectangle(fill: S.a).frame(minWidth: 500, maxHeight: 10)
        }
        h.frame()
        XCTAssertEqual(h.fills(S.a).first?.width ?? 0, 500, accuracy: 1e-9)
    }

    func testPaddingInsetsContentAndBackgroundCoversIt() {
        let h = CoreHarness { ui in ui.text("Hi").padding(10).background(S.a) }
        h.frame()
        // 20.4×20 text + 10 all round = 40.4×40, centred.
        ctAssertRect(h.fills(S.a).first, Rect(179.8, 130, 40.4, 40))
        ctAssertPoint(h.textOrigin("Hi"), Point(189.8, 140))
    }

    func testAsymmetricPadding() {
        let h = CoreHarness { ui in
            ui.text("Hi").padding(EdgeInsets(top: 5, leading: 20, bottom: 15, trailing: 0)).background(S.a)
        }
        h.frame()
        guard let bg = h.fills(S.a).first else { return XCTFail("no background") }
        XCTAssertEqual(bg.width, 40.4, accuracy: 1e-9)
        XCTAssertEqual(bg.height, 40, accuracy: 1e-9)
        ctAssertPoint(h.textOrigin("Hi"), Point(bg.minX + 20, bg.minY + 5))
    }

    func testBackgroundBeforeOrAfterPadding() {
        let outside = CoreHarness { ui in ui.text("Hi").padding(10).background(S.a) }
        outside.frame()
        let inside = CoreHarness { ui in ui.text("Hi").background(S.a).padding(10) }
        inside.frame()
        XCTAssertEqual(outside.fills(S.a).first?.size, Size(40.4, 40))
        // Background applied first covers the text only; the padding goes around it.
        XCTAssertEqual(inside.fills(S.a).first?.size, Size(20.4, 20))
        ctAssertPoint(inside.fills(S.a).first?.origin, inside.textOrigin("Hi")!)
    }

    func testZStackAlignment() {
        func small(_ a: Alignment) -> Rect? {
            let h = CoreHarness { ui in
                ui.zstack(alignment: a) {
                    ui.rectangle(fill: S.a).frame(width: 100, height: 80)
                    ui.rectangle(fill: S.b).frame(width: 20, height: 10)
                }
            }
            h.frame()
            ctAssertRect(h.fills(S.a).first, Rect(150, 110, 100, 80))
            return h.fills(S.b).first
        }
        ctAssertRect(small(.topLeading), Rect(150, 110, 20, 10))
        ctAssertRect(small(.center), Rect(190, 145, 20, 10))
        ctAssertRect(small(.bottomTrailing), Rect(230, 180, 20, 10))
        ctAssertRect(small(.top), Rect(190, 110, 20, 10))
    }

    func testFrameThenPaddingWrapsOutsideTheFrame() {
        let h = CoreHarness { ui in
            ui.rectangle(fill: S.a).frame(width: 50, height: 100).padding(10)
                .accessibility(role: .shape, label: "outer")
        }
        h.frame()
        guard let outer = h.node("outer")?.frame else { return XCTFail("no outer node") }
        XCTAssertEqual(outer.height, 120, accuracy: 1e-9)
        XCTAssertEqual(outer.width, 70, accuracy: 1e-9)
        ctAssertRect(h.fills(S.a).first, Rect(outer.minX + 10, outer.minY + 10, 50, 100))
    }

    func testPaddingThenFrameKeepsTheFrameSize() {
        let h = CoreHarness { ui in
            ui.rectangle(fill: S.a).padding(10).frame(width: 50, height: 100)
                .accessibility(role: .shape, label: "outer")
        }
        h.frame()
        guard let outer = h.node("outer")?.frame else { return XCTFail("no outer node") }
        XCTAssertEqual(outer.size, Size(50, 100))
        ctAssertRect(h.fills(S.a).first, Rect(outer.minX + 10, outer.minY + 10, 30, 80))
    }

    func testTwoFramesOnTheSameAxisNest() {
        // .frame(width: 50).frame(width: 200, alignment: .leading): the outer frame is 200
        // wide and the 50-wide inner one sits at its leading edge.
        let h = CoreHarness { ui in
            ui.rectangle(fill: S.a).frame(width: 50, height: 20).frame(width: 200, alignment: .leading)
                .accessibility(role: .shape, label: "outer")
        }
        h.frame()
        guard let outer = h.node("outer")?.frame else { return XCTFail("no outer node") }
        XCTAssertEqual(outer.width, 200, accuracy: 1e-9)
        ctAssertRect(h.fills(S.a).first, Rect(outer.minX, outer.minY, 50, 20))
    }

    func testMultilineTextWrapsToProposedWidth() {
        let h = CoreHarness { ui in
            ui.text("aaaa bbbb cccc dddd").frame(width: 100)
        }
        h.frame()
        // "aaaa bbbb" is 91.8 wide (fits 100); adding " cccc" would be 142.8.
        XCTAssertEqual(h.texts.map(\.string), ["aaaa bbbb", "cccc dddd"])
        let ys = h.texts.map(\.origin.y)
        XCTAssertEqual(ys.count, 2)
        if ys.count == 2 { XCTAssertEqual(ys[1] - ys[0], 20, accuracy: 1e-9) }
        XCTAssertEqual(h.node("aaaa bbbb cccc dddd")?.frame.height ?? 0, 40, accuracy: 1e-9)
    }

    func testMultilineTextThatFitsStaysOnOneLine() {
        let h = CoreHarness { ui in
            ui.text("aaaa bbbb cccc dddd")
        }
        h.frame()
        XCTAssertEqual(h.texts.map(\.string), ["aaaa bbbb cccc dddd"])
        XCTAssertEqual(h.node("aaaa bbbb cccc dddd")?.frame.height ?? 0, 20, accuracy: 1e-9)
    }

    func testMultilineTextInNarrowVStackWrapsToItsWidth() {
        let h = CoreHarness { ui in
            ui.vstack(alignment: .leading) {
                ui.text("one two three four five")
            }.frame(width: 120)
        }
        h.frame()
        // 120 / 10.2 → at most 11 characters per line.
        XCTAssertEqual(h.texts.map(\.string), ["one two", "three four", "five"])
        XCTAssertTrue(h.texts.allSatisfy { Double($0.string.count) * 10.2 <= 120 })
    }

    func testRootContentIsCentredInTheWindowAndFollowsResize() {
        let h = CoreHarness { ui in ui.text("Hello") }
        h.frame()
        ctAssertPoint(h.textOrigin("Hello"), Point((400 - 51) / 2, 140))
        h.frame([.resize(Size(600, 400))])
        XCTAssertEqual(h.ui.size, Size(600, 400))
        ctAssertPoint(h.textOrigin("Hello"), Point((600 - 51) / 2, 190))
    }

    func testOffsetMovesDrawingButNotSiblings() {
        let h = CoreHarness { ui in
            ui.vstack(spacing: 0) {
                ui.rectangle(fill: S.a).frame(width: 40, height: 40).offset(x: 30, y: 5)
                ui.rectangle(fill: S.b).frame(width: 40, height: 40)
            }
        }
        h.frame()
        // Stack 40×80 at (180, 110); the offset child moves, its sibling stays.
        ctAssertRect(h.fills(S.a).first, Rect(210, 115, 40, 40))
        ctAssertRect(h.fills(S.b).first, Rect(180, 150, 40, 40))
    }

    func testHiddenKeepsItsSpace() {
        let h = CoreHarness { ui in
            ui.vstack(spacing: 0) {
                ui.rectangle(fill: S.a).frame(width: 40, height: 40).hidden()
                ui.rectangle(fill: S.b).frame(width: 40, height: 40)
            }
        }
        h.frame()
        XCTAssertTrue(h.fills(S.a).isEmpty)
        ctAssertRect(h.fills(S.b).first, Rect(180, 150, 40, 40))
    }

    func testFlexibleChildTakesWhatFixedSiblingsLeave() {
        let h = CoreHarness { ui in
            ui.hstack(spacing: 8) {
                ui.rectangle(fill: S.a).frame(width: 40, height: 20)
                ui.rectangle(fill: S.b).frame(maxWidth: .infinity, maxHeight: 20)
                ui.rectangle(fill: S.c).frame(width: 60, height: 20)
            }
        }
        h.frame()
        ctAssertRect(h.fills(S.a).first, Rect(0, 140, 40, 20))
        ctAssertRect(h.fills(S.b).first, Rect(48, 140, 400 - 40 - 60 - 16, 20))
        ctAssertRect(h.fills(S.c).first, Rect(340, 140, 60, 20))
    }

    func testEqualFlexibleChildrenShareSpaceEqually() {
        let h = CoreHarness { ui in
            ui.hstack(spacing: 10) {
                ui.rectangle(fill: S.a).frame(maxHeight: 20)
                ui.rectangle(fill: S.b).frame(maxHeight: 20)
            }.frame(width: 210)
        }
        h.frame()
        XCTAssertEqual(h.fills(S.a).first?.width ?? 0, 100, accuracy: 1e-9)
        XCTAssertEqual(h.fills(S.b).first?.width ?? 0, 100, accuracy: 1e-9)
        XCTAssertEqual((h.fills(S.b).first?.minX ?? 0) - (h.fills(S.a).first?.maxX ?? 0), 10, accuracy: 1e-9)
    }

    func testCentredMultilineTextCentresEachLine() {
        let h = CoreHarness { ui in
            ui.text("aaaaaaaa bb", alignment: .center).frame(width: 100)
        }
        h.frame()
        // Lines "aaaaaaaa" (81.6) and "bb" (20.4) share a centre line.
        XCTAssertEqual(h.texts.map(\.string), ["aaaaaaaa", "bb"])
        guard let a = h.textOrigin("aaaaaaaa"), let b = h.textOrigin("bb") else { return XCTFail("missing lines") }
        XCTAssertEqual(a.x + 81.6 / 2, b.x + 20.4 / 2, accuracy: 1e-9)
        XCTAssertEqual(b.y - a.y, 20, accuracy: 1e-9)
    }

    // MARK: Regressions (engine bugs these tests found; the fixes they guard)

    /// A multiline text in an HStack that fits on one line is drawn with the lines of an
    /// earlier, narrower measurement (the stack measures every child at width 0 first).
    func testMultilineTextThatFitsInHStackIsDrawnOnOneLine() throws {

        let h = CoreHarness { ui in
            ui.hstack {
                ui.text("hello world")
                ui.text("!")
            }
        }
        h.frame()
        XCTAssertEqual(h.node("hello world")?.frame.height ?? 0, 20, accuracy: 1e-9, "laid out as one line")
        XCTAssertEqual(h.texts.map(\.string), ["hello world", "!"], "drawn as one line")
    }
}
