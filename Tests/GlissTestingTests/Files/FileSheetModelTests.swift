import XCTest
import Foundation
import GlissCore
@testable import GlissControls

/// The file sheet's model without a window: the XDG places, how a typed path is read, how
/// sizes read.
final class FileSheetModelTests: XCTestCase {
    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("gliss-model-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    func testUserDirsAreReadWithHomeQuotesAndCommentsAndOnlyExistingOnesArePlaces() throws {
        let home = try temporaryFolder()
        let config = home.appendingPathComponent("cfg")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: home.appendingPathComponent("Dokumente"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: home.appendingPathComponent("Desktop"), withIntermediateDirectories: true)
        try """
        # written by xdg-user-dirs-update
        XDG_DOCUMENTS_DIR="$HOME/Dokumente"
        XDG_DOWNLOAD_DIR="$HOME/Nowhere"
        XDG_DESKTOP_DIR="$HOME/"
        XDG_MUSIC_DIR="/abs/Music"
        """.write(to: config.appendingPathComponent("user-dirs.dirs"), atomically: true, encoding: .utf8)
        let dirs = FilePlaces.userDirs(try String(contentsOf: config.appendingPathComponent("user-dirs.dirs"), encoding: .utf8), home: home.path)
        XCTAssertEqual(dirs["DOCUMENTS"], home.path + "/Dokumente")
        XCTAssertEqual(dirs["MUSIC"], "/abs/Music")
        let places = FilePlaces.standard(home: home.path, environment: ["XDG_CONFIG_HOME": config.path])
        XCTAssertEqual(places.map(\.name), ["Home", "Documents"],
                       "Downloads does not exist; Desktop set to $HOME/ is not a place of its own (not ~/Desktop either)")
        XCTAssertEqual(places[1].path, FilePath(home.path + "/Dokumente"))
        // Without the file: ~/Documents and so on, those that exist.
        let plain = FilePlaces.standard(home: home.path, environment: ["XDG_CONFIG_HOME": home.appendingPathComponent("none").path])
        XCTAssertEqual(plain.map(\.name), ["Home", "Desktop"])
    }

    func testATypedPathIsReadFromHomeOrTheFolderShown() throws {
        let home = try temporaryFolder()
        let m = FileSheetModel(kind: .open(multiple: false, directories: false), contentTypes: [], title: "Open",
                               confirmationLabel: nil, directory: home, home: "/home/someone")
        XCTAssertEqual(m.resolve("~").display, "/home/someone")
        XCTAssertEqual(m.resolve("~/a/b.txt").display, "/home/someone/a/b.txt")
        XCTAssertEqual(m.resolve("c.txt").display, home.path + "/c.txt")
        XCTAssertEqual(m.resolve("/etc/hosts").display, "/etc/hosts")
        XCTAssertEqual(m.path, home.path + "/", "the path field starts at the folder shown")
    }

    func testSizesReadAsGNOMEFilesShowsThem() {
        XCTAssertEqual(UI.fileSize(1), "1 byte")
        XCTAssertEqual(UI.fileSize(999), "999 bytes")
        XCTAssertEqual(UI.fileSize(1_234), "1.2 kB")
        XCTAssertEqual(UI.fileSize(45_000), "45 kB")
        XCTAssertEqual(UI.fileSize(2_345_678), "2.3 MB")
    }

    func testAPathThatIsNotUTF8KeepsItsBytesInItsURL() {
        let p = FilePath(bytes: Array("/tmp/caf".utf8) + [0xE9] + Array(" 1.txt".utf8))
        XCTAssertEqual(p.display, "/tmp/caf\u{FFFD} 1.txt")
        XCTAssertEqual(p.url(isDirectory: false).absoluteString, "file:///tmp/caf%E9%201.txt")
        XCTAssertEqual(FilePath("/tmp/a b.txt").url(isDirectory: false), URL(fileURLWithPath: "/tmp/a b.txt"))
        XCTAssertEqual(p.parent.display, "/tmp")
        XCTAssertEqual(FilePath("/a").parent.display, "/")
    }
}
