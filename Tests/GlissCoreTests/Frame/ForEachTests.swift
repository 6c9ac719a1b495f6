import Foundation
import XCTest
import GlissCore

/// `ui.forEach(_:id:)`: each element's views keyed by its identifier, as SwiftUI's `ForEach`.
final class ForEachTests: XCTestCase {
    struct Item: Identifiable { let id: UUID; let name: String }

    func testStateFollowsTheElementWhenElementsReorder() {
        var names = ["apple", "banana", "cherry"]
        var counts: [String: StateRef<Int>] = [:]
        let h = CoreHarness { ui in
            ui.vstack {
                ui.forEach(names, id: \.self) { name in
                    let s = ui.state("count", 0)
                    counts[name] = s
                    ui.text("\(name) \(s.value)")
                }
            }
        }
        h.frame()
        counts["banana"]?.value = 7
        names = ["cherry", "banana", "apple"]
        h.frame()
        XCTAssertEqual(h.texts.map(\.string), ["cherry 0", "banana 7", "apple 0"])
        names.removeFirst()
        h.frame()
        XCTAssertEqual(h.texts.map(\.string), ["banana 7", "apple 0"])
    }

    func testIdentifiableElementsAreKeyedByTheirIDAndUUIDsAreStable() {
        let a = Item(id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!, name: "a")
        let b = Item(id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!, name: "b")
        var items = [a, b]
        var ids: [String: NodeID] = [:]
        let h = CoreHarness { ui in
            ui.vstack { ui.forEach(items) { item in ids[item.name] = ui.text(item.name).id } }
        }
        h.frame()
        let before = ids
        items.reverse()
        h.frame()
        XCTAssertEqual(ids, before)
        XCTAssertNotEqual(ids["a"], ids["b"])
        // The same UUID gives the same bits in every run (not a per-process hash).
        XCTAssertEqual(a.id.identityBits, UUID(uuidString: "00000000-0000-0000-0000-000000000001")!.identityBits)
        XCTAssertNotEqual(a.id.identityBits, b.id.identityBits)
    }

    func testADuplicateIDIsBuiltWithAWarning() {
        let h = CoreHarness { ui in ui.vstack { ui.forEach(["x", "y", "x"], id: \.self) { ui.text($0) } } }
        h.frame()
        XCTAssertEqual(h.texts.map(\.string), ["x", "y", "x"])
        XCTAssertTrue(h.ui.warnings.contains { $0.contains("forEach") && $0.contains("x") }, "\(h.ui.warnings)")
    }
}
