import XCTest
import CSDL2
import GlissCore
@testable import GlissSDL
#if canImport(Glibc)
import Glibc
#endif

/// Renders through the real SDL backend on the offscreen video driver and checks pixels.
final class GlissSDLTests: XCTestCase {
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    var tempDirs: [String] = []

    override func setUp() {
        super.setUp()
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
    }

    override func tearDown() {
        for d in tempDirs { _ = try? FileManager.default.removeItem(atPath: d) }
        tempDirs.removeAll()
        super.tearDown()
    }

    // MARK: helpers

    func makeTempDir() -> String {
        let path = NSTemporaryDirectory() + "gliss-sdl-\(getpid())-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        tempDirs.append(path)
        return path
    }

    /// A resource root whose Fonts/ holds the bundled fonts when the package has them, else
    /// DejaVu Sans copied under every text-font name (so tests never depend on other work).
    func makeResourceRoot(fonts: Bool = true) -> String {
        let root = makeTempDir()
        let fontsDir = root + "/Fonts"
        try? FileManager.default.createDirectory(atPath: fontsDir, withIntermediateDirectories: true)
        guard fonts else { return root }
        let bundled = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/GlissSDL/Fonts").path
        for name in ["Sans-Regular", "Sans-Bold", "Sans-Heavy", "Rounded-Regular", "Rounded-Bold", "Icons"] {
            let own = bundled + "/\(name).ttf"
            let src = FileManager.default.fileExists(atPath: own) ? own : (name == "Icons" ? nil : Self.dejaVu)
            if let src { try? FileManager.default.copyItem(atPath: src, toPath: fontsDir + "/\(name).ttf") }
        }
        return root
    }

    func makeBackend(root: String? = nil, size: Size = Size(200, 150), limit: Int = 512) throws -> SDLBackend {
        try SDLBackend(options: BackendOptions(title: "test", size: size, vsync: false, hidden: true,
                                               resourceRoot: root ?? makeResourceRoot(),
                                               textureCacheLimit: limit))
    }

    struct Frame {
        let width: Int, height: Int, rgba: [UInt8]
        func pixel(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int) {
            let i = (y * width + x) * 4
            return (Int(rgba[i]), Int(rgba[i + 1]), Int(rgba[i + 2]))
        }
        func isColor(_ x: Int, _ y: Int, _ c: (Int, Int, Int), tolerance: Int = 2) -> Bool {
            let p = pixel(x, y)
            return abs(p.r - c.0) <= tolerance && abs(p.g - c.1) <= tolerance && abs(p.b - c.2) <= tolerance
        }
    }

    func frame(_ b: SDLBackend) -> Frame {
        let f = b.readPixels()
        return Frame(width: f.width, height: f.height, rgba: f.rgba)
    }

    let white = (255, 255, 255)
    let red = (255, 0, 0)
    func list(_ commands: [DrawCommand]) -> DrawList {
        var l = DrawList()
        l.clearColor = .white
        commands.forEach { l.append($0) }
        return l
    }

