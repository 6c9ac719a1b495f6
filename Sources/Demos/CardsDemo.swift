import Gliss
/// Seed 002: a shuffled deck of 20 and two hands. "+" deals the deck's top card to the end
/// of a hand; clicking a card in a hand returns it to the top of the deck. Every move flies
/// the card (matched geometry, no fade: `.identity` transition), drawn above the hands'
/// scroll clipping — the flaw the seed reports in SwiftUI is fixed here.
public final class CardsDemo: Demo {
    public static let name = "cards"
    public static let title = "Playing Cards"
    public static let summary = "Cards fly between a deck and two scrolling hands without fading or clipping (matched geometry)."
    public static let keys = "Tab reaches both \"+\" buttons and every card in a hand; Return deals or returns it; Escape or Q quits."

    /// Bottom → top.
    public private(set) var deck: [Int]
    public private(set) var hands: [[Int]] = [[], []]
    static let cardSize = Size(60, 80)
    static let instructions = "Add a card to a hand with its \"+\" button. Click a card in a hand to send it back to the deck."

    public init(options: DemoOptions) {
        var rng = SplitMix64(seed: options.seed)
        deck = Array(1...20).shuffled(using: &rng)
        for h in 0..<2 { deal(to: h) }
    }

    /// Moves the deck's top card to the end of hand `h`; false when the deck is empty.
    @discardableResult
    public func deal(to h: Int) -> Bool {
        guard let card = deck.popLast() else { return false }
        hands[h].append(card)
        return true
    }

    /// Moves `card` from whichever hand holds it to the top of the deck.
    public func returnToDeck(_ card: Int) {
        for h in hands.indices {
            if let i = hands[h].firstIndex(of: card) {
                hands[h].remove(at: i)
                deck.append(card)
                return
            }
        }
    }

    public func body(_ ui: UI) {
        let flight = Animation.spring(response: 0.45, dampingFraction: 0.85)
        ui.vstack(spacing: 36) {
            ui.text(CardsDemo.instructions, font: .body, color: .secondaryLabel, alignment: .center)
                .frame(maxWidth: 520)
            deckView(ui)
            for h in 0..<2 {
                let proxy = ui.scrollProxy("hand\(h)")
                ui.hstack(spacing: 16) {
                    let empty = deck.isEmpty
                    ui.button(label: "+", id: "plus\(h)", action: { [weak self] in
                        guard let self else { return }
                        ui.withAnimation(flight) {
                            if self.deal(to: h), let card = self.hands[h].last { proxy.scrollTo(card) }
                        }
                    }) {
                        ui.roundedRectangle(cornerRadius: 22, fill: empty ? .systemGray5 : .blue)
                        ui.icon(.plus, size: 20, color: empty ? .gray : .white)
                    }
                    .frame(width: 44, height: 44)
                    .disabled(empty)

                    ui.scroll(.horizontal, id: "hand\(h)", showsIndicators: true) {
                        ui.hstack(spacing: 10) {
                            for card in hands[h] {
                                cardView(ui, card).onTap { [weak self] in
                                    ui.withAnimation(flight) { self?.returnToDeck(card) }
                                }
                            }
                        }
                        .padding(EdgeInsets(horizontal: 4, vertical: 6))
                    }
                    .frame(height: CardsDemo.cardSize.height + 12)
                    .frame(maxWidth: .infinity)
                    .background(.systemGray6, radius: 12)
                }
            }
        }
        .padding(40)
        .frame(maxWidth: 1000, maxHeight: .infinity)
    }

    private func deckView(_ ui: UI) {
        ui.zstack {
            // Only the top two cards are built; the second peeks out under the top one.
            let top = Array(deck.suffix(2))
            if top.isEmpty {
                ui.roundedRectangle(cornerRadius: 20, stroke: .gray, lineWidth: 2)
                    .frame(width: CardsDemo.cardSize.width, height: CardsDemo.cardSize.height)
                ui.text("empty", font: .footnote, color: .gray)
            }
            for (k, card) in top.enumerated() {
                let under = k == 0 && top.count == 2
                cardView(ui, card).offset(x: under ? -6 : 0, y: under ? -6 : 0)
            }
        }
        .frame(width: CardsDemo.cardSize.width + 12, height: CardsDemo.cardSize.height + 12)
    }

    private func cardView(_ ui: UI, _ card: Int) -> NodeRef {
        ui.zstack(id: card) {
            ui.roundedRectangle(cornerRadius: 20, fill: .white, stroke: .black, lineWidth: 2)
            ui.text(String(card), font: Font(size: 22, weight: .bold))
        }
        .frame(width: CardsDemo.cardSize.width, height: CardsDemo.cardSize.height)
        .accessibility(role: .button, label: String(card))
        .matchedGeometryEffect(id: card, in: "cards")
        .transition(.identity)
    }

    public func snapshot() -> JSON {
        .object([("deck", .ints(deck)), ("hands", .array(hands.map { .ints($0) }))])
    }

    public func invariantViolation() -> String? {
        let all = (deck + hands.flatMap { $0 }).sorted()
        return all == Array(1...20) ? nil : "cards not conserved: \(all)"
    }
}
