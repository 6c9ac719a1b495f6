import GlissCore

extension DrawCommand {
    /// Every point the command can paint, in its own coordinates (window points before any
    /// transform), or nil for a clip or transform command. Text needs the renderer's fonts, so
    /// it is asked of `textBounds`.
    ///
    /// Generous rather than exact: a damaged region a few pixels too large only repaints them
    /// again, one too small leaves a stale pixel.
    func paintedBounds(textBounds: (String, Font, Point) -> Rect) -> Rect? {
        switch self {
        case let .fillRoundedRect(rect, _, _), let .fillEllipse(rect, _):
            return rect
        case let .image(_, rect, _, _, _):
            // Fitted, filled (cropped) or stretched, an image stays inside its frame.
            return rect
        case let .strokeRoundedRect(rect, _, lineWidth, _), let .strokeEllipse(rect, lineWidth, _):
            return rect.insetBy(-abs(lineWidth) / 2)
        case let .text(string, font, _, origin), let .styledText(string, font, _, origin):
            return textBounds(string, font, origin)
        case let .composited(command, compositing):
            // Blend modes that change only what the command covers; clip paths narrow that.
            guard var b = command.paintedBounds(textBounds: textBounds) else { return nil }
            switch command {
            case .fillPath, .strokePath, .text, .styledText, .composited:
                for c in compositing.clipPaths { b = b.intersection(c.path.boundingRect.insetBy(-1)) }
            default:
                break   // drawn as they are (a canvas clips them to its clip's bounds with a pushClip)
            }
            return b
        case let .fillPath(path, _, _):
            return path.boundingRect
        case let .strokePath(path, style, _):
            // Half the width either side, further out at a miter join (up to the miter limit)
            // or a square cap's corner (√2).
            let half = abs(style.lineWidth) / 2
            let reach = style.lineJoin == .miter ? max(style.miterLimit, 2.squareRoot()) : 2.squareRoot()
            return path.boundingRect.insetBy(-half * reach)
        case let .shadow(rect, _, blur, _):
            // The renderer pads the silhouette by 3σ + 1 pixel, σ = blur / 2.
            return rect.insetBy(-(1.5 * max(0, blur) + 1))
        case .pushClip, .popClip, .pushTransform, .popTransform:
            return nil
        }
    }
}
