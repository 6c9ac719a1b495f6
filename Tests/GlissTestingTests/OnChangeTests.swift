import XCTest
import Gliss
import GlissTesting

/// `onChange(of:initial:_:)`: once per change with the old and the new value, and at
/// appearance with `initial: true`; the form without values too.
final class OnChangeTests: XCTestCase {
    final class CounterApp: App {
        var count = 0
        var log: [String] = []
        init() {}
        func body(_ ui: UI) {
            ui.vstack {
                ui.button("Add") { self.count += 1 }
                ui.text("\(count)")
                    .onChange(of: count) { old, new in self.log.append("\(old)→\(new)") }
                    .onChange(of: count, initial: true) { old, new in self.log.append("initial \(old)→\(new)") }
                    .onChange(of: count % 2 == 0) { self.log.append("parity") }
            }
        }
    }

    func testOnChangeFiresOncePerChangeWithTheOldValue() throws {
        let app = CounterApp()
        let h = try Harness(app: app, text: .headless)
        h.run(frames: 5)
        XCTAssertEqual(app.log, ["initial 0→0"], "initial: true runs at appearance; the others do not")
        try h.click(label: "Add")
        h.run(frames: 5)
        XCTAssertEqual(app.log, ["initial 0→0", "0→1", "initial 0→1", "parity"], "once per change, whatever the frames after")
        try h.click(label: "Add")
        h.run(frames: 3)
        XCTAssertEqual(app.log.suffix(3), ["1→2", "initial 1→2", "parity"])
        XCTAssertEqual(app.log.count, 7)
    }
}
