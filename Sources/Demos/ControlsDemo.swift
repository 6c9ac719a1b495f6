import Foundation
import Gliss

/// The controls page: runnable documentation of Gliss's controls — switches and check boxes,
/// sliders, a stepper, segmented and radio-group pickers, progress bars and a spinner, and the
/// same controls disabled — in a settings form. Every control is mouse- and keyboard-operable
/// (Tab moves between them; Space flips a switch; arrows move a slider, stepper or picker),
/// and the inspector lists each with its role, label and value. The Appearance picker switches
/// the page between the light and dark colour schemes (Auto follows `--color-scheme` or the
/// desktop). Written only with the public API an app uses.
public final class ControlsDemo: Demo {
    public static let name = "controls"
    public static let title = "Controls"
    public static let summary = "Toggles, sliders, a stepper, pickers and progress: mouse, keyboard, springs, light and dark."
    public static let keys = "Tab/Shift-Tab move between controls; Space flips a switch; arrows move a slider, stepper or picker; Escape or Q quits."

    public enum Appearance: String, CaseIterable, Sendable { case light, dark, automatic }
    public enum SortOrder: String, CaseIterable, Sendable { case name, date, size }

    public var wifi = true
    public var bluetooth = false
    public var hiddenFiles = false
    public var openAtLogin = true
    public var volume = 60.0
    public var brightness = 0.35
    public var copies = 2
    /// The page's colour scheme: Auto follows the system (`--color-scheme`, the desktop).
    public var appearance = Appearance.automatic
    public var sortOrder = SortOrder.name
    public var syncing = true
    public enum TextSize: String, CaseIterable, Sendable { case small, medium, large }
    public var textSize = TextSize.medium
    /// The last menu or context-menu item chosen ("" before any).
    public var lastAction = ""
    public var showingSheet = false
    public var confirmingReset = false
    /// How many times Reset was confirmed in its alert.
    public var resets = 0

    /// The page's scroll view (`ui.scrollProxy(ControlsDemo.scrollID)`).
    public static let scrollID = "controls"
    static let pageWidth = 880.0
    static let columnSpacing = 16.0
    static let columnWidth = (pageWidth - columnSpacing) / 2

    public init(options: DemoOptions) {}

    public func snapshot() -> JSON {
        .object([("wifi", .bool(wifi)), ("bluetooth", .bool(bluetooth)), ("hiddenFiles", .bool(hiddenFiles)),
                 ("openAtLogin", .bool(openAtLogin)), ("volume", .number(volume)), ("brightness", .number(brightness)),
                 ("copies", .number(Double(copies))), ("appearance", .string(appearance.rawValue)),
                 ("sortOrder", .string(sortOrder.rawValue)), ("syncing", .bool(syncing)),
                 ("textSize", .string(textSize.rawValue)), ("lastAction", .string(lastAction)),
                 ("showingSheet", .bool(showingSheet)), ("resets", .number(Double(resets)))])
    }

    public func invariantViolation() -> String? {
        if !(0...100).contains(volume) { return "volume \(volume) outside 0…100" }
        if !(0...1).contains(brightness) { return "brightness \(brightness) outside 0…1" }
        if !(1...10).contains(copies) { return "copies \(copies) outside 1…10" }
        return nil
    }

    public func body(_ ui: UI) {
        ui.preferredColorScheme(appearance == .automatic ? nil : appearance == .dark ? .dark : .light)
        ui.scroll(.vertical, id: Self.scrollID, spacing: 0, alignment: .top) {
            ui.vstack(alignment: .leading, spacing: 14) {
                ui.text("Controls", font: .largeTitle.weight(.heavy))
                ui.text("Each control takes the mouse and the keyboard (Tab, Space, arrows) and springs to its new value.",
                        font: .subheadline, color: .secondaryLabel)
                if ui.size.width >= Self.pageWidth + 48 {
                    // Two columns of a fixed width: nested flexible stacks would be measured
                    // against every width each level proposes.
                    ui.hstack(alignment: .top, spacing: Self.columnSpacing) {
                        ui.vstack(alignment: .leading, spacing: 14) {
                            switches(ui)
                            sliders(ui)
                        }
                        .frame(width: Self.columnWidth)
                        ui.vstack(alignment: .leading, spacing: 14) {
                            pickers(ui)
                            progress(ui)
                            menus(ui)
                        }
                        .frame(width: Self.columnWidth)
                    }
                    disabled(ui, narrow: false)
                } else {
                    // A window narrower than the two columns: one, as wide as the window.
                    switches(ui)
                    sliders(ui)
                    pickers(ui)
                    progress(ui)
                    menus(ui)
                    disabled(ui, narrow: true)
                }
            }
            .padding(EdgeInsets(top: 24, leading: 24, bottom: 32, trailing: 24))
            .frame(maxWidth: Self.pageWidth + 48)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.groupedBackground)
    }

    // MARK: Sections

    private func switches(_ ui: UI) {
        card(ui, "Switches and check boxes") {
            ui.toggle("Wi-Fi", isOn: Bindable(self).wifi)
            ui.toggle("Bluetooth", isOn: Bindable(self).bluetooth)
            ui.toggle("Show hidden files", isOn: Bindable(self).hiddenFiles, style: .checkbox)
            ui.toggle("Open at login", isOn: Bindable(self).openAtLogin, style: .checkbox)
        }
    }

