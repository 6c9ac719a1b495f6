import GlissCore
#if canImport(Glibc)
import Glibc
#endif

/// How `SDLBackend` creates its window and renderer.
public struct BackendOptions {
    /// Window title.
    public var title: String
    /// Initial window size in points (logical units; HiDPI displays get more pixels).
    public var size: Size
    /// Ask for a vsynced present. SDL simulates it (sleeps in present) on renderers without real vsync.
    public var vsync: Bool
    /// Create the window hidden (tests, screenshots).
    public var hidden: Bool
    /// Where the window opens on the screen (window units), nil: centred.
    public var position: Point? = nil
    /// Folder holding `Fonts/`, `Photos/`, `Trips/`; relative image names resolve against it.
    public var resourceRoot: String
    /// Maximum number of textures kept in each cache (text, images, shapes); least recently used
    /// are evicted. The text cache grows past it to twice the text lines drawn in the last frame
    /// (and stays under 64 MB), so a 4K window's thousands of labels are not rendered anew every frame.
    public var textureCacheLimit: Int
    /// Render driver override (`SDL_HINT_RENDER_DRIVER`), e.g. "software", "opengl".
    /// `nil` picks the measured-fastest default: the software renderer on offscreen/Xvfb/llvmpipe,
    /// an accelerated one when a real GPU is present.
    public var renderer: String?
    /// The window's X11 class (`WM_CLASS`), which desktops match to the app's desktop entry
    /// (its `StartupWMClass`): the app's id. Nil: SDL's default (the executable's name).
    /// `$SDL_VIDEO_X11_WMCLASS`, when set, wins.
    public var windowClass: String? = nil
    /// Decode and prepare images on a background thread, drawing a light placeholder until
    /// they are ready and fading them in (SwiftUI's `AsyncImage`), so no frame waits for a
    /// decoder. Off (the default), an image is decoded in the frame that first draws it:
    /// what `--fixed-step`, screenshots and tests need, each frame exactly reproducible.
    public var loadsImagesInBackground: Bool
    /// Repaint and present only the rectangles that changed since the last frame, where the
    /// renderer keeps the window's pixels (the software renderer); otherwise every frame is
    /// drawn whole. On unless `GLISS_FULL_REDRAW=1` (for debugging, and for comparing pixels:
    /// both ways draw the same frames, byte for byte).
    public var repaintsOnlyDamage = !BackendOptions.fullRedrawRequested
    /// Outline each frame's repainted rectangles in magenta (`--hud-damage`).
    public var showsDamage = false

    /// True when `GLISS_FULL_REDRAW` is set to anything but empty or `0`.
    public static var fullRedrawRequested: Bool {
        guard let v = getenv("GLISS_FULL_REDRAW") else { return false }
        let s = String(cString: v)
        return !s.isEmpty && s != "0"
    }

    public init(title: String = "Gliss", size: Size = Size(1280, 800), vsync: Bool = true,
                hidden: Bool = false, resourceRoot: String = "Resources",
                textureCacheLimit: Int = 512, renderer: String? = nil, loadsImagesInBackground: Bool = false) {
        self.title = title
        self.size = size
        self.vsync = vsync
        self.hidden = hidden
        self.resourceRoot = resourceRoot
        self.textureCacheLimit = textureCacheLimit
        self.renderer = renderer
        self.loadsImagesInBackground = loadsImagesInBackground
    }
}

/// Why the backend could not start or could not write a screenshot.
public enum BackendError: Error, CustomStringConvertible {
    /// No video device: the message says how to run headless.
    case noDisplay(String)
    /// An SDL call failed; the message includes `SDL_GetError()`.
    case sdl(String)
    /// A screenshot could not be written; the message names the path.
    case screenshot(String)

    public var description: String {
        switch self {
        case .noDisplay(let m): return m
        case .sdl(let m): return "SDL error: \(m)"
        case .screenshot(let m): return m
        }
    }
}
