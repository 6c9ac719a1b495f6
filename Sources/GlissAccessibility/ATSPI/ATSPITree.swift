import GlissCore

/// One window's published frame of the accessibility tree, as the AT-SPI objects answer from
/// it: the window (a frame of the application) and the frame's elements under it. The
/// application lists every window's tree (``ATSPIApplication``). Built on the main thread after
/// a frame, read by the bridge's D-Bus thread (immutable once built).
struct ATSPITree {
    /// The window's name (`main`, a scene id, `id:value`): what a screen reader asks of its
    /// elements goes back to the window of that name.
    var name = "main"
    /// The window's title (the frame's accessible name).
    var title = ""
    /// The window's token in object paths, unique among the app's windows for the bridge's
    /// life (node ids repeat across windows; paths must not). Token 0, the first window the
    /// bridge published, keeps the paths a one-window app always had.
    var token = 0
    /// The window's place on the screen (its size is the frame's size).
    var windowFrame = Rect(0, 0, 0, 0)
    /// The window has the keyboard.
    var windowActive = true
    var elements: [AccessibilityElement] = []
    /// Each element's children, by index; `windowChildren` for the window's.
    var children: [[Int]] = []
    var windowChildren: [Int] = []
    /// Element index by object path name (the node id in hexadecimal).
    var index: [String: Int] = [:]
    /// The link elements of texts' links (AT-SPI's Hyperlink objects): by element index, the
    /// text element's index and the link's index among its text's links.
    var hyperlinks: [Int: (text: Int, link: Int)] = [:]

    init() {}

    init(title: String, windowFrame: Rect, elements: [AccessibilityElement], name: String = "main", token: Int = 0) {
        self.name = name
        self.title = title
        self.token = token
        self.windowFrame = windowFrame
        self.elements = elements
        children = Array(repeating: [], count: elements.count)
        index.reserveCapacity(elements.count)
        for (k, e) in elements.enumerated() {
            if e.parent >= 0 { children[e.parent].append(k) } else { windowChildren.append(k) }
            index[e.id.description] = k
        }
        // After the index: a text comes before its links, whose elements are found by id.
        for (k, e) in elements.enumerated() where !e.links.isEmpty {
            for (j, link) in e.links.enumerated() {
                if let l = index[link.id.description] { hyperlinks[l] = (k, j) }
            }
        }
    }

    /// The element with keyboard focus.
    var focused: Int? { elements.firstIndex { $0.isFocused } }

    /// An object of the tree, by object path. A `hyperlink` is link element `k`'s Hyperlink
    /// at a path of its own (`…/link_<id>`), what a text's Hypertext gives out: libatspi keeps
    /// one object per path, so a hyperlink at its accessible's path would come back as that
    /// accessible, without its Hyperlink methods (GTK's bridge gives hyperlinks their own paths
    /// too). It is no child of anything.
    enum Object: Equatable {
        case root, window, element(Int), hyperlink(Int)
    }

    /// What a hyperlink's path has after the element prefix, before its link's id.
    static let hyperlinkPrefix = "link_"

    static let pathPrefix = "/org/a11y/atspi/accessible/"
    static let rootPath = pathPrefix + "root"

    /// The window frame's path: `…/window` for token 0, `…/window<token>` for the others.
    var windowPath: String { Self.pathPrefix + (token == 0 ? "window" : "window\(token)") }
    /// What its elements' paths start with: the node id in hexadecimal follows (`…/w<token>_`
    /// for windows other than token 0's; D-Bus path elements allow only `[A-Za-z0-9_]`).
    var elementPrefix: String { Self.pathPrefix + (token == 0 ? "" : "w\(token)_") }

    /// This window's object at `path` (the root is the application's, not a window's: nil).
    func object(atPath path: String) -> Object? {
        if path == windowPath { return .window }
        guard path.hasPrefix(elementPrefix) else { return nil }
        let rest = path.dropFirst(elementPrefix.count)
        if rest.hasPrefix(Self.hyperlinkPrefix) {
            guard let k = index[String(rest.dropFirst(Self.hyperlinkPrefix.count))], hyperlinks[k] != nil else { return nil }
            return .hyperlink(k)
        }
        return index[String(rest)].map { .element($0) }
    }

    func path(of o: Object) -> String {
        switch o {
        case .root: return Self.rootPath
        case .window: return windowPath
        case .element(let k): return elementPrefix + elements[k].id.description
        case .hyperlink(let k): return elementPrefix + Self.hyperlinkPrefix + elements[k].id.description
        }
    }

    func parent(of o: Object) -> Object? {
        switch o {
        case .root: return nil
        case .window: return .root
        case .element(let k): return elements[k].parent >= 0 ? .element(elements[k].parent) : .window
        case .hyperlink(let k): return .element(k)
        }
    }

    func children(of o: Object) -> [Object] {
        switch o {
        // This window alone: the application's children are every window's frame
        // (``ATSPIObjects/children(of:)``).
        case .root: return [.window]
        case .window: return windowChildren.map { .element($0) }
        case .element(let k): return children[k].map { .element($0) }
        case .hyperlink: return []
        }
    }

    /// Where an object is, in screen or window coordinates (AT-SPI's coordinate types: 0
    /// screen, 1 window, 2 parent), in whole pixels.
    func extents(of o: Object, coordinateType: Int) -> (x: Int, y: Int, width: Int, height: Int) {
        switch o {
        case .root, .window: return extents(Rect(origin: .zero, size: windowFrame.size), of: o, coordinateType: coordinateType)
        case .element(let k), .hyperlink(let k): return extents(elements[k].frame, of: o, coordinateType: coordinateType)
        }
    }

    /// Window rect `r`, a part of object `o` (a character of its text), in the coordinates
    /// asked for (parent: relative to `o`'s parent's top-left), in whole pixels.
    func extents(_ r: Rect, of o: Object, coordinateType: Int) -> (x: Int, y: Int, width: Int, height: Int) {
        var x = r.origin.x, y = r.origin.y
        if coordinateType == 0 { x += windowFrame.origin.x; y += windowFrame.origin.y }
        if coordinateType == 2, case .element(let k) = o, elements[k].parent >= 0 {
            x -= elements[elements[k].parent].frame.origin.x
            y -= elements[elements[k].parent].frame.origin.y
        }
        func px(_ v: Double) -> Int { v.isFinite ? Int(v.rounded()) : 0 }
        return (px(x), px(y), px(r.size.width), px(r.size.height))
    }

    /// The frontmost element at window point `p` whose parent is `o` (AT-SPI's
    /// GetAccessibleAtPoint answers with a direct child).
    func child(of o: Object, at p: Point) -> Object? {
        children(of: o).reversed().first { c in
            guard case .element(let k) = c else { return false }
            let f = elements[k].frame
            return p.x >= f.minX && p.x < f.maxX && p.y >= f.minY && p.y < f.maxY
        }
    }
}
