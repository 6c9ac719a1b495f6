import Foundation
@_spi(GlissControls) import GlissCore

/// The parts of a date a ``GlissCore/UI/datePicker(_:selection:displayedComponents:style:id:)-(LocalizedStringKey,_,_,_,_)``
/// shows and edits — SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    /// Makes a set from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 1)
    /// The hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

/// How a date picker looks — SwiftUI's `DatePickerStyle`, given as an argument (`style:
/// .graphical`) since the control is drawn while it is built.
public enum DatePickerStyle: Sendable, Equatable {
    /// `.compact` (what SwiftUI's automatic style is in a form on macOS).
    case automatic
    /// A field showing the date (and one showing the time); a click on the date opens a
    /// calendar in a popover.
    case compact
    /// A month's calendar in place, with the time field under it.
    case graphical
}

/// The dates a picker may choose: from `lower` to `upper` (nil: open on that side).
struct DateBounds {
    var lower: Date?
    var upper: Date?
    func clamp(_ d: Date) -> Date {
        var d = d
        if let lower, d < lower { d = lower }
        if let upper, d > upper { d = upper }
        return d
    }
    /// Some part of `day` (a day's start, in `calendar`) is within the bounds.
    func allows(day start: Date, _ calendar: Calendar) -> Bool {
        let end = calendar.date(byAdding: .day, value: 1, to: start) ?? start
        return (lower.map { end > $0 } ?? true) && (upper.map { start <= $0 } ?? true)
    }
}

/// A compact picker's memory: whether its calendar popover is open.
final class DatePickerMemory {
    var calendarOpen = false
}

extension UI {
    /// A control for choosing a date and time — SwiftUI's
    /// `DatePicker(_:selection:in:displayedComponents:)`. In the compact style (the default)
    /// the title is followed by a field showing the date, in the locale's order (`11/30/2026`
    /// in the US, `30.11.2026` in Germany: `EnvironmentValues.locale`), and one
    /// showing the time; a click on the date (or Space or Return on it) opens a calendar in a
    /// popover. In the calendar a click picks a day, the arrows move the choice by a day or a
    /// week, Page Up and Page Down by a month, and the chevrons show the month before or
    /// after; days outside `range` are dimmed and cannot be picked. With the time field
    /// focused, Up and Down change the minute, Page Up and Page Down the hour. The graphical
    /// style shows the calendar in place.
    ///
    /// The inspector lists the picker with the role `datePicker`, its title as label and the
    /// date as shown as value; each day of the calendar is a button named by its full date
    /// ("November 30, 2026").
    ///
    /// ```swift
    /// ui.datePicker("Due", selection: Bindable(task).due, in: Date()..., displayedComponents: .date)
    /// ```
    @discardableResult @_disfavoredOverload
    public func datePicker<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                              displayedComponents: DatePickerComponents = [.date, .hourAndMinute],
                                              style: DatePickerStyle = .automatic,
                                              id: some IdentityKey = PositionalKey()) -> NodeRef {
        datePicker(title as? String ?? String(title), selection,
                   DateBounds(lower: range.lowerBound, upper: range.upperBound), displayedComponents, style, id: id)
    }

    /// A date picker for dates from `range`'s start on (`in: Date()...`).
    @discardableResult @_disfavoredOverload
    public func datePicker<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                                              displayedComponents: DatePickerComponents = [.date, .hourAndMinute],
                                              style: DatePickerStyle = .automatic,
                                              id: some IdentityKey = PositionalKey()) -> NodeRef {
        datePicker(title as? String ?? String(title), selection, DateBounds(lower: range.lowerBound),
                   displayedComponents, style, id: id)
    }

    /// A date picker for dates up to `range`'s end (`in: ...Date()`).
    @discardableResult @_disfavoredOverload
    public func datePicker<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                                              displayedComponents: DatePickerComponents = [.date, .hourAndMinute],
                                              style: DatePickerStyle = .automatic,
                                              id: some IdentityKey = PositionalKey()) -> NodeRef {
        datePicker(title as? String ?? String(title), selection, DateBounds(upper: range.upperBound),
                   displayedComponents, style, id: id)
    }

    /// A date picker for any date.
    @discardableResult @_disfavoredOverload
    public func datePicker<S: StringProtocol>(_ title: S, selection: Binding<Date>,
                                              displayedComponents: DatePickerComponents = [.date, .hourAndMinute],
                                              style: DatePickerStyle = .automatic,
                                              id: some IdentityKey = PositionalKey()) -> NodeRef {
        datePicker(title as? String ?? String(title), selection, DateBounds(), displayedComponents, style, id: id)
    }

    private func datePicker(_ title: String, _ selection: Binding<Date>, _ bounds: DateBounds,
                            _ components: DatePickerComponents, _ style: DatePickerStyle, id: some IdentityKey) -> NodeRef {
        let locale = environment.locale
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        calendar.timeZone = TimeZone.current
        let date = selection.wrappedValue
        let shown = DateText(locale: locale, calendar: calendar, cache: state("dateText", DateTextCache()).value)
        let set = { (d: Date) in
            let d = bounds.clamp(d)
            if d != selection.wrappedValue { selection.wrappedValue = d }
        }
        let root: NodeRef
        if style == .graphical {
            root = vstack(alignment: .leading, spacing: 8, id: id) {
                if !title.isEmpty { text(title, color: ControlStyle.label) }
                if components.contains(.date) {
                    calendarView(selected: date, bounds: bounds, calendar: calendar, text: shown, set: set)
                }
                if components.contains(.hourAndMinute) { timeField(date, text: shown, calendar: calendar, set: set) }
            }
        } else {
            root = hstack(spacing: 8, id: id) {
                if !title.isEmpty { text(title, color: ControlStyle.label) }
                if structure.formDepth > 0 { spacer() }
                if components.contains(.date) {
                    compactDateField(date, bounds: bounds, calendar: calendar, text: shown, set: set)
                }
                if components.contains(.hourAndMinute) { timeField(date, text: shown, calendar: calendar, set: set) }
            }
        }
        let value = [components.contains(.date) ? shown.date(date) : nil,
                     components.contains(.hourAndMinute) ? shown.time(date) : nil].compactMap { $0 }.joined(separator: " ")
        return root.accessibility(role: .datePicker, label: title).accessibilityValue(value)
    }

    /// The compact style's date: a field that opens the calendar in a popover.
    private func compactDateField(_ date: Date, bounds: DateBounds, calendar: Calendar, text shown: DateText,
                                  set: @escaping (Date) -> Void) {
        let memory = state("calendar", DatePickerMemory()).value
        let open = Binding(get: { memory.calendarOpen }, set: { memory.calendarOpen = $0 })
        button(label: "Date", action: { memory.calendarOpen.toggle() }) {
            datePickerField(shown.date(date))
        }
        .popover(isPresented: open, arrowEdge: .bottom) {
            self.calendarView(selected: date, bounds: bounds, calendar: calendar, text: shown, set: set)
        }
    }

    /// The time field: focused, Up and Down change the minute, Page Up and Page Down the hour.
    private func timeField(_ date: Date, text shown: DateText, calendar: Calendar, set: @escaping (Date) -> Void) {
        let step = { (unit: Calendar.Component, n: Int) in
            if let d = calendar.date(byAdding: unit, value: n, to: date) { set(d) }
        }
        let field = datePickerField(shown.time(date))
        let id = field.id
        field
            .accessibility(role: .textField, label: "Time")
            .focusable()
            .onTap { [unowned self] in self.focus(id) }
            .onKeyPress(.upArrow) { step(.minute, 1) }
            .onKeyPress(.downArrow) { step(.minute, -1) }
            .onKeyPress(.pageUp) { step(.hour, 1) }
            .onKeyPress(.pageDown) { step(.hour, -1) }
    }

    /// A date picker's field: its text on the field's box.
    @discardableResult
    func datePickerField(_ string: String) -> NodeRef {
        text(string, color: ControlStyle.label)
            .monospacedDigit()
            .lineLimit(1)
            .fixedSize()
            .padding(horizontal: 8, vertical: 4)
            .background { roundedRectangle(cornerRadius: 6, fill: ControlStyle.box, stroke: ControlStyle.border) }
    }
}

