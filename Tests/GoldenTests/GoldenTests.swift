import XCTest
import CSDL2
import Demos
import Gliss
import GlissCore
import GlissSDL
#if canImport(Glibc)
import Glibc
#endif

/// Golden screenshots: each test runs a demo through `DemoHost` with the real SDL text
/// measurer, renders it with the SDL backend (offscreen video driver, software renderer,
/// 1280×800 unless stated) under a fixed 1/60 s step, drives input by finding widgets by
/// label in `host.ui.inspector` (as a person finds them on screen), and compares the pixels
/// with a committed PNG in `Tests/GoldenTests/Golden/<name>.png`.
///
/// **Downscaled 2×.** Goldens are stored, and compared, at half size (each golden pixel is the
/// mean of a 2×2 block, rounded), which keeps the whole set small (photos and trips are
/// photographic) while a misplaced view, a wrong colour or one frame of animation drift
/// still shows as hundreds to thousands of differing pixels.
///
/// **Tolerance.** A pixel matches when every channel differs by at most
/// `GoldenTests.channelTolerance` (8 of 255); an image matches when at most
/// `GoldenTests.pixelFraction` (0.1 %: 256 pixels of a 640×400 golden) of its pixels do not.
/// Runs on one machine are bit-identical (fixed step, software renderer: measured largest
/// channel difference 0, also with the machine fully loaded), so the tolerance only absorbs
/// what another SDL / SDL_ttf / FreeType / libjpeg build may round differently: anti-aliased
/// glyph and corner edges and JPEG decoding, a few levels each, which the 2× averaging
/// mostly smooths away. It is deliberately tighter than 0.5 %: one frame of animation drift
/// moves only a thin border or one card — 564 pixels for the months border mid-glide, 910
/// for a flying card (`testToleranceCatchesOneFrameOfDrift`) — which 0.5 % (1,280) would let
/// through.
///
/// On a mismatch the test prints the count and writes `<name>-actual.png`, `<name>-expected.png`
/// and `<name>-diff.png` (differing pixels red over a faded copy of the expected image) to
/// `$TMPDIR/gliss-golden-failures/`.
///
/// `GLISS_UPDATE_GOLDEN=1 swift test --filter GoldenTests` (Scripts/update-golden.sh) rewrites
/// the goldens instead of comparing.
final class GoldenTests: XCTestCase {
    static let channelTolerance = 8
    static let pixelFraction = 0.001
    /// Goldens are stored and compared downscaled by this factor.
    static let downscale = 2

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let goldenDir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden").path
    static let failureDir = NSTemporaryDirectory() + "gliss-golden-failures"

    var updating: Bool { ProcessInfo.processInfo.environment["GLISS_UPDATE_GOLDEN"] == "1" }

    /// The failure folder holds only this run's failures.
    override class func setUp() {
        super.setUp()
        try? FileManager.default.removeItem(atPath: failureDir)
    }

    override func setUp() {
        super.setUp()
        // Before any backend exists: SDL reads it when the video subsystem starts.
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
    }

    // MARK: - photos

    func testPhotosSettled() throws {
        let s = try Scene("photos")
        s.settle()
        try check(s, "photos-settled")
    }

    /// Photo 9, 5 frames after the press of its click (3 after the release that taps it):
    /// mid-flight from its grid cell to the dock (≈ 65 % of the way and of the growth from
    /// 52×60 to 100×100), drawn above both scroll views, while the grid closes the gap.
    /// (interactiveSpring's response is 0.15 s: 6 frames after the release it is 97 % home
    /// and hard to tell from settled.)
    func testPhotosFlying() throws {
        let s = try Scene("photos")
        s.settle()
        try s.click("9")
        s.wait(3)
        XCTAssertFalse(s.host.isIdle, "the flight should still be running")
        try check(s, "photos-flying")
    }

    func testPhotosSmallWindow() throws {
        let s = try Scene("photos", size: Size(800, 600))
        s.settle()
        try check(s, "photos-800x600")
    }

    // MARK: - months

    func testMonthsSettled() throws {
        let s = try Scene("months")
        s.settle()
        try check(s, "months-settled")
    }

