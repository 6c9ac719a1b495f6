import XCTest
import CSDL2
import GlissCore
@testable import GlissSDL

/// Shadows: a rounded rect's silhouette blurred by a Gaussian, prepared once per size and drawn
/// tinted.
final class ShadowTests: SDLTestCase {
    private func pixels(_ s: UnsafeMutablePointer<SDL_Surface>) -> [UInt32] {
        var out: [UInt32] = []
        withARGBPixels(s) { px, stride in
            for y in 0..<Int(s.pointee.h) { for x in 0..<Int(s.pointee.w) { out.append(px[y * stride + x]) } }
        }
        return out
    }

    /// A large silhouette is made from a small one with its middle row and column repeated:
    /// every pixel is the one blurring the whole silhouette gives, wide, tall, or both, with or
    /// without a corner radius or a blur.
    func testASilhouetteGrownFromItsCornersEqualsTheWholeOneBlurred() throws {
        let b = try makeBackend()
        var grown = 0
        for sigma in [0, 0.3, 1.5, 6, 9.5] {
            for r in [0, 4.5, 16] {
                for (w, h) in [(20, 12), (300, 40), (36, 260), (410, 290)] {
                    let whole = try XCTUnwrap(b.shadowSurface(w, h, r, sigma, ninePatch: false))
                    let patched = try XCTUnwrap(b.shadowSurface(w, h, r, sigma))
                    XCTAssertEqual(patched.pointee.w, whole.pointee.w)
                    XCTAssertEqual(patched.pointee.h, whole.pointee.h)
                    XCTAssertTrue(pixels(patched) == pixels(whole), "\(w)×\(h), radius \(r), σ \(sigma)")
                    let reach = Int(r.rounded(.up)) + 1 + 3 * SDLBackend.shadowBlurRadius(sigma)
                    if w > 2 * reach + 1 || h > 2 * reach + 1 { grown += 1 }
                }
            }
        }
        XCTAssertGreaterThan(grown, 30, "most of these are grown from a smaller silhouette")
    }

    /// Drawn: darkest under the box, fading out past its edge within about 3σ.
    func testAShadowIsDarkUnderItsBoxAndFadesOutsideIt() throws {
        let b = try makeBackend(size: Size(300, 200))
        b.render(list([.shadow(rect: Rect(50, 50, 200, 100), radius: 12, blur: 10, color: .black)]))
        let f = frame(b)
        XCTAssertTrue(f.isColor(150, 100, (0, 0, 0), tolerance: 4), "under the middle: \(f.pixel(150, 100))")
        let edge = f.pixel(150, 50).r, outside = f.pixel(150, 42).r, far = f.pixel(150, 30).r
        XCTAssertTrue(edge < outside && outside < far, "fades outward: \(edge) \(outside) \(far)")
        XCTAssertEqual(far, 255, "nothing beyond 3σ (σ = 5)")
    }
}
