import Foundation
import Gliss
import GlissBench

/// The benchmark workloads (`gliss-demos bench NAME`): the grid and list scenes and every demo.
public enum BenchWorkloads {
    /// Workload names; `micro` runs the micro-benchmarks (layout, lazy ranges, springs, preferences).
    public static let names = ["grid", "list", "table", "nested", "messages", "editor"] + allDemos.map { $0.name } + ["micro"]

    /// `--items N` for grid, list and table: index math only, nothing is kept per item.
    public static let itemsRange = OptionRange("--items", 0...100_000_000)

    /// Item count when `--items` is not given: 10,000 for `grid`, `list` and `table`; the demos'
    /// own data otherwise (`--items` means `--photos` for photos and `--rows` for devices,
    /// extra levels of stacks round each cell for `nested`, messages for `messages`, lines
    /// for `editor`).
    public static func defaultItems(_ name: String) -> Int? {
        name == "grid" || name == "list" || name == "table" ? 10_000 : nil
    }

    /// The scene called `name` with `items` items (nil: the default), or nil for an unknown name.
    public static func make(_ name: String, items: Int?, seed: UInt64 = 1) -> BenchScene? {
        switch name {
        case "grid": return GridBench(count: items ?? 10_000)
        case "list": return ListBench(count: items ?? 10_000)
        case "table": return TableBench(count: items ?? 10_000)
        case "nested": return NestedStacksBench(extraLevels: items ?? 0)
        case "messages": return MessageListBench(count: items ?? 1000)
        case "editor": return EditorBench(lines: items ?? 2000)
        default:
            guard let type = demoType(named: name) else { return nil }
            var o = DemoOptions()
            o.seed = seed
            if name == "photos" { o.photos = items }
            if name == "devices", let items { o.rows = max(1, items) }
            return DemoBench(demo: type.init(options: o))
        }
    }
}

/// `grid`: 16 pt padding around a vertical scroll view holding an adaptive lazy grid
/// (minimum 50, spacing 8, tiles 60 high, 8 between rows); each tile a rounded rectangle
/// coloured by its index with its index as a label at the tile's top-left + 4. The offset
/// advances 7 points a frame and wraps to 0 at the end.
final class GridBench: BenchScene {
    let count: Int
    private var offset = 0.0
    static let labelFont = Font(size: 12)

    init(count: Int) { self.count = count }

    func body(_ ui: UI) {
        ui.scroll(.vertical, id: "bench", spacing: 0) {
            ui.lazyVGrid(columns: [GridItem(.adaptive(minimum: 50), spacing: 8)], spacing: 8, itemHeight: 60,
                         count: count, key: { $0 }) { _, i in
                ui.zstack(alignment: .topLeading) {
                    ui.roundedRectangle(cornerRadius: 3, fill: GridBench.color(i))
                    ui.text("\(i)", font: GridBench.labelFont, color: .white)
                        .padding(EdgeInsets(top: 4, leading: 4))
                }
            }
        }
        .padding(16)
    }

    /// A colour per index (hue steps of 47°).
    static func color(_ i: Int) -> Color { PhotosDemo.color(hue: Double((i &* 47) % 360) / 360) }

    func afterFrame(_ n: Int, ui: UI) {
        offset = advance(offset, ui.scrollProxy("bench"))
    }
}

/// `list`: a lazy vertical list (a one-column lazy grid: uniform rows, index math) of rows
/// 44 points high, each showing "Row i"; the offset advances 7 points a frame and wraps.
final class ListBench: BenchScene {
    let count: Int
    private var offset = 0.0

    init(count: Int) { self.count = count }

