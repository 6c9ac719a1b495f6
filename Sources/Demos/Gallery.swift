/// The start screen: one tile per demo with what it shows; a click opens it.
/// Runnable documentation, as Dear ImGui's demo window is.
final class Gallery {
    var chosen: Demo.Type? = nil

    func body(_ ui: UI) {
        ui.vstack(alignment: .leading, spacing: 16) {
            ui.text("Gliss", font: Font(size: 34, weight: .heavy, design: .rounded))
            ui.text("SwiftUI-style animated interactions on SDL2. Click a demo; Escape comes back here.",
                    font: .callout, color: .secondaryLabel, multiline: true)
            for t in allDemos {
                ui.button(label: t.title, id: t.name, action: { [weak self] in self?.chosen = t }) {
                    ui.hstack(spacing: 16) {
                        ui.vstack(alignment: .leading, spacing: 4) {
                            ui.text(t.title, font: .title3.weight(.bold))
                            ui.text(t.summary, font: .callout, color: .secondaryLabel, multiline: true)
                        }
                        ui.spacer()
                        ui.text(t.name, font: .footnote, color: .gray)
                    }
                    .padding(EdgeInsets(horizontal: 20, vertical: 14))
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background(.systemGray6, radius: 12)
                }
            }
            ui.spacer()
        }
        .padding(32)
        .frame(maxWidth: 900, maxHeight: .infinity, alignment: .topLeading)
    }
}
