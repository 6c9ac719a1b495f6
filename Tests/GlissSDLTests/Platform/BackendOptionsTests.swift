import XCTest
import CSDL2
import GlissCore
@testable import GlissSDL
#if canImport(Glibc)
import Glibc
#endif

/// Backend options: the renderer asked for is the one used.
final class BackendOptionsTests: SDLTestCase {
    func testRendererOverride() throws {
        let b = try SDLBackend(options: BackendOptions(size: Size(64, 64), vsync: false, hidden: true,
                                                       resourceRoot: makeResourceRoot(), renderer: "software"))
        XCTAssertEqual(b.rendererName, "software")
    }
}
