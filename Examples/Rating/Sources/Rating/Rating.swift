import Gliss

/// Rates a stay with a control of the app's own (`rating`, in RatingControl.swift), written
/// with Gliss's control SPI so that a screen reader can set it as it sets a slider.
@main final class Rating: App {
    var stars = 3

    static var defaultSize: Size { Size(420, 220) }

    func body(_ ui: UI) {
        ui.vstack(spacing: 16) {
            ui.text("How was your stay?", font: .title2)
            ui.rating("Rating", value: Bindable(self).stars)
            ui.text(stars == 0 ? "Not rated" : "\(stars) of 5", color: .secondary)
        }
        .padding(24)
    }

    func snapshot() -> JSON { .object([("stars", .number(Double(stars)))]) }
}
