import XCTest
import Demos
import Gliss
import GlissTesting

/// Golden screenshots: each test runs a demo through GlissTesting's `Harness` (the real SDL
/// text measurer and the software renderer on the offscreen driver, 1280×800 unless stated,
/// fixed 1/60 s steps), drives input by finding widgets by label in the inspector (as a person
/// finds them on screen), and compares the pixels with a committed PNG in
/// `__Snapshots__/GoldenTests/<name>.png` (`Harness.assertSnapshot`).
///
/// **Downscaled 2×, tolerance 8/255 per channel, 0.1 % of pixels** — `SnapshotTolerance.standard`,
/// documented there. Runs on one machine are bit-identical (measured largest channel
/// difference 0, also with the machine fully loaded), so the tolerance only absorbs what
/// another SDL / HarfBuzz / FreeType / libjpeg build may round differently. It is deliberately
/// tighter than 0.5 %: one frame of animation drift moves only a thin border or one card —
/// 564 pixels for the months border mid-glide, 910 for a flying card
/// (`testToleranceCatchesOneFrameOfDrift`) — which 0.5 % (1,280) would let through.
///
/// On a mismatch the error names the count and the folder holding `<name>-actual.png`,
/// `-expected.png` and `-diff.png` (`$TMPDIR/gliss-snapshot-failures/GoldenTests/`).
/// `GLISS_RECORD_SNAPSHOTS=1 swift test --filter GoldenTests` (Scripts/generate/update-golden.sh)
/// rewrites the goldens instead of comparing.
final class GoldenTests: XCTestCase {
    static let tolerance = SnapshotTolerance.standard

    // MARK: - photos

    func testPhotosSettled() throws {
        let s = try Scene("photos")
        try s.settle()
        try check(s, "photos-settled")
    }

    /// Photo 9, 5 frames after the press of its click (3 after the release that taps it):
    /// mid-flight from its grid cell to the dock (≈ 65 % of the way and of the growth from
    /// 52×60 to 100×100), drawn above both scroll views, while the grid closes the gap.
    /// (interactiveSpring's response is 0.15 s: 6 frames after the release it is 97 % home
    /// and hard to tell from settled.)
    func testPhotosFlying() throws {
        let s = try Scene("photos")
        try s.settle()
        try s.click("9")
        s.wait(3)
        XCTAssertFalse(s.isIdle, "the flight should still be running")
        try check(s, "photos-flying")
    }

    func testPhotosSmallWindow() throws {
        let s = try Scene("photos", size: Size(800, 600))
        try s.settle()
        try check(s, "photos-800x600")
    }

    // MARK: - months

    func testMonthsSettled() throws {
        let s = try Scene("months")
        try s.settle()
        try check(s, "months-settled")
    }

    /// Glide: the green border 30 frames (0.5 s of 1.0 s easeInOut) after clicking September.
    func testMonthsGlideMidway() throws {
        let s = try Scene("months")
        try s.settle()
        try s.click("September")
        s.wait(30)
        XCTAssertFalse(s.isIdle, "the border should still be gliding")
        try check(s, "months-glide-midway")
    }

    /// Fade mode, settled: January (the active month) has the red border.
    func testMonthsFadeSettled() throws {
        let s = try Scene("months")
        try s.settle()
        try s.click("Fade")
        try s.settle()
        try check(s, "months-fade")
    }

    /// Keyboard: Tab to March and Return — the focus ring (accent colour, following the
    /// label's rounded border in Fade mode) and the border settled on March.
    func testMonthsFocusRing() throws {
        let s = try Scene("months")
        try s.settle()
        try s.click("Fade")
        try s.settle()
        for _ in 0..<20 where (try? s.node(label: "March"))?.focused != true { try s.key("Tab") }
        XCTAssertEqual(try s.node(label: "March").focused, true)
        try s.key("Return")
        try s.settle()
        try check(s, "months-focus-ring")
    }

    // MARK: - cards

    func testCardsSettled() throws {
        let s = try Scene("cards")
        try s.settle()
        try check(s, "cards-settled")
    }

