/// What a `ui.canvas` draws with — SwiftUI's `GraphicsContext`: fill and stroke paths, draw
/// text and images, under a transform, an opacity, a blend mode and a clip of its own.
///
/// A context is a value: a copy (`var inner = context`) takes its transform, opacity and clip
/// and changes them without changing the original's, and both draw into the same canvas, in the
/// order they draw. Coordinates are the canvas's: (0, 0) is its top-leading corner.
///
/// ```swift
/// ui.canvas { context, size in
///     context.fill(Path(ellipseIn: Rect(0, 0, size.width, size.height)), with: .color(.orange))
///     context.translateBy(x: size.width / 2, y: size.height / 2)
///     context.rotate(by: .degrees(45))
///     context.stroke(Path(Rect(-20, -20, 40, 40)), with: .color(.white), lineWidth: 3)
/// }
/// .frame(width: 200, height: 120)
/// ```
public struct GraphicsContext {
    /// The commands drawn so far, shared by every copy of the context.
    final class Recording {
        var commands: [DrawCommand] = []
    }

    let recording: Recording
    /// The canvas's frame in the window.
    let frame: Rect
    let measurer: TextMeasurer
    /// Maps the context's points to the canvas's — SwiftUI's `transform`.
    public var transform: Transform2D = .identity
    /// What everything drawn is multiplied by, 0…1.
    public var opacity: Double = 1
    /// How what is drawn next combines with what is already drawn — SwiftUI's `blendMode`:
    /// `context.blendMode = .multiply`. See ``BlendMode``.
    public var blendMode: BlendMode = .normal
    /// The clip in window points (the canvas's frame, narrowed by `clip(to:style:)`): the
    /// bounding box of the clip paths.
    var clipRect: Rect
    /// The paths `clip(to:style:)` was given that are not rectangles, in window points.
    var clipPaths: [ClipPath] = []

    init(frame: Rect, measurer: TextMeasurer) {
        recording = Recording()
        self.frame = frame
        self.measurer = measurer
        clipRect = frame
    }

    /// How a path is painted — SwiftUI's `GraphicsContext.Shading`: a colour, a gradient in the
    /// context's points, or any ``ShapeStyle`` (resolved in the canvas's bounds).
    public struct Shading {
        let resolve: (_ bounds: Rect) -> Paint
        /// One colour.
        public static func color(_ color: Color) -> Shading { Shading { _ in .color(color) } }
        /// A shape style: a colour or a gradient whose unit points are the canvas's.
        public static func style(_ style: some ShapeStyle) -> Shading { Shading { style.resolve(in: $0) } }
        /// `gradient` along the line from `startPoint` to `endPoint`.
        public static func linearGradient(_ gradient: Gradient, startPoint: Point, endPoint: Point) -> Shading {
            Shading { _ in .linearGradient(gradient, start: startPoint, end: endPoint) }
        }
        /// `gradient` in circles round `center`, from `startRadius` to `endRadius`.
        public static func radialGradient(_ gradient: Gradient, center: Point, startRadius: Double, endRadius: Double) -> Shading {
            Shading { _ in .radialGradient(gradient, center: center, startRadius: startRadius, endRadius: endRadius, scaleY: 1) }
        }
        /// `gradient` round `center`, a whole turn from `angle`.
        public static func conicGradient(_ gradient: Gradient, center: Point, angle: Angle = .zero) -> Shading {
            Shading { _ in .angularGradient(gradient, center: center, startAngle: angle, endAngle: Angle(radians: angle.radians + 2 * .pi)) }
        }
    }

    // MARK: - State

    /// Moves what is drawn next by (`x`, `y`).
    public mutating func translateBy(x: Double, y: Double) { transform = transform.concatenating(after: .translation(x, y)) }
    /// Scales what is drawn next about the current origin.
    public mutating func scaleBy(x: Double, y: Double) { transform = transform.concatenating(after: .scale(x, y)) }
    /// Rotates what is drawn next about the current origin (positive: clockwise on screen).
    public mutating func rotate(by angle: Angle) { transform = transform.concatenating(after: .rotation(angle)) }
    /// Applies `m` to what is drawn next, before the current transform.
    public mutating func concatenate(_ m: Transform2D) { transform = transform.concatenating(after: m) }

    /// Limits what is drawn next to the inside of `path` (by `style`'s rule), in the context's
    /// points under its transform now — SwiftUI's `clip(to:style:)`. Clips add up: what is
    /// drawn shows only inside all of them. Paths and text are clipped to the path itself
    /// (clip to a circle, fill a rectangle: a disc); images to its bounding box.
    ///
    /// ```swift
    /// ui.canvas { context, size in
    ///     context.clip(to: Path(ellipseIn: Rect(0, 0, size.width, size.height)))
    ///     context.fill(Path(Rect(0, 0, size.width, size.height / 2)), with: .color(.red))   // a half disc
    /// }
    /// ```
    public mutating func clip(to path: Path, style: FillStyle = FillStyle()) {
        let inWindow = path.applying(toWindow)
        clipRect = clipRect.intersection(inWindow.boundingRect)
        // A rectangle upright in the window is its bounding box: the clip rectangle is all of it.
        if !inWindow.isUprightRectangle { clipPaths.append(ClipPath(inWindow, eoFill: style.isEOFilled)) }
    }

