import Foundation
import Gliss

/// A music library, as a desktop music player shows one: a sidebar of collections, genres and
/// playlists (an outline list with badges); a sortable table of the songs in the one chosen,
/// several of which can be selected; the detail of what is selected; and a toolbar with the
/// song playing, a Play button and a search field.
@main final class Library: App {
    static var title: String { "Library" }
    static var id: String { "org.gliss.examples.Library" }
    static var defaultSize: Size { Size(1100, 680) }

    /// Every song, in the table's order (sorted when `sortOrder` changes, as SwiftUI's
    /// `Table` expects of its app).
    var tracks = Track.catalogue
    var sortOrder: [KeyPathComparator<Track>] = [] { didSet { tracks.sort(using: sortOrder) } }
    /// What the sidebar has chosen (one source at a time).
    var source: Set<String> = ["songs"]
    /// The songs selected in the table.
    var selection: Set<Int> = []
    /// The search field's text.
    var query = ""
    var favourites: Set<Int> = [0, 6, 12, 23, 41]
    var playlists: [(name: String, tracks: [Int])] = [
        ("Road Trip", [20, 21, 22, 47, 46, 11, 13]),
        ("Focus", [15, 16, 40, 41, 42, 43, 17]),
        ("Late Night", [0, 1, 4, 25, 29, 12]),
    ]
    /// The song playing, if any.
    var playing: Int? = nil
    /// `.automatic`: a window too narrow for every column hides the sidebar.
    var columns = NavigationSplitViewVisibility.automatic

    init() {}

    /// The sidebar's tree: the library's own collections, then genres and playlists, each a
    /// folder that opens.
    var sources: [Source] {
        [
            Source(id: "songs", name: "Songs", icon: "music.note"),
            Source(id: "recent", name: "Recently Added", icon: "clock"),
            Source(id: "favourites", name: "Favourites", icon: "heart"),
            Source(id: "genres", name: "Genres", icon: "folder", children: Track.genres.map {
                Source(id: "genre:" + $0, name: $0, icon: "tag")
            }),
            Source(id: "playlists", name: "Playlists", icon: "folder", children: playlists.map {
                Source(id: "playlist:" + $0.name, name: $0.name, icon: "list.bullet")
            }),
        ]
    }

    /// The source chosen in the sidebar (the songs when none is).
    var sourceID: String { source.first ?? "songs" }

    /// The songs of `id`, in the table's order.
    func tracks(in id: String) -> [Track] {
        if id == "recent" { return tracks.filter { $0.addedDaysAgo < 14 } }
        if id == "favourites" { return tracks.filter { favourites.contains($0.id) } }
        if id.hasPrefix("genre:") { return tracks.filter { "genre:" + $0.genre == id } }
        if id.hasPrefix("playlist:"), let list = playlists.first(where: { "playlist:" + $0.name == id }) {
            let members = Set(list.tracks)
            return tracks.filter { members.contains($0.id) }
        }
        return tracks
    }

    /// What the table shows: the chosen source's songs that match the search.
    var shown: [Track] {
        let q = query.trimmingCharacters(in: .whitespaces).lowercased()
        return tracks(in: sourceID).filter { $0.matches(q) }
    }

    /// How many songs `id` holds, for the sidebar's badges (none on the groups).
    func badge(_ id: String) -> Int {
        ["genres", "playlists", "songs"].contains(id) ? 0 : tracks(in: id).count
    }

    func track(_ id: Int) -> Track? { tracks.first { $0.id == id } }

    func play(_ ids: Set<Int>) {
        guard let first = shown.first(where: { ids.contains($0.id) }) ?? ids.sorted().first.flatMap(track) else { return }
        playing = first.id
        if let i = tracks.firstIndex(where: { $0.id == first.id }) { tracks[i].plays += 1 }
    }

    /// Adds `ids` to the favourites, or takes them out when all of them are in already.
    func toggleFavourite(_ ids: Set<Int>) {
        if ids.isSubset(of: favourites) { favourites.subtract(ids) } else { favourites.formUnion(ids) }
    }

    func body(_ ui: UI) {
        ui.navigationSplitView(columnVisibility: Bindable(self).columns) {
            sidebar(ui)
        } content: {
            songs(ui)
        } detail: {
            detail(ui)
        }
    }

    private func sidebar(_ ui: UI) {
        ui.list(sources, children: \.children, selection: Bindable(self).source, id: "sources") { s in
            ui.label(s.name, systemImage: s.icon)
                .badge(self.badge(s.id))
        }
        .navigationSplitViewColumnWidth(min: 170, ideal: 230, max: 320)
    }

