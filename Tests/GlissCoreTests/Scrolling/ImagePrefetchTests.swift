import XCTest
import GlissCore

/// A frame names the images laid out just outside a scroll view's viewport (one viewport
/// ahead and behind along its axis), so a renderer can load them before they scroll in.
final class ImagePrefetchTests: XCTestCase {
    /// A 200×100 scroll view at the window's top-left holding ten 200×40 photos, 10 apart:
    /// photo i spans content y 50i…50i+40.
    private var proxy: ScrollProxy?

    private func harness(_ axis: Axis = .vertical) -> CoreHarness {
        CoreHarness(width: 400, height: 300) { [unowned self] ui in
            self.proxy = ui.scrollProxy("photos")
            ui.vstack(spacing: 0) {
                ui.scroll(axis, id: "photos", spacing: 10) {
                    for i in 0..<10 {
                        ui.image("photo-\(i)", label: "Photo \(i)").frame(width: axis == .vertical ? 200 : 40,
                                                                          height: axis == .vertical ? 40 : 100)
                    }
                }.frame(width: 200, height: 100)
                ui.spacer()
            }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    private func drawn(_ list: DrawList) -> [String] {
        list.commands.compactMap { if case .image(let name, _, _, _, _) = $0 { return name } else { return nil } }
    }

    func testTheNextViewportsImagesArePrefetchedNotDrawn() {
        let h = harness()
        let list = h.frame()
        XCTAssertEqual(drawn(list), ["photo-0", "photo-1"], "the viewport shows photos 0 and 1 (0…90)")
        // One viewport below (100…200): photos 2 (100…140) and 3 (150…190); photo 4 starts at 200.
        XCTAssertEqual(list.prefetchedImages.map(\.name), ["photo-2", "photo-3"])
        XCTAssertEqual(list.prefetchedImages.first?.rect.height, 40)
        XCTAssertEqual(list.prefetchedImages.first?.mode, .fill)
    }

    func testScrollingMovesTheBandBothWays() {
        let h = harness()
        h.frame()
        proxy?.setOffset(200)
        h.frame()
        let list = h.frame()
        // Offset 200: photos 4 and 5 show; 2, 3 behind and 6, 7 ahead are fetched.
        XCTAssertEqual(drawn(list), ["photo-4", "photo-5"])
        XCTAssertEqual(Set(list.prefetchedImages.map(\.name)), ["photo-2", "photo-3", "photo-6", "photo-7"])
    }

    func testAHorizontalScrollViewPrefetchesSideways() {
        let list = harness(.horizontal).frame()
        // 40-wide photos 10 apart in a 200-wide viewport: 0…3 show (3 ends at 190), 4 starts at 200.
        XCTAssertEqual(drawn(list), ["photo-0", "photo-1", "photo-2", "photo-3"])
        XCTAssertEqual(list.prefetchedImages.map(\.name), ["photo-4", "photo-5", "photo-6", "photo-7"])
    }

    func testNothingIsPrefetchedOutsideScrollViews() {
        let h = CoreHarness(width: 200, height: 100) { ui in
            ui.vstack(spacing: 0) {
                ui.image("a").frame(width: 100, height: 80)
                ui.image("b").frame(width: 100, height: 80)   // below the window
            }
        }
        XCTAssertTrue(h.frame().prefetchedImages.isEmpty)
    }
}
