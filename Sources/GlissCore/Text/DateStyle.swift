import Foundation

/// How ``UI/text(_:style:font:color:id:)`` shows a date — SwiftUI's `Text.DateStyle`. Each is
/// written in the environment's ``EnvironmentValues/locale``.
public enum DateStyle: Sendable, Hashable {
    /// The date alone, long: "May 28, 2026" (en-US), "28 mai 2026" (fr).
    case date
    /// The time alone: "8:26 PM" (en-US), "20:26" (fr).
    case time
    /// How far the date is from now, its two largest units: "2 hr, 23 min". Kept current.
    case relative
    /// The same, signed: "+2 hr, 23 min" for a date to come, "-5 min" for one gone by. Kept
    /// current.
    case offset
    /// A clock counting to or from the date: "2:23:00", or "23:05" under an hour. Kept
    /// current, to the second.
    case timer

    /// True when the text changes as time passes (the frame asks for the next second).
    var isLive: Bool {
        switch self {
        case .date, .time: false
        case .relative, .offset, .timer: true
        }
    }

    /// `date` shown in this style at `now` in `locale` and `timeZone`.
    func format(_ date: Date, now: Date, locale: Locale, timeZone: TimeZone) -> String {
        switch self {
        case .date:
            return date.formatted(Date.FormatStyle(date: .long, time: .omitted, locale: locale, timeZone: timeZone))
        case .time:
            return date.formatted(Date.FormatStyle(date: .omitted, time: .shortened, locale: locale, timeZone: timeZone))
        case .relative, .offset:
            let seconds = date.timeIntervalSince(now).rounded(.towardZero)
            let units = Duration.UnitsFormatStyle(allowedUnits: [.days, .hours, .minutes, .seconds],
                                                  width: .abbreviated, maximumUnitCount: 2,
                                                  fractionalPart: .hide(rounded: .down)).locale(locale)
            let magnitude = Duration.seconds(abs(seconds)).formatted(units)
            guard self == .offset, seconds != 0 else { return magnitude }
            return (seconds > 0 ? "+" : "-") + magnitude
        case .timer:
            let seconds = abs(date.timeIntervalSince(now)).rounded(.towardZero)
            let pattern: Duration.TimeFormatStyle.Pattern = seconds < 3600 ? .minuteSecond : .hourMinuteSecond
            return Duration.seconds(seconds).formatted(Duration.TimeFormatStyle(pattern: pattern).locale(locale))
        }
    }
}
