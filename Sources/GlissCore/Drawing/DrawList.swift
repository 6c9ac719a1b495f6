/// How an image fills its frame.
public enum ContentMode: Sendable, Hashable {
    /// Scale to cover the frame, cropping the overflow (`scaledToFill`).
    case fill
    /// Scale to fit inside the frame, letterboxed (`scaledToFit`).
    case fit
    /// Stretch to the frame (a plain `resizable()` image).
    case stretch
}

/// One drawing command in window points. The backend executes these in order;
/// it never decides layout.
public enum DrawCommand: Sendable, Equatable {
    /// A filled rectangle with rounded corners (radius 0 = square), anti-aliased.
    case fillRoundedRect(rect: Rect, radius: Double, color: Color)
    /// The outline of a rounded rectangle, `lineWidth` centred on the rect's edge (SwiftUI `stroke`).
    case strokeRoundedRect(rect: Rect, radius: Double, lineWidth: Double, color: Color)
    /// An image by resource name (or absolute path), fitted into `rect` by `mode`,
    /// its corners rounded by `radius`, multiplied by `opacity`.
    case image(name: String, rect: Rect, mode: ContentMode, radius: Double, opacity: Double)
    /// One line of text whose layout box's top-left is `origin`.
    case text(String, font: Font, color: Color, origin: Point)
    /// One line of text as ``text(_:font:color:origin:)``, its glyphs filled with `paint`: a
    /// gradient in window points (`.foregroundStyle(LinearGradient(…))` resolves it in the
    /// text's frame). `indirect`, as `fillPath`: labels in a plain colour stay `.text`.
    indirect case styledText(String, font: Font, paint: Paint, origin: Point)
    /// A filled ellipse inscribed in `rect`, anti-aliased (`ui.ellipse`, `ui.circle`).
    case fillEllipse(rect: Rect, color: Color)
    /// The outline of the ellipse inscribed in `rect`, `lineWidth` centred on its edge.
    case strokeEllipse(rect: Rect, lineWidth: Double, color: Color)
    /// The inside of `path` (window points) filled with `paint` (a colour or a gradient),
    /// anti-aliased, by the even-odd rule when `eoFill`, else by non-zero winding (`ui.shape`).
    /// (`indirect`, as `strokePath`: inline, their payloads made every command of every list
    /// larger — +4.4 K instructions a frame of `bench grid` and `bench nested`.)
    indirect case fillPath(Path, eoFill: Bool, paint: Paint)
    /// `path` stroked with `paint` as `style` says (width, caps, joins, dashes), anti-aliased.
    indirect case strokePath(Path, style: StrokeStyle, paint: Paint)
    /// `command` (a path or a line of text) blended into what is drawn before it by
    /// `compositing`'s mode and clipped to its paths (in `command`'s points): what a canvas's
    /// ``GraphicsContext/blendMode`` and ``GraphicsContext/clip(to:style:)`` give what it draws.
    /// Other commands draw as they are. `indirect`: only such canvases make it.
    indirect case composited(DrawCommand, Compositing)
    /// A soft shadow of the rounded rect `rect` (corner `radius`): its silhouette blurred by
    /// a Gaussian of standard deviation `blur / 2` (SwiftUI's shadow `radius`), in `color`.
    case shadow(rect: Rect, radius: Double, blur: Double, color: Color)
    /// Draw the commands up to the matching `popTransform` mapped by `transform` (composed
    /// with any enclosing one): `scaleEffect`, `rotationEffect`. Clips pushed inside are
    /// mapped too (to their bounding box when rotated).
    case pushTransform(Transform2D)
    /// End the innermost `pushTransform`.
    case popTransform
    /// Intersect the clip with `rect` until the matching `popClip`.
    case pushClip(Rect)
    /// End the innermost `pushClip`.
    case popClip
}

