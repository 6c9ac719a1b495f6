import XCTest
import Foundation
@testable import GlissApp
import GlissCore

/// A backend a test scripts: the events it hands out per poll, the lists it is asked to draw,
/// a solid-colour "frame" as its pixels, and a close button it presses after a given frame.
final class ScriptedBackend: Backend {
    let windowSize: Size
    let textMeasurer: TextMeasurer = MonospaceTextMeasurer()
    var polls: [[InputEvent]]
    var closeAfterFrames: Int
    private(set) var rendered: [DrawList] = []
    var quitRequested: Bool { rendered.count >= closeAfterFrames }
    let warnings: [String] = []
    let rendererName = "scripted"

    init(size: Size, polls: [[InputEvent]], closeAfterFrames: Int) {
        windowSize = size; self.polls = polls; self.closeAfterFrames = closeAfterFrames
    }
    func pollEvents(timeout: Double) -> [InputEvent] { polls.isEmpty ? [] : polls.removeFirst() }
    func render(_ list: DrawList) { rendered.append(list) }
    func pixels() -> RGBAImage? {
        RGBAImage(width: Int(windowSize.width), height: Int(windowSize.height),
                  rgba: [UInt8](repeating: 200, count: Int(windowSize.width * windowSize.height) * 4))
    }
}

/// A tap counter: its label shows the count.
final class TapApp: App {
    var taps = 0
    func body(_ ui: UI) {
        ui.button("Taps \(taps)") { self.taps += 1 }.frame(width: 200, height: 100)
    }
    func snapshot() -> JSON { .object([("taps", .number(Double(taps)))]) }
    static var commandName: String { "taps" }
}

final class RunLoopBackendTests: XCTestCase {
    /// The run loop takes its input from the backend, draws every frame through it and ends
    /// when the backend's window is closed; what it wrote at exit names the screen.
    func testRunLoopDrivesAnAppThroughTheBackendProtocol() throws {
        let centre = Point(200, 150)
        let backend = ScriptedBackend(size: Size(400, 300), polls: [
            [],                                                      // frame 1: nothing
            [.pointerMove(centre), .pointerDown(centre, .left)],     // frame 2: press
            [.pointerUp(centre, .left)],                             // frame 3: release → tap
        ], closeAfterFrames: 5)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gliss-runloop-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let inspect = dir.appendingPathComponent("inspect.json").path
        let shot = dir.appendingPathComponent("last.png").path
        let options = try StandardOptions.parse(["--fixed-step", "--inspect", inspect, "--screenshot", shot])
        let app = TapApp()
        let host = AppHost(app: app, size: backend.windowSize, measurer: backend.textMeasurer, fixedStep: true)
        let outputs = RunOutputs(options: options, recordsFromStart: true)
        outputs.openFrameFiles()
        var loop = RunLoop(host: host, backend: backend, script: ScriptPlayer([]), options: options, outputs: outputs)

        XCTAssertEqual(loop.run(), 0)
        XCTAssertEqual(backend.rendered.count, 5, "one render per frame until the window closed")
        XCTAssertEqual(app.taps, 1, "the press and release the backend delivered became one tap")
        func labels(_ list: DrawList) -> [String] {
            list.commands.compactMap { if case .text(let s, _, _, _) = $0 { return s } else { return nil } }
        }
        XCTAssertEqual(labels(backend.rendered[0]), ["Taps 0"])
        XCTAssertEqual(labels(backend.rendered[4]), ["Taps 1"], "the backend was asked to draw the new label")
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: inspect))) as? [String: Any])
        XCTAssertEqual(json["screen"] as? String, "taps")
        XCTAssertEqual((json["state"] as? [String: Any])?["taps"] as? Int, 1)
        XCTAssertEqual(json["frame"] as? Int, 5)
        // The screenshot at exit is the backend's pixels, as PNG.
        let png = try Data(contentsOf: URL(fileURLWithPath: shot))
        XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
    }
}
