import XCTest
import CSDL2
import GlissCore
@testable import GlissSDL
#if canImport(Glibc)
import Glibc
#endif

/// Images loaded in the background (`BackendOptions.loadsImagesInBackground`, real-time runs):
/// a placeholder until the worker is done, then the very image a synchronous frame draws,
/// faded in; the loop woken when a job finishes; cancelled work never drawn.
final class ImageLoadingTests: SDLTestCase {
    private func backend(_ root: String, background: Bool) throws -> SDLBackend {
        try SDLBackend(options: BackendOptions(title: "test", size: Size(320, 200), vsync: false, hidden: true,
                                               resourceRoot: root, loadsImagesInBackground: background))
    }

    private func photoRoot() -> String {
        let root = makeResourceRoot()
        writeBMP(root + "/wide.bmp", width: 400, height: 200, left: 0xFF0000, right: 0x0000FF)
        return root
    }

    /// Draws `l` until the worker has nothing left to do and nothing fades.
    private func settle(_ b: SDLBackend, _ l: DrawList) {
        for _ in 0..<40 {
            b.render(l)
            b.images.waitForWorker()
            if !b.needsFrame && !(b.images.worker?.isBusy ?? false) { b.render(l); return }
        }
        XCTFail("the images never settled")
    }

    private let photo: DrawCommand = .image(name: "wide.bmp", rect: Rect(20, 20, 200, 120), mode: .fill, radius: 12, opacity: 1)

    func testAPlaceholderThenTheSameImageFadedIn() throws {
        let root = photoRoot()
        let sync = try backend(root, background: false)
        sync.render(list([photo]))
        let expected = frame(sync)

        let b = try backend(root, background: true)
        b.render(list([photo]))
        // Not decoded yet in the frame that asked: the loading placeholder (a light grey).
        let first = frame(b)
        let fill = ImageFades.placeholderColor
        XCTAssertTrue(first.isColor(120, 80, (Int(byte(fill.r)), Int(byte(fill.g)), Int(byte(fill.b)))),
                      "loading placeholder: \(first.pixel(120, 80))")
        XCTAssertTrue(first.isColor(20, 20, white), "its corners are rounded")
        // The worker reads the header, then decodes and prepares; each finished job asks for
        // a frame, and the placeholder stays until the image is there.
        var fading = first.pixel(40, 80)
        for _ in 0..<10 where fading.g > 230 {
            XCTAssertTrue(b.images.waitForWorker(), "the worker finishes")
            XCTAssertTrue(b.needsFrame, "a finished job asks for a frame")
            b.render(list([photo]))
            fading = frame(b).pixel(40, 80)
        }
        // Fading in: between the placeholder's grey and the photo's red.
        XCTAssertGreaterThan(fading.r, 200)
        XCTAssertGreaterThan(fading.g, 40, "still partly the placeholder: \(fading)")
        XCTAssertLessThan(fading.g, 230, "already partly the photo: \(fading)")
        XCTAssertTrue(b.needsFrame, "frames are drawn while it fades")
        for _ in 0..<ImageFades.frames { b.render(list([photo])) }
        XCTAssertFalse(b.needsFrame, "the fade is over: the loop may idle")
        XCTAssertEqual(frame(b).rgba, expected.rgba, "at rest, exactly what a synchronous frame draws")
    }

    func testAFinishedJobWakesAWaitingPoll() throws {
        let b = try backend(photoRoot(), background: true)
        _ = b.pollEvents(timeout: 0)
        b.render(list([photo]))
        // An idle run loop blocks here; the worker's wake-up ends the wait long before 20 s.
        let start = Date()
        var woken = false
        while Date().timeIntervalSince(start) < 20 && !woken {
            _ = b.pollEvents(timeout: 20)
            woken = b.needsFrame
        }
        XCTAssertTrue(woken, "the poll returned because the job finished")
        XCTAssertLessThan(Date().timeIntervalSince(start), 20)
    }

