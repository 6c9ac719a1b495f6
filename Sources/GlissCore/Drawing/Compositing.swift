/// How a draw command meets what is drawn before it: blended by a mode, and clipped to paths —
/// what a canvas's ``GraphicsContext/blendMode`` and ``GraphicsContext/clip(to:style:)`` give
/// the commands it draws (``DrawCommand/composited(_:_:)``).
public struct Compositing: Sendable, Hashable {
    /// How its colours combine with those already drawn.
    public var blendMode: GraphicsContext.BlendMode
    /// The paths it is clipped to, in the command's points: it shows only where it is inside
    /// all of them.
    public var clipPaths: [ClipPath]

    /// Blended by `blendMode`, clipped to `clipPaths`.
    public init(blendMode: GraphicsContext.BlendMode = .normal, clipPaths: [ClipPath] = []) {
        self.blendMode = blendMode
        self.clipPaths = clipPaths
    }

    /// Neither blended by another mode nor clipped to a path: drawn as the command alone is.
    public var isPlain: Bool { blendMode == .normal && clipPaths.isEmpty }

    /// The clip paths mapped by `m` (into the points of a command drawn under `m`'s inverse).
    public func applying(_ m: Transform2D) -> Compositing {
        Compositing(blendMode: blendMode, clipPaths: clipPaths.map { ClipPath($0.path.applying(m), eoFill: $0.eoFill) })
    }

    /// The clip paths moved by (`dx`, `dy`).
    public func offsetBy(dx: Double, dy: Double) -> Compositing {
        dx == 0 && dy == 0 ? self : applying(.translation(dx, dy))
    }
}

/// A path drawing is clipped to, and the rule that says what is inside it.
public struct ClipPath: Sendable, Hashable {
    /// The outline.
    public var path: Path
    /// Inside by the even-odd rule; false: by non-zero winding.
    public var eoFill: Bool

    /// The inside of `path` by the even-odd rule when `eoFill`, else by non-zero winding.
    public init(_ path: Path, eoFill: Bool = false) {
        self.path = path
        self.eoFill = eoFill
    }
}

extension GraphicsContext {
    /// How what a ``GraphicsContext`` draws next combines with what is already drawn — SwiftUI's
    /// `GraphicsContext.BlendMode`, the separable and non-separable modes of the PDF and CSS
    /// compositing specification. The colour drawn (the source) and the colour under it (the
    /// backdrop) give the result; the source's alpha then mixes that result with the backdrop.
    ///
    /// ```swift
    /// ui.canvas { context, size in
    ///     context.fill(Path(ellipseIn: Rect(0, 0, 80, 80)), with: .color(.yellow))
    ///     context.blendMode = .multiply
    ///     context.fill(Path(ellipseIn: Rect(40, 0, 80, 80)), with: .color(.cyan))   // green where they overlap
    /// }
    /// ```
    ///
    /// A Gliss canvas blends with everything drawn before it, behind the canvas too (SwiftUI's
    /// blends within the canvas's own layer: the same over a white background for `multiply`,
    /// `darken` and the like). Paths and text are blended; images are drawn normally.
    public enum BlendMode: Sendable, Hashable {
        /// The source over the backdrop (the default).
        case normal
        /// Source × backdrop: never lighter than either (white leaves the other as it is).
        case multiply
        /// The inverse of multiplying the inverses: never darker than either.
        case screen
        /// Multiply where the backdrop is dark, screen where it is light.
        case overlay
        /// The darker of the two, channel by channel.
        case darken
        /// The lighter of the two, channel by channel.
        case lighten
        /// The backdrop brightened to reflect the source.
        case colorDodge
        /// The backdrop darkened to reflect the source.
        case colorBurn
        /// A softer `hardLight`.
        case softLight
        /// Multiply where the source is dark, screen where it is light.
        case hardLight
        /// |source − backdrop|: black where they are equal.
        case difference
        /// As `difference`, with less contrast.
        case exclusion
        /// The source's hue with the backdrop's saturation and luminosity.
        case hue
        /// The source's saturation with the backdrop's hue and luminosity.
        case saturation
        /// The source's hue and saturation with the backdrop's luminosity.
        case color
        /// The source's luminosity with the backdrop's hue and saturation.
        case luminosity
        /// Source + backdrop, clamped to white: additive light.
        case plusLighter
    }
}
