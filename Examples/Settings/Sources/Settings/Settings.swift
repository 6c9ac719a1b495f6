import Foundation
import Gliss

/// A desktop System Settings window: a form of sections (General, Sound, Network) in a
/// navigation stack, a network's details on a page pushed over it, an alert before erasing
/// everything and an About sheet. Every control is Gliss's own, used as an app would.
@main final class Settings: App {
    enum Appearance: String, CaseIterable {
        case light = "Light", dark = "Dark", auto = "Auto"

        /// What the window asks for: Auto follows the system.
        var scheme: ColorScheme? {
            switch self {
            case .light: return .light
            case .dark: return .dark
            case .auto: return nil
            }
        }
    }

    enum IconSize: String, CaseIterable { case small = "Small", medium = "Medium", large = "Large" }

    struct Network: Hashable {
        var name: String
        var security: String
        var signal: Double          // 0…1
        var autoJoin = true
    }

    static let knownNetworks = [
        Network(name: "Home", security: "WPA3 Personal", signal: 0.9),
        Network(name: "Office", security: "WPA2 Enterprise", signal: 0.6),
        Network(name: "Café Libre", security: "None", signal: 0.3, autoJoin: false),
    ]

    // General
    var automaticUpdates = true
    var askBeforeClosing = false
    var appearance = Appearance.auto
    var iconSize = IconSize.medium
    // Sound
    var volume = 50.0
    var alertRepeats = 1
    // Network
    var networks = Settings.knownNetworks
    /// The networks whose pages are pushed (by name).
    var path: [String] = []
    // Presentations
    var confirmingErase = false
    var showingAbout = false

    static var defaultSize: Size { Size(560, 720) }

    init() {}

    /// Every setting back to its default (the alert's "Erase").
    func eraseAll() {
        automaticUpdates = true
        askBeforeClosing = false
        appearance = .auto
        iconSize = .medium
        volume = 50
        alertRepeats = 1
        networks = Settings.knownNetworks
        path = []
    }

    func forget(_ name: String) {
        networks.removeAll { $0.name == name }
        path.removeAll { $0 == name }
    }

    func body(_ ui: UI) {
        ui.preferredColorScheme(appearance.scheme)
        ui.navigationStack(path: Bindable(self).path) {
            ui.form {
                general(ui)
                sound(ui)
                network(ui)
                ui.hstack(spacing: 12) {
                    ui.button("About…") { self.showingAbout = true }
                        .sheet(isPresented: Bindable(self).showingAbout) { self.about(ui) }
                    ui.spacer()
                    ui.button("Erase All Settings…", role: .destructive) { self.confirmingErase = true }
                        .alert("Erase all settings?", isPresented: Bindable(self).confirmingErase) {
                            ui.button("Erase", role: .destructive) { self.eraseAll() }
                            ui.button("Cancel", role: .cancel) {}
                        } message: {
                            ui.text("Every setting goes back to its default, and forgotten networks come back.")
                        }
                }
                .padding(horizontal: 12)
            }
            .navigationTitle("Settings")
            ui.navigationDestination(for: String.self) { name in self.networkPage(ui, name) }
        }
    }

    func general(_ ui: UI) {
        ui.section("General") {
            ui.toggle("Automatic updates", isOn: Bindable(self).automaticUpdates)
            ui.toggle("Ask to keep changes when closing", isOn: Bindable(self).askBeforeClosing, style: .checkbox)
            ui.picker("Appearance", selection: Bindable(self).appearance, options: Appearance.allCases) { $0.rawValue }
            ui.picker("Sidebar icon size", selection: Bindable(self).iconSize, options: IconSize.allCases, style: .menu) { $0.rawValue }
        }
    }

    func sound(_ ui: UI) {
        ui.section("Sound", footer: "Alerts play this loud, this many times.") {
            ui.labeledContent("Alert volume") {
                ui.slider(value: Bindable(self).volume, in: 0...100, step: 1, label: "Alert volume")
                ui.text("\(Int(volume))", color: .secondary).frame(width: 28, alignment: .trailing)
            }
            ui.stepper("Repeat alerts: \(alertRepeats)", value: Bindable(self).alertRepeats, in: 1...5)
        }
    }

    func network(_ ui: UI) {
        ui.section("Network", footer: networks.isEmpty ? "No known networks." : "Right-click a network to forget it.") {
            for n in networks {
                ui.navigationLink(n.name, value: n.name)
                    .contextMenu {
                        ui.button("Forget", role: .destructive) { self.forget(n.name) }
                    }
            }
        }
    }

    /// A network's page: its details, whether to join it by itself, and Forget.
    func networkPage(_ ui: UI, _ name: String) {
        guard let i = networks.firstIndex(where: { $0.name == name }) else {
            ui.text("\(name) was forgotten.", color: .secondary).padding(20).navigationTitle(name)
            return
        }
        let n = networks[i]
        ui.form(id: "network \(name)") {
            ui.section(n.name) {
                ui.labeledContent("Security") { ui.spacer(); ui.text(n.security, color: .secondary) }
                ui.labeledContent("Signal") { ui.progressView(value: n.signal).accessibility(label: "Signal") }
                ui.toggle("Join automatically", isOn: Bindable(self).networks[i].autoJoin)
            }
            ui.button("Forget This Network", role: .destructive) { self.forget(name) }
                .padding(horizontal: 12)
        }
        .navigationTitle(n.name)
    }

    /// The About sheet's card.
    func about(_ ui: UI) {
        ui.vstack(alignment: .leading, spacing: 12) {
            ui.text("Settings", font: .title2)
            ui.text("A Gliss example: every control, a navigation stack, an alert and this sheet.", color: .secondary)
            ui.progressView("Storage used", value: 0.62)
                .frame(width: 280)
            ui.link("Gliss on GitHub", destination: URL(string: "https://github.com/")!)
            ui.hstack {
                ui.spacer()
                ui.button("Done") { self.showingAbout = false }
            }
        }
        .padding(20)
        .frame(width: 360)
    }

    func snapshot() -> JSON {
        .object([
            ("automaticUpdates", .bool(automaticUpdates)),
            ("askBeforeClosing", .bool(askBeforeClosing)),
            ("appearance", .string(appearance.rawValue)),
            ("iconSize", .string(iconSize.rawValue)),
            ("volume", .number(volume)),
            ("alertRepeats", .number(Double(alertRepeats))),
            ("networks", .array(networks.map {
                .object([("name", .string($0.name)), ("security", .string($0.security)),
                         ("signal", .number($0.signal)), ("autoJoin", .bool($0.autoJoin))])
            })),
            ("path", .array(path.map { .string($0) })),
            ("confirmingErase", .bool(confirmingErase)),
            ("showingAbout", .bool(showingAbout)),
        ])
    }
}