    /// Glide: the green border 30 frames (0.5 s of 1.0 s easeInOut) after clicking September.
    func testMonthsGlideMidway() throws {
        let s = try Scene("months")
        s.settle()
        try s.click("September")
        s.wait(30)
        XCTAssertFalse(s.host.isIdle, "the border should still be gliding")
        try check(s, "months-glide-midway")
    }

    /// Fade mode, settled: January (the active month) has the red border.
    func testMonthsFadeSettled() throws {
        let s = try Scene("months")
        s.settle()
        try s.click("Fade")
        s.settle()
        try check(s, "months-fade")
    }

    // MARK: - cards

    func testCardsSettled() throws {
        let s = try Scene("cards")
        s.settle()
        try check(s, "cards-settled")
    }

    /// The first hand's "+" 8 frames ago: the deck's top card flies to the end of hand 1.
    func testCardsFlying() throws {
        let s = try Scene("cards")
        s.settle()
        try s.click("+")
        s.wait(8)
        XCTAssertFalse(s.host.isIdle, "the card should still be flying")
        try check(s, "cards-flying")
    }

    // MARK: - devices

    func testDevicesSettled() throws {
        let s = try Scene("devices")
        s.settle()
        try check(s, "devices-settled")
    }

    /// After clicking the "iPad" index square, settled: the iPad header at the top.
    func testDevicesIPad() throws {
        let s = try Scene("devices")
        s.settle()
        try s.click("iPad", role: "button")
        s.settle()
        try check(s, "devices-ipad")
    }

    // MARK: - carousel

    func testCarouselSettled() throws {
        let s = try Scene("carousel")
        s.settle()
        try check(s, "carousel-settled")
    }

    /// Pointer pressed on the current card and moved 300 pt left over 10 frames, still held.
    func testCarouselMidDrag() throws {
        let s = try Scene("carousel")
        s.settle()
        let a = try s.center("Amsterdam")
        s.frame([.pointerMove(a), .pointerDown(a, .left)])
        for k in 1...10 {
            s.frame([.pointerMove(Point(a.x - 30 * Double(k), a.y))])
        }
        s.wait(2)
        try check(s, "carousel-drag")
    }

    /// The current card clicked, settled: the detail sheet is up.
    func testCarouselSheet() throws {
        let s = try Scene("carousel")
        s.settle()
        try s.click("Amsterdam")
        s.settle()
        XCTAssertNotNil(s.host.ui.inspector.first { $0.label == "Book Now" }, "the sheet's button should show")
        try check(s, "carousel-sheet")
    }

    // MARK: - the comparison itself

    /// The same scene in two fresh backends is bit-identical, and one frame more of an
    /// animation is more than the tolerance allows (so timing cannot leak in unnoticed).
    func testToleranceCatchesOneFrameOfDrift() throws {
        func months(_ frames: Int) throws -> RGBAImage {
            let s = try Scene("months")
            s.settle()
            try s.click("September")
            s.wait(frames)
            return s.capture().downscaled(by: Self.downscale)
        }
        func cards(_ frames: Int) throws -> RGBAImage {
            let s = try Scene("cards")
            s.settle()
            try s.click("+")
            s.wait(frames)
            return s.capture().downscaled(by: Self.downscale)
        }
        let m30 = try months(30)
        let k8 = try cards(8)
        let allowed = Int(Double(m30.width * m30.height) * Self.pixelFraction)
        XCTAssertEqual(m30.compare(with: try months(30), tolerance: 0).count, 0, "months: two runs differ")
        XCTAssertEqual(k8.compare(with: try cards(8), tolerance: 0).count, 0, "cards: two runs differ")
        let dm = m30.compare(with: try months(31), tolerance: Self.channelTolerance).count
        let dk = k8.compare(with: try cards(9), tolerance: Self.channelTolerance).count
        print("golden drift: one frame later differs in \(dm) pixels (months glide), \(dk) (cards flight); allowed \(allowed)")
        XCTAssertGreaterThan(dm, allowed, "one frame of glide drift would pass the tolerance")
        XCTAssertGreaterThan(dk, allowed, "one frame of card-flight drift would pass the tolerance")
    }

    // MARK: - comparison