/// How a picker shows dates and times in its locale.
///
/// Each string is made once and then looked up: ICU formats a long date in ~12,900
/// instructions (callgrind, 5,000 against 1,000 formats, built with -O), and an open calendar
/// shows 44 a frame — ~570 K, ten list frames' whole `ui` work — against ~310 a lookup.
struct DateText {
    let locale: Locale
    let calendar: Calendar
    let cache: DateTextCache

    init(locale: Locale, calendar: Calendar, cache: DateTextCache) {
        self.locale = locale
        self.calendar = calendar
        self.cache = cache
        cache.use(locale: locale, timeZone: calendar.timeZone)
    }

    private func style(_ s: Date.FormatStyle) -> Date.FormatStyle {
        var s = s.locale(locale)
        s.calendar = calendar
        s.timeZone = calendar.timeZone
        return s
    }
    private func cached(_ kind: UInt8, _ d: Date, _ make: () -> Date.FormatStyle) -> String {
        let key = DateTextCache.Key(kind: kind, time: d.timeIntervalSinceReferenceDate)
        if let s = cache.strings[key] { return s }
        let s = d.formatted(style(make()))
        cache.keep(s, for: key)
        return s
    }
    /// Numeric, in the locale's order.
    func date(_ d: Date) -> String { cached(0, d) { Date.FormatStyle(date: .numeric, time: .omitted) } }
    /// Hour and minute, with AM/PM where the locale uses them.
    func time(_ d: Date) -> String { cached(1, d) { Date.FormatStyle(date: .omitted, time: .shortened) } }
    /// The month and year a calendar shows ("November 2026").
    func month(_ d: Date) -> String { cached(2, d) { Date.FormatStyle().month(.wide).year() } }
    /// A day in full, as a screen reader says it ("November 30, 2026").
    func day(_ d: Date) -> String { cached(3, d) { Date.FormatStyle(date: .long, time: .omitted) } }
}

/// A date picker's formatted strings, kept across frames for one locale and time zone.
final class DateTextCache {
    struct Key: Hashable {
        var kind: UInt8
        var time: Double
    }
    private(set) var strings: [Key: String] = [:]
    private var locale = "", timeZone = ""

    /// Forgets the strings made for another locale or time zone.
    func use(locale l: Locale, timeZone tz: TimeZone) {
        guard l.identifier != locale || tz.identifier != timeZone else { return }
        locale = l.identifier
        timeZone = tz.identifier
        strings.removeAll()
    }

    /// Keeps `s`; a picker paged through many months starts again past 512 strings.
    func keep(_ s: String, for key: Key) {
        if strings.count >= 512 { strings.removeAll(keepingCapacity: true) }
        strings[key] = s
    }
}
