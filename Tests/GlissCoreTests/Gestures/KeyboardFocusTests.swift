import XCTest
import GlissCore
import GlissTesting

/// Keyboard focus: Tab order, skipping, activation exactly as a click, scroll into view, the
/// ring only after keyboard use, scroll keys no view takes, and keys for focused views.
final class KeyboardFocusTests: XCTestCase {
    static let tab = InputEvent.key("Tab", modifiers: [])
    static let backTab = InputEvent.key("Tab", modifiers: [.shift])
    static let enter = InputEvent.key("Return", modifiers: [])

    private final class Buttons {
        var taps: [String] = []
        var showHidden = false
        let h: FrameDriver
        init() {
            var me: Buttons?
            h = FrameDriver { ui in
                ui.vstack {
                    for name in ["A", "B", "C"] { ui.button(name) { me?.taps.append(name) } }
                    ui.button("Hidden") { me?.taps.append("Hidden") }.hidden(!(me?.showHidden ?? false))
                    ui.button("Disabled") { me?.taps.append("Disabled") }.disabled()
                    ui.text("Just text")
                    ui.vstack { ui.button("Clipped") { me?.taps.append("Clipped") } }.frame(width: 0, height: 0).clipped()
                }
            }
            me = self
            h.frame()
        }
        var focused: String? { h.inspector.first { $0.focused }?.label }
        func press(_ e: InputEvent) { h.frame([e]) }
    }

    func testTabMovesInReadingOrderSkippingHiddenDisabledAndClippedAwayAndWraps() {
        let b = Buttons()
        XCTAssertNil(b.focused, "nothing is focused until the keyboard is used")
        var order: [String?] = []
        for _ in 0..<4 { b.press(Self.tab); order.append(b.focused) }
        XCTAssertEqual(order, ["A", "B", "C", "A"])
        b.press(Self.backTab)
        XCTAssertEqual(b.focused, "C")
        b.showHidden = true
        b.h.frame()
        b.press(Self.tab)
        XCTAssertEqual(b.focused, "Hidden", "a view that shows again is reachable")
    }

    /// Return on a focused button runs its action in the same frame a click's release would,
    /// once; Space too; a key the focus does not take reaches the body.
    func testReturnAndSpaceActivateExactlyAsAClick() {
        let b = Buttons()
        b.press(Self.tab); b.press(Self.tab)             // B
        b.press(Self.enter)
        XCTAssertEqual(b.taps, ["B"], "activated in the key's frame")
        b.h.frame()
        XCTAssertEqual(b.taps, ["B"], "once")
        b.press(.key("Space", modifiers: []))
        XCTAssertEqual(b.taps, ["B", "B"])
        // The same button clicked: the same action list.
        let c = Buttons()
        c.h.click(c.h.node("B")!.frame.center)
        XCTAssertEqual(c.taps, ["B"])
    }

    /// The ring is drawn only after keyboard use and hides on a pointer press.
    func testFocusRingOnlyAfterKeyboardUse() {
        let b = Buttons()
        func rings() -> Int {
            b.h.list.commands.filter { if case .strokeRoundedRect(_, _, _, let c) = $0 { return c.hasSameRGB(as: .accentColor) } else { return false } }.count
        }
        b.h.click(b.h.node("A")!.frame.center)
        XCTAssertEqual(rings(), 0, "a click shows no ring")
        XCTAssertEqual(b.focused, "A", "a click focuses the control it lands on")
        b.press(Self.tab)
        XCTAssertEqual(rings(), 1)
        let ring = b.h.list.commands.compactMap { c -> Rect? in if case .strokeRoundedRect(let r, _, _, _) = c { return r } else { return nil } }.first!
        let next = b.h.node("B")!.frame
        XCTAssertEqual(ring, next.insetBy(-3), "around the focused view, the one after the clicked one")
        b.h.frame([.pointerMove(Point(1, 1)), .pointerDown(Point(1, 1), .left)])
        XCTAssertEqual(rings(), 0, "a pointer press hides it")
        XCTAssertEqual(b.focused, "B", "a press on nothing interactive leaves focus where it is")
    }

    /// The ring follows the view's shape: a capsule-backed button gets a capsule ring.
    func testFocusRingFollowsACapsule() {
        let h = FrameDriver { ui in
            ui.button(label: "Pill", action: {}) { ui.text("Pill").frame(width: 100, height: 40) }
                .background { ui.capsule(fill: .blue) }
        }
        h.frame()
        h.frame([Self.tab])
        let radii = h.list.commands.compactMap { c -> Double? in
            if case .strokeRoundedRect(_, let r, _, let col) = c, col.hasSameRGB(as: .accentColor) { return r }
            return nil
        }
        XCTAssertEqual(radii, [23], "half the 40-point height, plus the ring's 3-point offset")
    }

