/// Icons drawn with the bundled icon font (Font Awesome 4.7, SIL OFL), standing in
/// for the SF Symbols the seeds use. The raw value is the glyph's code point.
public enum Icon: String, Sendable, CaseIterable {
    case plus = "\u{f067}"
    case xmark = "\u{f00d}"
    case xmarkCircle = "\u{f057}"
    case star = "\u{f005}"
    case bookmark = "\u{f02e}"
    case tv = "\u{f26c}"            // Apple TV
    case watch = "\u{f017}"         // Apple Watch (clock face)
    case speaker = "\u{f028}"       // HomePod
    case tablet = "\u{f10a}"        // iPad
    case phone = "\u{f10b}"         // iPhone
    case music = "\u{f001}"         // iPod
    case mapMarker = "\u{f041}"
    case heart = "\u{f004}"
}
