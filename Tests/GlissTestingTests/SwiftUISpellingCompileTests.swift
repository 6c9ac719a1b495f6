import XCTest
import Gliss
import GlissTesting

/// SwiftUI's spellings as people type them from memory, in modifier chains that must compile
/// against Gliss unchanged (a SwiftUI `Text(…)` is `ui.text(…)`, a `VStack { }` is
/// `ui.vstack { }`; the modifiers keep their names and labels). Grown with every new spelling;
/// the app runs in the harness, so each chain is also built, laid out, animated and drawn.
final class SwiftUISpellingApp: App {
    static let defaultSize = Size(520, 1000)
    @Namespace var hero
    var expanded = false
    var liked = false
    var count = 7
    var showBanner = true
    var volume = 0.4
    var name = "Ada"
    var sheet = false
    var tab = 0

    func body(_ ui: UI) {
        ui.vstack(alignment: .leading, spacing: 12) {
            // Text and fonts
            ui.text("Fidelity").font(.largeTitle).bold()
            ui.text("Semantic colours").font(.headline).foregroundStyle(.secondary)
            ui.text("Italic caption").font(.caption.italic()).foregroundColor(.gray)
            ui.text("\(count) items").font(.body.monospacedDigit()).contentTransition(.numericText(value: Double(count)))
            ui.text("Rounded").font(.system(size: 20, weight: .semibold, design: .rounded))
            ui.text("Serif").font(.system(.title3, design: .serif)).fontWeight(.light)
            ui.text("Mono").font(.body.monospaced()).italic()
            ui.text("A long paragraph that wraps onto lines")
                .font(.subheadline).lineLimit(2).multilineTextAlignment(.center).truncationMode(.tail)
            // Colours and shapes
            ui.hstack(spacing: 8) {
                ui.rectangle().fill(.purple).frame(width: 24, height: 24)
                ui.roundedRectangle(cornerRadius: 6).fill(Color(red: 0.2, green: 0.6, blue: 0.9, opacity: 0.8))
                    .frame(width: 24, height: 24)
                ui.circle().stroke(.pink, lineWidth: 2).frame(width: 24, height: 24)
                ui.capsule().fill(.teal).frame(width: 40, height: 20)
                ui.ellipse().foregroundStyle(.indigo).frame(width: 30, height: 20)
                ui.rectangle().fill(Color(white: 0.5, opacity: 0.5)).frame(width: 24, height: 24)
                ui.circle().fill(Color.mint.opacity(0.6)).frame(width: 24, height: 24)
                ui.icon(.heart).foregroundStyle(liked ? .red : .gray).font(.title2)
                    .scaleEffect(liked ? 1.3 : 1).animation(.spring(duration: 0.3, bounce: 0.4), value: liked)
                    .onTapGesture { self.liked.toggle() }
            }
            // Layout
            ui.hstack {
                ui.text("Leading")
                ui.spacer()
                ui.text("Trailing").padding(.trailing, 8)
            }
            .padding(.horizontal)
            .padding(.vertical, 4)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(Color.primary.opacity(0.05))
            .cornerRadius(8)
            ui.text("Ideal").frame(minWidth: 40, idealWidth: 120, maxWidth: 200, minHeight: 20, alignment: .leading)
            ui.zstack(alignment: .topTrailing) {
                ui.roundedRectangle(cornerRadius: 12).fill(.orange)
                    .frame(width: expanded ? 200 : 120, height: expanded ? 120 : 60)
                    .matchedGeometryEffect(id: "card", in: hero)
                ui.text("3").font(.caption2).padding(4).background(.red).clipShape(.circle).offset(x: 6, y: -6)
            }
            .onTapGesture(count: 2) { ui.withAnimation(.snappy) { self.expanded.toggle() } }
            .shadow(color: .black.opacity(0.2), radius: 8, x: 0, y: 4)
            .rotationEffect(.degrees(expanded ? 2 : 0))
            // Drag and drop
            ui.hstack {
                ui.text(name).padding(6).draggable(name)
                ui.text("Photo").draggable(URL(fileURLWithPath: "/tmp/photo.jpg")) { ui.text("photo.jpg") }
                ui.text("Drop").dropDestination(for: URL.self) { urls, location in
                    !urls.isEmpty && location.x >= 0
                } isTargeted: { self.liked = $0 }
                ui.text("Text").dropDestination(for: String.self) { items, _ in self.name = items[0]; return true }
            }
            // Transitions
            ui.vstack {
                if showBanner {
                    ui.text("Banner").padding(8).background(.yellow)
                        .transition(.move(edge: .top).combined(with: .opacity))
                }
                ui.text("Slide").transition(.slide)
                ui.text("Scale").transition(.scale(scale: 0.5, anchor: .bottom))
                ui.text("Push").transition(.push(from: .trailing))
                ui.text("Mixed").transition(.asymmetric(insertion: .scale, removal: .opacity))
                ui.text("Offset").transition(.offset(x: 20, y: 0))
            }
            .animation(.easeInOut(duration: 0.25).delay(0.05), value: showBanner)
            // Controls
            ui.hstack {
                ui.button("Add") { ui.withAnimation(.bouncy) { self.count += 1 } }.font(.headline).tint(.green)
                ui.toggle("Banner", isOn: Binding(get: { self.showBanner }, set: { v in ui.withAnimation { self.showBanner = v } }))
                ui.slider(value: Binding(get: { self.volume }, set: { self.volume = $0 }), in: 0...1)
                    .frame(width: 100)
            }
            .disabled(false)
            ui.textField("Name", text: Binding(get: { self.name }, set: { self.name = $0 }))
                .frame(width: 160)
                .onSubmit { self.sheet = true }
            ui.text("Hidden").hidden()
            ui.text("Faded").opacity(0.5).blur(radius: 1)
            ui.text("Placed").position(x: 60, y: 10).frame(width: 120, height: 20)
            ui.text("Above").zIndex(1)
        }
        .padding()
        .sheet(isPresented: Binding(get: { self.sheet }, set: { self.sheet = $0 })) {
            ui.text("Sheet").padding()
        }
        .onAppear { self.count += 0 }
    }

    func snapshot() -> JSON {
        .object([("count", .number(Double(count))), ("liked", .bool(liked)), ("expanded", .bool(expanded))])
    }
}

final class SwiftUISpellingCompileTests: XCTestCase {
    /// The chains compile (this file builds) and run: drawn without warnings, and their
    /// interactions work (a tap, a double tap, an animated count).
    func testSwiftUISpellingsCompileAndRun() throws {
        let app = SwiftUISpellingApp()
        let h = try Harness(app: app)
        XCTAssertEqual(h.warnings, [])
        XCTAssertNoThrow(try h.node(label: "Fidelity", role: "text"))
        try h.click(label: "heart", role: "image")
        XCTAssertTrue(app.liked)
        let card = try h.node(label: "3", role: "text").frame
        h.click(at: Point(card.minX - 30, card.maxY + 20))     // the orange card, twice: expands
        h.click(at: Point(card.minX - 30, card.maxY + 20))
        _ = try h.runUntilIdle()
        XCTAssertTrue(app.expanded, "a double tap")
        try h.click(label: "Add", role: "button")
        _ = try h.runUntilIdle()
        XCTAssertEqual(app.count, 8)
        XCTAssertNoThrow(try h.node(label: "8 items", role: "text"))
        let screenshot = try h.screenshotImage()
        XCTAssertEqual(screenshot.width, 520)
        XCTAssertEqual(h.warnings, [])
    }
}
