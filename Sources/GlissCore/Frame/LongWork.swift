/// Lets loops in the toolkit whose length depends on the app's data (a `scrollTo` scanning a
/// lazy container's keys for an item never built) give up when the app is asked to stop, so
/// a signal is answered within a second however large the data. The app runtime sets
/// ``stopRequested``; headless use keeps the default (never).
public enum LongWork {
    /// True once the run should end. Polled every ``pollInterval`` iterations.
    nonisolated(unsafe) public static var stopRequested: () -> Bool = { false }
    /// Iterations between polls (cheap enough to be invisible, frequent enough for < 1 s).
    public static let pollInterval = 1 << 14
}