/// The output of one frame: a flat list of plain commands (Clay/microui style).
public struct DrawList: Sendable, Equatable {
    /// The commands, in drawing order (back to front).
    public var commands: [DrawCommand] = []
    /// Background colour the frame is cleared to.
    public var clearColor: Color = .white
    /// Images laid out just outside what shows (a scroll view's next rows or pages), which a
    /// renderer may decode and prepare ahead so they draw at once when they scroll in. Not drawn.
    public var prefetchedImages: [ImagePrefetch] = []
    /// Lines of text laid out just outside what shows, in a scroll view's prefetch band,
    /// which a renderer may shape and rasterise ahead so that their first visible frame only
    /// blits glyphs. Not drawn.
    public var prefetchedTexts: [TextPrefetch] = []
    /// An empty list cleared to white.
    public init() {}
    /// Adds `c` after (in front of) the commands so far.
    public mutating func append(_ c: DrawCommand) { commands.append(c) }
    /// The number of commands.
    public var count: Int { commands.count }
}

/// An image a frame laid out near, but not in, what shows: where it would be drawn and how.
public struct ImagePrefetch: Sendable, Equatable {
    /// The image's resource name (or absolute path), as in ``DrawCommand/image(name:rect:mode:radius:opacity:)``.
    public var name: String
    /// Where it would be drawn, in window points.
    public var rect: Rect
    /// How it would be fitted into `rect`.
    public var mode: ContentMode
    /// Its corner radius in points.
    public var radius: Double

    /// An image to fetch ahead.
    public init(name: String, rect: Rect, mode: ContentMode, radius: Double) {
        self.name = name
        self.rect = rect
        self.mode = mode
        self.radius = radius
    }
}

/// A line of text a frame laid out near, but not in, what shows: where it would be drawn.
public struct TextPrefetch: Sendable, Equatable {
    /// The line, as in ``DrawCommand/text(_:font:color:origin:)``.
    public var string: String
    /// Its font.
    public var font: Font
    /// Its line box's top-left, in window points.
    public var origin: Point

    /// A line of text to prepare ahead.
    public init(string: String, font: Font, origin: Point) {
        self.string = string
        self.font = font
        self.origin = origin
    }
}

extension DrawCommand {
    /// The command moved by (dx, dy) with its opacity multiplied by `opacity`.
    public func transformed(dx: Double, dy: Double, opacity o: Double) -> DrawCommand {
        switch self {
        case .fillRoundedRect(let r, let radius, let c):
            return .fillRoundedRect(rect: r.offsetBy(dx, dy), radius: radius, color: c.opacity(o))
        case .strokeRoundedRect(let r, let radius, let w, let c):
            return .strokeRoundedRect(rect: r.offsetBy(dx, dy), radius: radius, lineWidth: w, color: c.opacity(o))
        case .image(let name, let r, let mode, let radius, let op):
            return .image(name: name, rect: r.offsetBy(dx, dy), mode: mode, radius: radius, opacity: op * o)
        case .text(let s, let font, let c, let p):
            return .text(s, font: font, color: c.opacity(o), origin: Point(p.x + dx, p.y + dy))
        case .styledText(let s, let font, let paint, let p):
            return .styledText(s, font: font, paint: paint.offsetBy(dx: dx, dy: dy).opacity(o), origin: Point(p.x + dx, p.y + dy))
        case .fillEllipse(let r, let c):
            return .fillEllipse(rect: r.offsetBy(dx, dy), color: c.opacity(o))
        case .strokeEllipse(let r, let w, let c):
            return .strokeEllipse(rect: r.offsetBy(dx, dy), lineWidth: w, color: c.opacity(o))
        case .shadow(let r, let radius, let blur, let c):
            return .shadow(rect: r.offsetBy(dx, dy), radius: radius, blur: blur, color: c.opacity(o))
        case .fillPath(let path, let eo, let p):
            return .fillPath(path.offsetBy(dx: dx, dy: dy), eoFill: eo, paint: p.offsetBy(dx: dx, dy: dy).opacity(o))
        case .strokePath(let path, let style, let p):
            return .strokePath(path.offsetBy(dx: dx, dy: dy), style: style, paint: p.offsetBy(dx: dx, dy: dy).opacity(o))
        case .composited(let command, let c):
            return .composited(command.transformed(dx: dx, dy: dy, opacity: o), c.offsetBy(dx: dx, dy: dy))
        case .pushTransform(let m):
            return .pushTransform(m.conjugated(byTranslation: dx, dy))
        case .popTransform:
            return .popTransform
        case .pushClip(let r):
            return .pushClip(r.offsetBy(dx, dy))
        case .popClip:
            return .popClip
        }
    }
}