    private func sliders(_ ui: UI) {
        card(ui, "Sliders and a stepper") {
            ui.hstack(spacing: 10) {
                ui.text("Volume")
                ui.slider(value: Bindable(self).volume, in: 0...100, step: 5, label: "Volume")
                ui.text("\(Int(volume))", color: .secondaryLabel)
                    .frame(width: 34, alignment: .trailing)
            }
            ui.hstack(spacing: 10) {
                ui.text("Brightness")
                ui.slider(value: Bindable(self).brightness, label: "Brightness")
            }
            ui.stepper("Copies: \(copies)", value: Bindable(self).copies, in: 1...10)
        }
    }

    private func pickers(_ ui: UI) {
        card(ui, "Pickers") {
            ui.picker("Appearance", selection: Bindable(self).appearance, options: Appearance.allCases) {
                $0 == .automatic ? "Auto" : $0.rawValue.capitalized
            }
            ui.picker("Sort by", selection: Bindable(self).sortOrder, options: SortOrder.allCases, style: .radioGroup) {
                $0.rawValue.capitalized
            }
        }
    }

    private func progress(_ ui: UI) {
        card(ui, "Progress") {
            ui.progressView("Download (follows the volume)", value: volume, total: 100)
            ui.hstack(spacing: 12) {
                if syncing { ui.progressView("Syncing…") } else { ui.text("Synced", color: .secondaryLabel) }
                ui.spacer()
                ui.toggle("Sync", isOn: Bindable(self).syncing, style: .checkbox)
            }
        }
    }

    /// A menu with a submenu, a pop-up picker, a context menu, a sheet and an alert.
    private func menus(_ ui: UI) {
        card(ui, "Menus and dialogs") {
            ui.hstack(spacing: 12) {
                ui.menu("Actions") {
                    ui.button("Duplicate") { self.lastAction = "Duplicate" }
                    ui.button("Rename") { self.lastAction = "Rename" }
                    ui.divider()
                    ui.menu("Share") {
                        ui.button("Mail") { self.lastAction = "Mail" }
                        ui.button("Messages") { self.lastAction = "Messages" }
                    }
                }
                ui.picker("Text size", selection: Bindable(self).textSize, options: TextSize.allCases, style: .menu) {
                    $0.rawValue.capitalized
                }
            }
            ui.hstack(spacing: 16) {
                ui.button("About…") { self.showingSheet = true }
                    .sheet(isPresented: Bindable(self).showingSheet) { self.about(ui) }
                ui.button("Reset…", role: .destructive) { self.confirmingReset = true }
                    .alert("Reset all settings?", isPresented: Bindable(self).confirmingReset) {
                        ui.button("Reset", role: .destructive) { self.reset() }
                        ui.button("Cancel", role: .cancel) {}
                    } message: {
                        ui.text("Switches, sliders and pickers go back to how they started.")
                    }
                ui.text("Right-click me", color: .secondaryLabel)
                    .padding(6)
                    .focusable()
                    .contextMenu {
                        ui.button("Copy") { self.lastAction = "Copy" }
                        ui.button("Paste") { self.lastAction = "Paste" }
                    }
            }
        }
    }

    /// The About sheet: what the page is, and a link.
    private func about(_ ui: UI) {
        ui.vstack(alignment: .leading, spacing: 12) {
            ui.text("About Controls", font: .title3.weight(.bold))
            ui.text("Every control on this page is built with the recipe in *Writing a reusable control*.")
            ui.link("SwiftUI's controls", destination: URL(string: "https://developer.apple.com/documentation/swiftui/controls-and-indicators")!)
            ui.button("Done") { self.showingSheet = false }.keyboardShortcut("Return", modifiers: [])
        }
        .padding(24)
        .frame(width: 420)
    }

    /// Every setting back to how the page starts.
    func reset() {
        wifi = true; bluetooth = false; hiddenFiles = false; openAtLogin = true
        volume = 60; brightness = 0.35; copies = 2; appearance = .automatic; sortOrder = .name
        textSize = .medium; resets += 1
    }

    /// Disabled controls: in a row, or (`narrow`) one under another.
    private func disabled(_ ui: UI, narrow: Bool) {
        card(ui, "Disabled") {
            let controls = {
                ui.toggle("Airplane mode", isOn: .constant(true))
                ui.slider(value: .constant(0.7), label: "Locked slider")
                ui.picker("", selection: .constant(1), options: [0, 1, 2]) { ["One", "Two", "Three"][$0] }
                ui.button("Erase disk") {}
            }
            let row = narrow ? ui.vstack(alignment: .leading, spacing: 12) { controls() }
                             : ui.hstack(spacing: 24) { controls() }
            row.disabled(true)
        }
    }

    /// A white card with a heading, holding `content`.
    private func card(_ ui: UI, _ title: String, _ content: () -> Void) {
        ui.vstack(alignment: .leading, spacing: 12) {
            ui.text(title, font: .headline)
            content()
        }
        .padding(18)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color.secondaryBackground, radius: 12)
    }
}
