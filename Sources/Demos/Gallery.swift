import Gliss

/// The gallery app (`gliss-demos` with no demo named): one tile per demo with what it shows;
/// a click opens it, Escape comes back. Runnable documentation, as Dear ImGui's demo window is.
///
/// It also runs one demo directly (`gliss-demos months`), adding the demos' keys: Escape
/// goes back to the gallery (or quits when launched directly, unless the demo uses Escape
/// itself right now, as the carousel's open sheet does); Q quits from a demo.
public final class GalleryApp: App {
    public static let title = "Gliss"
    public static let commandName = "gallery"
    public static let abstract = "The demo gallery: click a demo, Escape comes back, Escape again quits."
    public static let resourceFolder: String? = "Resources"

    /// The running demo; nil shows the gallery.
    public private(set) var demo: (any Demo)?
    /// True when launched straight into a demo: Escape then quits instead of going back.
    public let direct: Bool
    public private(set) var quitRequested = false
    /// The settings demos are created with.
    public let options: DemoOptions

    /// The gallery, or `demo` directly.
    public init(demo: (any Demo.Type)? = nil, options: DemoOptions = DemoOptions()) {
        self.options = options
        direct = demo != nil
        self.demo = demo?.init(options: options)
    }

    public convenience init() { self.init(demo: nil) }
    public convenience init(arguments: DemoArguments) { self.init(demo: nil, options: arguments.options) }

    /// The demo's title ("Playing Cards"), or the gallery's.
    public var windowTitle: String { demo.map { type(of: $0).title } ?? Self.title }

    /// A demo name or "gallery".
    public var screenName: String { demo.map { type(of: $0).name } ?? "gallery" }

    public func body(_ ui: UI) {
        if demo != nil {
            if ui.keyPressed("escape") && !(demo?.wantsEscape ?? false) {
                if direct { quitRequested = true } else { demo = nil }
            } else if ui.keyPressed("q") {
                quitRequested = true
            }
        } else {
            if ui.keyPressed("escape") { quitRequested = true }
            // Arrows choose a demo as Tab does; Return opens the focused one (as a click).
            ui.onKeyPress("Down") { ui.moveFocus(forward: true) }
            ui.onKeyPress("Right") { ui.moveFocus(forward: true) }
            ui.onKeyPress("Up") { ui.moveFocus(forward: false) }
            ui.onKeyPress("Left") { ui.moveFocus(forward: false) }
        }
        if let demo {
            demo.body(ui)
        } else {
            galleryBody(ui)
        }
    }

    /// The demo's state, or the demo names on the gallery.
    public func snapshot() -> JSON {
        demo?.snapshot() ?? .object([("demos", .strings(allDemos.map { $0.name }))])
    }

    public func invariantViolation() -> String? { demo?.invariantViolation() }

    private func galleryBody(_ ui: UI) {
        // A scroll view: seven tiles and more no longer fit a 1280×800 window (arrows and Tab
        // scroll the focused tile into view).
        ui.scroll(.vertical, id: "gallery", spacing: 0, alignment: .top) {
            galleryTiles(ui)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }

    private func galleryTiles(_ ui: UI) {
        ui.vstack(alignment: .leading, spacing: 16) {
            ui.text("Gliss", font: Font(size: 34, weight: .heavy, design: .rounded))
            ui.text("SwiftUI-style animated interactions on SDL2. Click a demo; Escape comes back here.",
                    font: .callout, color: .secondaryLabel)
            for t in allDemos {
                ui.button(label: t.title, id: t.name, action: { [weak self] in
                    guard let self else { return }
                    self.demo = t.init(options: self.options)
                }) {
                    ui.hstack(spacing: 16) {
                        ui.vstack(alignment: .leading, spacing: 4) {
                            ui.text(t.title, font: .title3.weight(.bold))
                            ui.text(t.summary, font: .callout, color: .secondaryLabel)
                        }
                        ui.spacer()
                        ui.text(t.name, font: .footnote, color: .gray)
                    }
                    .padding(EdgeInsets(horizontal: 20, vertical: 14))
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background(.systemGray6, radius: 12)
                }
            }
        }
        .padding(32)
        .frame(maxWidth: 900, alignment: .topLeading)
    }
}
