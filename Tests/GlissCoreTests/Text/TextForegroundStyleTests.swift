import XCTest
import GlissCore
import GlissTesting

/// Issue #51: `.foregroundStyle(_:)` with any `ShapeStyle` — a gradient on texts, icons and the
/// shapes left to the foreground colour, resolved in each one's frame.
final class TextForegroundStyleTests: XCTestCase {
    private let redToBlue = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)

    private func styled(_ list: DrawList) -> [(string: String, paint: Paint, origin: Point)] {
        list.commands.compactMap { c in
            if case let .styledText(s, _, paint, origin) = c { return (s, paint, origin) }
            return nil
        }
    }

    private func plain(_ list: DrawList) -> [String: Color] {
        var out: [String: Color] = [:]
        for c in list.commands { if case let .text(s, _, color, _) = c { out[s] = color } }
        return out
    }

    func testAGradientFillsTheTextResolvedInItsFrame() throws {
        let h = CoreHarness(width: 400, height: 300) { ui in
            ui.text("Gliss").font(.largeTitle).foregroundStyle(self.redToBlue)
        }
        h.frame()
        let node = try XCTUnwrap(h.node("Gliss"))
        guard let line = styled(h.list).first, case let .linearGradient(g, start, end) = line.paint else {
            return XCTFail("no gradient text: \(h.list.commands)")
        }
        XCTAssertEqual(line.string, "Gliss")
        XCTAssertEqual(g.stops.map(\.color), [.red, .blue])
        XCTAssertEqual(start.x, node.frame.minX, accuracy: 0.001, "leading: the text's left edge")
        XCTAssertEqual(end.x, node.frame.maxX, accuracy: 0.001, "trailing: its right edge")
        XCTAssertEqual(start.y, node.frame.midY, accuracy: 0.001)
        XCTAssertTrue(plain(h.list).isEmpty, "no plain-colour text: \(h.list.commands)")
    }

    func testEachTextAndIconOfAContainerHasItsOwnGradientAndTheInnermostStyleWins() {
        let h = CoreHarness(width: 400, height: 300) { ui in
            ui.vstack {
                ui.text("Short")
                ui.text("A much longer line")
                ui.text("Red").foregroundStyle(.red)
                ui.icon(.star)
            }
            .foregroundStyle(self.redToBlue)
        }
        h.frame()
        let lines = styled(h.list)
        XCTAssertEqual(Set(lines.map(\.string)), ["Short", "A much longer line", Icon.star.rawValue], "\(h.list.commands)")
        XCTAssertEqual(plain(h.list)["Red"], .red, "the innermost style wins")
        let spans = Dictionary(uniqueKeysWithValues: lines.map { line -> (String, Double) in
            guard case let .linearGradient(_, s, e) = line.paint else { return (line.string, 0) }
            return (line.string, e.x - s.x)
        })
        XCTAssertGreaterThan(spans["A much longer line"] ?? 0, 2 * (spans["Short"] ?? 0), "each across its own frame")
    }

    func testAStyleThatIsOneColourDrawsAsTheColour() {
        // Not a recursion into itself: the colour form draws it, as a plain text.
        let style: any ShapeStyle = Color.green
        let h = CoreHarness(width: 400, height: 300) { ui in
            ui.vstack {
                ui.text("A").foregroundStyle(style)
                ui.text("B").foregroundStyle(Color.orange.opacity(0.5))
            }
        }
        h.frame()
        XCTAssertEqual(plain(h.list)["A"], .green)
        XCTAssertEqual(plain(h.list)["B"]?.a ?? 0, 0.5, accuracy: 0.001)
        XCTAssertTrue(styled(h.list).isEmpty)
    }

    func testTheViewsOpacityFadesTheGradient() {
        let h = CoreHarness(width: 400, height: 300) { ui in
            ui.text("Faded").foregroundStyle(self.redToBlue).opacity(0.5)
        }
        h.frame()
        guard case let .linearGradient(g, _, _)? = styled(h.list).first?.paint else { return XCTFail("\(h.list.commands)") }
        XCTAssertEqual(g.stops.map(\.color.a), [0.5, 0.5])
    }

    func testShapesLeftToTheForegroundTakeTheGradientInTheirFrames() {
        let h = CoreHarness(width: 400, height: 300) { ui in
            ui.hstack(spacing: 0) {
                ui.circle().frame(width: 100, height: 100)
                ui.circle(fill: .green).frame(width: 100, height: 100)
            }
            .foregroundStyle(self.redToBlue)
        }
        h.frame()
        var gradients: [(Point, Point)] = [], colours: [Color] = []
        for c in h.list.commands {
            switch c {
            case .fillPath(_, _, .linearGradient(_, let s, let e)): gradients.append((s, e))
            case .fillPath(_, _, .color(let col)), .fillEllipse(_, let col), .fillRoundedRect(_, _, let col): colours.append(col)
            default: break
            }
        }
        XCTAssertEqual(gradients.count, 1, "\(h.list.commands)")
        XCTAssertEqual(gradients.first.map { $0.1.x - $0.0.x } ?? 0, 100, accuracy: 0.001, "across the circle's own frame")
        XCTAssertEqual(colours, [.green], "a shape with a colour of its own keeps it")
    }
}
