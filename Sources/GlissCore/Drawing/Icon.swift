/// Icons drawn with the bundled icon font (Font Awesome 4.7, SIL OFL), standing in
/// for the SF Symbols the seeds use. The raw value is the glyph's code point.
///
/// Any glyph of the font can be named: `Icon(named: "rocket")` (Font Awesome 4.7's names,
/// `fa-` prefix optional), and common SF Symbols names map to their nearest glyph
/// (`Icon(named: "heart.fill")`, `"chevron.left"`, `"xmark"`, …; SF's outline/`.fill` pairs map
/// to Font Awesome's `-o`/filled pairs). The constants follow SF's names too: ``heart`` is the
/// outline, ``heartFill`` the filled glyph, as `Icon(named: "heart")` and `"heart.fill"`. An
/// unknown name draws a placeholder glyph and `ui.icon` reports it once in `UI.warnings`.
public struct Icon: Hashable, Sendable, CustomStringConvertible {
    /// The glyph as a one-character string (what `ui.icon` draws with the icon font).
    public let rawValue: String
    /// The name the icon was made with (the inspector label).
    public let name: String
    /// False when `Icon(named:)` did not know the name (a placeholder glyph is drawn).
    public let isKnown: Bool

    /// The name (so inspector labels read `heart`, `chevron.left`, …).
    public var description: String { name }

    init(_ name: String, _ glyph: String) {
        self.name = name; rawValue = glyph; isKnown = true
    }

    /// The icon called `name`: an SF Symbols name from ``sfSymbolNames``, else a Font Awesome
    /// 4.7 name (with or without `fa-`). Unknown names give a placeholder (`isKnown` false).
    public init(named name: String) {
        self.name = name
        let fa = name.hasPrefix("fa-") ? String(name.dropFirst(3)) : name
        let code = name.hasPrefix("fa-") ? Icon.fontAwesomeNames[fa]
            : (Icon.sfSymbolNames[name].flatMap { Icon.fontAwesomeNames[$0] } ?? Icon.fontAwesomeNames[fa])
        isKnown = code != nil
        rawValue = String(UnicodeScalar(code ?? Icon.placeholderCode) ?? "?")
    }

    /// `question-circle-o`: drawn for names the font does not have.
    static let placeholderCode: UInt32 = 0xf29c

    /// Every name `Icon(named:)` knows: SF Symbols names first, then Font Awesome's.
    public static var allNames: [String] { Array(sfSymbolNames.keys).sorted() + Array(fontAwesomeNames.keys).sorted() }

