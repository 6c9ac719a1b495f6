import XCTest
@testable import Demos
import Gliss
import GlissTesting

/// The demos' scenario tests drive a demo through GlissTesting's `Harness` (headless text,
/// fixed 1/60 s frames), inside the gallery app as `gliss-demos <demo>` runs it; this adds the
/// demos' vocabulary: the running demo, its invariants checked after every frame, and typed
/// reads of its state.
final class DemoHarness {
    let harness: GlissTesting.Harness
    /// Checked after every frame when set (conservation, bounds, …).
    var checkInvariants = true

    init(_ demo: String, size: Size = Size(1280, 800), options: DemoOptions = DemoOptions(),
         file: StaticString = #filePath, line: UInt = #line) {
        harness = try! GlissTesting.Harness(app: GalleryApp(demo: demoType(named: demo), options: options),
                                            size: size, text: .headless)
        harness.afterFrame = { [unowned self] h in
            guard self.checkInvariants, let v = h.host.app.invariantViolation() else { return }
            XCTFail("invariant broken at frame \(h.frame): \(v)", file: file, line: line)
        }
    }

    var host: AppHost { harness.host }
    var demo: any Demo { (host.app as! GalleryApp).demo! }
    var state: JSON { harness.state }
    var frameNumber: Int { harness.frame }

    @discardableResult
    func frame(_ events: [InputEvent] = []) -> DrawList {
        harness.step(events)
        return host.lastDrawList
    }

    func wait(_ n: Int) { harness.run(frames: n) }

    func node(_ label: String, role: String? = nil) -> InspectorNode? { try? harness.node(label: label, role: role) }

    func center(_ label: String, role: String? = nil, file: StaticString = #filePath, line: UInt = #line) -> Point {
        do { return try harness.node(label: label, role: role).frame.center } catch {
            XCTFail("\(error)", file: file, line: line)
            return Point(-1, -1)
        }
    }

    func click(_ p: Point) { harness.click(at: p) }
    func click(_ label: String, role: String? = nil, file: StaticString = #filePath, line: UInt = #line) {
        click(center(label, role: role, file: file, line: line))
    }
    func drag(from a: Point, to b: Point, frames n: Int) { harness.drag(from: a, to: b, frames: n) }

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
        let v = doubles(state[key])
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

/// The reliability suites drive `AppHost` directly (they choose each frame's events and time).
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

func XCTAssertRect(_ a: Rect, _ b: Rect, accuracy: Double, _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
    let ok = abs(a.x - b.x) <= accuracy && abs(a.y - b.y) <= accuracy && abs(a.width - b.width) <= accuracy && abs(a.height - b.height) <= accuracy
    XCTAssertTrue(ok, "\(a) is not \(b) within \(accuracy) \(message)", file: file, line: line)
}
