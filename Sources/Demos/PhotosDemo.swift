import Gliss
/// Seed 000: a lazy adaptive grid of photos above a grey dock. Clicking a grid photo moves it
/// into the dock and clicking a dock photo moves it back to the end of the grid; either way
/// it flies between the two scroll views (matched geometry, interactiveSpring), drawn above
/// both clips, and the dock scrolls itself so the newest photo shows (`scrollTo`).
public final class PhotosDemo: Demo {
    public static let name = "photos"
    public static let title = "Photos"
    public static let summary = "Lazy photo grid and a dock; photos fly between them (matched geometry, scrollTo)."
    public static let keys = "Tab through the grid and the dock; Return moves the focused photo (focus follows it); Escape or Q quits."

    /// Number of bundled sample photos (Resources/Photos/photo-01.jpg …).
    public static let bundledCount = 24
    public private(set) var grid: [Int]
    public private(set) var dock: [Int] = []
    public private(set) var selected: Int? = nil
    /// The photo moved last: keyboard focus follows it into its new container.
    private var moved: Int? = nil
    private var dockOffset: Double = 0
    private let total: Int
    /// How many photos the demo holds (`--photos`, else the bundled ones).
    public var photoCount: Int { total }

    public init(options: DemoOptions) {
        total = options.photos ?? PhotosDemo.bundledCount
        grid = Array(0..<total)
    }

    /// The resource image of photo `id`; ids past the bundled set are generated tiles.
    static func imageName(_ id: Int) -> String? {
        id < bundledCount ? "Photos/photo-\(id + 1 < 10 ? "0" : "")\(id + 1).jpg" : nil
    }

    public func body(_ ui: UI) {
        let dockProxy = ui.scrollProxy("dock")
        ui.vstack(spacing: 16) {
            ui.scroll(.vertical, id: "grid", spacing: 8) {
                ui.hstack {
                    ui.text("Photos", font: Font(size: 28, weight: .heavy, design: .rounded))
                    ui.spacer()
                }
                ui.lazyVGrid(columns: [GridItem(.adaptive(minimum: 50))], spacing: 8, itemHeight: 60,
                             count: grid.count, key: { [grid] in grid[$0] }) { id, _ in
                    photo(ui, id)
                        .onTap { [weak self] in
                            self?.moved = id
                            ui.withAnimation(.interactiveSpring()) {
                                self?.select(id)
                                dockProxy.scrollTo(id)
                            }
                        }
                        .focusable()            // Tab reaches the photos
                        .focused(moved == id)   // keyboard focus follows a moved photo
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)

            ui.scroll(.horizontal, id: "dock", showsIndicators: false) {
                ui.lazyHGrid(rows: [GridItem()], spacing: 8, itemWidth: 100,
                             count: dock.count, key: { [dock] in dock[$0] }) { id, _ in
                    photo(ui, id)
                        .onTap { [weak self] in
                            self?.moved = id
                            ui.withAnimation(.interactiveSpring()) { self?.deselect(id) }
                        }
                        .focusable()
                        .focused(moved == id)
                }
            }
            .frame(height: 100)
            .padding()
            .frame(maxWidth: .infinity)
            .background(.systemGray6, radius: 5)
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        dockOffset = dockProxy.offset
    }

    private func photo(_ ui: UI, _ id: Int) -> NodeRef {
        let r: NodeRef
        if let name = PhotosDemo.imageName(id) {
            r = ui.image(name, mode: .fill, label: String(id), id: "photo")
        } else {
            // Generated placeholder beyond the bundled set: a tinted tile with its number.
            let hue = Double((id &* 47) % 360) / 360
            r = ui.zstack(id: "photo") {
                ui.roundedRectangle(cornerRadius: 3, fill: PhotosDemo.color(hue: hue))
                ui.text(String(id), font: Font(size: 11, weight: .bold), color: .white)
            }.accessibility(role: .image, label: String(id))
        }
        return r.frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
            .cornerRadius(3)
            .clipped()
            .matchedGeometryEffect(id: id, in: "photos")
    }

    static func color(hue: Double) -> Color {
        let h = hue * 6, i = Int(h) % 6, f = h - Double(Int(h))
        let v = 0.75, s = 0.55
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch i {
        case 0: return Color(red: v, green: t, blue: p)
        case 1: return Color(red: q, green: v, blue: p)
        case 2: return Color(red: p, green: v, blue: t)
        case 3: return Color(red: p, green: q, blue: v)
        case 4: return Color(red: t, green: p, blue: v)
        default: return Color(red: v, green: p, blue: q)
        }
    }

    /// Moves `id` from the grid to the end of the dock (no-op if it is not in the grid).
    public func select(_ id: Int) {
        guard let i = grid.firstIndex(of: id) else { return }
        grid.remove(at: i)
        dock.append(id)
        selected = id
    }

    /// Moves `id` from the dock back to the end of the grid (no-op if it is not in the dock).
    public func deselect(_ id: Int) {
        guard let i = dock.firstIndex(of: id) else { return }
        dock.remove(at: i)
        grid.append(id)
    }

    public func snapshot() -> JSON {
        .object([("grid", .ints(grid)), ("dock", .ints(dock)),
                 ("selected", selected.map { .number(Double($0)) } ?? .null), ("dockOffset", .number(dockOffset))])
    }

    public func invariantViolation() -> String? {
        if grid.count + dock.count != total { return "grid+dock holds \(grid.count + dock.count) photos, expected \(total)" }
        var seen = Set<Int>()
        for id in grid + dock where !seen.insert(id).inserted { return "photo \(id) appears twice" }
        return nil
    }
}
