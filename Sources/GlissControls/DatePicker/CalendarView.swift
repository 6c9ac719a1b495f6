import Foundation
@_spi(GlissControls) import GlissCore

/// A calendar's memory: the month it shows, and the selection it last followed.
final class CalendarMemory {
    var month: Date? = nil
    var followed: Date? = nil
}

extension UI {
    /// A month's calendar: the month and year with chevrons to the month before and after,
    /// the weekdays' initials from the locale's first weekday, and six weeks of days. A click
    /// picks a day (keeping the time of day); with focus, the arrows move the choice by a day
    /// or a week, Page Up and Page Down by a month. The month shown follows the choice.
    func calendarView(selected: Date, bounds: DateBounds, calendar: Calendar, text shown: DateText,
                      set: @escaping (Date) -> Void) {
        let memory = state("month", CalendarMemory()).value
        let selectedMonth = calendar.dateInterval(of: .month, for: selected)?.start ?? selected
        if memory.followed != selected {
            memory.month = selectedMonth
            memory.followed = selected
        }
        let month = memory.month ?? selectedMonth
        let time = calendar.dateComponents([.hour, .minute, .second], from: selected)
        // A click on a day also gives the calendar the keys (its days are no Tab stops).
        var grid: NodeID? = nil
        let pick = { [unowned self] (day: Date) in
            set(calendar.date(bySettingHour: time.hour ?? 0, minute: time.minute ?? 0, second: time.second ?? 0, of: day) ?? day)
            if let grid { self.focus(grid) }
        }
        let move = { (unit: Calendar.Component, n: Int) in
            if let d = calendar.date(byAdding: unit, value: n, to: selected) { set(d) }
        }
        let showMonth = { (n: Int) in memory.month = calendar.date(byAdding: .month, value: n, to: month) }
        let view = vstack(alignment: .leading, spacing: 4) {
            hstack(spacing: 2) {
                text(shown.month(month), font: .headline, color: ControlStyle.label)
                spacer(minLength: 12)
                calendarChevron("chevron.left", label: "Previous Month") { showMonth(-1) }
                calendarChevron("chevron.right", label: "Next Month") { showMonth(1) }
            }
            .padding(.bottom, 4)
            // As wide as the weeks: the chevrons end where Saturday (or Sunday) does.
            .frame(width: 7 * ControlStyle.calendarCell.width)
            let first = calendar.firstWeekday
            let symbols = calendar.veryShortStandaloneWeekdaySymbols
            hstack(spacing: 0) {
                for k in 0..<7 {
                    text(symbols[(first - 1 + k) % 7], font: .caption, color: ControlStyle.secondaryLabel)
                        .frame(width: ControlStyle.calendarCell.width)
                }
            }
            let lead = (calendar.component(.weekday, from: month) - first + 7) % 7
            let start = calendar.date(byAdding: .day, value: -lead, to: month) ?? month
            let today = calendar.startOfDay(for: Date())
            let chosen = calendar.startOfDay(for: selected)
            for week in 0..<6 {
                hstack(spacing: 0) {
                    for weekday in 0..<7 {
                        let day = calendar.date(byAdding: .day, value: week * 7 + weekday, to: start) ?? start
                        calendarDay(day, calendar: calendar, inMonth: calendar.isDate(day, equalTo: month, toGranularity: .month),
                                    chosen: day == chosen, today: day == today,
                                    allowed: bounds.allows(day: day, calendar), label: shown.day(day)) { pick(day) }
                    }
                }
            }
        }
        grid = view.id
        view
        .focusable()
        .onKeyPress(.leftArrow) { move(.day, -1) }
        .onKeyPress(.rightArrow) { move(.day, 1) }
        .onKeyPress(.upArrow) { move(.day, -7) }
        .onKeyPress(.downArrow) { move(.day, 7) }
        .onKeyPress(.pageUp) { move(.month, -1) }
        .onKeyPress(.pageDown) { move(.month, 1) }
    }

    /// A chevron that shows another month (no Tab stop: the calendar's keys page instead).
    private func calendarChevron(_ name: String, label: String, _ action: @escaping () -> Void) {
        button(label: label, action: action) {
            icon(Icon(named: name), size: 11, color: ControlStyle.secondaryLabel)
                .frame(width: 22, height: 22)
                .contentShape(.rect)
        }
        .focusable(false)
    }

    /// One day: its number, on the accent colour when chosen, in it when today, dimmed when
    /// of another month and faint when it may not be picked.
    private func calendarDay(_ day: Date, calendar: Calendar, inMonth: Bool, chosen: Bool, today: Bool,
                             allowed: Bool, label: String, pick: @escaping () -> Void) {
        let color: Color = chosen ? ControlStyle.selectionText
            : !allowed ? ControlStyle.secondaryLabel.opacity(0.45)
            : !inMonth ? ControlStyle.secondaryLabel
            : today ? .accentColor : ControlStyle.label
        zstack {
            if chosen { circle(fill: .accentColor).frame(width: 26, height: 26) }
            text("\(calendar.component(.day, from: day))", font: .callout, color: color).monospacedDigit()
        }
        .frame(width: ControlStyle.calendarCell.width, height: ControlStyle.calendarCell.height)
        .contentShape(.rect)
        .accessibility(role: .button, label: label)
        .focusable(false)
        .onTap { if allowed { pick() } }
    }
}
