/// A scroll view's indicator, drawn over its content while the content is longer than the
/// viewport (right to left, a horizontal one starts at the right, where its content does).
extension UI {
    func emitIndicator(_ s: ScrollState, _ r: Rect, _ opacity: Double, _ ctx: inout EmitContext, _ out: inout EmitOutputs) {
        guard s.showsIndicators, s.contentLength > s.viewport + 0.5, s.viewport > 0 else { return }
        let frac = s.viewport / s.contentLength
        let len = max(24, s.viewport * frac)
        let travel = s.viewport - len
        let pos = travel * min(1, max(0, s.current / max(1, s.maxOffset)))
        let bar: Rect = s.axis == .vertical
            ? Rect(r.maxX - 5, r.minY + pos, 3, len)
            : Rect(s.rightToLeft ? r.maxX - pos - len : r.minX + pos, r.maxY - 5, len, 3)
        out.commands.append(.fillRoundedRect(rect: bar, radius: 1.5, color: Color(white: 0, opacity: 0.3 * opacity)))
    }
}