    /// The first hand's "+" 8 frames ago: the deck's top card flies to the end of hand 1.
    func testCardsFlying() throws {
        let s = try Scene("cards")
        try s.settle()
        try s.click("+")
        s.wait(8)
        XCTAssertFalse(s.isIdle, "the card should still be flying")
        try check(s, "cards-flying")
    }

    // MARK: - devices

    func testDevicesSettled() throws {
        let s = try Scene("devices")
        try s.settle()
        try check(s, "devices-settled")
    }

    /// After clicking the "iPad" index square, settled: the iPad header at the top.
    func testDevicesIPad() throws {
        let s = try Scene("devices")
        try s.settle()
        try s.click("iPad", role: "button")
        try s.settle()
        try check(s, "devices-ipad")
    }

    // MARK: - carousel

    func testCarouselSettled() throws {
        let s = try Scene("carousel")
        try s.settle()
        try check(s, "carousel-settled")
    }

    /// Pointer pressed on the current card and moved 300 pt left over 10 frames, still held.
    func testCarouselMidDrag() throws {
        let s = try Scene("carousel")
        try s.settle()
        let a = try s.center("Amsterdam")
        s.press(at: a)
        for k in 1...10 {
            s.move(to: Point(a.x - 30 * Double(k), a.y))
        }
        s.wait(2)
        try check(s, "carousel-drag")
    }

    /// The current card clicked, settled: the detail sheet is up.
    func testCarouselSheet() throws {
        let s = try Scene("carousel")
        try s.settle()
        try s.click("Amsterdam")
        try s.settle()
        XCTAssertNoThrow(try s.node(label: "Book Now"), "the sheet's button should show")
        try check(s, "carousel-sheet")
    }

    // MARK: - modifiers (issue #16)

    /// The modifiers page 12 frames into its first spring (the automatic flip at 0.375 s):
    /// text and a heart scaling, bars rotating about their anchors, capsules scaling from the
    /// leading edge, a corner radius, colour and line width mid-way, a shadow lifting, a
    /// geometry reader re-laying out its bar, a matched card mid-flight re-wrapping its text.
    func testModifiersMidAnimation() throws {
        let s = try Scene("modifiers")
        s.wait(34)
        XCTAssertFalse(s.isIdle, "the springs should still be running")
        try check(s, "modifiers-mid")
    }

