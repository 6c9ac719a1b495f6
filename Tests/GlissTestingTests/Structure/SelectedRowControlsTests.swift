import XCTest
import Gliss
import GlissTesting

/// A selected list row's controls and secondary text stay visible on the selection's fill:
/// an on-switch's track on the accent-coloured selection of a focused list, an off-switch's
/// track on the grey selection of an unfocused one, `.secondary` text turned white.
final class SelectedRowControlsTests: XCTestCase {
    struct Item: Identifiable { let id: String }

    private func fills(_ d: FrameDriver) -> (selection: Color?, tracks: [Color]) {
        var selection: Color?, tracks: [Color] = []
        for c in d.list.commands {
            guard case .fillRoundedRect(let r, let radius, let color) = c else { continue }
            if radius == 5 && r.width > 200 { selection = color }
            if r.size == Size(38, 22) { tracks.append(color) }
        }
        return (selection, tracks)
    }

    /// How far apart two colours are, on the 0…1 scale of each channel (alpha premultiplied
    /// over white, as drawn over a light list).
    private func distance(_ a: Color, _ b: Color) -> Double {
        func over(_ c: Color) -> [Double] { [c.r * c.a + 1 - c.a, c.g * c.a + 1 - c.a, c.b * c.a + 1 - c.a] }
        return zip(over(a), over(b)).map { abs($0 - $1) }.max() ?? 0
    }

    func testControlsAndSecondaryTextStayVisibleOnTheSelection() throws {
        var selection: String? = "a"
        let d = FrameDriver(width: 500, height: 300) { ui in
            ui.list([Item(id: "a"), Item(id: "b")], id: \.id, selection: Binding(get: { selection }, set: { selection = $0 })) { item in
                ui.text("Row \(item.id)")
                ui.text("detail", color: .secondary)
                ui.toggle("On \(item.id)", isOn: .constant(true))
                ui.toggle("Off \(item.id)", isOn: .constant(false))
            }
        }
        d.frame(); d.frame()
        // Unfocused: the grey selection.
        var f = fills(d)
        let grey = try XCTUnwrap(f.selection)
        XCTAssertEqual(f.tracks.count, 4)
        XCTAssertGreaterThan(distance(f.tracks[1], grey), 0.1, "the off-track shows on the grey selection: \(f.tracks[1]) on \(grey)")
        // Focused (a click on the row): the accent-coloured selection.
        // On the row's own label (the row's centre is on its switches).
        let label = try XCTUnwrap(d.ui.inspector.first { $0.label == "Row a" && $0.role == InspectorRole.text.rawValue })
        d.click(Point(label.frame.midX, label.frame.midY))
        d.frame()
        f = fills(d)
        let accent = try XCTUnwrap(f.selection)
        XCTAssertGreaterThan(distance(f.tracks[0], accent), 0.3, "the on-track shows on the accent selection: \(f.tracks[0]) on \(accent)")
        XCTAssertGreaterThan(distance(f.tracks[1], accent), 0.1, "and so does the off-track")
        let detail = d.list.commands.compactMap { c -> Color? in
            if case .text("detail", _, let color, _) = c { return color } else { return nil }
        }
        XCTAssertEqual(detail.count, 2)
        XCTAssertEqual(detail[0].r, 1, accuracy: 0.001, "secondary text in the selected row turns white")
        XCTAssertNotEqual(detail[1].r, 1, "not in the other row")
    }
}
