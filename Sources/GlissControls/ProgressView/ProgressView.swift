import Foundation
@_spi(GlissControls) import GlissCore

extension UI {
    /// Shows how far a task has come — SwiftUI's `ProgressView`. With a `value` it is a bar
    /// filled `value / total` of its width (it takes the width offered; a change inside
    /// `withAnimation` fills smoothly); with none it is a spinner that turns while shown (it
    /// asks for the frames it needs; hidden or gone, it costs nothing). `title` shows above
    /// the bar (or beside the spinner) when not empty.
    ///
    /// The inspector lists it with the role `progress`, its title as label and as value the
    /// percentage done ("40%") or "indeterminate".
    ///
    /// ```swift
    /// ui.progressView("Downloading", value: bytes, total: size)
    /// ui.progressView()                       // loading: a spinner
    /// ```
    @discardableResult
    @_disfavoredOverload
    public func progressView(_ title: String = "", value: Double? = nil, total: Double = 1,
                             id: some IdentityKey = PositionalKey()) -> NodeRef {
        guard let value else {
            let root = hstack(spacing: 8, id: id) {
                spinner()
                if !title.isEmpty { text(title, color: ControlStyle.label) }
            }
            return root.accessibility(role: .progress, label: title).accessibilityValue("indeterminate")
        }
        let fraction = total > 0 && value.isFinite && total.isFinite ? min(max(value / total, 0), 1) : 0
        let root = vstack(alignment: .leading, spacing: 6, id: id) {
            if !title.isEmpty { text(title, color: ControlStyle.label) }
            let shown = animatedValue("fraction", fraction)
            let bar = ControlStyle.progressBar
            geometryReader { geo in
                canvas {
                    capsule(fill: ControlStyle.track).place(in: Rect(0, 0, geo.size.width, bar))
                    if shown > 0 {
                        capsule(fill: .accentColor).place(in: Rect(0, 0, max(bar, geo.size.width * shown), bar))
                    }
                }
                .frame(width: geo.size.width, height: bar)
            }
            .frame(height: bar)
        }
        return root.accessibility(role: .progress, label: title)
            .accessibilityValue("\(Int((fraction * 100).rounded()))%")
            .accessibilityValue(fraction * 100, in: 0...100)
    }

    /// Eight dots round a circle, the brightest one turning once a second. The frame it next
    /// changes is asked for (`requestFrame(at:)`): a spinner on screen draws at the display's
    /// rate, and one no longer built asks for nothing.
    private func spinner() {
        let side = ControlStyle.spinner, dots = 8, period = 1.0
        let phase = (time / period).truncatingRemainder(dividingBy: 1)
        let lead = Int(phase * Double(dots)) % dots
        canvas {
            for k in 0..<dots {
                let angle = Double(k) / Double(dots) * 2 * .pi - .pi / 2
                let behind = (lead - k + dots) % dots
                let r = 2.2, orbit = side / 2 - r
                circle(fill: ControlStyle.label.opacity(0.15 + 0.7 * (1 - Double(behind) / Double(dots))))
                    .place(in: Rect(side / 2 + orbit * cos(angle) - r, side / 2 + orbit * sin(angle) - r, 2 * r, 2 * r))
            }
        }
        .frame(width: side, height: side)
        // The next step of the turn (an eighth of a second later).
        requestFrame(at: time + period / Double(dots) - (phase * Double(dots)).truncatingRemainder(dividingBy: 1) * period / Double(dots))
    }
}
