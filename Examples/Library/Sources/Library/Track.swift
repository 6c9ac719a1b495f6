import Foundation

/// One song of the library.
struct Track: Identifiable, Hashable {
    var id: Int
    var title: String
    var artist: String
    var album: String
    var genre: String
    /// Its length in seconds.
    var seconds: Int
    var plays: Int
    /// The day it was added (days before the catalogue's last day, 0 the newest).
    var addedDaysAgo: Int

    /// "m:ss", as a music player shows a length.
    var time: String { Track.time(seconds) }

    /// `seconds` as "m:ss" (or "h:mm:ss" from an hour on).
    static func time(_ seconds: Int) -> String {
        let h = seconds / 3600, m = seconds / 60 % 60, s = seconds % 60
        return h > 0 ? String(format: "%d:%02d:%02d", h, m, s) : String(format: "%d:%02d", m, s)
    }

    /// True when `query` (already lowercased) is in its title, artist or album.
    func matches(_ query: String) -> Bool {
        query.isEmpty || [title, artist, album].contains { $0.lowercased().contains(query) }
    }
}

/// What the sidebar lists: the library's own collections, then genres and playlists in folders.
struct Source: Identifiable, Hashable {
    /// `songs`, `recent`, `favourites`, `genre:<name>` or `playlist:<name>`; the folders'
    /// are `genres` and `playlists`.
    var id: String
    var name: String
    var icon: String
    var children: [Source]? = nil
}

extension Track {
    /// Sixty songs: twelve albums of five, made up, the same in every run.
    static let catalogue: [Track] = {
        let albums: [(album: String, artist: String, genre: String, titles: [String])] = [
            ("Blue Hour", "Ada Quartet", "Jazz", ["Blue Hour", "Night Tram", "Dusk on Ninth", "Slow Lamp", "Last Set"]),
            ("Paper Boats", "Mira Lind", "Folk", ["Paper Boats", "Harbour Song", "Salt Wind", "Low Tide", "The Ferryman"]),
            ("Static Bloom", "Neon Fields", "Electronic", ["Static Bloom", "Afterglow", "Night Drive", "Pulse", "Glass City"]),
            ("Stone & Light", "Orla Reyes", "Classical", ["Prelude in C", "Stone & Light", "Adagio", "Cathedral", "Coda"]),
            ("Road Dust", "The Wanderers", "Rock", ["Road Dust", "Engine Heart", "Highway 9", "Ghost Town", "Home Again"]),
            ("Small Hours", "Ada Quartet", "Jazz", ["Small Hours", "Rain Check", "Velvet", "Walking Bass", "Nightcap"]),
            ("Northern Lights", "Mira Lind", "Folk", ["Northern Lights", "Snowbound", "Firelight", "Old Roads", "Lullaby"]),
            ("Circuit", "Neon Fields", "Electronic", ["Circuit", "Voltage", "Signal Lost", "Overdrive", "Reboot"]),
            ("Études", "Orla Reyes", "Classical", ["Étude No. 1", "Étude No. 2", "Étude No. 3", "Nocturne", "Reverie"]),
            ("Thunder Road Live", "The Wanderers", "Rock", ["Intro", "Open Road", "Wild Heart", "Encore", "Goodnight"]),
            ("Sunday Morning", "Lena Park", "Pop", ["Sunday Morning", "Coffee & You", "Daylight", "Slow Dance", "Yellow"]),
            ("Paper Hearts", "Lena Park", "Pop", ["Paper Hearts", "Runaway", "Golden", "Stay", "Fireworks"]),
        ]
        var tracks: [Track] = []
        for (a, album) in albums.enumerated() {
            for (t, title) in album.titles.enumerated() {
                let id = a * 5 + t
                tracks.append(Track(id: id, title: title, artist: album.artist, album: album.album, genre: album.genre,
                                    seconds: 150 + (id * 37 + t * 53) % 240, plays: (id * 29 + 7) % 61,
                                    addedDaysAgo: (id * 13) % 90))
            }
        }
        return tracks
    }()

    /// The genres of the catalogue, in alphabetical order.
    static let genres: [String] = Array(Set(catalogue.map(\.genre))).sorted()
}
