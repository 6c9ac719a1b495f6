import XCTest
@testable import GlissSDL

/// Threads that work ahead of the frame run below it: nice 10, the calling thread untouched.
final class BackgroundPriorityTests: XCTestCase {
    func testABackgroundThreadRunsAtNiceTenAndTheCallerKeepsItsPriority() {
        final class Seen: @unchecked Sendable { var nice: Int32 = -100; var name: String?; let done = DispatchSemaphore(value: 0) }
        let before = BackgroundPriority.currentThreadNice
        // Many threads: naming through Foundation raced with `start()`; 3 runs in 25 of this loop
        // lost (on two busy cores).
        for _ in 0..<200 {
            let seen = Seen()
            let t = BackgroundPriority.startThread("gliss-test") {
                seen.nice = BackgroundPriority.currentThreadNice
                seen.name = BackgroundPriority.currentThreadSystemName
                seen.done.signal()
            }
            XCTAssertEqual(seen.done.wait(timeout: .now() + 10), .success)
            XCTAssertEqual(seen.name, "gliss-test", "the kernel knows the thread by its name")
            _ = t
            XCTAssertEqual(seen.nice, max(before, BackgroundPriority.nice), "the thread is lowered to nice 10")
            if seen.name != "gliss-test" || seen.nice != max(before, BackgroundPriority.nice) { break }
        }
        XCTAssertEqual(BackgroundPriority.currentThreadNice, before, "the thread that started it is not")
    }
}