    /// A solid-colour BMP (optionally left half / right half different) written with SDL.
    func writeBMP(_ path: String, width: Int32, height: Int32, left: UInt32, right: UInt32) {
        let s = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)!
        let px = s.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        for y in 0..<Int(height) {
            for x in 0..<Int(width) {
                px[y * Int(s.pointee.pitch) / 4 + x] = 0xFF00_0000 | (x < Int(width) / 2 ? left : right)
            }
        }
        XCTAssertEqual(SDL_SaveBMP_RW(s, SDL_RWFromFile(path, "wb"), 1), 0)
        SDL_FreeSurface(s)
    }

    // MARK: shapes

    func testFilledRoundedRectIsRedInsideAndBackgroundOutsideTheArc() throws {
        let b = try makeBackend()
        b.render(list([.fillRoundedRect(rect: Rect(10, 10, 100, 60), radius: 20, color: Color(r: 1, g: 0, b: 0))]))
        let f = frame(b)
        XCTAssertEqual(f.width, 200)
        XCTAssertEqual(f.height, 150)
        XCTAssertTrue(f.isColor(60, 40, red), "centre should be red: \(f.pixel(60, 40))")
        XCTAssertTrue(f.isColor(60, 10, red), "top edge row is inside")
        XCTAssertTrue(f.isColor(60, 9, white), "row above the rect is background")
        XCTAssertTrue(f.isColor(10, 40, red), "left edge column is inside")
        // Corner pixels are outside the 20pt arc: background.
        for (x, y) in [(10, 10), (11, 11), (13, 12), (109, 10), (10, 69), (109, 69)] {
            XCTAssertTrue(f.isColor(x, y, white), "corner pixel (\(x),\(y)) should be background: \(f.pixel(x, y))")
        }
        // The arc is anti-aliased: the corner square holds pixels between red and white.
        var partial = 0
        for y in 10..<30 {
            for x in 10..<30 {
                let p = f.pixel(x, y)
                if p.r > 250 && p.g > 20 && p.g < 235 { partial += 1 }
            }
        }
        XCTAssertGreaterThan(partial, 15, "the arc should be anti-aliased (intermediate pixels)")
        XCTAssertTrue(f.isColor(30, 30, red), "inside the arc centre")
    }

    func testRadiusIsClampedAndZeroRadiusIsSquare() throws {
        let b = try makeBackend()
        b.render(list([
            .fillRoundedRect(rect: Rect(10, 10, 40, 40), radius: 0, color: Color(r: 1, g: 0, b: 0)),
            .fillRoundedRect(rect: Rect(100, 10, 40, 40), radius: 500, color: Color(r: 1, g: 0, b: 0)),
        ]))
        let f = frame(b)
        XCTAssertTrue(f.isColor(10, 10, red), "radius 0 keeps square corners")
        XCTAssertTrue(f.isColor(49, 49, red))
        // Radius clamped to 20: a circle. Its corner is background, its centre and edge midpoints red.
        XCTAssertTrue(f.isColor(101, 11, white))
        XCTAssertTrue(f.isColor(120, 30, red))
        XCTAssertTrue(f.isColor(100, 30, red), "left middle of the circle")
    }

    func testHairlinesStayVisibleWithProportionalAlpha() throws {
        let b = try makeBackend()
        b.render(list([.fillRoundedRect(rect: Rect(10, 20.5, 100, 0.5), radius: 0, color: .black),
                       .strokeRoundedRect(rect: Rect(10, 40, 100, 50), radius: 0, lineWidth: 0.5, color: .black)]))
        let f = frame(b)
        let fill = (18...23).map { f.pixel(50, $0).r }
        XCTAssertEqual(fill.filter { $0 < 250 }.count, 1, "a 0.5 pt fill is one pixel row: \(fill)")
        XCTAssertEqual(Double(fill.min()!), 127.5, accuracy: 4, "at 50% coverage")
        let stroke = (37...43).map { f.pixel(50, $0).r }
        XCTAssertEqual(stroke.filter { $0 < 250 }.count, 1, "a 0.5 pt stroke is one pixel row: \(stroke)")
        XCTAssertEqual(Double(stroke.min()!), 127.5, accuracy: 4)
    }

    func testStrokeLeavesItsInteriorBackground() throws {
        let b = try makeBackend()
        let blue = (0, 0, 255)
        b.render(list([.strokeRoundedRect(rect: Rect(20, 20, 120, 80), radius: 10, lineWidth: 2, color: Color(r: 0, g: 0, b: 1))]))
        let f = frame(b)
        XCTAssertTrue(f.isColor(80, 60, white), "interior stays background: \(f.pixel(80, 60))")
        XCTAssertTrue(f.isColor(80, 23, white), "just inside the line")
        XCTAssertTrue(f.isColor(80, 16, white), "outside the line")
        // A 2 px line centred on y = 20 covers rows 19 and 20 (and the same for the other edges).
        XCTAssertTrue(f.isColor(80, 19, blue) && f.isColor(80, 20, blue), "top edge: \(f.pixel(80, 19)) \(f.pixel(80, 20))")
        XCTAssertTrue(f.isColor(80, 99, blue) && f.isColor(80, 100, blue), "bottom edge")
        XCTAssertTrue(f.isColor(19, 60, blue) && f.isColor(20, 60, blue), "left edge")
        XCTAssertTrue(f.isColor(139, 60, blue) && f.isColor(140, 60, blue), "right edge")
        XCTAssertTrue(f.isColor(19, 19, white), "rounded outer corner is background")
    }

    func testOddWidthStrokeIsCrisp() throws {
        let b = try makeBackend()
        b.render(list([.strokeRoundedRect(rect: Rect(20, 20, 100, 60), radius: 0, lineWidth: 1, color: .black)]))
        let f = frame(b)
        // 1 px lines land on exactly one pixel row/column (no 50% grey smear over two).
        XCTAssertTrue(f.isColor(60, 20, (0, 0, 0)), "\(f.pixel(60, 20))")
        XCTAssertTrue(f.isColor(60, 19, white) && f.isColor(60, 21, white))
        XCTAssertTrue(f.isColor(20, 50, (0, 0, 0)) && f.isColor(119, 50, (0, 0, 0)))
        XCTAssertTrue(f.isColor(20, 20, (0, 0, 0)), "square corner pixel is covered")
    }

    func testClipStackIntersectsAndRestores() throws {
        let b = try makeBackend()
        let green = (0, 255, 0), blue = (0, 0, 255), black = (0, 0, 0)
        b.render(list([
            .pushClip(Rect(0, 0, 50, 50)),
            .fillRoundedRect(rect: Rect(0, 0, 200, 150), radius: 0, color: Color(r: 1, g: 0, b: 0)),
            .pushClip(Rect(40, 40, 100, 100)),     // intersects to (40,40,10,10)
            .fillRoundedRect(rect: Rect(0, 0, 200, 150), radius: 0, color: Color(r: 0, g: 0, b: 1)),
            .pushClip(Rect(150, 150, 10, 10)),     // disjoint: empty clip, nothing drawn
            .fillRoundedRect(rect: Rect(0, 0, 200, 150), radius: 0, color: .black),
            .popClip,
            .popClip,                              // back to (0,0,50,50)
            .fillRoundedRect(rect: Rect(0, 0, 30, 100), radius: 0, color: Color(r: 0, g: 1, b: 0)),
            .popClip,                              // no clip
            .fillRoundedRect(rect: Rect(150, 100, 20, 20), radius: 0, color: .black),
        ]))
        let f = frame(b)
        XCTAssertTrue(f.isColor(45, 45, blue), "inner clip drew blue: \(f.pixel(45, 45))")
        XCTAssertTrue(f.isColor(35, 35, red), "outer clip only red")
        XCTAssertTrue(f.isColor(60, 60, white), "outside both clips stays background")
        XCTAssertTrue(f.isColor(10, 10, green), "restored outer clip lets green in")
        XCTAssertTrue(f.isColor(10, 60, white), "green clipped to the restored outer clip")
        XCTAssertTrue(f.isColor(160, 110, black), "after the last pop nothing clips")
        XCTAssertTrue(f.isColor(120, 140, white), "empty clip drew nothing")
    }

    // MARK: images

    func testMissingImageDrawsPlaceholderAndWarnsOnceWithThePath() throws {
        let root = makeResourceRoot()
        let b = try makeBackend(root: root)
        let l = list([.image(name: "Photos/missing.jpg", rect: Rect(20, 20, 120, 80), mode: .fill, radius: 8, opacity: 1)])
        b.render(l)
        b.render(l)
        let f = frame(b)
        let c = f.pixel(40, 60)
        XCTAssertTrue(c.r < 250 && c.r > 150 && abs(c.r - c.g) < 10, "light grey placeholder: \(c)")
        // The diagonal cross is darker than the placeholder's fill.
        let onCross = f.pixel(80, 60), offCross = f.pixel(40, 60)
        XCTAssertLessThan(onCross.r, offCross.r - 20, "cross through the centre: \(onCross) vs \(offCross)")
        XCTAssertTrue(f.isColor(20, 20, white), "placeholder corners are rounded")
        let imageWarnings = b.warnings.filter { $0.contains("cannot load image") }
        XCTAssertEqual(imageWarnings.count, 1, "one-time warning: \(b.warnings)")
        XCTAssertTrue(imageWarnings[0].hasPrefix("warning: cannot load image \(root)/Photos/missing.jpg: "), imageWarnings[0])
        XCTAssertTrue(imageWarnings[0].hasSuffix("; drawing a placeholder"))
    }

    func testCorruptImageDrawsPlaceholder() throws {
        let root = makeResourceRoot()
        try? FileManager.default.createDirectory(atPath: root + "/Photos", withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: root + "/Photos/bad.png", contents: Data("not a png".utf8))
        let b = try makeBackend(root: root)
        b.render(list([.image(name: "Photos/bad.png", rect: Rect(20, 20, 120, 80), mode: .fill, radius: 0, opacity: 1)]))
        XCTAssertFalse(frame(b).isColor(40, 60, white))
        XCTAssertTrue(b.warnings.contains { $0.contains("\(root)/Photos/bad.png") })
    }

    func testImageModesAndRoundedCorners() throws {
        let root = makeResourceRoot()
        // 200×100 image: left half red, right half blue.
        writeBMP(root + "/wide.bmp", width: 200, height: 100, left: 0xFF0000, right: 0x0000FF)
        let b = try makeBackend(root: root, size: Size(320, 200))
        b.render(list([
            .image(name: "wide.bmp", rect: Rect(10, 10, 100, 100), mode: .fit, radius: 0, opacity: 1),
            .image(name: "wide.bmp", rect: Rect(120, 10, 100, 100), mode: .fill, radius: 20, opacity: 1),
            .image(name: root + "/wide.bmp", rect: Rect(230, 10, 80, 40), mode: .stretch, radius: 0, opacity: 1),
            .image(name: "wide.bmp", rect: Rect(10, 150, 100, 40), mode: .stretch, radius: 0, opacity: 0.5),
        ]))
        let f = frame(b)
        // .fit letterboxes the 2:1 image into the square: rows 35..85, background above and below.
        XCTAssertTrue(f.isColor(60, 20, white), ".fit leaves the top band empty: \(f.pixel(60, 20))")
        XCTAssertTrue(f.isColor(20, 60, red, tolerance: 3), ".fit left half red: \(f.pixel(20, 60))")
        XCTAssertTrue(f.isColor(100, 60, (0, 0, 255), tolerance: 3), ".fit right half blue")
        // .fill crops the centre square: both colours, touching the frame's top edge, corners rounded.
        XCTAssertTrue(f.isColor(140, 15, red, tolerance: 3), ".fill covers the frame: \(f.pixel(140, 15))")
        XCTAssertTrue(f.isColor(200, 100, (0, 0, 255), tolerance: 3))
        XCTAssertTrue(f.isColor(120, 10, white), "rounded corner is background: \(f.pixel(120, 10))")
        XCTAssertTrue(f.isColor(219, 109, white), "rounded corner is background")
        // .stretch by absolute path.
        XCTAssertTrue(f.isColor(240, 30, red, tolerance: 3) && f.isColor(300, 30, (0, 0, 255), tolerance: 3))
        // Opacity 0.5 over white: pink.
        let p = f.pixel(30, 170)
        XCTAssertTrue(p.r > 250 && abs(p.g - 128) < 6 && abs(p.b - 128) < 6, "half-transparent red: \(p)")
        XCTAssertTrue(b.warnings.isEmpty, "\(b.warnings)")
    }

    // MARK: text

    func testTextRendersPixelsAndMeasuresLongerStringsWider() throws {
        let b = try makeBackend()
        let m = b.textMeasurer
        let short = m.measure("Hi", font: .body)
        let long = m.measure("Hello, wide world", font: .body)
        XCTAssertGreaterThan(short.width, 5)
        XCTAssertGreaterThan(long.width, short.width * 3)
        XCTAssertEqual(long.height, m.lineHeight(.body))
        XCTAssertGreaterThan(m.lineHeight(.body), 17)
        XCTAssertLessThan(m.lineHeight(.body), 30)
        XCTAssertGreaterThan(m.measure("Hello", font: .title).width, m.measure("Hello", font: .body).width)
        XCTAssertGreaterThan(m.measure("Hello", font: Font(size: 17, weight: .bold)).width,
                             m.measure("Hello", font: .body).width)
        XCTAssertEqual(m.measure("", font: .body).width, 0)

        b.render(list([.text("Hello, wide world", font: .body, color: .black, origin: Point(10, 10)),
                       .text("", font: .body, color: .black, origin: Point(10, 100))]))
        let f = frame(b)
        var dark = 0, outside = 0
        for y in 0..<f.height {
            for x in 0..<f.width where f.pixel(x, y).r < 128 {
                let inBox = Double(x) >= 10 && Double(x) < 10 + long.width + 1 && Double(y) >= 10 && Double(y) < 10 + long.height
                if inBox { dark += 1 } else { outside += 1 }
            }
        }
        XCTAssertGreaterThan(dark, 60, "text should put dark pixels inside its measured box")
        XCTAssertEqual(outside, 0, "text stays inside its measured layout box")
    }

    /// Window-sized photos are sampled from their mip level every frame instead of being
    /// prepared into a texture: the pixels must be those of the prepared path — upscaled,
    /// downscaled, cropped by the window's edge, rounded, translucent — within a level or two
    /// (corner coverage is rounded to bytes first), and no texture is made.
    func testSampledImagesMatchPreparedOnes() throws {
        let root = makeResourceRoot()
        let photos = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources/Trips").path
        try FileManager.default.createDirectory(atPath: root + "/Trips", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: photos + "/florence.jpg", toPath: root + "/Trips/florence.jpg")
        let b = try makeBackend(root: root, size: Size(320, 240))
        let cases: [(Rect, ContentMode, Double, Double)] = [
            (Rect(10, 12, 300, 210), .fill, 15, 1),      // upscaled, rounded
            (Rect(-40, 30, 250, 120), .fill, 12, 0.7),   // cut by the window's edge, translucent
            (Rect(20, 5, 140, 230), .fit, 0, 1),          // downscaled from the 600×900 source
        ]
        for (rect, mode, radius, opacity) in cases {
            let l = list([.fillRoundedRect(rect: Rect(0, 0, 320, 240), radius: 0, color: Color(r: 0.2, g: 0.5, b: 0.9)),
                          .image(name: "Trips/florence.jpg", rect: rect, mode: mode, radius: radius, opacity: opacity)])
            b.sampledImagePixels = .infinity
            b.render(l); b.render(l)   // the second frame draws the prepared texture
            let prepared = frame(b)
            b.sampledImagePixels = 0
            let textures = b.texturesCreated
            b.render(l)
            let sampled = frame(b)
            XCTAssertEqual(b.texturesCreated, textures, "sampling makes no texture")
            var worst = 0, differing = 0
            for i in 0..<prepared.rgba.count where i % 4 != 3 {
                let d = abs(Int(prepared.rgba[i]) - Int(sampled.rgba[i]))
                worst = max(worst, d)
                if d > 0 { differing += 1 }
            }
            XCTAssertLessThanOrEqual(worst, 2, "\(rect) \(mode): largest channel difference")
            XCTAssertLessThan(differing, prepared.rgba.count / 100, "\(rect) \(mode): channels differing")
            XCTAssertFalse(sampled.isColor(Int(max(rect.midX, 5)), Int(rect.midY), (51, 128, 230), tolerance: 8),
                           "the photo is drawn over the fill")
        }
    }

    /// Large frames of fills and text are drawn by two threads, each into its half of the rows:
    /// the pixels must be exactly those of one pass, including shapes and labels that straddle
    /// the halves, clips, translucency and text cut by a clip.
    func testBandedFramesMatchOnePass() throws {
        let b = try makeBackend(size: Size(400, 300))
        var commands: [DrawCommand] = [.pushClip(Rect(10, 10, 380, 270))]
        for i in 0..<60 {
            let x = Double(i % 10) * 40 + 3, y = Double(i / 10) * 47 + 2
            let color = Color(r: Double(i % 3) / 2, g: Double(i % 5) / 4, b: 0.6, a: i % 4 == 0 ? 0.6 : 1)
            commands.append(.fillRoundedRect(rect: Rect(x, y, 36, 44), radius: Double(i % 6), color: color))
            commands.append(.text("Tile \(i)", font: Font(size: 11 + Double(i % 3)), color: .white, origin: Point(x + 2, y + 14)))
        }
        commands.append(.popClip)
        commands.append(.text("across the middle", font: Font(size: 30, weight: .bold), color: Color(r: 0, g: 0, b: 0, a: 0.8),
                              origin: Point(40, 132)))
        let l = list(commands)
        b.bandMinimumPixels = .max
        b.render(l)
        let onePass = frame(b)
        // Something else in between (in one pass), so a row the bands missed cannot show the
        // last frame's pixels.
        b.render(list([.fillRoundedRect(rect: Rect(0, 0, 400, 300), radius: 0, color: Color(r: 0, g: 0, b: 0))]))
        b.bandMinimumPixels = 0
        let replays = b.bandedReplays
        b.render(l)
        XCTAssertEqual(b.bandedReplays, replays + 1, "the frame was banded")
        XCTAssertNil(b.bands, "the replay ends with the frame")
        let banded = frame(b)
        XCTAssertEqual(banded.rgba.count, onePass.rgba.count)
        let differing = zip(banded.rgba, onePass.rgba).filter { $0 != $1 }.count
        XCTAssertEqual(differing, 0, "bytes differing between the banded and the one-pass frame")
        XCTAssertTrue(banded.isColor(5, 150, white), "outside the clip: the clear")
        XCTAssertFalse(banded.isColor(20, 150, white), "a tile inside the clip")
    }

    func testTextColourComesFromColourModNotTheCacheKey() throws {
        let b = try makeBackend()
        b.render(list([.text("MMMM", font: Font(size: 30, weight: .bold), color: Color(r: 1, g: 0, b: 0), origin: Point(10, 10)),
                       .text("MMMM", font: Font(size: 30, weight: .bold), color: Color(r: 0, g: 0, b: 1), origin: Point(10, 60))]))
        let f = frame(b)
        var reds = 0, blues = 0
        for y in 0..<f.height {
            for x in 0..<f.width {
                let p = f.pixel(x, y)
                if p.r > 200 && p.g < 40 && p.b < 40 { reds += 1 }
                if p.b > 200 && p.g < 40 && p.r < 40 { blues += 1 }
            }
        }
        XCTAssertGreaterThan(reds, 50)
        XCTAssertGreaterThan(blues, 50)
        XCTAssertEqual(b.cachedTextLines, 1, "one cached raster for both colours")
    }

    /// Comfortaa (the rounded font) stops at Bold, so rounded heavy/black get synthetic bold:
    /// visibly heavier than rounded bold, from a separate font object, and measured with that
    /// same object so layout widths match the drawn text.
    func testRoundedBlackIsEmboldenedAndMeasuredAsDrawn() throws {
        let b = try makeBackend(size: Size(300, 120))
        let black = Font(size: 34, weight: .black, design: .rounded)
        let bold = Font(size: 34, weight: .bold, design: .rounded)
        let text = "Discover"
        b.render(list([.text(text, font: black, color: .black, origin: Point(10, 5)),
                       .text(text, font: bold, color: .black, origin: Point(10, 60))]))
        let f = frame(b)
        func ink(_ rows: Range<Int>) -> (dark: Int, minX: Int, maxX: Int) {
            var dark = 0, minX = Int.max, maxX = -1
            for y in rows { for x in 0..<f.width where f.pixel(x, y).r < 128 {
                dark += 1; minX = min(minX, x); maxX = max(maxX, x)
            } }
            return (dark, minX, maxX)
        }
        let heavy = ink(0..<58), regular = ink(58..<120)
        XCTAssertGreaterThan(Double(heavy.dark), 1.3 * Double(regular.dark),
                             "rounded black \(heavy.dark) vs bold \(regular.dark) dark pixels")

        let blackFace = try XCTUnwrap(b.fonts.face(black)), boldFace = try XCTUnwrap(b.fonts.face(bold))
        XCTAssertEqual(blackFace.path, boldFace.path, "both from Rounded-Bold.ttf")
        XCTAssertNotEqual(blackFace.font, boldFace.font, "the bold style lives on its own TTF_Font")
        XCTAssertTrue(blackFace.emboldened)
        XCTAssertFalse(boldFace.emboldened)

        // Measurement and drawing agree: the texture is exactly the measured width and the ink
        // ends within a few pixels of it (side bearing), never beyond.
        let measured = b.textMeasurer.measure(text, font: black).width
        XCTAssertGreaterThan(measured, b.textMeasurer.measure(text, font: bold).width)
        let key = TextKey(text: text, fontPath: blackFace.path, pixels: blackFace.pixels, emboldened: true)
        let width = try XCTUnwrap(b.cachedTextLineWidth(key))
        XCTAssertEqual(Double(width), measured)
        let inkWidth = Double(heavy.maxX + 1 - 10)
        XCTAssertLessThanOrEqual(inkWidth, measured)
        XCTAssertGreaterThanOrEqual(inkWidth, measured - 4, "ink \(inkWidth) vs measured \(measured)")
    }

    /// An app with no fonts of its own draws with the fonts that ship with Gliss: no warning.
    func testBundledFontsNeedNoResourceFolder() throws {
        let root = makeResourceRoot(fonts: false)
        let b = try makeBackend(root: root)
        XCTAssertGreaterThan(b.textMeasurer.measure("Hello", font: .body).width, 10)
        b.render(list([.text("Hello", font: .body, color: .black, origin: Point(10, 10)),
                       .text(Icon.heart.rawValue, font: Font(size: 20, design: .icon), color: .black, origin: Point(100, 10))]))
        let f = frame(b)
        XCTAssertTrue((0..<f.height).contains { y in (0..<40).contains { f.pixel($0, y).r < 100 } }, "text drawn")
        XCTAssertTrue((0..<f.height).contains { y in (100..<130).contains { f.pixel($0, y).r < 100 } }, "icon drawn")
        XCTAssertEqual(b.warnings, [])
    }

    /// A broken font in the app's own Fonts/ warns once, naming it, and the bundled one is used.
    func testBrokenAppFontWarnsAndFallsBackToTheBundledOne() throws {
        let root = makeResourceRoot(fonts: false)
        FileManager.default.createFile(atPath: root + "/Fonts/Sans-Regular.ttf", contents: Data("not a font".utf8))
        let b = try makeBackend(root: root)
        XCTAssertGreaterThan(b.textMeasurer.measure("Hello", font: .body).width, 10)
        XCTAssertTrue(b.warnings.contains { $0.hasPrefix("warning: cannot load font \(root)/Fonts/Sans-Regular.ttf: ") },
                      "\(b.warnings)")
    }

    /// The caches' byte budgets: least recently used entries leave while the summed cost is
    /// over budget (the newest stays even alone over it), and the total follows replacements,
    /// evictions and `removeAll`.
    func testLRUCacheKeepsItsCostUnderTheBudget() {
        var evicted: [String] = []
        let cache = LRUCache<String, Int>(limit: 10, costBudget: 100, cost: { $0 }) { evicted.append("\($0)") }
        cache.set("a", 40)
        cache.set("b", 40)
        _ = cache.get("a")                  // b is now the least recently used
        cache.set("c", 30)
        XCTAssertEqual(evicted, ["40"])
        XCTAssertNil(cache.get("b"))
        XCTAssertEqual(cache.totalCost, 70)
        cache.set("c", 50)                  // a replacement is counted at its new cost
        XCTAssertEqual(cache.totalCost, 90)
        cache.set("huge", 500)
        XCTAssertEqual(cache.count, 1, "alone over budget, the newest entry stays")
        XCTAssertEqual(cache.totalCost, 500)
        cache.removeAll()
        XCTAssertEqual(cache.totalCost, 0)
    }

    func testTextureCacheStaysBounded() throws {
        let limit = 8
        let b = try makeBackend(limit: limit)
        var l = list([])
        for i in 0..<(2 * limit) {
            l.append(.text("label \(i)", font: .caption, color: .black, origin: Point(2, Double(i) * 8)))
        }
        b.render(l)
        XCTAssertLessThanOrEqual(b.textureCount, limit)
        XCTAssertEqual(b.cachedTextLines, limit, "the first frame keeps the configured bound")
        // From then on text lines are bounded by twice the lines drawn in the last frame (the
        // working set: 16 here) when that exceeds the configured bound; shapes by the bound.
        let textBound = 2 * (2 * limit)
        for round in 0..<3 {
            var more = list([])
            for i in 0..<(2 * limit) {
                more.append(.text("r\(round) \(i)", font: .caption, color: .black, origin: Point(2, Double(i) * 8)))
                more.append(.fillRoundedRect(rect: Rect(100, Double(i) * 8, 50, 7), radius: Double(i % 4) + 1, color: .blue))
            }
            b.render(more)
            XCTAssertLessThanOrEqual(b.textureCount, textBound + 2 * limit, "each cache is bounded")
            XCTAssertLessThanOrEqual(b.cachedTextLines, textBound)
            XCTAssertLessThanOrEqual(b.shapeCache.count, limit)
            XCTAssertLessThanOrEqual(b.masks.disks.count, limit)
        }
        // Evicted strings still draw correctly when they come back.
        b.render(l)
        XCTAssertLessThanOrEqual(b.cachedTextLines, textBound)
    }

    /// Soak runs read `imagePixelBytes` to tell a filling cache from lost memory: it must equal
    /// what the image cache holds, through insertions and evictions.
    func testImagePixelBytesMatchTheImageCacheThroughEvictions() throws {
        let root = makeResourceRoot()
        writeBMP(root + "/photo.bmp", width: 120, height: 80, left: 0xFF0000, right: 0x00FF00)
        let limit = 3
        let b = try makeBackend(root: root, size: Size(320, 200), limit: limit)
        func held() -> Int { b.imageCache.values.reduce(0) { $0 + Int($1.width) * Int($1.height) * 4 } }
        XCTAssertEqual(b.imagePixelBytes.textures, 0)
        for side in stride(from: 20, through: 90, by: 10) {   // 8 sizes through a cache of 3
            // Two frames at each size: a size change alone stretches the last prepared texture.
            for _ in 0..<2 {
                b.render(list([.image(name: "photo.bmp", rect: Rect(10, 10, Double(side), Double(side)),
                                      mode: .fill, radius: 4, opacity: 1)]))
            }
            XCTAssertEqual(b.imagePixelBytes.textures, held(), "after drawing at \(side)")
            XCTAssertLessThanOrEqual(b.imageCache.count, limit)
        }
        XCTAssertEqual(b.imagePixelBytes.textures, 90 * 90 * 4 + 80 * 80 * 4 + 70 * 70 * 4)
        // The decoded source and the half-size levels the 20- and 30-point frames were made from.
        XCTAssertEqual(b.imagePixelBytes.decoded, (120 * 80 + 60 * 40 + 30 * 20) * 4)
        // Large pixel buffers are kept out of the malloc heap (see PixelMemory) unless the
        // environment already chose a threshold.
        if getenv("MALLOC_MMAP_THRESHOLD_") == nil { XCTAssertTrue(PixelMemory.configured) }
    }

    // MARK: screenshots

    func testScreenshotWritesAPNGAndAnUnwritablePathThrows() throws {
        let b = try makeBackend()
        b.render(list([.fillRoundedRect(rect: Rect(10, 10, 50, 50), radius: 10, color: .red)]))
        let dir = makeTempDir()
        let path = dir + "/shot.png"
        try b.saveScreenshot(to: path)
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir), ["shot.png"], "no temp file left")
        // Round trip: the PNG holds the frame.
        let loaded = IMG_Load(path)
        XCTAssertNotNil(loaded)
        XCTAssertEqual(loaded?.pointee.w, 200)
        SDL_FreeSurface(loaded)

        let bad = dir + "/no/such/dir/shot.png"
        XCTAssertThrowsError(try b.saveScreenshot(to: bad)) { error in
            guard case BackendError.screenshot(let message) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(message.hasPrefix("cannot write screenshot to \(bad): "), message)
            XCTAssertTrue("\(error)".contains(bad))
        }
        XCTAssertThrowsError(try b.saveScreenshot(to: dir)) { error in   // a directory
            XCTAssertTrue("\(error)".contains("cannot write screenshot to \(dir)"), "\(error)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir), ["shot.png"], "failed writes leave nothing")
    }

    // MARK: events

    func wheel(x: Float = 0, y: Float = 0, ix: Int32 = 0, iy: Int32 = 0, flipped: Bool = false) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_MOUSEWHEEL.rawValue
        e.wheel.preciseX = x
        e.wheel.preciseY = y
        e.wheel.x = ix
        e.wheel.y = iy
        e.wheel.direction = flipped ? SDL_MOUSEWHEEL_FLIPPED.rawValue : SDL_MOUSEWHEEL_NORMAL.rawValue
        return e
    }

    func testWheelTranslation() {
        // SDL y > 0 = wheel away from the user = reveal content above: negative dy.
        XCTAssertEqual(SDLBackend.translate(wheel(y: 1)), .wheel(dx: 0, dy: -40, modifiers: []))
        XCTAssertEqual(SDLBackend.translate(wheel(y: -1)), .wheel(dx: 0, dy: 40, modifiers: []))
        XCTAssertEqual(SDLBackend.translate(wheel(y: -0.25)), .wheel(dx: 0, dy: 10, modifiers: []))
        XCTAssertEqual(SDLBackend.translate(wheel(x: 1)), .wheel(dx: 40, dy: 0, modifiers: []))
        XCTAssertEqual(SDLBackend.translate(wheel(iy: -2)), .wheel(dx: 0, dy: 80, modifiers: []), "integer fallback")
        XCTAssertEqual(SDLBackend.translate(wheel(y: 1, flipped: true)), .wheel(dx: 0, dy: 40, modifiers: []))
        // Shift swaps the vertical wheel into horizontal scrolling.
        XCTAssertEqual(SDLBackend.translate(wheel(y: -1), modifiers: .shift), .wheel(dx: 40, dy: 0, modifiers: .shift))
        XCTAssertEqual(SDLBackend.translate(wheel(y: 1), modifiers: .shift), .wheel(dx: -40, dy: 0, modifiers: .shift))
        XCTAssertNil(SDLBackend.translate(wheel()))
    }

    func testKeyTranslation() {
        func key(_ sym: Int32, mod: SDL_Keymod = KMOD_NONE) -> SDL_Event {
            var e = SDL_Event()
            e.type = SDL_KEYDOWN.rawValue
            e.key.keysym.sym = sym
            e.key.keysym.mod = UInt16(mod.rawValue)
            return e
        }
        XCTAssertEqual(SDLBackend.translate(key(Int32(SDLK_ESCAPE.rawValue))), .key("Escape", modifiers: []))
        XCTAssertEqual(SDLBackend.translate(key(Int32(SDLK_LEFT.rawValue))), .key("Left", modifiers: []))
        XCTAssertEqual(SDLBackend.translate(key(Int32(SDLK_RIGHT.rawValue))), .key("Right", modifiers: []))
        XCTAssertEqual(SDLBackend.translate(key(Int32(SDLK_q.rawValue))), .key("Q", modifiers: []))
        XCTAssertEqual(SDLBackend.translate(key(Int32(SDLK_SPACE.rawValue))), .key("Space", modifiers: []))
        XCTAssertEqual(SDLBackend.translate(key(Int32(SDLK_q.rawValue), mod: KMOD_LCTRL)), .key("Q", modifiers: .control))
        XCTAssertEqual(SDLBackend.translate(key(Int32(SDLK_TAB.rawValue), mod: KMOD_RSHIFT)), .key("Tab", modifiers: .shift))
    }

    func testPointerAndWindowTranslation() {
        var e = SDL_Event()
        e.type = SDL_MOUSEBUTTONDOWN.rawValue
        e.button.button = UInt8(SDL_BUTTON_LEFT)
        e.button.x = 12
        e.button.y = 34
        XCTAssertEqual(SDLBackend.translate(e), .pointerDown(Point(12, 34), .left))
        e.type = SDL_MOUSEBUTTONUP.rawValue
        e.button.button = UInt8(SDL_BUTTON_RIGHT)
        XCTAssertEqual(SDLBackend.translate(e), .pointerUp(Point(12, 34), .right))
        e.button.button = UInt8(SDL_BUTTON_MIDDLE)
        XCTAssertEqual(SDLBackend.translate(e, windowUnitsPerPoint: 2), .pointerUp(Point(6, 17), .middle))
        var m = SDL_Event()
        m.type = SDL_MOUSEMOTION.rawValue
        m.motion.x = 5
        m.motion.y = 7
        XCTAssertEqual(SDLBackend.translate(m), .pointerMove(Point(5, 7)))
        var w = SDL_Event()
        w.type = SDL_WINDOWEVENT.rawValue
        w.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
        w.window.data1 = 800
        w.window.data2 = 600
        XCTAssertEqual(SDLBackend.translate(w), .resize(Size(800, 600)))
        w.window.event = UInt8(SDL_WINDOWEVENT_LEAVE.rawValue)
        XCTAssertEqual(SDLBackend.translate(w), .pointerLeave)
        var q = SDL_Event()
        q.type = SDL_QUIT.rawValue
        XCTAssertNil(SDLBackend.translate(q), "quit is reported through quitRequested")
    }

    func testPollEventsTranslatesQueuedEventsAndSeesQuit() throws {
        let b = try makeBackend()
        _ = b.pollEvents(timeout: 0)   // drain window-creation events
        var m = SDL_Event()
        m.type = SDL_MOUSEMOTION.rawValue
        m.motion.x = 40
        m.motion.y = 50
        XCTAssertEqual(SDL_PushEvent(&m), 1)
        let events = b.pollEvents(timeout: 0.5)
        XCTAssertTrue(events.contains(.pointerMove(Point(40, 50))), "\(events)")
        XCTAssertFalse(b.quitRequested)
        var q = SDL_Event()
        q.type = SDL_QUIT.rawValue
        XCTAssertEqual(SDL_PushEvent(&q), 1)
        _ = b.pollEvents(timeout: 0)
        XCTAssertTrue(b.quitRequested)
        // An idle wait returns after the timeout with nothing.
        let start = Date()
        XCTAssertEqual(b.pollEvents(timeout: 0.05), [])
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.04)
    }

    // MARK: renderers and HiDPI

    func sampleScene(root: String) -> DrawList {
        writeBMP(root + "/img.bmp", width: 64, height: 48, left: 0x3366CC, right: 0xDD8844)
        return list([
            .fillRoundedRect(rect: Rect(10, 10, 80, 50), radius: 12, color: .orange),
            .strokeRoundedRect(rect: Rect(100, 10, 80, 50), radius: 10, lineWidth: 1.5, color: .blue),
            .text("Gliss", font: .headline, color: .black, origin: Point(10, 70)),
            .image(name: "img.bmp", rect: Rect(100, 70, 80, 60), mode: .fill, radius: 14, opacity: 1),
        ])
    }

    func testOpenGLRendererMatchesSoftware() throws {
        let root = makeResourceRoot()
        let scene = sampleScene(root: root)
        var frames: [Frame] = []
        for name in ["software", "opengl"] {
            let b = try SDLBackend(options: BackendOptions(size: Size(200, 150), vsync: false, hidden: true,
                                                           resourceRoot: root, renderer: name))
            if b.rendererName != name { throw XCTSkip("\(name) renderer unavailable here") }
            b.render(scene)
            frames.append(frame(b))
        }
        var differing = 0
        for y in 0..<150 {
            for x in 0..<200 {
                let a = frames[0].pixel(x, y), c = frames[1].pixel(x, y)
                if abs(a.r - c.r) > 8 || abs(a.g - c.g) > 8 || abs(a.b - c.b) > 8 { differing += 1 }
            }
        }
        XCTAssertLessThan(differing, 30, "software and OpenGL output should match")
    }

    func testHiDPIScaleRendersMorePixelsAndKeepsPointMetrics() throws {
        let root = makeResourceRoot()
        let at1 = try makeBackend(root: root, size: Size(100, 80))
        let width1 = at1.textMeasurer.measure("Hello world", font: .body).width
        let line1 = at1.textMeasurer.lineHeight(.body)
        setenv("GLISS_SDL_SCALE", "2", 1)
        defer { unsetenv("GLISS_SDL_SCALE") }
        let b = try makeBackend(root: root, size: Size(100, 80))
        XCTAssertEqual(b.scale, 2)
        XCTAssertEqual(b.windowSize, Size(100, 80), "window size stays in points")
        b.render(list([.fillRoundedRect(rect: Rect(10, 10, 30, 20), radius: 0, color: Color(r: 1, g: 0, b: 0))]))
        let f = frame(b)
        XCTAssertEqual(f.width, 200)
        XCTAssertEqual(f.height, 160)
        XCTAssertTrue(f.isColor(20, 20, red) && f.isColor(79, 59, red), "covers 2x the pixels")
        XCTAssertTrue(f.isColor(80, 60, white) && f.isColor(19, 19, white))
        // Text is rasterised at 2x but measured in points: about the same as at 1x.
        XCTAssertEqual(b.textMeasurer.measure("Hello world", font: .body).width, width1, accuracy: width1 * 0.08)
        XCTAssertEqual(b.textMeasurer.lineHeight(.body), line1, accuracy: 1.5)
        var m = SDL_Event()
        m.type = SDL_MOUSEMOTION.rawValue
        m.motion.x = 40
        m.motion.y = 60
        XCTAssertEqual(SDLBackend.translate(m, windowUnitsPerPoint: b.windowUnitsPerPoint), .pointerMove(Point(20, 30)))
    }

    // MARK: lifecycle

    func testBackendBasics() throws {
        let b = try makeBackend(size: Size(320, 240))
        XCTAssertEqual(b.windowSize, Size(320, 240))
        XCTAssertEqual(b.rendererName, "software", "offscreen default is the measured-fastest software renderer")
        XCTAssertEqual(b.scale, 1)
        let f = b.readPixels()   // before any render: the clear colour
        XCTAssertEqual(f.width, 320)
        XCTAssertEqual(f.rgba.count, 320 * 240 * 4)
        XCTAssertEqual(Array(f.rgba.prefix(4)), [255, 255, 255, 255])
    }

    func testRendererOverride() throws {
        let b = try SDLBackend(options: BackendOptions(size: Size(64, 64), vsync: false, hidden: true,
                                                       resourceRoot: makeResourceRoot(), renderer: "software"))
        XCTAssertEqual(b.rendererName, "software")
    }

    func testNoDisplayThrowsAHelpfulError() throws {
        var saved: [String: String] = [:]
        for name in ["SDL_VIDEODRIVER", "DISPLAY", "WAYLAND_DISPLAY"] {
            if let v = getenv(name) { saved[name] = String(cString: v) }
            unsetenv(name)
        }
        defer { for (k, v) in saved { setenv(k, v, 1) } }
        XCTAssertFalse(SDLBackend.hasDisplay())
        XCTAssertThrowsError(try SDLBackend(options: BackendOptions(size: Size(64, 64), hidden: true))) { error in
            guard case BackendError.noDisplay(let message) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(message, "no display: set DISPLAY, run under xvfb-run, or set SDL_VIDEODRIVER=offscreen")
        }
        // A DISPLAY that cannot be opened: SDL would silently fall back to "offscreen"; we refuse.
        setenv("DISPLAY", ":987", 1)
        XCTAssertTrue(SDLBackend.hasDisplay())
        XCTAssertThrowsError(try SDLBackend(options: BackendOptions(size: Size(64, 64), hidden: true))) { error in
            guard case BackendError.noDisplay(let message) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(message.hasPrefix(SDLBackend.noDisplayMessage), message)
        }
        unsetenv("DISPLAY")
    }
}
