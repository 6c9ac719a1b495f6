import XCTest
import GlissCore

/// `ui.grid` and `ui.gridRow`: columns as wide as their widest cell, rows as tall as their
/// tallest, spans, column alignment, unsized cells. 10-pt text: 6 pt a character, 12-pt lines.
final class GridTests: XCTestCase {
    let f = Font(size: 10)
    typealias S = CTSwatch

    private func form(_ ui: UI, alignment: Alignment = .leading) {
        ui.grid(alignment: alignment, horizontalSpacing: 10, verticalSpacing: 4) {
            ui.gridRow {
                ui.text("Name", font: self.f).accessibility(label: "k0")
                ui.text("Ada", font: self.f).accessibility(label: "v0")
            }
            ui.gridRow {
                ui.text("E-mail", font: self.f).accessibility(label: "k1")
                ui.text("ada@example.org", font: self.f).accessibility(label: "v1")
            }
        }
        .accessibility(role: .shape, label: "grid")
    }

    func testColumnsAlignToTheirWidestCell() {
        let h = CoreHarness { ui in self.form(ui) }
        h.frame()
        let k0 = h.node("k0")!.frame, k1 = h.node("k1")!.frame
        let v0 = h.node("v0")!.frame, v1 = h.node("v1")!.frame
        // Column 0 is "E-mail" wide (36); column 1 starts 10 after it, for both rows.
        XCTAssertEqual(v0.minX, v1.minX)
        XCTAssertEqual(v0.minX - k0.minX, 36 + 10)
        XCTAssertEqual(k0.minX, k1.minX)
        XCTAssertEqual(v1.minY - v0.minY, 12 + 4)
        XCTAssertEqual(h.node("grid")?.frame.size, Size(36 + 10 + 90, 12 + 4 + 12))
    }

    func testColumnAlignmentAlignsEveryCellOfItsColumn() {
        let h = CoreHarness { ui in
            ui.grid(horizontalSpacing: 10) {
                ui.gridRow {
                    ui.text("Name", font: self.f).gridColumnAlignment(.trailing).accessibility(label: "k0")
                    ui.text("Ada", font: self.f)
                }
                ui.gridRow {
                    ui.text("E-mail", font: self.f).accessibility(label: "k1")
                    ui.text("ada@example.org", font: self.f)
                }
            }
        }
        h.frame()
        XCTAssertEqual(h.node("k0")!.frame.maxX, h.node("k1")!.frame.maxX)
        XCTAssertEqual(h.node("k0")!.frame.width, 24)
    }

    func testACellSpanningColumnsTakesTheirWidthAndSpacing() {
        let h = CoreHarness { ui in
            ui.grid(horizontalSpacing: 10, verticalSpacing: 0) {
                ui.gridRow {
                    ui.rectangle(fill: S.a).frame(width: 30, height: 10)
                    ui.rectangle(fill: S.b).frame(width: 50, height: 10)
                }
                ui.gridRow {
                    ui.rectangle(fill: S.c).frame(height: 10).gridCellColumns(2)
                }
            }
        }
        h.frame()
        let a = h.fills(S.a).first!, b = h.fills(S.b).first!, c = h.fills(S.c).first!
        XCTAssertEqual(c.width, 30 + 10 + 50)
        XCTAssertEqual(c.minX, a.minX)
        XCTAssertEqual(c.maxX, b.maxX)
    }

    func testRowsAreAsTallAsTheirTallestCellAndCellsSitByTheRowsAlignment() {
        let h = CoreHarness { ui in
            ui.grid(verticalSpacing: 0) {
                ui.gridRow(alignment: .top) {
                    ui.rectangle(fill: S.a).frame(width: 20, height: 40)
                    ui.rectangle(fill: S.b).frame(width: 20, height: 10)
                }
                ui.gridRow {
                    ui.rectangle(fill: S.c).frame(width: 20, height: 10)
                }
            }
        }
        h.frame()
        let a = h.fills(S.a).first!, b = h.fills(S.b).first!, c = h.fills(S.c).first!
        XCTAssertEqual(b.minY, a.minY, "top-aligned in its row")
        XCTAssertEqual(c.minY, a.maxY, "the next row starts under the tallest cell")
    }

    func testAnUnsizedViewOutsideARowSpansTheGridWithoutWideningIt() {
        let h = CoreHarness { ui in
            ui.grid(horizontalSpacing: 10, verticalSpacing: 0) {
                ui.gridRow {
                    ui.rectangle(fill: S.a).frame(width: 30, height: 10)
                    ui.rectangle(fill: S.b).frame(width: 50, height: 10)
                }
                ui.rectangle(fill: S.c).frame(height: 1).gridCellUnsizedAxes(.horizontal)
            }
            .accessibility(role: .shape, label: "grid")
        }
        h.frame()
        XCTAssertEqual(h.fills(S.c).first?.width, 90)
        XCTAssertEqual(h.node("grid")?.frame.width, 90)
    }

    func testAFlexibleColumnTakesTheWidthBeyondTheOthers() {
        let h = CoreHarness { ui in
            ui.grid(horizontalSpacing: 0, verticalSpacing: 0) {
                ui.gridRow {
                    ui.text("Label", font: self.f).accessibility(label: "k")
                    ui.rectangle(fill: S.a).frame(height: 10)
                }
            }
            .frame(width: 200)
        }
        h.frame()
        XCTAssertEqual(h.fills(S.a).first?.width, 200 - 30)
    }

    func testARowOutsideAGridIsAnHStack() {
        let h = CoreHarness { ui in
            ui.gridRow {
                ui.rectangle(fill: S.a).frame(width: 20, height: 10)
                ui.rectangle(fill: S.b).frame(width: 20, height: 10)
            }
        }
        h.frame()
        XCTAssertEqual(h.fills(S.b).first!.minX - h.fills(S.a).first!.maxX, 8)
    }
}
