import CSDL2
import GlissCore

/// The SDL backend behind Gliss's ``Backend`` seam: the run loop and the test harness use it
/// through the protocol only.
extension SDLBackend: Backend {
    /// The last rendered frame (see `readPixels`).
    public func pixels() -> RGBAImage? { capture() }

    /// Pushes an event of Gliss's own type, which ends `SDL_WaitEventTimeout` (SDL's event
    /// queue is thread-safe; X11 wakes its wait with a client message). Translation drops it.
    public func wake() { Self.postWake() }

    /// Posts the wake-up event (any thread: SDL's event queue is thread-safe).
    static func postWake() {
        var event = SDL_Event()
        event.type = wakeEventType
        _ = SDL_PushEvent(&event)
    }

    /// True when an image finished loading in the background, waits to be uploaded, fades in,
    /// or is being decoded past its deadline: the run loop draws a frame even with nothing
    /// else to do.
    public var needsFrame: Bool { images.hasFinishedWork || images.hasPrepared || imageFades.isFading || images.hasOverdueWork }

    /// An event type of Gliss's own for ``wake()`` (registered once per process).
    static let wakeEventType: UInt32 = {
        let type = SDL_RegisterEvents(1)
        return type == UInt32.max ? SDL_USEREVENT.rawValue : type
    }()

    /// Titles the window, when `title` is not what it shows already.
    public func setWindowTitle(_ title: String) {
        guard title != windowTitle else { return }
        windowTitle = title
        SDL_SetWindowTitle(window, title)
    }

    /// Shows SDL's system cursor for `style` (each created once, kept for the process: SDL
    /// frees them with the video subsystem).
    public func setPointerStyle(_ style: PointerStyle) {
        // The cursor is one for all windows: the window under the pointer sets it.
        if let over = SDL_GetMouseFocus(), over != window { return }
        guard style != Self.shownPointerStyle else { return }
        Self.shownPointerStyle = style
        let id: SDL_SystemCursor
        switch style {
        case .default: id = SDL_SYSTEM_CURSOR_ARROW
        case .link: id = SDL_SYSTEM_CURSOR_HAND
        case .text: id = SDL_SYSTEM_CURSOR_IBEAM
        case .crosshair: id = SDL_SYSTEM_CURSOR_CROSSHAIR
        case .columnResize: id = SDL_SYSTEM_CURSOR_SIZEWE
        case .rowResize: id = SDL_SYSTEM_CURSOR_SIZENS
        case .move: id = SDL_SYSTEM_CURSOR_SIZEALL
        case .notAllowed: id = SDL_SYSTEM_CURSOR_NO
        }
        if Self.systemCursors[style] == nil, let c = SDL_CreateSystemCursor(id) { Self.systemCursors[style] = c }
        if let c = Self.systemCursors[style] { SDL_SetCursor(c) }
    }

    /// Starts SDL text input (and the input method) while `area` is given — the focused text
    /// field's caret, in window points, where the input method puts its candidate window — and
    /// stops it when nil.
    public func setTextInputArea(_ area: Rect?) {
        guard let area else {
            if SDL_IsTextInputActive() == SDL_TRUE { SDL_StopTextInput() }
            textInputArea = nil
            return
        }
        if SDL_IsTextInputActive() != SDL_TRUE { SDL_StartTextInput() }
        if textInputArea != area {
            textInputArea = area
            let k = windowUnitsPerPoint
            var r = SDL_Rect(x: Int32((area.minX * k).rounded()), y: Int32((area.minY * k).rounded()),
                             w: Int32(max(1, area.width * k).rounded()), h: Int32(max(1, area.height * k).rounded()))
            SDL_SetTextInputRect(&r)
        }
    }

    /// Reads one pixel back, which waits for the GPU (see `finishFrame`).
    public func waitUntilDrawn() { finishFrame() }

    /// Live textures and image pixel bytes, as JSON members: what soak runs compare with RSS.
    public var cacheStatistics: String? {
        let pixels = imagePixelBytes
        return "\"textures\": \(textureCount), \"imageTextureBytes\": \(pixels.textures), \"decodedImageBytes\": \(pixels.decoded)"
    }
}

/// The window as the run loop manages it among several: raised, hidden, sized, limited.
extension SDLBackend {
    /// The window's position on the screen and its size, in points.
    public var windowFrame: Rect? {
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetWindowPosition(window, &x, &y)
        let size = windowSize
        return Rect(x: Double(x) / windowUnitsPerPoint, y: Double(y) / windowUnitsPerPoint, width: size.width, height: size.height)
    }

    /// `x11:<hex id>` for an X11 window (the portal's `parent_window`: its dialog is made
    /// transient for this window, so it stays in front of it), nil under another video driver.
    public var windowHandle: String? {
        let id = gliss_SDL_x11_window(window)
        return id == 0 ? nil : "x11:" + String(id, radix: 16)
    }

    /// Shows the window in front and asks for the keyboard.
    public func raise() {
        SDL_ShowWindow(window)
        SDL_RaiseWindow(window)
    }

    /// Hides or shows the window.
    public func setHidden(_ hidden: Bool) {
        if hidden { SDL_HideWindow(window) } else { SDL_ShowWindow(window) }
    }

    /// Resizes the window to `size` points (nothing when it has that size).
    public func setWindowSize(_ size: Size) {
        let w = Int32(max(1, min(16384, (size.width * windowUnitsPerPoint).rounded())))
        let h = Int32(max(1, min(16384, (size.height * windowUnitsPerPoint).rounded())))
        var cw: Int32 = 0, ch: Int32 = 0
        SDL_GetWindowSize(window, &cw, &ch)
        if cw != w || ch != h { SDL_SetWindowSize(window, w, h) }
    }

    /// The smallest size the user may resize to (points) and whether they may resize at all.
    public func setSizeLimits(minimum: Size?, resizable: Bool) {
        let w = Int32(max(1, min(16384, ((minimum?.width ?? 1) * windowUnitsPerPoint).rounded(.up))))
        let h = Int32(max(1, min(16384, ((minimum?.height ?? 1) * windowUnitsPerPoint).rounded(.up))))
        if limits?.w != w || limits?.h != h {
            limits = (w, h, limits?.resizable ?? true)
            SDL_SetWindowMinimumSize(window, w, h)
        }
        if limits?.resizable != resizable {
            limits?.resizable = resizable
            SDL_SetWindowResizable(window, resizable ? SDL_TRUE : SDL_FALSE)
        }
    }
}