    func check(_ s: Scene, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let actual = s.capture().downscaled(by: Self.downscale)
        let path = Self.goldenDir + "/\(name).png"
        if updating {
            try FileManager.default.createDirectory(atPath: Self.goldenDir, withIntermediateDirectories: true)
            try actual.writePNG(path)
            print("golden: wrote \(path) (\(actual.width)x\(actual.height))")
            return
        }
        guard let expected = RGBAImage(png: path) else {
            XCTFail("no golden \(path): run Scripts/update-golden.sh (GLISS_UPDATE_GOLDEN=1)", file: file, line: line)
            try? writeFailure(name, actual: actual, expected: nil)
            return
        }
        guard expected.width == actual.width, expected.height == actual.height else {
            XCTFail("\(name): size \(actual.width)x\(actual.height), golden \(expected.width)x\(expected.height)",
                    file: file, line: line)
            try? writeFailure(name, actual: actual, expected: nil)
            return
        }
        let (count, maxDelta, mask) = actual.compare(with: expected, tolerance: Self.channelTolerance)
        let total = actual.width * actual.height
        let allowed = Int(Double(total) * Self.pixelFraction)
        print("golden \(name): \(count) of \(total) pixels differ by more than \(Self.channelTolerance) "
              + "(allowed \(allowed)); largest channel difference \(maxDelta)")
        if count > allowed {
            let dir = try? writeFailure(name, actual: actual, expected: expected, mask: mask)
            XCTFail("\(name): \(count) pixels differ (allowed \(allowed)); actual and diff in \(dir ?? "?")",
                    file: file, line: line)
        }
    }

    @discardableResult
    func writeFailure(_ name: String, actual: RGBAImage, expected: RGBAImage?, mask: [Bool]? = nil) throws -> String {
        let dir = Self.failureDir
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try actual.writePNG(dir + "/\(name)-actual.png")
        if let expected {
            try expected.writePNG(dir + "/\(name)-expected.png")
            if let mask { try expected.diffImage(mask: mask).writePNG(dir + "/\(name)-diff.png") }
        }
        print("golden \(name): wrote \(dir)/\(name)-actual.png" + (expected == nil ? "" : ", -expected.png, -diff.png"))
        return dir
    }
}

// MARK: - Scene: a demo, its host and an SDL backend

/// A demo driven frame by frame (fixed step) and rendered through the real SDL backend.
final class Scene {
    let backend: SDLBackend
    let host: AppHost

    init(_ demo: String, size: Size = Size(1280, 800)) throws {
        backend = try SDLBackend(options: BackendOptions(
            title: "golden", size: size, vsync: false, hidden: true,
            resourceRoot: GoldenTests.packageRoot.appendingPathComponent("Resources").path,
            renderer: "software"))
        host = AppHost(app: GalleryApp(demo: demoType(named: demo)), size: size,
                       measurer: backend.textMeasurer, fixedStep: true)
        frame()
    }

    func frame(_ events: [InputEvent] = []) { host.frame(events: events) }
    func wait(_ n: Int) { for _ in 0..<n { frame() } }

    /// Frames until nothing animates and no gesture is active (at most 10 s of frames).
    func settle(file: StaticString = #filePath, line: UInt = #line) {
        for _ in 0..<600 {
            frame()
            if host.isIdle { return }
        }
        XCTFail("\(host.app.screenName) never settled", file: file, line: line)
    }

    func center(_ label: String, role: String? = nil) throws -> Point {
        guard let n = host.ui.inspector.first(where: { $0.label == label && (role == nil || $0.role == role) }) else {
            throw GoldenError("no visible node labelled '\(label)' in \(host.app.screenName)")
        }
        return n.frame.center
    }

    /// Press, one frame, release — the script's `click`, at the labelled node's centre.
    func click(_ label: String, role: String? = nil) throws {
        let p = try center(label, role: role)
        frame([.pointerMove(p), .pointerDown(p, .left)])
        frame([.pointerUp(p, .left)])
    }

    /// Renders the last frame and reads it back.
    func capture() -> RGBAImage {
        backend.render(host.lastDrawList)
        let f = backend.readPixels()
        return RGBAImage(width: f.width, height: f.height, rgba: f.rgba)
    }
}