    /// "Liked" growing 1.0 → 1.4 on a spring: resampled from a 2× raster at the exact scale and
    /// sub-pixel position, so its ink grows every frame (no whole-pixel steps, no frames where
    /// the glyphs hold still and then jump a font size).
    func testTextScaleSpringHasNoSteps() throws {
        var big = false, flip = false
        let s = try Harness(size: Size(320, 120)) { ui in
            if flip { flip = false; ui.withAnimation(.spring(response: 0.5, dampingFraction: 0.8)) { big = true } }
            ui.text("Liked", font: .largeTitle.weight(.bold)).scaleEffect(big ? 1.4 : 1)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        s.wait(2)
        func ink() throws -> Double {
            let img = try s.capture()
            var sum = 0.0
            for i in stride(from: 0, to: img.rgba.count, by: 4) { sum += 255 - Double(img.rgba[i]) }
            return sum
        }
        let start = try ink()
        flip = true
        s.wait(1)   // the frame of the change draws the old value: the spring starts there
        XCTAssertEqual(try ink(), start)
        var inks: [Double] = []
        for _ in 0..<12 {
            s.wait(1)
            inks.append(try ink())
        }
        for k in 1..<inks.count {
            XCTAssertGreaterThan(inks[k], inks[k - 1], "frame \(k): the text's ink did not grow: \(inks)")
        }
        XCTAssertGreaterThan(inks[0], start)
        // Mid-spring (13 frames in) as a picture.
        try check(s, "text-scale-spring")
    }

    // MARK: - the comparison itself

    /// The same scene in two fresh backends is bit-identical, and one frame more of an
    /// animation is more than the tolerance allows (so timing cannot leak in unnoticed).
    func testToleranceCatchesOneFrameOfDrift() throws {
        func months(_ frames: Int) throws -> RGBAImage {
            let s = try Scene("months")
            try s.settle()
            try s.click("September")
            s.wait(frames)
            return try s.capture().downscaled(by: Self.tolerance.downscale)
        }
        func cards(_ frames: Int) throws -> RGBAImage {
            let s = try Scene("cards")
            try s.settle()
            try s.click("+")
            s.wait(frames)
            return try s.capture().downscaled(by: Self.tolerance.downscale)
        }
        let m30 = try months(30)
        let k8 = try cards(8)
        let allowed = Int(Double(m30.width * m30.height) * Self.tolerance.pixelFraction)
        XCTAssertEqual(m30.difference(from: try months(30), tolerance: 0).count, 0, "months: two runs differ")
        XCTAssertEqual(k8.difference(from: try cards(8), tolerance: 0).count, 0, "cards: two runs differ")
        let dm = m30.difference(from: try months(31), tolerance: Self.tolerance.channel).count
        let dk = k8.difference(from: try cards(9), tolerance: Self.tolerance.channel).count
        print("golden drift: one frame later differs in \(dm) pixels (months glide), \(dk) (cards flight); allowed \(allowed)")
        XCTAssertGreaterThan(dm, allowed, "one frame of glide drift would pass the tolerance")
        XCTAssertGreaterThan(dk, allowed, "one frame of card-flight drift would pass the tolerance")
    }

    // MARK: - controls

    /// The controls page at rest: switches, check boxes, sliders, a stepper, a segmented and a
    /// radio-group picker, a progress bar and a spinner, and a disabled row drawn dimmed.
    func testControlsSettled() throws {
        let s = try Scene("controls")
        try s.settle()
        try check(s, "controls-settled")
    }

    /// Mid-spring, 3 frames after the clicks' releases: Bluetooth's knob on its way right,
    /// the segmented thumb on its way from Auto to Dark (the page already dark: colours
    /// follow the scheme at once), the Date radio dot growing in; the focus ring on the
    /// volume slider after Tab (keyboard use shows it).
    func testControlsMidSpring() throws {
        let s = try Scene("controls")
        try s.settle()
        try s.click("Bluetooth", role: "toggle")
        try s.click("Dark", role: "radioButton")
        try s.click("Date", role: "radioButton")
        for _ in 0..<10 where (try? s.node(label: "Volume", role: "slider"))?.focused != true { try s.key("Tab") }
        XCTAssertEqual(try s.node(label: "Volume", role: "slider").focused, true)
        XCTAssertFalse(s.isIdle, "the springs should still be moving")
        try check(s, "controls-mid-spring")
    }

    /// The Actions menu open with its Share submenu, the pointer on Mail (highlighted), drawn
    /// above the page.
    func testControlsMenu() throws {
        let s = try Scene("controls")
        try s.settle()
        try s.click("Actions")
        try s.settle()
        s.move(to: try s.node(label: "Share", role: "menuItem").frame.center)
        try s.settle()
        s.move(to: try s.node(label: "Mail", role: "menuItem").frame.center)
        try s.settle()
        try check(s, "controls-menu")
    }

    /// The page in the dark colour scheme, as `--color-scheme dark` (or a dark desktop) draws
    /// it with Appearance on Auto: every control's dark palette.
    func testControlsDark() throws {
        let s = try Scene("controls")
        s.ui.systemColorScheme = .dark
        try s.settle()
        s.wait(1)
        try check(s, "controls-dark")
    }

    // MARK: - comparison

    func check(_ s: Harness, _ name: String) throws {
        try s.assertSnapshot(named: name, tolerance: Self.tolerance)
    }
}

/// A demo in the gallery app, as `gliss-demos <demo>` runs it.
func Scene(_ demo: String, size: Size = Size(1280, 800)) throws -> Harness {
    try Harness(app: GalleryApp(demo: demoType(named: demo)), size: size)
}

extension Harness {
    /// Frames until nothing animates and no gesture is active (at most 10 s of frames).
    func settle() throws { try runUntilIdle(maxFrames: 600) }
    func wait(_ n: Int) { run(frames: n) }
    func click(_ label: String, role: String? = nil) throws { try click(label: label, role: role) }
    func center(_ label: String) throws -> Point { try node(label: label).frame.center }
    func capture() throws -> RGBAImage { try screenshotImage() }
    var isIdle: Bool { host.isIdle }
}