    /// A view that fills its scroll view (a photo in the dock) gets its ring inside its frame:
    /// outside, the scroll view's clip would cut it away.
    func testFocusRingInsideAViewItsClipWouldCut() {
        let h = FrameDriver { ui in
            ui.scroll(.horizontal, id: "dock") {
                ui.button(label: "Photo", action: {}) { ui.text("Photo").frame(width: 100, height: 60) }
            }.frame(width: 300, height: 60)
        }
        h.frame()
        h.frame([Self.tab])
        let photo = h.node("Photo")!.frame
        let rings = h.list.commands.compactMap { c -> Rect? in
            if case .strokeRoundedRect(let r, _, _, let col) = c, col.hasSameRGB(as: .accentColor) { return r }
            return nil
        }
        XCTAssertEqual(rings, [photo.insetBy(1.5)])
    }

    /// Tab onto a row a scroll view holds out of sight scrolls it into view.
    func testFocusScrollsIntoView() {
        var proxy: ScrollProxy?
        let h = FrameDriver { ui in
            proxy = ui.scrollProxy("list")
            ui.scroll(id: "list") {
                for i in 0..<10 { ui.button("Row \(i)") {}.frame(width: 200, height: 40) }
            }.frame(width: 200, height: 100)
        }
        h.frame()
        for _ in 0..<5 { h.frame([Self.tab]) }      // Row 4: content y 192…232, viewport 100 high
        h.run(until: h.time + 1)
        let row = h.node("Row 4")
        XCTAssertNotNil(row, "Row 4 is on screen")
        XCTAssertTrue(row!.focused)
        let viewport = Rect(100, 100, 200, 100)
        XCTAssertTrue(viewport.contains(Point(row!.frame.minX, row!.frame.minY)) && row!.frame.maxY <= viewport.maxY + 1e-9,
                      "\(row!.frame) inside \(viewport)")
        XCTAssertGreaterThan(proxy!.offset, 0)
    }

    /// Down/PageDown/End no view takes scroll the scroll view; a key the body asked for does not.
    func testScrollKeysNoViewTakesScroll() {
        var proxy: ScrollProxy?
        var takeDown = false
        var downs = 0
        let h = FrameDriver { ui in
            proxy = ui.scrollProxy("list")
            if takeDown && ui.keyPressed("Down") { downs += 1 }
            ui.scroll(id: "list") {
                for i in 0..<20 { ui.text("Row \(i)").frame(width: 200, height: 40) }
            }.frame(width: 200, height: 100)
        }
        h.frame()
        h.frame([.key("Down", modifiers: [])])
        h.run(until: h.time + 1)
        XCTAssertEqual(proxy!.offset, KeyboardFocusStep.line, accuracy: 1e-6)
        h.frame([.key("End", modifiers: [])])
        h.run(until: h.time + 1)
        XCTAssertEqual(proxy!.offset, proxy!.contentLength - proxy!.viewportLength, accuracy: 1e-6)
        h.frame([.key("Home", modifiers: [])])
        h.run(until: h.time + 1)
        XCTAssertEqual(proxy!.offset, 0, accuracy: 1e-6)
        takeDown = true
        h.frame([.key("Down", modifiers: [])])
        h.run(until: h.time + 1)
        XCTAssertEqual(downs, 1)
        XCTAssertEqual(proxy!.offset, 0, accuracy: 1e-6, "the body took Down: no scroll")
    }

    /// `onKeyPress` on a view runs only while it has focus; on the window, whenever no view took the key.
    func testOnKeyPressForFocusedViewAndWindow() {
        var log: [String] = []
        let h = FrameDriver { ui in
            ui.text("Item").focusable().onKeyPress("Delete") { log.append("item") }
            ui.onKeyPress("R") { log.append("window") }
        }
        h.frame()
        h.frame([.key("Delete", modifiers: [])])
        XCTAssertEqual(log, [], "not focused")
        h.frame([Self.tab])
        h.frame([.key("Delete", modifiers: [])])
        h.frame([.key("R", modifiers: [])])
        XCTAssertEqual(log, ["item", "window"])
    }
}

/// The arrow-key step, restated so a change to it is a visible test change.
enum KeyboardFocusStep { static let line = 40.0 }
