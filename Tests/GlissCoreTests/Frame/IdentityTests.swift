import XCTest
import GlissCore

/// The ID stack and per-ID state that outlives a frame.
final class IdentityTests: XCTestCase {
    func testSameStructureGivesSameIDsAcrossFrames() {
        var ids: [[NodeID]] = []
        let h = CoreHarness { ui in
            var frameIDs: [NodeID] = []
            ui.vstack {
                frameIDs.append(ui.text("A").id)
                ui.hstack {
                    frameIDs.append(ui.text("B").id)
                    frameIDs.append(ui.rectangle(fill: .red).frame(width: 5, height: 5).id)
                }
            }
            ids.append(frameIDs)
        }
        h.frame()
        h.frame()
        h.frame(at: 100)
        XCTAssertEqual(ids.count, 3)
        XCTAssertEqual(Set(ids.map { $0 }).count, 1, "ids differ between frames: \(ids)")
        XCTAssertEqual(Set(ids[0]).count, 3, "siblings and cousins must have distinct ids")
        // The inspector reports the same ids too.
        let first = h.inspector.map(\.id)
        h.frame()
        XCTAssertEqual(h.inspector.map(\.id), first)
    }

    func testIDsAreDeterministicAcrossUIInstances() {
        func ids() -> [String] {
            let h = CoreHarness { ui in ui.vstack { ui.text("A"); ui.button("B") {} } }
            h.frame()
            return h.inspector.map(\.id)
        }
        XCTAssertEqual(ids(), ids())
    }

    func testSiblingsAndCousinsNeverShareAnIdentity() {
        // The mix is bijective in the key for a given parent: no two of a parent's children
        // (positional or keyed) collide, however many; and one key under different parents
        // gives different identities.
        let a = NodeID.root.child("a"), b = NodeID.root.child("b")
        var seen = Set<NodeID>()
        for i in 0..<50_000 {
            XCTAssertTrue(seen.insert(a.child(i)).inserted, "child \(i) of a collides")
            XCTAssertTrue(seen.insert(b.child(i)).inserted, "child \(i) of b collides")
        }
        XCTAssertNotEqual(a.child("x"), b.child("x"))
        XCTAssertNotEqual(a.child("x").child(0), a.child(0).child("x"))
        // Parent and key do not commute (a sectioned list's row keys are built this way).
        XCTAssertNotEqual(NodeID(raw: 950.identityBits).child(500), NodeID(raw: 500.identityBits).child(950))
        XCTAssertNotEqual(ListItemKey(section: 950, row: 500).identityBits, ListItemKey(section: 500, row: 950).identityBits)
    }

    func testExplicitIDIsStableWhenSiblingsAreInsertedBeforeIt() {
        var showExtra = false
        var keyed: NodeID?
        var positional: NodeID?
        let h = CoreHarness { ui in
            ui.vstack {
                if showExtra { ui.text("Extra") }
                keyed = ui.text("Keyed", id: "keyed").id
                positional = ui.text("Positional").id
            }
        }
        h.frame()
        let k0 = keyed, p0 = positional
        showExtra = true
        h.frame()
        XCTAssertEqual(keyed, k0)
        // Without an explicit id identity is positional, so it shifts (documents the rule).
        XCTAssertNotEqual(positional, p0)
    }

    func testStatePersistsAcrossFrames() {
        var ref: StateRef<Int>?
        var seen: [Int] = []
        let h = CoreHarness { ui in
            let s = ui.state("k", 0)
            ref = s
            seen.append(s.value)
        }
        h.frame()
        ref?.value = 5
        h.frame()
        h.frame()
        XCTAssertEqual(seen, [0, 5, 5])
    }

    func testStateIsDroppedAfterMoreThanThreeUnusedFrames() {
        var use = true
        var ref: StateRef<Int>?
        let h = CoreHarness { ui in
            if use { ref = ui.state("k", 0) }
        }
        h.frame()
        ref?.value = 7
        // Unused for 3 frames: kept.
        use = false
        for _ in 0..<3 { h.frame() }
        use = true
        h.frame()
        XCTAssertEqual(ref?.value, 7)
        // Unused for 4 frames: dropped, comes back at its initial value.
        use = false
        for _ in 0..<4 { h.frame() }
        use = true
        h.frame()
        XCTAssertEqual(ref?.value, 0)
    }

