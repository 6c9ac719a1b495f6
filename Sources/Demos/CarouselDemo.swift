import Gliss
import Foundation

/// Seed 004: a paging carousel of trips. The row follows a drag 1:1 and, on release, moves by
/// Int(−translation / (0.65·width)) cards, springing there with
/// interpolatingSpring(mass 0.6, stiffness 100, damping 10, initialVelocity 0.3). Clicking the
/// current card opens a detail sheet that slides up with its own spring while the card grows
/// and rises and the headings fade.
public final class CarouselDemo: Demo {
    public static let name = "carousel"
    public static let title = "Discover"
    public static let summary = "Paging trip carousel: drag with interpolating springs, a detail sheet that slides up (transitions)."
    public static let keys = "Left/Right page; Return opens the trip; Escape closes it (else quits); Q quits."

    public static let trips = ["Paris", "Florence", "Amsterdam", "Ghent", "Santorini", "Budapest", "London",
                               "Cuba", "Osaka", "Kyoto", "Seoul", "Sydney", "Hong Kong"]
    /// The row's spring (seed: `.animation(.interpolatingSpring(...), value: dragOffset)`).
    public static let pageSpring = Animation.interpolatingSpring(mass: 0.6, stiffness: 100, damping: 10, initialVelocity: 0.3)
    /// The detail sheet's spring.
    public static let sheetSpring = Animation.interpolatingSpring(mass: 0.5, stiffness: 100, damping: 10, initialVelocity: 0.3)
    static let description = "Growing up in Michigan, I was lucky enough to experience one part of the Great Lakes. And let me assure you, they are great. As a photojournalist, I have had endless opportunities to travel the world and to see a variety of lakes as well as each of the major oceans. And let me tell you, you will be hard pressed to find water as beautiful as the Great Lakes."

    public private(set) var index = 2
    public private(set) var tapped = false
    public private(set) var offset: Double = 0

    public init(options: DemoOptions) {}
    public var wantsEscape: Bool { tapped }

    static func imageName(_ trip: String) -> String {
        "Trips/" + trip.lowercased().replacingOccurrences(of: " ", with: "") + ".jpg"
    }

    /// Cards to move for a release after `translation` in a window `width` wide (the seed's rule).
    public static func pages(translation: Double, width: Double) -> Int {
        // Clamped before converting: a wild translation must not trap in Int(_:).
        let n = -translation / (max(width, 1) * 0.65)
        guard n.isFinite else { return 0 }
        return Int(min(max(n, -100), 100))
    }

    func page(by delta: Int, _ ui: UI) {
        ui.withAnimation(CarouselDemo.pageSpring) {
            index = min(max(index + delta, 0), CarouselDemo.trips.count - 1)
        }
    }

    public func body(_ ui: UI) {
        let w = ui.size.width, h = ui.size.height
        // Keys: Left/Right page with the drag's spring, Return opens the current trip, Escape
        // closes it (so Escape quits only when no sheet is open).
        if !tapped {
            ui.onKeyPress("Left") { [unowned ui] in self.page(by: -1, ui) }
            ui.onKeyPress("Right") { [unowned ui] in self.page(by: 1, ui) }
            ui.onKeyPress("Return") { [unowned ui] in ui.withAnimation(CarouselDemo.sheetSpring) { self.tapped = true } }
        } else {
            ui.onKeyPress("Escape") { [unowned ui] in ui.withAnimation(CarouselDemo.sheetSpring) { self.tapped = false } }
        }

        ui.zstack(alignment: .topLeading) {
            // Headings fade to 0.1 and rise by 100 while the sheet is open.
            let headingOpacity = ui.animatedValue("headingOpacity", tapped ? 0.1 : 1.0)
            let headingRise = ui.animatedValue("headingRise", tapped ? -100.0 : 0)
            ui.vstack(alignment: .leading, spacing: 4) {
                ui.text("Discover", font: Font(size: 34, weight: .black, design: .rounded))
                ui.text("Explore your next destination", font: Font(size: 17, weight: .semibold, design: .rounded))
            }
            .padding(EdgeInsets(top: 25, leading: 20))
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .opacity(headingOpacity)
            .offset(y: headingRise)

            row(ui, width: w, height: h)

            if tapped { detail(ui, width: w, height: h) }
        }
        // The row is 13 windows wide; the window, not the row, sizes the scene.
        .frame(width: w, height: h, alignment: .topLeading)
    }

