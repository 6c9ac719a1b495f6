import XCTest
import Gliss
import GlissTesting

/// Dates and numbers in text follow the locale (#52 item 3): `ui.text(date, style:)` and
/// `ui.text(value, format:)` write in the environment's locale, whose default is the user's
/// language (`--locale`, else `LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`), not Foundation's
/// `Locale.current` (which stays `en_001` on Linux whatever `LANG` says).
final class FormattedTextTests: XCTestCase {
    /// 2026-05-28 20:26:40 UTC.
    static let day = Date(timeIntervalSince1970: 1_780_000_000)

    private func texts(_ locale: String, _ body: @escaping (UI) -> Void) throws -> [String] {
        let h = try Harness(size: Size(600, 400), text: .headless) { ui in
            ui.environment(\.timeZone, TimeZone(identifier: "UTC")!) {
                ui.environment(\.locale, Locale(identifier: locale)) {
                    ui.vstack(alignment: .leading) { body(ui) }
                }
            }
        }
        return h.nodes(role: "text").map(\.label)
    }

    func testADateIsWrittenInTheEnvironmentsLocale() throws {
        XCTAssertEqual(try texts("en_US") { ui in ui.text(Self.day, style: .date) }, ["May 28, 2026"])
        XCTAssertEqual(try texts("fr_FR") { ui in ui.text(Self.day, style: .date) }, ["28 mai 2026"])
        XCTAssertEqual(try texts("de_DE") { ui in ui.text(Self.day, style: .date) }, ["28. Mai 2026"])
    }

    func testNumbersThroughAFormatStyleFollowTheLocale() throws {
        XCTAssertEqual(try texts("en_US") { ui in ui.text(1234567.5, format: .number) }, ["1,234,567.5"])
        XCTAssertEqual(try texts("de_DE") { ui in ui.text(1234567.5, format: .number) }, ["1.234.567,5"])
        XCTAssertEqual(try texts("fr_FR") { ui in ui.text(1234567.5, format: .number) }.map { $0.filter(\.isNumber) },
                       ["12345675"], "French groups with a narrow space and writes a decimal comma")
    }

    func testRelativeOffsetAndTimerCountFromTheFrameClockAndKeepCurrent() throws {
        var target: Date? = nil
        let h = try Harness(size: Size(600, 400), text: .headless) { ui in
            let t = target ?? ui.date.addingTimeInterval(2 * 3600 + 23 * 60)
            target = t
            ui.environment(\.locale, Locale(identifier: "en_US")) {
                ui.vstack(alignment: .leading) {
                    ui.text(t, style: .relative, id: "relative")
                    ui.text(t, style: .offset, id: "offset")
                    ui.text(t, style: .timer, id: "timer")
                }
            }
        }
        XCTAssertEqual(h.nodes(role: "text").map(\.label), ["2 hr, 23 min", "+2 hr, 23 min", "2:23:00"])
        XCTAssertNotNil(h.ui.nextFrameTime, "a live date asks for the frame that changes it")
        h.run(frames: 61)
        XCTAssertEqual(h.nodes(role: "text").map(\.label), ["2 hr, 22 min", "+2 hr, 22 min", "2:22:58"])
    }

    func testTheDefaultLocaleIsTheUsersLanguageNotFoundationsCurrent() {
        XCTAssertEqual(PreferredLanguages.locale(for: ["fr-FR"]).language.languageCode?.identifier, "fr")
        let german = PreferredLanguages.locale(for: PreferredLanguages.from(["LANG": "de_DE.UTF-8"]))
        XCTAssertEqual(Self.day.formatted(Date.FormatStyle(date: .long, time: .omitted, locale: german,
                                                           timeZone: TimeZone(identifier: "UTC")!)), "28. Mai 2026")
        XCTAssertEqual(PreferredLanguages.locale(for: []), Locale.current, "with no language named (LANG=C), Foundation's")
    }
}
