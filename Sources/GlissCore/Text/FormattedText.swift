import Foundation

extension UI {
    /// A date as text in `style` — SwiftUI's `Text(_:style:)`: `.date` and `.time` in the
    /// environment's ``EnvironmentValues/locale`` and ``EnvironmentValues/timeZone``;
    /// `.relative`, `.offset` and `.timer` measured from the frame clock's ``date`` and kept
    /// current (the frame asks for the next second, so an idle app wakes once a second while
    /// one is shown).
    ///
    /// ```swift
    /// ui.text(meeting.start, style: .date)      // "May 28, 2026"; "28 mai 2026" in French
    /// ui.text(meeting.start, style: .relative)  // "2 hr, 23 min"
    /// ```
    @discardableResult
    public func text(_ date: Date, style: DateStyle, font: Font? = nil, color: Color? = nil,
                     id: some IdentityKey = PositionalKey()) -> NodeRef {
        let now = self.date
        let locale = environment.locale, timeZone = environment.timeZone
        var key = Hasher()
        key.combine(style)
        key.combine(timeZone)
        key.combine(date)
        key.combine(locale.identifier)
        if style.isLive {
            // The shown value changes each whole second of the distance.
            let distance = date.timeIntervalSince(now)
            key.combine(distance.rounded(.towardZero))
            let fraction = abs(distance) - abs(distance).rounded(.down)
            let untilNext = distance > 0 ? (fraction == 0 ? 1 : fraction) : 1 - fraction
            requestFrame(at: time + untilNext)
        }
        let string = formattedTexts.string(for: key.finalize()) { style.format(date, now: now, locale: locale, timeZone: timeZone) }
        return text(string, font, color, true, .leading, idBits: id.explicitBits)
    }

    /// A value as text through a format style — SwiftUI's `Text(_:format:)`:
    /// `ui.text(price, format: .currency(code: "EUR"))`, `ui.text(count, format: .number)`. The
    /// style is given the environment's ``EnvironmentValues/locale`` first, as SwiftUI does,
    /// so numbers and dates follow the user's language. (Foundation's `value.formatted()`
    /// uses `Locale.current`, which on Linux does not follow `LANG`; this does.)
    @discardableResult
    public func text<F: FormatStyle>(_ input: F.FormatInput, format: F, font: Font? = nil, color: Color? = nil,
                                     id: some IdentityKey = PositionalKey()) -> NodeRef where F.FormatOutput == String {
        let locale = environment.locale
        let styled = format.locale(locale)
        let string: String
        if let hashable = input as? any Hashable {
            var key = Hasher()
            key.combine(ObjectIdentifier(F.self))
            key.combine(styled)
            key.combine(AnyHashable(hashable))
            string = formattedTexts.string(for: key.finalize()) { styled.format(input) }
        } else {
            string = styled.format(input)
        }
        return text(string, font, color, true, .leading, idBits: id.explicitBits)
    }
}

/// Texts made by ``UI/text(_:style:font:color:id:)`` and ``UI/text(_:format:font:color:id:)``,
/// by a hash of what made them: formatting a date costs ~12,900 instructions (callgrind, as
/// the date picker's cache measured), a lookup a few hundred, and a label is built every
/// frame. Emptied when it reaches `capacity` entries, so a clock shown for hours stays small.
final class FormattedTexts {
    private var strings: [Int: String] = [:]
    let capacity = 512

    func string(for key: Int, _ make: () -> String) -> String {
        if let s = strings[key] { return s }
        if strings.count >= capacity { strings.removeAll(keepingCapacity: true) }
        let s = make()
        strings[key] = s
        return s
    }
}
