import Gliss

/// The modifiers page: runnable documentation of the render effects, shapes, geometry reader,
/// resizing matched geometry and named icons (issue #16), and of drawing — paths, gradients, a
/// canvas chart, an animatable shape (issue #51) — each animating on its own, like
/// Dear ImGui's demo window. Every 1.5 s the page flips `on` inside `withAnimation` (four
/// times, then it rests, so an idle window costs nothing); each card shows what that flip
/// does to one modifier. "Flip", Space or Return flips it now.
public final class ModifiersDemo: Demo {
    public static let name = "modifiers"
    public static let title = "Modifiers"
    public static let summary = "Gallery of render effects (scaleEffect, rotationEffect, shadow), animatable shapes, geometryReader, resizing matched geometry, named icons, paths, gradients and a canvas chart."
    public static let keys = "Space or Return flips every card now (they flip by themselves four times); Escape or Q quits."

    /// The state every card animates between.
    public private(set) var on = false
    /// How many flips so far.
    public private(set) var flips = 0
    /// Flip automatically every `period` seconds.
    public var autoplay = true
    public static let period = 1.5
    /// Automatic flips before the page rests.
    public static let autoFlips = 4
    private var lastAuto = 0

    public init(options: DemoOptions) {}

    public func snapshot() -> JSON {
        .object([("on", .bool(on)), ("flips", .number(Double(flips)))])
    }

    private func flip(_ ui: UI) {
        ui.withAnimation(.spring(response: 0.55, dampingFraction: 0.6)) {
            on.toggle()
            flips += 1
        }
    }

    public func body(_ ui: UI) {
        // Autoplay: a flip every period (the first a quarter period in, so a screenshot of the
        // first second already shows motion).
        let tick = Int((ui.time + Self.period * 0.75) / Self.period)
        if autoplay && tick != lastAuto && tick <= Self.autoFlips {
            if lastAuto != 0 || tick > 0 { lastAuto = tick; if tick > 0 { flip(ui) } }
        }
        ui.onKeyPress("Space") { [unowned ui] in self.flip(ui) }
        ui.onKeyPress("Return") { [unowned ui] in self.flip(ui) }

        ui.vstack(alignment: .leading, spacing: 14) {
            ui.hstack(spacing: 12) {
                ui.text("Modifiers", font: .largeTitle.weight(.heavy))
                ui.spacer()
                ui.button(on ? "Flip back" : "Flip", font: .headline) { self.flip(ui) }
            }
            ui.text("Each card animates one modifier between two states with withAnimation(.spring).",
                    font: .subheadline, color: .secondaryLabel)
            for row in 0..<4 {
                ui.hstack(spacing: 14) {
                    for col in 0..<3 { card(ui, row * 3 + col) }
                }
            }
        }
        .padding(24)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(DemoPalette.page(ui))
    }

    private static let titles = [
        ".scaleEffect(on ? 1.4 : 1)", ".rotationEffect(.degrees(…), anchor:)", ".scaleEffect(x:y:anchor: .leading)",
        "roundedRect radius, fill, lineWidth", "capsule · circle · ellipse", ".shadow(color:radius:x:y:)",
        "geometryReader { geo in … }", ".matchedGeometry — content re-flows", "Icon(named:)",
        "Path · .trim · gradient fill", "Shape animatableData", "canvas { context, size in … }",
    ]

