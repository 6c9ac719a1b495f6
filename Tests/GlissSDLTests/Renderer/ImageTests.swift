import XCTest
import CSDL2
import GlissCore
@testable import GlissSDL
#if canImport(Glibc)
import Glibc
#endif

/// Images: placeholders for missing or corrupt files, content modes, rounded corners, opacity,
/// sampling.
final class ImageTests: SDLTestCase {
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

    /// Window-sized photos are sampled from their mip level every frame instead of being
    /// prepared into a texture: the pixels must be those of the prepared path — upscaled,
    /// downscaled, cropped by the window's edge, rounded, translucent — within a level or two
    /// (corner coverage is rounded to bytes first), and no texture is made.
    func testSampledImagesMatchPreparedOnes() throws {
        let root = makeResourceRoot()
        let photos = Self.repositoryRoot.appendingPathComponent("Resources/Trips").path
        try FileManager.default.createDirectory(atPath: root + "/Trips", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: photos + "/florence.jpg", toPath: root + "/Trips/florence.jpg")
        let b = try makeBackend(root: root, size: Size(320, 240))
        let cases: [(Rect, ContentMode, Double, Double)] = [
            (Rect(10, 12, 300, 210), .fill, 15, 1),      // upscaled, rounded
            (Rect(-40, 30, 250, 120), .fill, 12, 0.7),   // cut by the window's edge, translucent
            (Rect(20, 5, 140, 230), .fit, 0, 1),          // downscaled from the 600×900 source
        ]
        for (rect, mode, radius, opacity) in cases {
            let l = list([.fillRoundedRect(rect: Rect(0, 0, 320, 240), radius: 0, color: Color(red: 0.2, green: 0.5, blue: 0.9)),
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

    /// More images than the decoded-pixel budget holds, drawn every frame as thumbnails:
    /// each is decoded once, then drawn from its prepared texture or the small level it needs
    /// (24 photos of 4000×3000 were decoded again every frame: 2.5 s a frame).
    func testImagesOverTheBudgetAreNotDecodedEveryFrame() throws {
        let root = makeResourceRoot()
        let names = (0..<6).map { "photo-\($0).bmp" }
        for (i, n) in names.enumerated() { writeBMP(root + "/" + n, width: 400, height: 300, left: UInt32(0x10 * i), right: 0xFFFFFF) }
        let b = try makeBackend(root: root, size: Size(320, 200))
        b.images.heldBudget = 2 * 400 * 300 * 4   // two whole images
        func thumbnails(_ side: Double) -> DrawList {
            list(names.enumerated().map { i, n in
                .image(name: n, rect: Rect(Double(i % 3) * 100 + 5, Double(i / 3) * 90 + 5, side, side * 0.75), mode: .fill, radius: 4, opacity: 1)
            })
        }
        for _ in 0..<10 { b.render(thumbnails(80)) }
        XCTAssertEqual(b.images.decodes, 6, "each image decoded once")
        XCTAssertLessThanOrEqual(b.images.decodedBytes, b.images.heldBudget)
        // At rest at another size the thumbnails are prepared again — from the levels kept,
        // not from new decodes.
        for _ in 0..<10 { b.render(thumbnails(60)) }
        XCTAssertEqual(b.images.decodes, 6, "prepared again from the kept levels")
        XCTAssertFalse(frame(b).isColor(30, 30, white), "the thumbnails are drawn")
        // One drawn large needs its full-size pixels back: decoded once more, then kept.
        let large = list([.image(name: names[0], rect: Rect(0, 0, 320, 200), mode: .fill, radius: 0, opacity: 1)])
        for _ in 0..<5 { b.render(large) }
        XCTAssertEqual(b.images.decodes, 7)
    }

    /// Images over the 4096 cap are halved while they are converted, a band of rows at a time
    /// (an 8192×8192 decode held a whole ARGB copy, 256 MiB, for an instant): the pixels are
    /// those of converting first and halving after.
    func testHalvingWhileConvertingMatchesConvertingThenHalving() throws {
        let w: Int32 = 600, h: Int32 = 700   // several 256-row bands
        let rgb = try XCTUnwrap(SDL_CreateRGBSurfaceWithFormat(0, w, h, 24, SDL_PIXELFORMAT_RGB24.rawValue))
        defer { SDL_FreeSurface(rgb) }
        let px = rgb.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        for y in 0..<Int(h) { for x in 0..<Int(w) * 3 { px[y * Int(rgb.pointee.pitch) + x] = UInt8((x * 7 + y * 13 + (x * y) % 31) & 0xFF) } }
        let banded = try XCTUnwrap(ImageSource.halveToARGB(rgb))
        defer { SDL_FreeSurface(banded) }
        let argb = try XCTUnwrap(SDL_ConvertSurfaceFormat(rgb, SDL_PIXELFORMAT_ARGB8888.rawValue, 0))
        defer { SDL_FreeSurface(argb) }
        let whole = try XCTUnwrap(ImageSource.halve(argb))
        defer { SDL_FreeSurface(whole) }
        XCTAssertEqual(banded.pointee.w, 300)
        XCTAssertEqual(banded.pointee.h, 350)
        var differing = 0
        withARGBPixels(banded) { a, sa in
            withARGBPixels(whole) { b, sb in
                for y in 0..<350 { for x in 0..<300 where a[y * sa + x] != b[y * sb + x] { differing += 1 } }
            }
        }
        XCTAssertEqual(differing, 0, "pixels that differ")
    }
}
