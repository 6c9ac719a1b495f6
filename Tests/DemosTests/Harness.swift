import XCTest
@testable import Demos
import Gliss

/// The demos' tests drive the gallery app through the runtime's headless `AppHost`.
typealias DemoHost = AppHost
extension AppHost {
    convenience init(demoName: String?, options: DemoOptions, size: Size, measurer: TextMeasurer, fixedStep: Bool) {
        self.init(app: GalleryApp(demo: demoName.flatMap(demoType(named:)), options: options),
                  size: size, measurer: measurer, fixedStep: fixedStep)
    }
    var gallery: GalleryApp { app as! GalleryApp }
    /// The running demo (nil on the gallery).
    var demo: (any Demo)? { gallery.demo }
    var currentName: String { app.screenName }
    var direct: Bool { gallery.direct }
    var options: DemoOptions { gallery.options }
}

/// Drives a demo headless with fixed 1/60 s frames and finds widgets by label in the
/// inspector, the way a person finds them on screen.
final class Harness {
    let host: DemoHost
    /// Checked after every frame when set (conservation, bounds, …).
    var checkInvariants = true

    init(_ demo: String, size: Size = Size(1280, 800), options: DemoOptions = DemoOptions()) {
        host = DemoHost(demoName: demo, options: options, size: size, measurer: MonospaceTextMeasurer(), fixedStep: true)
        frame()
    }

    var demo: any Demo { host.demo! }
    var state: JSON { host.state() }
    var frameNumber: Int { host.clock.frame }

    @discardableResult
    func frame(_ events: [InputEvent] = [], file: StaticString = #filePath, line: UInt = #line) -> DrawList {
        let list = host.frame(events: events)
        if checkInvariants, let v = demo.invariantViolation() {
            XCTFail("invariant broken at frame \(frameNumber): \(v)", file: file, line: line)
        }
        return list
    }

    func wait(_ n: Int) { for _ in 0..<n { frame() } }

    func node(_ label: String, role: String? = nil) -> InspectorNode? {
        host.ui.inspector.first { $0.label == label && (role == nil || $0.role == role) }
    }

    func center(_ label: String, role: String? = nil, file: StaticString = #filePath, line: UInt = #line) -> Point {
        guard let n = node(label, role: role) else {
            XCTFail("no visible node labelled '\(label)'", file: file, line: line)
            return Point(-1, -1)
        }
        return n.frame.center
    }

    /// Press, one frame, release (the script's `click`).
    func click(_ p: Point) {
        frame([.pointerMove(p), .pointerDown(p, .left)])
        frame([.pointerUp(p, .left)])
    }
    func click(_ label: String, role: String? = nil, file: StaticString = #filePath, line: UInt = #line) {
        click(center(label, role: role, file: file, line: line))
    }

    /// The script's `drag`: press, N frames of even moves, release with the last move.
    func drag(from a: Point, to b: Point, frames n: Int) {
        frame([.pointerMove(a), .pointerDown(a, .left)])
        for k in 1...n {
            let t = Double(k) / Double(n)
            let p = Point(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
            frame(k == n ? [.pointerMove(p), .pointerUp(p, .left)] : [.pointerMove(p)])
        }
    }

    func number(_ key: String) -> Double {
        if case .number(let d)? = state[key] { return d }
        XCTFail("state.\(key) is not a number: \(String(describing: state[key]))")
        return .nan
    }
    func ints(_ key: String) -> [Int] { ints(state[key]) }
    func ints(_ j: JSON?) -> [Int] {
        guard case .array(let a)? = j else { return [] }
        return a.compactMap { if case .number(let d) = $0 { return Int(d) } else { return nil } }
    }
    func rect(_ key: String) -> Rect {
        let v = ints(state[key]).isEmpty ? [] : doubles(state[key])
        return v.count == 4 ? Rect(v[0], v[1], v[2], v[3]) : .zero
    }
    func doubles(_ j: JSON?) -> [Double] {
        guard case .array(let a)? = j else { return [] }
        return a.compactMap { if case .number(let d) = $0 { return d } else { return nil } }
    }
    func string(_ key: String) -> String {
        if case .string(let s)? = state[key] { return s }
        return ""
    }
}

func XCTAssertRect(_ a: Rect, _ b: Rect, accuracy: Double, _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
    let ok = abs(a.x - b.x) <= accuracy && abs(a.y - b.y) <= accuracy && abs(a.width - b.width) <= accuracy && abs(a.height - b.height) <= accuracy
    XCTAssertTrue(ok, "\(a) is not \(b) within \(accuracy) \(message)", file: file, line: line)
}
