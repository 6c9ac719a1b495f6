import Foundation

/// When a ``UI/timelineView(_:id:content:)`` redraws: a sequence of dates (SwiftUI's
/// `TimelineSchedule`). Write your own by returning the dates from `startDate` on.
public protocol TimelineSchedule {
    /// The dates of the schedule's entries.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The entries from `startDate` on, in increasing order; the first may be at or before
    /// `startDate` (the entry showing then).
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a schedule is asked to update (SwiftUI's `TimelineScheduleMode`). Gliss always
/// asks `.normal`.
public enum TimelineScheduleMode: Sendable {
    /// Every entry.
    case normal
    /// Fewer entries, for a dimmed display (SwiftUI's always-on mode).
    case lowFrequency
}

/// Entries every `interval` seconds from a start date (SwiftUI's `.periodic(from:by:)`).
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    /// The first entry's date.
    public let startDate: Date
    /// Seconds between entries (at least 1 ms).
    public let interval: TimeInterval

    /// Entries at `startDate`, `startDate + interval`, …
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = max(interval.isFinite ? interval : 1, 0.001)
    }

    /// The entry showing at `date` (the latest at or before it, or the first), then the rest.
    public func entries(from date: Date, mode: TimelineScheduleMode) -> Entries {
        let k = max(0, ((date.timeIntervalSince(startDate)) / interval).rounded(.down))
        return Entries(schedule: self, index: k.isFinite ? k : 0)
    }

    /// The infinite sequence of a periodic schedule's dates.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        let schedule: PeriodicTimelineSchedule
        var index: Double
        /// The next date.
        public mutating func next() -> Date? {
            defer { index += 1 }
            return schedule.startDate.addingTimeInterval(index * schedule.interval)
        }
    }
}

/// An entry every frame, or at most every `minimumInterval` seconds, until paused (SwiftUI's
/// `.animation` schedule): for views drawn from the time itself.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    /// Seconds between entries at least; nil: every frame.
    public let minimumInterval: Double?
    /// True: no entries after the current one.
    public let paused: Bool

    /// A schedule at most every `minimumInterval` seconds (nil: every frame), stopped while `paused`.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// `startDate`, then one entry every `minimumInterval` (or every 1/60 s); none after
    /// the first while paused.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnyIterator<Date> {
        var next: Date? = startDate
        let step = max(minimumInterval ?? FrameClock.step, 0.001)
        let paused = self.paused
        return AnyIterator {
            defer { next = paused ? nil : next?.addingTimeInterval(step) }
            return next
        }
    }
}

/// Entries at the start of every minute (SwiftUI's `.everyMinute`): for clocks.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// A schedule at each whole minute.
    public init() {}
    /// The start of `startDate`'s minute, then every minute after.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
        return PeriodicTimelineSchedule(from: Date(timeIntervalSinceReferenceDate: minute), by: 60)
            .entries(from: startDate, mode: mode)
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Entries every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// An entry every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    /// An entry at most every `minimumInterval` seconds, none while `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// An entry at the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

/// What a timeline view's content is built with (SwiftUI's `TimelineView.Context`).
public struct TimelineViewContext: Sendable {
    /// The date of the entry showing: the latest entry at or before the frame's date.
    public let date: Date
}

extension UI {
    /// Builds `content` with the date of `schedule`'s current entry, and asks for a frame at
    /// its next entry — SwiftUI's `TimelineView`. An idle app wakes only for the entries: a
    /// clock ticking every second costs one frame a second. Dates follow the frame clock
    /// (``date``), so under `--fixed-step` a run repeats exactly.
    ///
    /// ```swift
    /// ui.timelineView(.periodic(from: .now, by: 1)) { context in
    ///     ui.text(context.date.formatted(date: .omitted, time: .standard))
    /// }
    /// ```
    ///
    /// The schedule is asked again at each entry (so a schedule built with `from: .now` every
    /// frame ticks from its first entry); a change to it takes effect at the next entry. Give
    /// `id` when one scope holds more than one timeline.
    public func timelineView<S: TimelineSchedule>(_ schedule: S, id: some IdentityKey = "timeline",
                                                  content: (TimelineViewContext) -> Void) {
        let now = date
        let memo = store.get(currentScope.child(id).child("timeline").raw) { Box<TimelineEntries?>(nil) }
        if memo.value?.next.map({ now < $0 }) != true {
            memo.value = TimelineEntries(schedule, at: now)
        }
        let entries = memo.value!
        if let next = entries.next { requestFrame(at: time + next.timeIntervalSince(now)) }
        content(TimelineViewContext(date: entries.shown))
    }
}

/// A timeline view's entry showing and its next one.
struct TimelineEntries {
    let shown: Date
    let next: Date?

    /// Asks `schedule` at `now`. An entry within half a frame after `now` counts as showing:
    /// `.periodic(from: .now, by:)` starts a moment after the frame's date.
    init<S: TimelineSchedule>(_ schedule: S, at now: Date) {
        let limit = now.addingTimeInterval(FrameClock.step / 2)
        var current: Date? = nil
        var next: Date? = nil
        // Entries are in increasing order: the first after `limit` is the next one. A schedule
        // whose entries never pass it (a buggy one) is cut off rather than looped forever.
        var iterator = schedule.entries(from: now, mode: .normal).makeIterator()
        for _ in 0..<10_000 {
            guard let d = iterator.next() else { break }
            if d <= limit { current = d } else { next = d; break }
        }
        shown = current ?? now
        self.next = next
    }
}
