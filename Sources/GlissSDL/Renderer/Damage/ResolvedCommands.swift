import GlissCore

/// One drawing command as a frame drew it: with the clip (in pixels, before any damage limit)
/// and the transform in force. Two frames' commands draw the same pixels exactly when these
/// are equal, which is what damage tracking compares.
struct ResolvedCommand: Equatable {
    let command: DrawCommand
    let clip: PixelRect
    let transform: Transform2D
    /// A cheap digest of the command's kind, place and colour: two commands that differ
    /// nearly always differ here, so the alignment compares integers, not payloads (a scrolled
    /// 4K grid is ~4,000 changed commands, each compared with up to 96 others).
    let digest: UInt64

    init(command: DrawCommand, clip: PixelRect, transform: Transform2D) {
        self.command = command
        self.clip = clip
        self.transform = transform
        digest = command.digest
    }

    static func == (a: ResolvedCommand, b: ResolvedCommand) -> Bool {
        a.digest == b.digest && a.clip == b.clip && a.transform == b.transform && a.command == b.command
    }

    /// The pixels it can paint at `scale`: its painted bounds mapped by its transform, `margin`
    /// pixels wider for anti-aliased edges and rounding, cut to its clip.
    func paintedPixels(scale: Double, margin: Int32 = 2, textBounds: (String, Font, Point) -> Rect) -> PixelRect {
        guard let b = command.paintedBounds(textBounds: textBounds) else { return PixelRect(x0: 0, y0: 0, x1: 0, y1: 0) }
        let mapped = transform.isIdentity ? b : transform.boundingBox(b)
        return PixelRect.enclosing(mapped, scale: scale, margin: margin).intersection(clip)
    }
}

extension DrawList {
    /// The drawing commands with the clip and transform each draws under (the push and pop
    /// commands are folded into them). `pixelRect` snaps a clip rect as the renderer does.
    ///
    /// A clip under a transform is its mapped bounding box, rounded outwards: never smaller
    /// than what the renderer clips to, which is all damage needs.
    func resolved(viewport: PixelRect, scale: Double, pixelRect: (Rect) -> PixelRect) -> [ResolvedCommand] {
        var out: [ResolvedCommand] = []
        out.reserveCapacity(commands.count)
        var clips: [PixelRect] = []
        var transforms: [Transform2D] = []
        var clip = viewport
        var transform = Transform2D.identity
        for c in commands {
            switch c {
            case .pushClip(let r):
                clips.append(clip)
                let p: PixelRect
                if !r.isFinite {
                    p = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)
                } else if transform.isIdentity {
                    p = pixelRect(r)
                } else {
                    p = PixelRect.enclosing(transform.boundingBox(r), scale: scale, margin: 0)
                }
                clip = clip.intersection(p)
            case .popClip:
                if let last = clips.popLast() { clip = last }
            case .pushTransform(let m):
                transforms.append(transform)
                transform = transform.concatenating(after: m.isFinite ? m : .scale(0, 0))
            case .popTransform:
                if let last = transforms.popLast() { transform = last }
            default:
                out.append(ResolvedCommand(command: c, clip: clip, transform: transform))
            }
        }
        return out
    }
}

extension PixelRect {
    /// The whole pixels `r` (window points) touches at `scale`, grown by `margin` pixels; empty
    /// for a rect that is not finite.
    static func enclosing(_ r: Rect, scale s: Double, margin: Int32) -> PixelRect {
        guard r.isFinite else { return PixelRect(x0: 0, y0: 0, x1: 0, y1: 0) }
        return PixelRect(x0: pixelCoord((r.minX * s).rounded(.down)) - margin, y0: pixelCoord((r.minY * s).rounded(.down)) - margin,
                         x1: pixelCoord((r.maxX * s).rounded(.up)) + margin, y1: pixelCoord((r.maxY * s).rounded(.up)) + margin)
    }

    /// The smallest rect holding both.
    func union(_ o: PixelRect) -> PixelRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        return PixelRect(x0: min(x0, o.x0), y0: min(y0, o.y0), x1: max(x1, o.x1), y1: max(y1, o.y1))
    }

    /// Width × height (0 when empty).
    var area: Int { isEmpty ? 0 : Int(width) * Int(height) }
}

extension DrawCommand {
    /// Mixes the numbers that place and colour the command (not its text or path: their
    /// lengths stand in). Equal commands have equal digests.
    var digest: UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        @inline(__always) func mix(_ v: UInt64) { h = (h ^ v) &* 0x0000_0100_0000_01b3; h ^= h >> 29 }
        @inline(__always) func mix(_ d: Double) { mix(d.bitPattern) }
        @inline(__always) func mix(_ r: Rect) { mix(r.origin.x); mix(r.origin.y); mix(r.size.width); mix(r.size.height) }
        @inline(__always) func mix(_ c: Color) { mix(c.r); mix(c.g); mix(c.b); mix(c.a) }
        switch self {
        case let .fillRoundedRect(r, radius, c): mix(UInt64(1)); mix(r); mix(radius); mix(c)
        case let .strokeRoundedRect(r, radius, w, c): mix(UInt64(2)); mix(r); mix(radius); mix(w); mix(c)
        case let .image(name, r, _, radius, opacity): mix(UInt64(3)); mix(UInt64(name.utf8.count)); mix(r); mix(radius); mix(opacity)
        case let .text(string, font, c, o): mix(UInt64(4)); mix(UInt64(string.utf8.count)); mix(font.size); mix(c); mix(o.x); mix(o.y)
        case let .styledText(string, font, _, o): mix(UInt64(14)); mix(UInt64(string.utf8.count)); mix(font.size); mix(o.x); mix(o.y)
        case let .composited(command, compositing): mix(UInt64(15)); mix(command.digest); mix(UInt64(compositing.clipPaths.count))
        case let .fillEllipse(r, c): mix(UInt64(5)); mix(r); mix(c)
        case let .strokeEllipse(r, w, c): mix(UInt64(6)); mix(r); mix(w); mix(c)
        case let .fillPath(path, _, _): mix(UInt64(7)); mix(UInt64(path.elements.count))
        case let .strokePath(path, style, _): mix(UInt64(8)); mix(UInt64(path.elements.count)); mix(style.lineWidth)
        case let .shadow(r, radius, blur, c): mix(UInt64(9)); mix(r); mix(radius); mix(blur); mix(c)
        case .pushTransform: mix(UInt64(10))
        case .popTransform: mix(UInt64(11))
        case .pushClip: mix(UInt64(12))
        case .popClip: mix(UInt64(13))
        }
        return h
    }
}
