import CSDL2
import Foundation

/// Work done ahead on a thread of its own (decoding and preparing images, loading fontconfig)
/// runs at a lower priority than the frame: nice 10, what Android gives background threads.
/// On a two-core machine, a decode running beside a frame otherwise takes the core the frame
/// needs about as often as not, and the frame is the one a user sees late. Lowering a thread's
/// priority needs no privilege; where it fails, the thread keeps its priority.
enum BackgroundPriority {
    /// The nice value background threads take.
    static let nice: Int32 = 10

    /// Lowers the calling thread's priority (Linux schedules threads one by one).
    static func lowerCurrentThread() { _ = gliss_set_thread_nice(nice) }

    /// A thread named `name` that runs `body` at this priority, started (the image worker, the
    /// reclaimer and the font loader each make theirs here).
    @discardableResult
    static func startThread(_ name: String, stackSize: Int? = nil, _ body: @escaping @Sendable () -> Void) -> Thread {
        let t = Thread {
            // Named from inside, and through the kernel: on Linux a name set before `start()`
            // does not reach the thread, and `Thread.current.name` inside it races with
            // `start()` storing the thread's handle (`ps -L`, debuggers and `perf` showed the
            // process name).
            Thread.current.name = name
            _ = gliss_set_thread_name(name)
            lowerCurrentThread()
            body()
        }
        if let stackSize { t.stackSize = stackSize }
        t.start()
        return t
    }

    /// The calling thread's name as the kernel knows it (tests).
    static var currentThreadSystemName: String {
        var buffer = [CChar](repeating: 0, count: 16)
        _ = gliss_thread_name(&buffer)
        return String(cString: buffer)
    }

    /// The calling thread's nice value (tests).
    static var currentThreadNice: Int32 { gliss_thread_nice() }
}
