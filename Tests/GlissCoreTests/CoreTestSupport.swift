import XCTest
import GlissCore
import GlissTesting

/// The engine tests drive `UI` with GlissTesting's `FrameDriver`.
typealias CoreHarness = FrameDriver

extension FrameDriver {
    /// Clicks the node labelled `label`, failing the test when it is not visible.
    @discardableResult
    func click(_ label: String, file: StaticString = #filePath, line: UInt = #line) -> Double {
        do { return try click(label: label) } catch {
            XCTFail("\(error)", file: file, line: line)
            return time
        }
    }
}

extension Color {
    func ctSameRGB(_ o: Color) -> Bool { hasSameRGB(as: o) }
}

/// Distinct colours to find a view's draw command by.
enum CTSwatch {
    static let a = Color(red: 0.11, green: 0.21, blue: 0.31)
    static let b = Color(red: 0.12, green: 0.22, blue: 0.32)
    static let c = Color(red: 0.13, green: 0.23, blue: 0.33)
    static let d = Color(red: 0.14, green: 0.24, blue: 0.34)
    static let e = Color(red: 0.15, green: 0.25, blue: 0.35)
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