    func testACancelledJobNeverDraws() throws {
        let root = photoRoot()
        let b = try backend(root, background: true)
        let path = b.images.resolve("wide.bmp")
        guard case .pending = b.images.lookup(path, preparing: nil, priority: 0) else { return XCTFail("not pending") }
        let job = try XCTUnwrap(b.images.pendingJob(path))
        job.cancel()
        b.images.waitForWorker()
        b.images.beginFrame()
        XCTAssertNil(b.images.loaded(path), "what the cancelled job decoded was dropped")
        XCTAssertEqual(b.images.decodedBytes, 0)
        // Asked for again, it is decoded anew and then drawn.
        settle(b, list([photo]))
        XCTAssertNotNil(b.images.loaded(path))
        XCTAssertTrue(frame(b).isColor(40, 80, red, tolerance: 3), "\(frame(b).pixel(40, 80))")
    }

    func testAPrefetchedImageShowsAtOnceWithoutAFade() throws {
        let b = try backend(photoRoot(), background: true)
        var ahead = list([])
        ahead.prefetchedImages = [ImagePrefetch(name: "wide.bmp", rect: Rect(20, 20, 200, 120), mode: .fill, radius: 12)]
        // The header, then the decode with the preparation at that size; the software
        // renderer keeps the worker's pixels as they are.
        let before = b.texturesCreated
        settle(b, ahead)
        XCTAssertEqual(b.imagePixels.count, 1, "the prepared pixels are taken in")
        b.render(list([photo]))
        XCTAssertEqual(b.texturesCreated, before, "drawing it makes nothing: it was prepared ahead, and is drawn from its pixels")
        XCTAssertTrue(frame(b).isColor(40, 80, red, tolerance: 3), "drawn at once: \(frame(b).pixel(40, 80))")
        XCTAssertFalse(b.needsFrame, "no fade: it never showed as loading")
    }

    func testWithoutABackgroundWorkerNothingIsPrefetched() throws {
        let b = try backend(photoRoot(), background: false)
        var ahead = list([])
        ahead.prefetchedImages = [ImagePrefetch(name: "wide.bmp", rect: Rect(20, 20, 200, 120), mode: .fill, radius: 12)]
        b.render(ahead)
        XCTAssertNil(b.images.loaded(b.images.resolve("wide.bmp")), "fixed-step frames decode only what they draw")
    }
}

/// In real-time runs the decoded pixels the library lets go are freed on a thread of their own.
final class SurfaceReclaimerTests: SDLTestCase {
    func testPixelsLetGoAreFreedOffTheFrameInTheBackgroundOnly() throws {
        let root = makeResourceRoot()
        writeBMP(root + "/a.bmp", width: 400, height: 300, left: 0xFF0000, right: 0x0000FF)
        writeBMP(root + "/b.bmp", width: 400, height: 300, left: 0x00FF00, right: 0x0000FF)
        for background in [true, false] {
            let b = try SDLBackend(options: BackendOptions(title: "test", size: Size(320, 200), vsync: false, hidden: true,
                                                           resourceRoot: root, loadsImagesInBackground: background))
            b.images.heldBudget = 400 * 300 * 4 + 1000   // room for one of the two
            for name in ["a.bmp", "b.bmp", "a.bmp", "b.bmp"] {
                let l = list([.image(name: name, rect: Rect(0, 0, 200, 150), mode: .fill, radius: 0, opacity: 1)])
                for _ in 0..<20 {
                    b.render(l)
                    _ = b.images.waitForWorker()
                    if !b.needsFrame { break }
                }
            }
            if background {
                let r = try XCTUnwrap(b.images.reclaimer)
                XCTAssertGreaterThan(r.handedOver, 0, "taking in the second image let the first one's pixels go, to the reclaimer")
                XCTAssertTrue(r.waitUntilFreed(seconds: 5), "and they are freed")
            } else {
                XCTAssertNil(b.images.reclaimer, "fixed-step runs free in place, as before")
            }
        }
    }

    func testStoppingFreesWhatIsQueued() {
        let r = SurfaceReclaimer()
        for _ in 0..<5 { r.free(SDL_CreateRGBSurfaceWithFormat(0, 64, 64, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)!) }
        r.stop()
        XCTAssertTrue(r.waitUntilFreed(seconds: 0), "nothing is left pending once stopped")
        XCTAssertEqual(r.handedOver, 5)
    }
}