    func testStateIsScopedByTheIDStack() {
        var a: StateRef<Int>?
        var b: StateRef<Int>?
        var top: StateRef<Int>?
        let h = CoreHarness { ui in
            top = ui.state("k", 0)
            ui.withID("a") { a = ui.state("k", 0) }
            ui.withID("b") { b = ui.state("k", 0) }
        }
        h.frame()
        a?.value = 1
        b?.value = 2
        top?.value = 3
        h.frame()
        XCTAssertEqual([a?.value, b?.value, top?.value], [1, 2, 3])
    }

    func testWithIDKeepsPerItemStateWhenItemsReorder() {
        var items = ["apple", "banana", "cherry"]
        var refs: [String: StateRef<Int>] = [:]
        let h = CoreHarness { ui in
            ui.vstack {
                for item in items {
                    ui.withID(item) {
                        let s = ui.state("count", 0)
                        refs[item] = s
                        ui.text("\(item) \(s.value)")
                    }
                }
            }
        }
        h.frame()
        refs["apple"]?.value = 10
        refs["banana"]?.value = 20
        refs["cherry"]?.value = 30
        items = ["cherry", "apple", "banana"]
        h.frame()
        XCTAssertEqual(refs["apple"]?.value, 10)
        XCTAssertEqual(refs["banana"]?.value, 20)
        XCTAssertEqual(refs["cherry"]?.value, 30)
        // What is drawn follows the items, top to bottom in the new order.
        let labels = h.inspector.filter { $0.role == "text" }.sorted { $0.frame.minY < $1.frame.minY }.map(\.label)
        XCTAssertEqual(labels, ["cherry 30", "apple 10", "banana 20"])
    }

    /// Entries keep no copy of their labels (they are read from the frame's nodes when asked):
    /// asked while the next frame is being built, the inspector still lists the last frame's.
    func testTheInspectorReadDuringABuildListsTheLastFrame() {
        var word = "first"
        var seenInBody: [String] = []
        let h = CoreHarness { ui in
            seenInBody = ui.inspector.map(\.label)
            ui.vstack {
                ui.text(word)
                ui.icon(.star)
                ui.button("Go") {}
            }
        }
        h.frame()
        let first = h.inspector.map(\.label)
        XCTAssertEqual(first, ["first", "star", "Go"])
        word = "second"
        h.frame()
        XCTAssertEqual(seenInBody, first, "while the second frame was built")
        XCTAssertEqual(h.inspector.map(\.label), ["second", "star", "Go"])
    }

    func testPositionalStateFollowsThePositionNotTheItem() {
        var items = ["apple", "banana"]
        var byPosition: [StateRef<Int>] = []
        let h = CoreHarness { ui in
            byPosition = []
            for (i, _) in items.enumerated() { ui.withID(i) { byPosition.append(ui.state("count", 0)) } }
        }
        h.frame()
        byPosition[0].value = 10
        items = ["banana", "apple"]
        h.frame()
        // Keyed by index, the first slot keeps 10 although it now shows "banana".
        XCTAssertEqual(byPosition[0].value, 10)
        XCTAssertEqual(byPosition[1].value, 0)
    }

    func testKeyPressIsSeenByTheFirstPassOnly() {
        var count = 0
        var on = false
        let h = CoreHarness { ui in
            // The withAnimation asks for a second pass; the key must not act again in it.
            if ui.keyPressed("Space") { count += 1; ui.withAnimation { on.toggle() } }
            ui.text(on ? "on" : "off")
        }
        h.frame()
        h.frame([.key("Space", modifiers: [])])
        XCTAssertEqual(count, 1)
        XCTAssertTrue(on)
        XCTAssertNotNil(h.node("on"))
        h.frame()
        XCTAssertEqual(count, 1, "a key acts in its own frame only")
    }

    // MARK: Regressions (engine bugs these tests found; the fixes they guard)

    /// Two buttons with the same label in one scope get the same id (a button's default id
    /// is its label): clicking the second runs the first one's action, silently.
    func testSameLabelButtonsRunTheirOwnActions() throws {

        var fired: [String] = []
        let h = CoreHarness { ui in
            ui.vstack(spacing: 40) {
                ui.button("Delete") { fired.append("first") }
                ui.button("Delete") { fired.append("second") }
            }
        }
        h.frame()
        let buttons = h.inspector.filter { $0.label == "Delete" }.sorted { $0.frame.minY < $1.frame.minY }
        XCTAssertEqual(buttons.count, 2)
        XCTAssertNotEqual(buttons.first?.id, buttons.last?.id, "distinct views need distinct ids")
        guard let second = buttons.last else { return }
        h.click(second.frame.center)
        XCTAssertEqual(fired, ["second"])
    }
}