    private func row(_ ui: UI, width w: Double, height h: Double) {
        let drag = tapped ? nil : ui.dragValue("row")
        // A scripted pointer can go anywhere; the row never travels past its own extent.
        let extent = w * Double(CarouselDemo.trips.count)
        var translation = min(max(drag?.translation.width ?? 0, -extent), extent)
        // Past the first or last card the row resists (rubber band) and springs back on release.
        if (index == 0 && translation > 0) || (index == CarouselDemo.trips.count - 1 && translation < 0) {
            translation = (translation < 0 ? -1 : 1) * ScrollPhysics.rubberBand(offset: abs(translation), dimension: w)
        }
        offset = ui.animatedValue("rowOffset", -Double(index) * w + translation)

        let r = ui.hstack(alignment: .center, spacing: 0, id: "row") {
            for (i, trip) in CarouselDemo.trips.enumerated() {
                card(ui, i, trip, width: w, height: h)
            }
        }
        .frame(width: w * Double(CarouselDemo.trips.count), height: h, alignment: .leading)
        .offset(x: offset)
        if !tapped {
            r.onDrag(minimumDistance: 10, ended: { [weak self] v in
                guard let self else { return }
                ui.withAnimation(CarouselDemo.pageSpring) {
                    let n = CarouselDemo.pages(translation: min(max(v.translation.width, -extent), extent), width: w)
                    self.index = min(max(self.index + n, 0), CarouselDemo.trips.count - 1)
                }
            })
        }
    }

    private func card(_ ui: UI, _ i: Int, _ trip: String, width w: Double, height h: Double) {
        let current = i == index
        let cardHeight = current ? (tapped ? h : 450) : 400
        let opacity = ui.animatedValue("opacity\(i)", current ? 1.0 : 0.7)
        let rise = ui.animatedValue("rise\(i)", current && tapped ? -h * 0.3 : 0)
        let c = ui.zstack(alignment: .bottomLeading, id: trip) {
            // The photo and title animate their own frames: an animated parent moves its
            // children but does not resize them.
            ui.image(CarouselDemo.imageName(trip), mode: .fill, label: trip, id: "photo")
                .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
                .cornerRadius(15)
                .animatesLayout()
            if !(current && tapped) {
                ui.text(trip, font: Font(size: 30, weight: .heavy, design: .rounded), color: .white)
                    .padding(EdgeInsets(horizontal: 24, vertical: 28))
                    .animatesLayout()
            }
        }
        .accessibility(role: .button, label: trip)
        .padding(EdgeInsets(horizontal: tapped ? 0 : 20))
        .frame(width: w, height: cardHeight)
        .animatesLayout()
        .opacity(opacity)
        .offset(y: rise)
        if current && !tapped {
            c.onTap { [weak self] in
                ui.withAnimation(CarouselDemo.sheetSpring) { self?.tapped = true }
            }
            .focusable()
        }
    }

    private func detail(_ ui: UI, width w: Double, height h: Double) {
        let orange = Color(hex: 0xF85E36)
        let trip = CarouselDemo.trips[index]
        ui.zstack(alignment: .topTrailing, id: "sheet") {
            ui.vstack(alignment: .leading, spacing: 5) {
                ui.vstack(alignment: .leading, spacing: 5) {
                    ui.text(trip, font: Font(size: 28, weight: .heavy, design: .rounded))
                    ui.hstack(spacing: 3) {
                        for _ in 1...5 { ui.icon(.starFill, size: 15, color: Color(hex: 0xFFCC00)) }
                        ui.text("5.0", font: .headline).padding(EdgeInsets(leading: 10))
                    }
                }
                .padding(EdgeInsets(bottom: 30))
                ui.text("Description", font: Font(size: 17, weight: .medium))
                ui.text(CarouselDemo.description, font: .body)
                    .padding(EdgeInsets(bottom: 40))
                ui.button(label: "Book Now", id: "book", action: {}) {
                    ui.text("Book Now", font: Font(size: 17, weight: .heavy, design: .rounded), color: .white)
                        .padding()
                        .frame(minWidth: 0, maxWidth: .infinity)
                        .background(orange, radius: 20)
                }
            }
            .padding()
            .frame(width: w, height: h, alignment: .topLeading)
            .background(.white, radius: 15)

            ui.icon(.bookmarkFill, size: 40, color: orange).offset(x: -15, y: -5)
        }
        .offset(y: 215)
        .transition(.move(edge: .bottom))

        // Placed by a wrapper: a frame on the button itself would make the whole window its
        // tap target (here modifiers widen a node's hit area; SwiftUI's frame does not).
        ui.zstack(id: "close-corner") {
            ui.button(label: "close", id: "close", action: { [weak self] in
                ui.withAnimation(CarouselDemo.sheetSpring) { self?.tapped = false }
            }) {
                ui.icon(.xmarkCircle, size: 30, color: Color.black.opacity(0.7))
            }
        }
        .padding(EdgeInsets(top: 16, trailing: 16))
        .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .topTrailing)
    }

    public func snapshot() -> JSON {
        .object([("index", .number(Double(index))), ("tapped", .bool(tapped)), ("offset", .number(offset))])
    }

    public func invariantViolation() -> String? {
        (0...12).contains(index) ? nil : "index \(index) out of 0…12"
    }
}
