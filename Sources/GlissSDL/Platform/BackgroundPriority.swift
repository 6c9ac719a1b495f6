import CSDL2

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

    /// The calling thread's nice value (tests).
    static var currentThreadNice: Int32 { gliss_thread_nice() }
}
