import Gliss

/// A scrolling list of six cards. Clicking one expands it into a full-window detail view: its
/// colour, icon, title and subtitle fly from the list into the detail's header (matched
/// geometry), the title grows on the way, and the rest of the page fades in. "Close" (or
/// Escape) flies everything back into its slot.
@main final class HeroCards: App {
    static var title: String { "Hero Cards" }
    static var defaultSize: Size { Size(800, 760) }

    struct Card {
        let title: String
        let subtitle: String
        let icon: Icon
        let color: Color
        let story: String
    }

    static let cards: [Card] = [
        Card(title: "Aurora", subtitle: "Northern lights over Tromsø", icon: .starFill, color: Color(hex: 0x2E9E83),
             story: "Four nights above the Arctic Circle, chasing green curtains of light across frozen fjords. Days are short and blue; nights are long, clear and loud with colour."),
        Card(title: "Dunes", subtitle: "A night in the Erg Chebbi", icon: .mapMarker, color: Color(hex: 0xE07A2F),
             story: "Ride out at dusk, sleep under more stars than you knew existed and climb the tallest dune before sunrise to watch the sand turn from grey to gold."),
        Card(title: "Lagoon", subtitle: "Snorkelling in Bora Bora", icon: .heartFill, color: Color(hex: 0x1F7AE0),
             story: "Glass-clear water, reef sharks that could not care less about you and an overwater cabin with a ladder straight into the lagoon."),
        Card(title: "Canopy", subtitle: "Cloud forest of Monteverde", icon: .music, color: Color(hex: 0x4C8C2B),
             story: "Hanging bridges through the treetops, hummingbirds at arm's length and a night walk to meet the glass frogs that live on the undersides of leaves."),
        Card(title: "Lavender", subtitle: "Valensole in full bloom", icon: .bookmarkFill, color: Color(hex: 0x8E6BD8),
             story: "Endless purple rows humming with bees, village markets in the morning and long lunches in the shade of plane trees in the afternoon."),
        Card(title: "Ember", subtitle: "Lava fields of Iceland", icon: .watch, color: Color(hex: 0xD64545),
             story: "Walk on ground that is younger than you are, soak in milky blue hot springs and watch a fissure glow red against a midnight sun."),
    ]

    /// The card shown in the detail view; nil while the list shows.
    var selected: Int? = nil

    static let hero = Animation.spring(response: 0.5, dampingFraction: 0.82)
    static let cardHeight = 150.0
    static let headerHeight = 360.0

    func open(_ i: Int, _ ui: UI) { ui.withAnimation(HeroCards.hero) { selected = i } }
    func close(_ ui: UI) { ui.withAnimation(HeroCards.hero) { selected = nil } }

    func body(_ ui: UI) {
        if selected != nil && ui.keyPressed("Escape") { close(ui) }

        // What differs between a card in the list and in the detail besides its frame: sizes
        // and corner radius. They animate under the same transaction as the flight.
        let looks = HeroCards.cards.indices.map { i -> Looks in
            let open = selected == i
            return Looks(title: ui.animatedValue("title\(i)", open ? 44.0 : 28.0).rounded(),
                         icon: ui.animatedValue("icon\(i)", open ? 56.0 : 30.0).rounded(),
                         radius: ui.animatedValue("radius\(i)", open ? 0.0 : 22.0))
        }

        ui.zstack(alignment: .topLeading) {
            list(ui, looks)
            if let s = selected { detail(ui, s, looks[s]) }
        }
        .frame(width: ui.size.width, height: ui.size.height, alignment: .topLeading)
        .background(.systemGray6)
    }

    struct Looks { var title: Double, icon: Double, radius: Double }

    // MARK: List