    private func card(_ ui: UI, _ k: Int) {
        ui.vstack(alignment: .leading, spacing: 8) {
            ui.text(Self.titles[k], font: Font(size: 14).weight(.semibold), color: DemoPalette.muted(ui))
            ui.zstack {
                sample(ui, k)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        .padding(14)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(DemoPalette.card(ui), radius: 14)
        .withIDs(ui, k)
    }

    private func sample(_ ui: UI, _ k: Int) {
        switch k {
        case 0:
            // Text scales smoothly (resampled, no whole-pixel steps), layout unchanged.
            ui.hstack(spacing: 10) {
                ui.text("Liked", font: .title.weight(.bold), color: on ? .pink : .black)
                    .scaleEffect(on ? 1.4 : 1)
                ui.icon(Icon(named: on ? "heart.fill" : "heart"), size: 28, color: .pink)
                    .scaleEffect(on ? 1.4 : 1, anchor: .bottom)
            }
        case 1:
            ui.hstack(spacing: 40) {
                ui.roundedRectangle(cornerRadius: 10, fill: .blue)
                    .frame(width: 70, height: 70)
                    .overlay { ui.icon(Icon(named: "star.fill"), size: 30, color: .white) }
                    .rotationEffect(.degrees(on ? 45 : 0))
                ui.roundedRectangle(cornerRadius: 4, fill: .orange)
                    .frame(width: 70, height: 24)
                    .rotationEffect(.degrees(on ? -60 : 0), anchor: .leading)
                // Images turn and scale too (resampled from the photo's mip levels).
                ui.image("Photos/photo-05.jpg", label: "photo")
                    .frame(width: 80, height: 60)
                    .cornerRadius(8)
                    .rotationEffect(.degrees(on ? -15 : 10))
                    .scaleEffect(on ? 1.25 : 1)
            }
        case 2:
            ui.vstack(alignment: .leading, spacing: 10) {
                ui.capsule(fill: .green).frame(width: 220, height: 16).scaleEffect(x: on ? 1 : 0.25, anchor: .leading)
                ui.capsule(fill: .teal).frame(width: 220, height: 16).scaleEffect(x: on ? 0.4 : 0.9, anchor: .leading)
                ui.capsule(fill: .indigo).frame(width: 220, height: 16).scaleEffect(x: on ? 0.75 : 0.5, y: on ? 1.6 : 1, anchor: .leading)
            }
        case 3:
            ui.roundedRectangle(cornerRadius: on ? 40 : 6, fill: on ? .orange : .blue, stroke: on ? .red : .indigo,
                           lineWidth: on ? 8 : 2)
                .frame(width: on ? 200 : 120, height: 90)
                .animatesLayout()
        case 4:
            ui.hstack(spacing: 16) {
                ui.capsule(fill: .purple).frame(width: on ? 110 : 60, height: 40).animatesLayout()
                ui.circle(fill: on ? .yellow : .mint, stroke: .black, lineWidth: 2).frame(width: 60, height: 60)
                    .animatesLayout()
                ui.ellipse(fill: .cyan, stroke: .blue, lineWidth: on ? 5 : 1).frame(width: on ? 60 : 100, height: 50)
                    .animatesLayout()
            }
        case 5:
            ui.roundedRectangle(cornerRadius: 16, fill: .white)
                .frame(width: 150, height: 80)
                .overlay { ui.text(on ? "lifted" : "resting", font: .headline) }
                .shadow(color: Color(white: 0, opacity: on ? 0.35 : 0.2), radius: on ? 18 : 3, x: 0, y: on ? 12 : 2)
        case 6:
            let width = ui.animatedValue("reader-width", on ? 300.0 : 170.0)
            ui.geometryReader { geo in
                ui.vstack(alignment: .leading, spacing: 6) {
                    ui.text("\(Int(geo.size.width.rounded())) × \(Int(geo.size.height.rounded())) pt", font: .headline)
                    ui.capsule(fill: .blue).frame(width: geo.size.width * 0.6, height: 10)
                    ui.text("a bar 60 % of the reader", font: .footnote, color: .secondaryLabel)
                }
                .padding(10)
            }
            .frame(width: width, height: 100)
            .background(DemoPalette.well(ui), radius: 10)
        case 7:
            ui.hstack(alignment: .top, spacing: 14) {
                ui.zstack {
                    if !on { heroCard(ui) }
                }.frame(width: 110, height: 110, alignment: .topLeading)
                ui.zstack {
                    if on { heroCard(ui) }
                }.frame(width: 200, height: 70, alignment: .topLeading)
            }
        case 9, 10, 11:
            DrawingSamples.sample(ui, k - 9, on: on)
        default:
            ui.hstack(spacing: 14) {
                for (i, name) in ["heart.fill", "star", "bell.fill", "chevron.left", "xmark.circle.fill", "rocket", "fa-github"].enumerated() {
                    ui.icon(Icon(named: name), size: 28, color: i % 2 == 0 ? .blue : .orange)
                        .rotationEffect(.degrees(on ? (i % 2 == 0 ? 20 : -20) : 0))
                        .scaleEffect(on && i % 3 == 0 ? 1.3 : 1)
                }
            }
        }
    }

    /// The card that flies between a narrow tall slot and a wide short one: its text wraps
    /// at the in-flight width.
    private func heroCard(_ ui: UI) {
        ui.text("Matched cards lay out at the in-flight size", font: .subheadline, color: .white)
            .padding(8)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .background(.pink, radius: 10)
            .matchedGeometryEffect(id: "hero", in: "modifiers")
    }
}

extension NodeRef {
    /// Card `k`'s accessibility label, for the inspector.
    fileprivate func withIDs(_ ui: UI, _ k: Int) -> NodeRef { accessibility(role: .container, label: "card \(k)") }
}

