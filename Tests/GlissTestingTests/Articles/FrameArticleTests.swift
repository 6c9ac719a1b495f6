import XCTest
import Gliss
import GlissTesting

// The code of the article "The frame" (Sources/GlissCore/GlissCore.docc/TheFrame.md): each
// `docs:begin NAME … docs:end NAME` region is copied verbatim into the article, and
// Scripts/check/doc-samples.py fails when the two differ.

// docs:begin checklist
final class Checklist {
    var items = ["Milk", "Eggs", "Bread"]     // the model: plain Swift, owned by you
    var done: Set<String> = []

    func body(_ ui: UI) {
        ui.vstack(alignment: .leading, spacing: 8) {
            for item in items {
                ui.withID(item) {                        // state below is keyed by the item
                    let taps = ui.state("taps", 0)       // per-ID memory, like @State
                    ui.hstack {
                        ui.button(done.contains(item) ? "✓ \(item)" : item) {
                            taps.value += 1
                            self.done.insert(item)       // actions change the model…
                        }
                        ui.text("\(taps.value)×", color: .gray)
                    }
                }
            }
            ui.text("\(done.count) of \(items.count) done")   // …and the frame shows it
        }
        .padding(16)
    }
}
// docs:end checklist

final class FrameArticleTests: XCTestCase {
    func testActionsChangeTheModelAndTheSameFrameShowsIt() throws {
        let list = Checklist()
        let h = try Harness(size: Size(300, 200), text: .headless, body: list.body)
        // docs:begin checklist-test
        try h.click(label: "Eggs")
        // The tap ran between two passes of the release frame: no frame shows a stale count.
        XCTAssertNoThrow(try h.node(label: "1 of 3 done"))
        XCTAssertNoThrow(try h.node(label: "✓ Eggs"))
        // Reordering keeps each item's state: it is keyed by the item, not by its position.
        list.items.reverse()
        h.run(frames: 1)
        let eggs = try h.node(label: "✓ Eggs"), count = try h.node(label: "1×")
        XCTAssertEqual(eggs.frame.midY, count.frame.midY, accuracy: 1)
        // docs:end checklist-test
    }

    func testWhatRunsWhen() throws {
        // docs:begin passes
        var log: [String] = []
        var pressed = false
        let d = FrameDriver(width: 200, height: 100) { ui in
            log.append("build \(ui.frameIndex)")
            ui.button(pressed ? "Pressed" : "Press") { log.append("action"); pressed = true }
        }
        d.frame()                                  // frame 1: one pass
        try d.click(label: "Press")                // frames 2 (press) and 3 (release: a tap)
        XCTAssertEqual(log, ["build 1", "build 2", "build 3", "action", "build 3"])
        XCTAssertNotNil(d.node("Pressed"))         // frame 3 drew the second pass
        // docs:end passes
    }
}