    /// A copy of the context to draw a group with: its transform, opacity and clip are the
    /// copy's — SwiftUI's `drawLayer(content:)`.
    public func drawLayer(content: (inout GraphicsContext) -> Void) {
        var layer = self
        content(&layer)
    }

    // MARK: - Drawing

    /// Fills `path` with `shading` by `style`'s rule.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        guard !path.isEmpty else { return }
        draw(.fillPath(path, eoFill: style.isEOFilled, paint: shading.resolve(bounds).opacity(opacity)))
    }

    /// Strokes `path` with `shading`, `lineWidth` wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: Double = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Strokes `path` with `shading` as `style` says.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        guard !path.isEmpty, style.lineWidth > 0 else { return }
        draw(.strokePath(path, style: style, paint: shading.resolve(bounds).opacity(opacity)))
    }

    /// One line of `text` in `font` and `color`, its `anchor` point at `point` — SwiftUI's
    /// `draw(_:at:anchor:)` of a `Text` (`.center`: centred on the point).
    public func draw(_ text: String, font: Font = .body, color: Color = .primary, at point: Point, anchor: UnitPoint = .center) {
        guard !text.isEmpty else { return }
        let size = measurer.measure(text, font: font)
        let origin = Point(point.x - size.width * anchor.x, point.y - size.height * anchor.y)
        draw(.text(text, font: font, color: color.opacity(opacity), origin: origin))
    }

    /// The image named `name` (a resource name or an absolute path) fitted into `rect` by
    /// `mode` — SwiftUI's `draw(_:in:)` of an `Image`.
    public func draw(image name: String, in rect: Rect, mode: ContentMode = .fill) {
        draw(.image(name: name, rect: rect, mode: mode, radius: 0, opacity: opacity))
    }

    /// The canvas's bounds in its own points.
    private var bounds: Rect { Rect(0, 0, frame.width, frame.height) }

    /// Context points → window points.
    private var toWindow: Transform2D { Transform2D.translation(frame.minX, frame.minY).concatenating(after: transform) }

    /// `command` (in the context's points) in the window: moved when the transform only
    /// translates, else drawn under it; clipped to the context's clip, and blended by its mode
    /// (an image only clipped, to the clip's bounding box).
    private func draw(_ command: DrawCommand) {
        guard opacity > 0, !clipRect.isEmpty else { return }
        let m = toWindow
        var compositing = Compositing(blendMode: blendMode, clipPaths: clipPaths)
        if case .image = command { compositing = Compositing() }
        recording.commands.append(.pushClip(clipRect))
        if m.isTranslation {
            let moved = command.transformed(dx: m.tx, dy: m.ty, opacity: 1)
            recording.commands.append(compositing.isPlain ? moved : .composited(moved, compositing))
        } else {
            // The clip paths are the window's: under the transform they are mapped back by it.
            guard let back = m.inverted else { recording.commands.append(.popClip); return }
            recording.commands.append(.pushTransform(m))
            recording.commands.append(compositing.isPlain ? command : .composited(command, compositing.applying(back)))
            recording.commands.append(.popTransform)
        }
        recording.commands.append(.popClip)
    }
}

extension UI {
    /// A view that draws with a ``GraphicsContext`` — SwiftUI's `Canvas`: `renderer` is called
    /// with the context and the canvas's size each frame it is drawn. It takes all the space it
    /// is offered; what it draws is clipped to its frame.
    ///
    /// ```swift
    /// ui.canvas { context, size in
    ///     for i in 0..<10 {
    ///         let x = size.width * Double(i) / 10
    ///         context.fill(Path(Rect(x, size.height - heights[i], 8, heights[i])), with: .color(.blue))
    ///     }
    /// }
    /// ```
    @discardableResult
    public func canvas(id: some IdentityKey = PositionalKey(), renderer: @escaping (inout GraphicsContext, Size) -> Void) -> NodeRef {
        var drawing = CustomShape(shape: Rectangle())
        drawing.renderer = renderer
        tree.customShapes.append(drawing)
        var content = ShapeContent(fill: nil, stroke: nil, lineWidth: 0, radius: 0, kind: .roundedRect, foreground: false)
        content.custom = Int32(tree.customShapes.count - 1)
        tree.shapes.append(content)
        return ref(add(.shape(index: tree.shapes.count - 1), .shape, idBits: id.explicitBits))
    }

    /// A canvas's drawing in `rect`, its commands appended to `out`.
    func emitCanvas(_ renderer: (inout GraphicsContext, Size) -> Void, _ rect: Rect, _ opacity: Double, _ out: inout EmitOutputs) {
        var context = GraphicsContext(frame: rect, measurer: measurer)
        context.opacity = opacity
        renderer(&context, rect.size)
        out.commands.append(contentsOf: context.recording.commands)
    }
}
