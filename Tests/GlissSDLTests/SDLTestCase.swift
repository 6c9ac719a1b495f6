import XCTest
import CSDL2
import GlissCore
@testable import GlissSDL
#if canImport(Glibc)
import Glibc
#endif

/// What the GlissSDL tests share: they render through the real SDL backend on the offscreen
/// video driver and check pixels. Each concept's tests subclass it (Platform/, Renderer/).
class SDLTestCase: XCTestCase {
    /// The package's root (this file is Tests/GlissSDLTests/SDLTestCase.swift).
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
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
        let bundled = Self.repositoryRoot.appendingPathComponent("Sources/GlissSDL/Fonts").path
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
    /// `text` laid out as a paragraph by the backend's text engine.
    func layout(_ b: SDLBackend, _ text: String, width: Double? = nil, font: Font = .body) -> TextLayout {
        b.textMeasurer.layout(text, font: font, width: width)
    }

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
}
