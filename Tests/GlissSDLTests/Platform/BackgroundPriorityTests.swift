import XCTest
@testable import GlissSDL

/// Threads that work ahead of the frame run below it: nice 10, the calling thread untouched.
final class BackgroundPriorityTests: XCTestCase {
    func testABackgroundThreadRunsAtNiceTenAndTheCallerKeepsItsPriority() {
        final class Seen: @unchecked Sendable { var nice: Int32 = -100; var name: String?; let done = DispatchSemaphore(value: 0) }
        let seen = Seen()
        let before = BackgroundPriority.currentThreadNice
        let t = BackgroundPriority.startThread("gliss-test") {
            seen.nice = BackgroundPriority.currentThreadNice
            seen.name = Thread.current.name
            seen.done.signal()
        }
        XCTAssertEqual(seen.done.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(seen.name, "gliss-test")
        _ = t
        XCTAssertEqual(seen.nice, max(before, BackgroundPriority.nice), "the thread is lowered to nice 10")
        XCTAssertEqual(BackgroundPriority.currentThreadNice, before, "the thread that started it is not")
    }
}
