import XCTest
import Foundation
import Gliss
import GlissTesting

/// Date pickers (#50 item 5): a compact field in the locale's order with a calendar popover,
/// the graphical calendar in place, keyboard, bounds and the time field.
final class DatePickerTests: XCTestCase {
    static var calendar: Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = .current
        return c
    }
    static func date(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 10, _ min: Int = 27) -> Date {
        calendar.date(from: DateComponents(year: y, month: m, day: d, hour: h, minute: min))!
    }

    final class Trip: App {
        var due = DatePickerTests.date(2026, 11, 30)
        var locale = Locale(identifier: "en_US")
        var style = DatePickerStyle.compact
        var earliest: Date? = nil
        var scheme: ColorScheme? = nil
        static var defaultSize: Size { Size(480, 420) }
        init() {}
        func body(_ ui: UI) {
            ui.preferredColorScheme(scheme)
            ui.environment(\.locale, locale) {
                ui.vstack(alignment: .leading) {
                    if let earliest {
                        ui.datePicker("Due", selection: Bindable(self).due, in: earliest..., style: style)
                    } else {
                        ui.datePicker("Due", selection: Bindable(self).due, style: style)
                    }
                    ui.spacer()
                }
                .padding(.top, 20)
                .padding(.leading, 20)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            }
        }
    }

    func testTheCompactFieldsFollowTheLocalesOrder() throws {
        let app = Trip()
        let h = try Harness(app: app, text: .headless)
        XCTAssertNoThrow(try h.node(label: "11/30/2026", role: "text"))
        XCTAssertEqual(try h.node(label: "Due", role: "datePicker").value, "11/30/2026 10:27\u{202F}AM")
        app.locale = Locale(identifier: "de_DE")
        h.run(frames: 1)
        XCTAssertNoThrow(try h.node(label: "30.11.2026", role: "text"))
        XCTAssertEqual(try h.node(label: "Due", role: "datePicker").value, "30.11.2026 10:27")
    }

    func testAClickOnTheDateOpensTheCalendarAndADayPicksItKeepingTheTime() throws {
        let app = Trip()
        let h = try Harness(app: app, text: .headless)
        XCTAssertThrowsError(try h.node(label: "November 2026", role: "text"))
        try h.click(label: "Date", role: "button")
        try h.runUntilIdle()
        XCTAssertNoThrow(try h.node(label: "November 2026", role: "text"))
        try h.click(label: "November 18, 2026", role: "button")
        try h.runUntilIdle()
        XCTAssertEqual(app.due, DatePickerTests.date(2026, 11, 18))
        // The chevron shows the next month; its days pick as well.
        try h.click(label: "Next Month", role: "button")
        try h.runUntilIdle()
        XCTAssertNoThrow(try h.node(label: "December 2026", role: "text"))
        try h.click(label: "December 24, 2026", role: "button")
        try h.runUntilIdle()
        XCTAssertEqual(app.due, DatePickerTests.date(2026, 12, 24))
        try h.key("Escape")
        try h.runUntilIdle()
        XCTAssertThrowsError(try h.node(label: "December 2026", role: "text"), "Escape closes the calendar")
    }

    func testTheCalendarsKeysMoveByDayWeekAndMonth() throws {
        let app = Trip()
        app.style = .graphical
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "November 30, 2026", role: "button")
        for (key, want) in [("Right", DatePickerTests.date(2026, 12, 1)), ("Up", DatePickerTests.date(2026, 11, 24)),
                            ("Down", DatePickerTests.date(2026, 12, 1)), ("Left", DatePickerTests.date(2026, 11, 30)),
                            ("PageUp", DatePickerTests.date(2026, 10, 30)), ("PageDown", DatePickerTests.date(2026, 11, 30))] {
            try h.key(key)
            XCTAssertEqual(app.due, want, key)
        }
        try h.runUntilIdle()
        XCTAssertNoThrow(try h.node(label: "November 2026", role: "text"), "the month shown follows the choice")
    }

    func testDaysBeforeTheRangeCannotBePicked() throws {
        let app = Trip()
        app.style = .graphical
        app.earliest = DatePickerTests.date(2026, 11, 20, 0, 0)
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "November 12, 2026", role: "button")
        try h.runUntilIdle()
        XCTAssertEqual(app.due, DatePickerTests.date(2026, 11, 30), "a day before the range does nothing")
        try h.click(label: "November 30, 2026", role: "button")
        for _ in 0..<3 { try h.key("Up") }
        XCTAssertEqual(app.due, DatePickerTests.date(2026, 11, 20, 0, 0), "the arrows stop at the range's start")
    }

    func testTheWeekStartsOnTheLocalesFirstWeekday() throws {
        func firstWeekday(_ id: String) throws -> String {
            let app = Trip()
            app.style = .graphical
            app.locale = Locale(identifier: id)
            let h = try Harness(app: app, text: .headless)
            let month = try h.node(label: id == "de_DE" ? "November 2026" : "November 2026", role: "text").frame
            let initials = h.nodes(role: "text").filter { $0.label.count <= 2 && $0.frame.minY > month.maxY && $0.frame.minY < month.maxY + 30 }
            return try XCTUnwrap(initials.min { $0.frame.minX < $1.frame.minX }).label
        }
        XCTAssertEqual(try firstWeekday("en_US"), "S", "Sunday in the US")
        XCTAssertEqual(try firstWeekday("de_DE"), "M", "Monday in Germany")
    }

    func testTheTimeFieldsKeysChangeTheMinuteAndHour() throws {
        let app = Trip()
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "Time", role: "textField")
        try h.key("Up")
        XCTAssertEqual(app.due, DatePickerTests.date(2026, 11, 30, 10, 28))
        try h.key("PageDown")
        XCTAssertEqual(app.due, DatePickerTests.date(2026, 11, 30, 9, 28))
        h.run(frames: 1)
        XCTAssertEqual(try h.node(label: "Due", role: "datePicker").value, "11/30/2026 9:28\u{202F}AM")
    }

    /// Drawn by the real renderer against `__Snapshots__/DatePickerTests/` (record with
    /// `GLISS_RECORD_SNAPSHOTS=1`; `GLISS_SNAPSHOT_DIR` writes them to look at): the compact
    /// field with its calendar open in light, the graphical calendar with a range in dark.
    func testItsLooks() throws {
        let compact = Trip()
        compact.earliest = DatePickerTests.date(2026, 11, 20, 0, 0)
        var h = try Harness(app: compact)
        try h.click(label: "Date", role: "button")
        try h.runUntilIdle()
        try h.assertSnapshot(named: "compact-open-light")
        let graphical = Trip()
        graphical.style = .graphical
        graphical.scheme = .dark
        graphical.earliest = DatePickerTests.date(2026, 11, 20, 0, 0)
        h = try Harness(app: graphical)
        try h.runUntilIdle()
        try h.assertSnapshot(named: "graphical-dark")
    }

}