    /// Common SF Symbols names → the Font Awesome 4.7 glyph that stands in for them.
    public static let sfSymbolNames: [String: String] = [
        "heart": "heart-o", "heart.fill": "heart", "star": "star-o", "star.fill": "star",
        "star.leadinghalf.filled": "star-half-o", "xmark": "times", "xmark.circle": "times-circle-o",
        "xmark.circle.fill": "times-circle", "plus": "plus", "plus.circle": "plus-circle", "plus.circle.fill": "plus-circle",
        "plus.square": "plus-square-o", "minus": "minus", "minus.circle": "minus-circle", "minus.circle.fill": "minus-circle",
        "checkmark": "check", "checkmark.circle": "check-circle-o", "checkmark.circle.fill": "check-circle",
        "chevron.left": "chevron-left", "chevron.right": "chevron-right", "chevron.up": "chevron-up",
        "chevron.down": "chevron-down", "arrow.left": "arrow-left", "arrow.right": "arrow-right",
        "arrow.up": "arrow-up", "arrow.down": "arrow-down", "arrow.clockwise": "refresh",
        "arrow.counterclockwise": "undo", "magnifyingglass": "search", "gear": "cog", "gearshape": "cog",
        "gearshape.fill": "cog", "trash": "trash-o", "trash.fill": "trash", "bell": "bell-o", "bell.fill": "bell",
        "bookmark": "bookmark-o", "bookmark.fill": "bookmark", "person": "user-o", "person.fill": "user",
        "person.circle": "user-circle-o", "person.circle.fill": "user-circle", "person.2": "users",
        "house": "home", "house.fill": "home", "envelope": "envelope-o", "envelope.fill": "envelope",
        "paperplane": "paper-plane-o", "paperplane.fill": "paper-plane", "square.and.arrow.up": "share-square-o",
        "square.and.arrow.down": "download", "info.circle": "info-circle", "info.circle.fill": "info-circle",
        "exclamationmark.triangle": "exclamation-triangle", "exclamationmark.triangle.fill": "exclamation-triangle",
        "questionmark.circle": "question-circle-o", "questionmark.circle.fill": "question-circle",
        "play": "play", "play.fill": "play", "pause": "pause", "pause.fill": "pause", "stop.fill": "stop",
        "forward.fill": "forward", "backward.fill": "backward", "music.note": "music", "photo": "picture-o",
        "camera": "camera", "camera.fill": "camera", "mappin": "map-marker", "location": "location-arrow",
        "location.fill": "location-arrow", "calendar": "calendar", "clock": "clock-o", "clock.fill": "clock-o",
        "lock": "lock", "lock.fill": "lock", "lock.open": "unlock", "cart": "shopping-cart", "cart.fill": "shopping-cart",
        "flag": "flag-o", "flag.fill": "flag", "sun.max": "sun-o", "sun.max.fill": "sun-o", "moon": "moon-o",
        "moon.fill": "moon-o", "cloud": "cloud", "cloud.fill": "cloud", "bolt": "bolt", "bolt.fill": "bolt",
        "flame": "fire", "flame.fill": "fire", "leaf": "leaf", "leaf.fill": "leaf", "tv": "television",
        "applewatch": "clock-o", "ipad": "tablet", "iphone": "mobile", "homepod": "volume-up",
        "ellipsis": "ellipsis-h", "line.3.horizontal": "bars", "list.bullet": "list-ul",
        "square.grid.2x2": "th-large", "pencil": "pencil", "folder": "folder-o", "folder.fill": "folder",
        "doc": "file-o", "doc.fill": "file", "link": "link", "globe": "globe", "wifi": "wifi",
        "battery.100": "battery-full", "speaker.wave.2": "volume-up", "speaker.wave.2.fill": "volume-up",
        "speaker.slash": "volume-off", "hand.thumbsup": "thumbs-o-up", "hand.thumbsup.fill": "thumbs-up",
        "hand.thumbsdown": "thumbs-o-down", "hand.thumbsdown.fill": "thumbs-down", "bubble.left": "comment-o",
        "bubble.left.fill": "comment", "eye": "eye", "eye.fill": "eye", "eye.slash": "eye-slash",
        "square": "square-o", "square.fill": "square", "circle": "circle-o", "circle.fill": "circle",
        "gift": "gift", "gift.fill": "gift", "tag": "tag", "tag.fill": "tag", "airplane": "plane",
        "car": "car", "car.fill": "car", "bicycle": "bicycle", "cup.and.saucer": "coffee",
        "book": "book", "book.fill": "book", "map": "map-o", "map.fill": "map", "phone": "phone", "phone.fill": "phone",
        "video": "video-camera", "video.fill": "video-camera", "mic": "microphone", "mic.fill": "microphone",
        "mic.slash": "microphone-slash", "printer": "print", "paperclip": "paperclip", "scissors": "scissors",
        "keyboard": "keyboard-o", "desktopcomputer": "desktop", "laptopcomputer": "laptop",
        "square.and.pencil": "pencil-square-o", "arrow.up.arrow.down": "sort", "sparkles": "magic",
    ]

    /// `plus`.
    public static let plus = Icon("plus", "\u{f067}")
    /// `xmark`.
    public static let xmark = Icon("xmark", "\u{f00d}")
    /// `xmark.circle`.
    public static let xmarkCircle = Icon("xmarkCircle", "\u{f057}")
    /// `star`: the outline, as SF's `star` and `Icon(named: "star")`.
    public static let star = Icon("star", "\u{f006}")
    /// `star.fill`.
    public static let starFill = Icon("star.fill", "\u{f005}")
    /// `bookmark`: the outline, as SF's `bookmark` and `Icon(named: "bookmark")`.
    public static let bookmark = Icon("bookmark", "\u{f097}")
    /// `bookmark.fill`.
    public static let bookmarkFill = Icon("bookmark.fill", "\u{f02e}")
    /// A television (Apple TV).
    public static let tv = Icon("tv", "\u{f26c}")
    /// A clock face (Apple Watch).
    public static let watch = Icon("watch", "\u{f017}")
    /// A speaker (HomePod).
    public static let speaker = Icon("speaker", "\u{f028}")
    /// A tablet (iPad).
    public static let tablet = Icon("tablet", "\u{f10a}")
    /// A phone (iPhone).
    public static let phone = Icon("phone", "\u{f10b}")
    /// A note (iPod).
    public static let music = Icon("music", "\u{f001}")
    /// `mappin`.
    public static let mapMarker = Icon("mapMarker", "\u{f041}")
    /// `heart`: the outline, as SF's `heart` and `Icon(named: "heart")`.
    public static let heart = Icon("heart", "\u{f08a}")
    /// `heart.fill`.
    public static let heartFill = Icon("heart.fill", "\u{f004}")
}
