import XCTest
import GlissCore

/// A headless driver for `UI`: runs frames at exact binary-fraction times (1/64 s by
/// default, so "t + 0.5" is exactly representable), sends scripted pointer input and
/// finds what the frame drew (draw commands, inspector nodes).
final class CoreHarness {
    let ui: UI
    /// Time of the last frame run (seconds).
    private(set) var time: Double
    let step: Double
    var body: (UI) -> Void
    private(set) var list = DrawList()
    private var started = false
    /// Runs once at the start of the next frame's first build pass (like key handling in a body).
    private var pending: ((UI) -> Void)?

    init(width: Double = 400, height: Double = 300, start: Double = 1, step: Double = 1.0 / 64,
         _ body: @escaping (UI) -> Void) {
        ui = UI(size: Size(width, height), measurer: MonospaceTextMeasurer())
        time = start
        self.step = step
        self.body = body
    }

    /// Runs one frame at `t` (default: one step after the last frame; the first frame runs at `start`).
    @discardableResult
    func frame(_ events: [InputEvent] = [], at t: Double? = nil) -> DrawList {
        if let t { time = t } else if started { time += step }
        started = true
        list = ui.runFrame(time: time, events: events) { [self] ui in
            if let p = pending { pending = nil; p(ui) }
            body(ui)
        }
        return list
    }

    /// Runs frames every `step` until (and exactly at) time `t`.
    func run(until t: Double) {
        while time + step < t - 1e-12 { frame() }
        frame(at: t)
    }

    /// Runs `action` inside the next frame's body, before the app body (first pass only).
    func inNextBuild(_ action: @escaping (UI) -> Void) { pending = action }

    // MARK: Input

    /// Pointer down at `p` in one frame, up in the next. Returns the time of the up frame.
    @discardableResult
    func click(_ p: Point) -> Double {
        frame([.pointerMove(p), .pointerDown(p, .left)])
        frame([.pointerUp(p, .left)])
        return time
    }

    /// Clicks the centre of the inspector node labelled `label` (must be visible).
    @discardableResult
    func click(_ label: String, file: StaticString = #filePath, line: UInt = #line) -> Double {
        guard let n = node(label) else {
            XCTFail("no visible node labelled \(label)", file: file, line: line)
            return time
        }
        return click(n.frame.center)
    }

    /// Presses at `from`, moves through `points` one per frame, releases at the last point
    /// (in the same frame as the last move unless `releaseSeparately`).
    func drag(from: Point, through points: [Point], releaseSeparately: Bool = false) {
        frame([.pointerMove(from), .pointerDown(from, .left)])
        for (k, p) in points.enumerated() {
            if k == points.count - 1 && !releaseSeparately {
                frame([.pointerMove(p), .pointerUp(p, .left)])
            } else {
                frame([.pointerMove(p)])
            }
        }
        if releaseSeparately, let last = points.last { frame([.pointerUp(last, .left)]) }
    }

    // MARK: Queries

    var inspector: [InspectorNode] { ui.inspector }

    func node(_ label: String) -> InspectorNode? { ui.inspector.first { $0.label == label } }

    func nodes(prefix: String) -> [InspectorNode] { ui.inspector.filter { $0.label.hasPrefix(prefix) } }

    /// Rects of filled rounded rects drawn in `color` (RGB compared; alpha may be faded).
    func fills(_ color: Color) -> [Rect] {
        list.commands.compactMap { c in
            if case .fillRoundedRect(let r, _, let col) = c, col.ctSameRGB(color) { return r }
            return nil
        }
    }

    /// Indexes in the draw list of fills in `color`.
    func fillIndexes(_ color: Color) -> [Int] {
        list.commands.indices.filter { i in
            if case .fillRoundedRect(_, _, let col) = list.commands[i], col.ctSameRGB(color) { return true }
            return false
        }
    }

    /// Alpha of the (single) fill in `color`.
    func fillAlpha(_ color: Color) -> Double? {
        for c in list.commands {
            if case .fillRoundedRect(_, _, let col) = c, col.ctSameRGB(color) { return col.a }
        }
        return nil
    }

    /// Text commands drawn this frame: string and origin.
    var texts: [(string: String, origin: Point)] {
        list.commands.compactMap { c in
            if case .text(let s, _, _, let o) = c { return (s, o) }
            return nil
        }
    }

    func textOrigin(_ s: String) -> Point? { texts.first { $0.string == s }?.origin }
}

extension Color {
    func ctSameRGB(_ o: Color) -> Bool { abs(r - o.r) < 1e-9 && abs(g - o.g) < 1e-9 && abs(b - o.b) < 1e-9 }
}

/// Distinct colours to find a view's draw command by.
enum CTSwatch {
    static let a = Color(r: 0.11, g: 0.21, b: 0.31)
    static let b = Color(r: 0.12, g: 0.22, b: 0.32)
    static let c = Color(r: 0.13, g: 0.23, b: 0.33)
    static let d = Color(r: 0.14, g: 0.24, b: 0.34)
    static let e = Color(r: 0.15, g: 0.25, b: 0.35)
}

func ctAssertRect(_ r: Rect?, _ expected: Rect, accuracy: Double = 1e-6, _ message: String = "",
                file: StaticString = #filePath, line: UInt = #line) {
    guard let r else { XCTFail("missing rect (expected \(expected)) \(message)", file: file, line: line); return }
    let ok = abs(r.x - expected.x) <= accuracy && abs(r.y - expected.y) <= accuracy
        && abs(r.width - expected.width) <= accuracy && abs(r.height - expected.height) <= accuracy
    XCTAssertTrue(ok, "\(r) is not \(expected) (±\(accuracy)) \(message)", file: file, line: line)
}

func ctAssertPoint(_ p: Point?, _ expected: Point, accuracy: Double = 1e-6, _ message: String = "",
                 file: StaticString = #filePath, line: UInt = #line) {
    guard let p else { XCTFail("missing point (expected \(expected)) \(message)", file: file, line: line); return }
    XCTAssertTrue(abs(p.x - expected.x) <= accuracy && abs(p.y - expected.y) <= accuracy,
                  "\(p) is not \(expected) (±\(accuracy)) \(message)", file: file, line: line)
}