    private func songs(_ ui: UI) {
        ui.table(shown, selection: Bindable(self).selection, sortOrder: Bindable(self).sortOrder, id: "songs") {
            ui.tableColumn("Title", value: \.title)
                .width(min: 90, ideal: 150, max: 300)
            ui.tableColumn("Artist", value: \.artist)
                .width(min: 70, ideal: 110, max: 240)
            ui.tableColumn("Album", value: \.album)
                .width(min: 70, ideal: 120, max: 240)
            ui.tableColumn("Time", value: \.seconds) { t in ui.text(t.time) }
                .width(min: 44, ideal: 56, max: 90)
            ui.tableColumn("Plays", value: \.plays) { t in ui.text("\(t.plays)") }
                .width(min: 44, ideal: 56, max: 90)
        }
        .contextMenu(forSelectionType: Int.self) { ids in
            ui.button(ids.count == 1 ? "Play" : "Play \(ids.count) Songs") { self.play(ids) }
            ui.button(ids.isSubset(of: self.favourites) ? "Remove from Favourites" : "Add to Favourites") {
                self.toggleFavourite(ids)
            }
        } primaryAction: { ids in
            self.play(ids)
        }
        .navigationSplitViewColumnWidth(min: 380, ideal: 540, max: 900)
        .toolbar {
            ui.toolbarItem(placement: .principal) {
                ui.text(self.playing.flatMap(self.track).map { "\($0.title) — \($0.artist)" } ?? "Not Playing")
                    .foregroundColor(.secondaryLabel)
                    .lineLimit(1)
            }
            ui.toolbarItem(placement: .primaryAction) {
                ui.button(label: self.playing == nil ? "Play" : "Stop", action: {
                    if self.playing == nil { self.play(self.selection.isEmpty ? Set(self.shown.prefix(1).map(\.id)) : self.selection) }
                    else { self.playing = nil }
                }) {
                    ui.label(self.playing == nil ? "Play" : "Stop", systemImage: self.playing == nil ? "play.fill" : "stop.fill")
                }
            }
        }
        .searchable(text: Bindable(self).query, prompt: "Search songs")
    }

    private func detail(_ ui: UI) {
        let selected = tracks.filter { selection.contains($0.id) }
        ui.vstack(alignment: .leading, spacing: 10) {
            if selected.count == 1, let t = selected.first {
                ui.text(t.title).font(.title)
                ui.text("\(t.artist) — \(t.album)").foregroundColor(.secondaryLabel)
                ui.labeledContent("Genre") { ui.text(t.genre) }
                ui.labeledContent("Time") { ui.text(t.time) }
                ui.labeledContent("Plays") { ui.text("\(t.plays)") }
                ui.hstack(spacing: 8) {
                    ui.button("Play") { self.play([t.id]) }
                    ui.button(self.favourites.contains(t.id) ? "Remove from Favourites" : "Add to Favourites") {
                        self.toggleFavourite([t.id])
                    }
                }
            } else if selected.isEmpty {
                ui.text("No Selection").font(.title).foregroundColor(.secondaryLabel)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
            } else {
                ui.text("\(selected.count) Songs").font(.title)
                ui.text(Track.time(selected.reduce(0) { $0 + $1.seconds }) + " in all").foregroundColor(.secondaryLabel)
                ui.button("Play All") { self.play(self.selection) }
            }
            ui.spacer()
        }
        .padding(24)
    }

    func snapshot() -> JSON {
        let column: (KeyPathComparator<Track>) -> String = { c in
            switch c.keyPath {
            case \Track.title: return "title"
            case \Track.artist: return "artist"
            case \Track.album: return "album"
            case \Track.seconds: return "time"
            case \Track.plays: return "plays"
            default: return "?"
            }
        }
        return .object([
            ("source", .string(sourceID)),
            ("shown", .array(shown.map { .string($0.title) })),
            ("selection", .array(selection.sorted().map { .number(Double($0)) })),
            ("sortOrder", .array(sortOrder.map { .string(column($0) + ($0.order == .forward ? " ascending" : " descending")) })),
            ("query", .string(query)),
            ("favourites", .array(favourites.sorted().map { .number(Double($0)) })),
            ("playing", playing.flatMap(track).map { .string($0.title) } ?? .null),
        ])
    }
}
