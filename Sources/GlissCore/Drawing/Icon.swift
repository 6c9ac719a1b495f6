/// Icons drawn with the bundled icon font (Font Awesome 4.7, SIL OFL), standing in
/// for the SF Symbols the seeds use. The raw value is the glyph's code point.
public enum Icon: String, Sendable, CaseIterable {
    /// `plus`.
    case plus = "\u{f067}"
    /// `xmark`.
    case xmark = "\u{f00d}"
    /// `xmark.circle`.
    case xmarkCircle = "\u{f057}"
    /// `star`.
    case star = "\u{f005}"
    /// `bookmark`.
    case bookmark = "\u{f02e}"
    /// A television (Apple TV).
    case tv = "\u{f26c}"
    /// A clock face (Apple Watch).
    case watch = "\u{f017}"
    /// A speaker (HomePod).
    case speaker = "\u{f028}"
    /// A tablet (iPad).
    case tablet = "\u{f10a}"
    /// A phone (iPhone).
    case phone = "\u{f10b}"
    /// A note (iPod).
    case music = "\u{f001}"
    /// `mappin`.
    case mapMarker = "\u{f041}"
    /// `heart`.
    case heart = "\u{f004}"
}