    func body(_ ui: UI) {
        ui.scroll(.vertical, id: "bench", spacing: 0) {
            ui.lazyVGrid(columns: [GridItem(.flexible())], spacing: 0, itemHeight: 44,
                         count: count, key: { $0 }) { _, i in
                ui.text("Row \(i)", font: .body)
                    .padding(EdgeInsets(horizontal: 16))
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
    }

    func afterFrame(_ n: Int, ui: UI) {
        offset = advance(offset, ui.scrollProxy("bench"))
    }
}

/// The next offset of a bench scroll: `step` points further (7 unless said), back to 0 past the end.
private func advance(_ offset: Double, _ proxy: ScrollProxy, step: Double = 7) -> Double {
    let end = max(0, proxy.contentLength - proxy.viewportLength)
    var next = offset + step
    if next > end { next = 0 }
    proxy.setOffset(next)
    return next
}

/// A demo with scripted input that keeps its main animation looping.
final class DemoBench: BenchScene {
    let demo: any Demo
    private var pending: [Int: [InputEvent]] = [:]

    init(demo: any Demo) { self.demo = demo }

    func body(_ ui: UI) { demo.body(ui) }

    /// The text page scrolls as the grid does: 7 points a frame, back to the top past the end.
    /// Photos given more than the bundled ones (`--items`) scroll fast: a new row of photos
    /// every frame (rows are 60 points and 8 apart), the photos still clicked every 40 frames.
    func afterFrame(_ n: Int, ui: UI) {
        if demo is TextDemo { scrollOffset = advance(scrollOffset, ui.scrollProxy(TextDemo.scrollID)) }
        if let p = demo as? PhotosDemo, p.photoCount > PhotosDemo.bundledCount {
            scrollOffset = advance(scrollOffset, ui.scrollProxy("grid"), step: 68)
        }
    }
    private var scrollOffset = 0.0   // the text page's, or the photo grid's

    func events(frame n: Int, ui: UI) -> [InputEvent] {
        var out = pending.removeValue(forKey: n) ?? []
        switch type(of: demo).name {
        case "photos": out += photos(n, ui)
        case "months": out += months(n, ui)
        case "cards": out += cards(n, ui)
        case "devices": out += devices(n, ui)
        case "carousel": out += carousel(n, ui)
        case "controls": out += controls(n, ui)
        default: break
        }
        return out
    }

    /// A click: press now, release next frame.
    private func click(_ p: Point, at n: Int) -> [InputEvent] {
        pending[n + 1, default: []].append(.pointerUp(p, .left))
        return [.pointerMove(p), .pointerDown(p, .left)]
    }

    /// A drag from `a` to `b` over `frames` frames starting now.
    private func drag(_ a: Point, _ b: Point, frames: Int, at n: Int) -> [InputEvent] {
        for k in 1...frames {
            let t = Double(k) / Double(frames)
            let p = Point(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
            pending[n + k, default: []] += k == frames ? [.pointerMove(p), .pointerUp(p, .left)] : [.pointerMove(p)]
        }
        return [.pointerMove(a), .pointerDown(a, .left)]
    }

    private func visible(_ ui: UI, _ f: Rect) -> Bool {
        f.minX >= 0 && f.minY >= 0 && f.maxX <= ui.size.width && f.maxY <= ui.size.height
    }

    /// Every 40 frames: a grid photo flies to the dock, then (next time) a dock photo flies back.
    private func photos(_ n: Int, _ ui: UI) -> [InputEvent] {
        guard n % 40 == 0 else { return [] }
        let k = n / 40
        let images = ui.inspector.filter { $0.role == "image" && visible(ui, $0.frame) }
        // Dock photos are 100 points high, grid photos 60.
        let dock = images.filter { $0.frame.height > 80 }
        let grid = images.filter { $0.frame.height <= 80 && $0.frame.minY > 60 }
        let pool = k % 2 == 0 || dock.isEmpty ? grid : dock
        guard !pool.isEmpty else { return [] }
        return click(pool[(k * 7) % pool.count].frame.center, at: n)
    }

    /// Every 70 frames a different month (five months on, so the border crosses rows).
    private func months(_ n: Int, _ ui: UI) -> [InputEvent] {
        guard n % 70 == 0, let d = demo as? MonthsDemo else { return [] }
        let target = d.labels[(n / 70 * 5 + 1) % 12]
        guard let node = ui.inspector.first(where: { $0.label == target }) else { return [] }
        return click(node.frame.center, at: n)
    }

    /// Every 40 frames, alternately: "+" deals a card into a hand, then a card of that hand
    /// goes back to the deck.
    private func cards(_ n: Int, _ ui: UI) -> [InputEvent] {
        guard n % 40 == 0 else { return [] }
        let k = n / 40
        let hand = (k / 2) % 2
        let plus = ui.inspector.filter { $0.label == "+" && $0.role == "button" }.sorted { $0.frame.minY < $1.frame.minY }
        guard plus.count == 2 else { return [] }
        if k % 2 == 0 { return click(plus[hand].frame.center, at: n) }
        let row = plus[hand].frame
        let cards = ui.inspector.filter {
            $0.role == "button" && Int($0.label) != nil && abs($0.frame.midY - row.midY) < 30
                && $0.frame.minX > row.maxX && $0.frame.maxX < ui.size.width - 20
        }
        guard let card = cards.last else { return [] }
        return click(card.frame.center, at: n)
    }

    /// Every 120 frames: press the first section square, scrub down to the last over 50
    /// frames, back up over 50, release.
    private func devices(_ n: Int, _ ui: UI) -> [InputEvent] {
        guard n % 120 == 0, let d = demo as? DevicesDemo else { return [] }
        let squares = d.sections.compactMap { s in ui.inspector.first { $0.label == s && $0.role == "button" } }
        guard let first = squares.first?.frame.center, let last = squares.last?.frame.center else { return [] }
        for k in 1...100 {
            let t = k <= 50 ? Double(k) / 50 : Double(100 - k) / 50
            let p = Point(first.x, first.y + (last.y - first.y) * t)
            pending[n + k, default: []] += k == 100 ? [.pointerMove(p), .pointerUp(p, .left)] : [.pointerMove(p)]
        }
        return [.pointerMove(first), .pointerDown(first, .left)]
    }

    /// A 240-frame cycle: drag a page left, drag it back right, open the sheet by clicking
    /// the current card, close it.
    private func carousel(_ n: Int, _ ui: UI) -> [InputEvent] {
        let w = ui.size.width, h = ui.size.height
        let mid = Point(w / 2, h / 2)
        switch n % 240 {
        case 0: return drag(mid, Point(mid.x - w * 0.7, mid.y), frames: 15, at: n)
        case 60: return drag(mid, Point(mid.x + w * 0.7, mid.y), frames: 15, at: n)
        case 120: return click(mid, at: n)
        case 180:
            guard let close = ui.inspector.first(where: { $0.label == "close" }) else { return [] }
            return click(close.frame.center, at: n)
        default: return []
        }
    }

    /// Every 20 frames, in turn: flip a switch, drag the volume slider across its track, choose
    /// the next segment, press the stepper's +, flip a check box (the spinner turns throughout).
    private func controls(_ n: Int, _ ui: UI) -> [InputEvent] {
        guard n % 20 == 0 else { return [] }
        func node(_ label: String, _ role: String) -> InspectorNode? {
            ui.inspector.first { $0.label == label && $0.role == role }
        }
        switch (n / 20) % 5 {
        case 0:
            return node("Wi-Fi", "toggle").map { click($0.frame.center, at: n) } ?? []
        case 1:
            guard let s = node("Volume", "slider") else { return [] }
            let forward = (n / 100) % 2 == 0
            let a = Point(forward ? s.frame.minX + 10 : s.frame.maxX - 10, s.frame.midY)
            let b = Point(forward ? s.frame.maxX - 10 : s.frame.minX + 10, s.frame.midY)
            return drag(a, b, frames: 12, at: n)
        case 2:
            let segments = ["Light", "Dark", "Auto"]
            return node(segments[(n / 100) % 3], "radioButton").map { click($0.frame.center, at: n) } ?? []
        case 3:
            return node("Increment", "image").map { click($0.frame.center, at: n) } ?? []
        default:
            return node("Show hidden files", "checkBox").map { click($0.frame.center, at: n) } ?? []
        }
    }
}
