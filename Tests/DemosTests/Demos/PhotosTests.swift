import XCTest
@testable import Demos
import Gliss

final class PhotosTests: XCTestCase {
    func photoCenter(_ h: DemoHarness, _ id: Int) -> Point { h.center(String(id), role: "image") }

    func testSelectSixThenDeselectTwo() {
        let h = DemoHarness("photos")
        h.wait(2)
        for id in [3, 0, 7, 12, 5, 9] { h.click(photoCenter(h, id)); h.wait(40) }
        XCTAssertEqual(h.ints("dock"), [3, 0, 7, 12, 5, 9])
        XCTAssertEqual(h.number("selected"), 9)
        h.click(photoCenter(h, 7)); h.wait(40)
        h.click(photoCenter(h, 3)); h.wait(40)
        XCTAssertEqual(h.ints("dock"), [0, 12, 5, 9])
        XCTAssertEqual(Array(h.ints("grid").suffix(2)), [7, 3], "deselected photos go to the end of the grid")
        XCTAssertEqual(Set(h.ints("grid") + h.ints("dock")), Set(0..<24))
    }

    func testAPhotoFliesAboveTheClipsAndLandsInItsDockSlot() {
        let h = DemoHarness("photos")
        h.wait(2)
        let start = h.node("4", role: "image")!.frame
        h.click(start.center)
        h.wait(3)
        let list = h.frame()
        // In flight: its image command comes after every clip is popped (overlay layer).
        let idx = list.commands.lastIndex { if case .image(let n, _, _, _, _) = $0 { return n.hasSuffix("photo-05.jpg") }; return false }
        XCTAssertNotNil(idx)
        // No scroll view's clip is open where it is drawn: the overlay layer, unclipped.
        let depth = list.commands[..<idx!].reduce(0) { d, c in
            if case .pushClip = c { return d + 1 }
            if case .popClip = c { return d - 1 }
            return d
        }
        XCTAssertEqual(depth, 0, "the flying photo is drawn above the scroll clipping")
        let mid = h.node("4", role: "image")!.frame
        XCTAssertNotEqual(mid, start)
        h.wait(60)
        let landed = h.node("4", role: "image")!.frame
        XCTAssertEqual(landed.height, 100, accuracy: 0.001, "dock slots are 100 high")
        XCTAssertGreaterThan(landed.minY, start.maxY + 300, "in the dock at the bottom")
    }

    func testRapidClicksWhileFlyingNeverLoseOrDuplicate() {
        let h = DemoHarness("photos")
        h.wait(2)
        // Click whatever photo is under fixed points, every other frame, grid and dock alike.
        let points = [Point(40, 90), Point(100, 90), Point(60, 700), Point(170, 90), Point(140, 700), Point(40, 160)]
        for k in 0..<120 { h.click(points[k % points.count]) }
        h.wait(90)
        let grid = h.ints("grid"), dock = h.ints("dock")
        XCTAssertEqual(grid.count + dock.count, 24)
        XCTAssertEqual(Set(grid + dock), Set(0..<24))
        XCTAssertGreaterThan(dock.count, 0)
    }

    /// Clicking the first grid slot every 4 frames: each click takes the photo sliding into
    /// that slot (hit testing uses layout, as SwiftUI does). It used the drawn rect of the
    /// last frame, where the next photo was still on its way, so every other click was lost.
    func testClicksOnASlotWhilePhotosSlideIntoItAllCount() {
        let h = DemoHarness("photos")
        h.wait(5)
        let slot = h.node("0", role: "image")!.frame.center
        for k in 1...6 {
            h.click(slot)
            h.wait(2)
            XCTAssertEqual(h.ints("dock"), Array(0..<k), "click \(k) took the photo in the slot")
        }
    }

    func testTheDockScrollsToTheNewestPhotoOnceItOverflows() {
        let h = DemoHarness("photos", size: Size(800, 600))
        h.wait(2)
        for _ in 0..<12 {
            let id = h.ints("grid")[0]
            h.click(photoCenter(h, id)); h.wait(45)
        }
        XCTAssertGreaterThan(h.number("dockOffset"), 100)
        let newest = h.ints("dock").last!
        let r = h.node(String(newest), role: "image")!.frame
        XCTAssertLessThanOrEqual(r.maxX, 800 - 32 + 0.5, "the newest photo is fully visible in the dock")
    }

    func testAMillionPhotosBuildOnlyWhatIsVisible() {
        var o = DemoOptions(); o.photos = 1_000_000
        let h = DemoHarness("photos", options: o)
        h.checkInvariants = false                   // O(N) check; conservation is covered above
        h.wait(2)
        let images = h.host.ui.inspector.filter { $0.role == "image" }.count
        XCTAssertGreaterThan(images, 100)
        XCTAssertLessThan(images, 400)
        h.frame([.pointerMove(Point(300, 300)), .wheel(dx: 0, dy: 4000, modifiers: [])])
        h.wait(30)
        XCTAssertNotNil(h.host.ui.inspector.first { $0.role == "image" && Int($0.label)! > 1000 })
    }
}
