import Foundation

/// `--startup-report`: how long the first frame took to reach the screen.
enum StartupReport {
    /// Milliseconds since the kernel started this process (`/proc/self/stat` start time, which
    /// has clock-tick resolution, usually 10 ms), or nil when unavailable.
    static func millisecondsSinceProcessStart() -> Double? {
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        // Fields after the command name start at field 3; the start time is field 22.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let ticks = Double(fields[19]) else { return nil }
        let hz = Double(sysconf(Int32(_SC_CLK_TCK)))
        var ts = timespec()
        guard hz > 0, clock_gettime(CLOCK_BOOTTIME, &ts) == 0 else { return nil }
        let now = Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
        return (now - ticks / hz) * 1000
    }

    static func line(renderer: String) -> String {
        let sinceMain = Double(DispatchTime.now().uptimeNanoseconds - AppRuntime.processStartNanos) / 1e6
        var ts = timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        let wall = Int64(ts.tv_sec) * 1_000_000_000 + Int64(ts.tv_nsec)
        let sinceStart = millisecondsSinceProcessStart().map { String(format: "%.1f ms", $0) } ?? "unknown"
        return String(format: "startup: first frame presented %.1f ms after main(), ", sinceMain)
            + "\(sinceStart) after process start (10 ms resolution); renderer \(renderer); wall clock \(wall) ns"
    }
}