struct GoldenError: Error, CustomStringConvertible {
    let description: String
    init(_ d: String) { description = d }
}

// MARK: - RGBA images, PNG through SDL_image

struct RGBAImage {
    var width: Int
    var height: Int
    /// RGBA8, rows top to bottom.
    var rgba: [UInt8]

    init(width: Int, height: Int, rgba: [UInt8]) {
        self.width = width; self.height = height; self.rgba = rgba
    }

    /// Loads a PNG with SDL_image (IMG_Load), converted to RGBA8. Nil when missing or unreadable.
    init?(png path: String) {
        guard FileManager.default.fileExists(atPath: path), let loaded = IMG_Load(path) else { return nil }
        defer { SDL_FreeSurface(loaded) }
        guard let s = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ABGR8888.rawValue, 0) else { return nil }
        defer { SDL_FreeSurface(s) }
        let w = Int(s.pointee.w), h = Int(s.pointee.h), pitch = Int(s.pointee.pitch)
        var out = [UInt8](repeating: 0, count: w * h * 4)
        SDL_LockSurface(s)
        let src = s.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        for y in 0..<h {
            for x in 0..<(w * 4) { out[y * w * 4 + x] = src[y * pitch + x] }
        }
        SDL_UnlockSurface(s)
        self.init(width: w, height: h, rgba: out)
    }

    /// Writes a PNG (IMG_SavePNG) through a temporary file and a rename.
    func writePNG(_ path: String) throws {
        var pixels = rgba
        let tmp = path + ".tmp-\(getpid())"
        var failure: String?
        pixels.withUnsafeMutableBytes { buf in
            guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                buf.baseAddress, Int32(width), Int32(height), 32, Int32(width * 4),
                SDL_PIXELFORMAT_ABGR8888.rawValue) else {
                failure = String(cString: SDL_GetError())
                return
            }
            defer { SDL_FreeSurface(surface) }
            if IMG_SavePNG(surface, tmp) != 0 { failure = String(cString: SDL_GetError()) }
        }
        if failure == nil && rename(tmp, path) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(tmp)
            throw GoldenError("cannot write \(path): \(failure)")
        }
    }

    /// Each output pixel is the rounded mean of a `k`×`k` block (edges dropped when not divisible).
    func downscaled(by k: Int) -> RGBAImage {
        guard k > 1 else { return self }
        let w = width / k, h = height / k, n = k * k
        var out = [UInt8](repeating: 255, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                for c in 0..<3 {
                    var sum = 0
                    for dy in 0..<k {
                        let row = (y * k + dy) * width
                        for dx in 0..<k { sum += Int(rgba[(row + x * k + dx) * 4 + c]) }
                    }
                    out[(y * w + x) * 4 + c] = UInt8((sum + n / 2) / n)
                }
            }
        }
        return RGBAImage(width: w, height: h, rgba: out)
    }

    /// Pixels whose R, G or B differs by more than `tolerance`, the largest channel
    /// difference seen, and a per-pixel mask of the differing ones.
    func compare(with other: RGBAImage, tolerance: Int) -> (count: Int, maxDelta: Int, mask: [Bool]) {
        var count = 0, maxDelta = 0
        var mask = [Bool](repeating: false, count: width * height)
        for p in 0..<(width * height) {
            var d = 0
            for c in 0..<3 { d = max(d, abs(Int(rgba[p * 4 + c]) - Int(other.rgba[p * 4 + c]))) }
            maxDelta = max(maxDelta, d)
            if d > tolerance { count += 1; mask[p] = true }
        }
        return (count, maxDelta, mask)
    }

    /// Differing pixels in red over a faded copy of this image.
    func diffImage(mask: [Bool]) -> RGBAImage {
        var out = rgba
        for p in 0..<(width * height) {
            if mask[p] {
                out[p * 4] = 255; out[p * 4 + 1] = 0; out[p * 4 + 2] = 0
            } else {
                for c in 0..<3 { out[p * 4 + c] = UInt8(191 + Int(rgba[p * 4 + c]) / 4) }
            }
            out[p * 4 + 3] = 255
        }
        return RGBAImage(width: width, height: height, rgba: out)
    }
}
