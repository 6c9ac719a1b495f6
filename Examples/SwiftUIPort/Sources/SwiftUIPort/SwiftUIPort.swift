import Gliss

/// Four classic SwiftUI interactions written as a SwiftUI user writes them from memory — the
/// modifiers keep SwiftUI's names, and nothing is animated by hand:
///
/// - a counter whose digits roll (`contentTransition(.numericText(value:))`, `monospacedDigit`);
/// - tabs whose labels change colour and whose underline slides (`foregroundStyle`,
///   `matchedGeometryEffect` with a `@Namespace`);
/// - a hero card that grows into a detail view under its Close button (a flight that keeps its
///   place in the z-order, corner radius carried across it, transitions);
/// - a bottom sheet pushed up and down with `.offset(y:)` under `withAnimation`.
///
/// `snapshot()` reports `{"count", "tab", "expanded", "sheetUp"}`.
@main final class SwiftUIPort: App {
    static var title: String { "SwiftUI Port" }
    static var defaultSize: Size { Size(720, 560) }

    @Namespace var tabs
    @Namespace var hero
    var count = 3
    var tab = 0
    var expanded = false
    var sheetUp = false
    static let tabNames = ["Inbox", "Sent", "Archive"]

    func body(_ ui: UI) {
        ui.zstack(alignment: .bottom) {
            ui.hstack(alignment: .top, spacing: 16) {
                ui.vstack(alignment: .leading, spacing: 16) {
                    counter(ui)
                    tabBar(ui)
                    notes(ui)
                }
                .frame(minWidth: 260, idealWidth: 320, maxWidth: 340, alignment: .leading)
                heroCard(ui)
            }
            .padding()
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            sheet(ui)
        }
        .background(Color(white: 0.96))
    }

    /// The counter: its digits roll up or down with the value, in a rounded monospaced face.
    func counter(_ ui: UI) {
        ui.hstack(spacing: 12) {
            ui.button("−") { ui.withAnimation(.snappy) { self.count -= 1 } }.font(.title).tint(.purple)
            ui.text("\(count)")
                .font(.system(size: 48, weight: .bold, design: .rounded))
                .monospacedDigit()
                .contentTransition(.numericText(value: Double(count)))
                .frame(minWidth: 80)
            ui.button("+") { ui.withAnimation(.spring(duration: 0.4, bounce: 0.3)) { self.count += 1 } }.font(.title).tint(.purple)
        }
        .padding(.horizontal, 12)
        .background(.white, in: .rect(cornerRadius: 14))
        .shadow(color: .black.opacity(0.08), radius: 6, y: 2)
    }

    /// Tabs: the selected label turns primary and bold, the others secondary; the underline
    /// slides to it.
    func tabBar(_ ui: UI) {
        ui.hstack(spacing: 18) {
            for (i, name) in Self.tabNames.enumerated() {
                ui.vstack(spacing: 4) {
                    ui.hstack(spacing: 4) {
                        ui.text(name)
                            .font(.headline)
                            .foregroundStyle(tab == i ? .primary : .secondary)
                        if i == 0 {
                            ui.text("3").font(.caption2).bold().foregroundStyle(.white)
                                .padding(4).background(.red).clipShape(.circle)
                        }
                    }
                    if tab == i {
                        ui.capsule().fill(.indigo).frame(height: 3)
                            .matchedGeometryEffect(id: "underline", in: tabs, properties: .frame, anchor: .bottom)
                    } else {
                        ui.capsule().fill(.clear).frame(height: 3)
                    }
                }
                .frame(width: 70)
                .accessibility(role: .button, label: name)
                .onTapGesture { ui.withAnimation(.smooth) { self.tab = i } }
            }
        }
    }

    /// What the page shows under the tabs: a line per tab, coming and going with transitions.
    func notes(_ ui: UI) {
        ui.vstack(alignment: .leading, spacing: 6) {
            switch tab {
            case 0: ui.text("3 new messages").transition(.push(from: .bottom))
            case 1: ui.text("Sent yesterday").italic().transition(.slide)
            default: ui.text("Nothing archived").fontDesign(.serif).transition(.asymmetric(insertion: .scale, removal: .opacity))
            }
            ui.rectangle().fill(Color(white: 0.85)).frame(height: 1)
            ui.hstack {
                ui.circle().stroke(.indigo, lineWidth: 2).frame(width: 10, height: 10)
                ui.text("Tab \(tab + 1) of 3").font(.footnote.monospaced().italic()).fontWeight(.medium)
                ui.text("typed from memory").font(.caption2).foregroundColor(.gray)
            }
        }
        .frame(height: 60, alignment: .topLeading)
        .animation(.easeInOut(duration: 0.3).delay(0.05), value: tab)
    }

    /// The hero card: a tile that grows into a detail view; its Close button, declared after it,
    /// stays above it while it flies, and its corners round off on the way.
    func heroCard(_ ui: UI) {
        ui.zstack(alignment: .topTrailing) {
            if expanded {
                ui.roundedRectangle(cornerRadius: 28, fill: Color(red: 0.95, green: 0.45, blue: 0.2))
                    .matchedGeometryEffect(id: "card", in: hero)
                    .frame(width: 340, height: 300)
                    .accessibility(role: .image, label: "Card")
                ui.text("Close")
                    .font(.headline).foregroundStyle(.white)
                    .padding(.horizontal, 12).padding(.vertical, 6)
                    .background(.black.opacity(0.6), in: .capsule)
                    .padding(14)
                    .transition(.offset(y: -20).combined(with: .opacity))
                    .zIndex(1)
                    .onTapGesture { ui.withAnimation(.bouncy) { self.expanded = false } }
                    .accessibility(role: .button, label: "Close")
            } else {
                ui.roundedRectangle(cornerRadius: 8, fill: Color(red: 0.95, green: 0.45, blue: 0.2))
                    .matchedGeometryEffect(id: "card", in: hero)
                    .frame(width: 120, height: 90)
                    .accessibility(role: .image, label: "Card")
                    .onTapGesture { ui.withAnimation(.bouncy.speed(1.2)) { self.expanded = true } }
            }
        }
        .frame(width: 340, height: 300, alignment: .topTrailing)
    }

    /// The bottom sheet: pushed up and down with an offset, its handle and a glow behind it.
    func sheet(_ ui: UI) {
        ui.zstack(alignment: .top) {
            ui.circle().fill(.teal.opacity(0.5)).frame(width: 120, height: 120).blur(radius: 24)
                .position(x: 360, y: 40)
            ui.roundedRectangle(cornerRadius: 24).fill(.white)
                .shadow(radius: 10)
            ui.vstack(spacing: 10) {
                ui.capsule().fill(Color(white: 0.8)).frame(width: 40, height: 5)
                ui.text(sheetUp ? "Pull down" : "Pull up").font(.subheadline.bold())
            }
            .padding(.top, 10)
        }
        .frame(height: 220)
        .offset(y: sheetUp ? 20 : 170)
        .accessibility(role: .button, label: "Sheet")
        .onTapGesture { ui.withAnimation(.smooth) { self.sheetUp.toggle() } }
    }

    func snapshot() -> JSON {
        .object([("count", .number(Double(count))), ("tab", .number(Double(tab))),
                 ("expanded", .bool(expanded)), ("sheetUp", .bool(sheetUp))])
    }
}