    private func list(_ ui: UI, _ looks: [Looks]) {
        ui.scroll(.vertical, id: "list", alignment: .top) {
            ui.vstack(alignment: .leading, spacing: 18) {
                ui.vstack(alignment: .leading, spacing: 2) {
                    ui.text("Escapes", font: Font(size: 34, weight: .black, design: .rounded))
                    ui.text("Six trips worth a detour", font: Font(size: 17, weight: .semibold, design: .rounded),
                            color: .secondaryLabel)
                }
                .padding(EdgeInsets(top: 12, bottom: 6))
                for (i, card) in HeroCards.cards.enumerated() {
                    if selected == i {
                        // The card is up in the detail view: keep its slot so nothing reflows.
                        ui.zstack(id: i) {}.frame(height: HeroCards.cardHeight).frame(maxWidth: .infinity)
                    } else {
                        cardView(ui, i, card, looks[i])
                            .frame(height: HeroCards.cardHeight)
                            .frame(maxWidth: .infinity)
                            .accessibility(role: .button, label: card.title)
                            .onTap { [weak self] in self?.open(i, ui) }
                    }
                }
            }
            .padding(EdgeInsets(horizontal: 28, vertical: 24))
            .frame(maxWidth: 640)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        // Under the detail view nothing in the list takes clicks.
        .disabled(selected != nil)
    }

    /// The parts that fly: each has the same matched-geometry id in the list and the detail.
    @discardableResult
    private func cardView(_ ui: UI, _ i: Int, _ card: Card, _ looks: Looks, inset: Double = 22,
                          iconInsets: EdgeInsets = EdgeInsets(all: 22)) -> NodeRef {
        ui.zstack(alignment: .bottomLeading, id: i) {
            ui.roundedRectangle(cornerRadius: looks.radius, fill: card.color)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .matchedGeometryEffect(id: "background\(i)", in: "cards")
            ui.zstack(alignment: .topTrailing) {
                ui.icon(card.icon, size: looks.icon, color: Color(white: 1, opacity: 0.85))
                    .matchedGeometryEffect(id: "icon\(i)", in: "cards")
            }
            .padding(iconInsets)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topTrailing)
            ui.vstack(alignment: .leading, spacing: 2) {
                ui.text(card.title, font: Font(size: looks.title, weight: .heavy, design: .rounded), color: .white)
                    .matchedGeometryEffect(id: "title\(i)", in: "cards")
                ui.text(card.subtitle, font: Font(size: 16, weight: .semibold), color: Color(white: 1, opacity: 0.85))
                    .matchedGeometryEffect(id: "subtitle\(i)", in: "cards")
            }
            .padding(inset)
        }
    }

    // MARK: Detail

    private func detail(_ ui: UI, _ i: Int, _ looks: Looks) {
        let card = HeroCards.cards[i]
        ui.zstack(alignment: .topLeading, id: "detail") {
            // The page behind the header fades in over the list (the default transition of
            // what is around the views that fly).
            ui.rectangle(fill: .white)
                .frame(maxWidth: .infinity, maxHeight: .infinity)

            ui.vstack(alignment: .leading, spacing: 0) {
                // Below the Close button: the icon lands lower than in the list.
                cardView(ui, i, card, looks, inset: 32, iconInsets: EdgeInsets(top: 84, trailing: 32))
                    .frame(height: HeroCards.headerHeight)
                    .frame(maxWidth: .infinity)
                ui.vstack(alignment: .leading, spacing: 14) {
                    ui.text("About this trip", font: Font(size: 22, weight: .bold, design: .rounded))
                    ui.text(card.story, font: .body, color: Color(hex: 0x3A3A3C))
                    ui.hstack(spacing: 12) {
                        for (label, value) in [("Nights", "\(4 + i)"), ("Rating", "4.\(9 - i)"), ("Group", "\(6 + 2 * i)")] {
                            ui.vstack(alignment: .leading, spacing: 2) {
                                ui.text(value, font: Font(size: 22, weight: .heavy, design: .rounded), color: card.color)
                                ui.text(label, font: .footnote, color: .secondaryLabel)
                            }
                            .padding(EdgeInsets(horizontal: 16, vertical: 10))
                            .frame(minWidth: 110, alignment: .leading)
                            .background(.systemGray6, radius: 12)
                        }
                    }
                    .padding(EdgeInsets(top: 8))
                }
                .padding(EdgeInsets(horizontal: 32, vertical: 28))
                .frame(maxWidth: 720, alignment: .leading)
                // Rises into place under the header as it lands (and sinks away on Close).
                .transition(.move(edge: .bottom).combined(with: .opacity))
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)

            // The padding and frame lie outside the button: they place it, its tap area stays its own.
            ui.button(label: "Close", id: "close", action: { [weak self] in self?.close(ui) }) {
                ui.hstack(spacing: 6) {
                    ui.icon(.xmark, size: 14, color: .white)
                    ui.text("Close", font: Font(size: 15, weight: .semibold), color: .white)
                }
                .padding(EdgeInsets(horizontal: 14, vertical: 8))
                .background(Color(white: 0, opacity: 0.28), radius: 17)
            }
            .padding(EdgeInsets(top: 20, trailing: 20))
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topTrailing)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }

    func snapshot() -> JSON {
        .object([("selected", selected.map { .number(Double($0)) } ?? .null)])
    }
}
