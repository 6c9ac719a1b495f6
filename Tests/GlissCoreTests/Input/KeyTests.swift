import XCTest
@testable import GlissCore

/// `Key`: named keys and characters, in a script's spelling and back.
final class KeyTests: XCTestCase {
    /// Every named key → its spelling → `Key(name:)` → the same key, in any case; no two named
    /// keys share a spelling.
    func testNamedKeysRoundTripThroughTheirSpelling() {
        XCTAssertEqual(Key.namedKeys.count, Key.Named.allCases.count)
        XCTAssertEqual(Set(Key.namedKeys.map(\.description)).count, Key.namedKeys.count, "spellings are distinct")
        for key in Key.namedKeys {
            let name = key.description
            XCTAssertEqual(Key(name: name), key, name)
            XCTAssertEqual(Key(name: name.lowercased()), key, name)
            XCTAssertEqual(Key(name: name.uppercased()), key, name)
            XCTAssertNil(key.character, name)
            XCTAssertFalse(name.contains(" "), "\(name): a script's line splits on spaces")
        }
    }

    /// SwiftUI's names, and the spellings scripts have always used (SDL's key names).
    func testSwiftUINamesHaveTheScriptSpellings() {
        let expected: [(Key, String)] = [
            (.upArrow, "Up"), (.downArrow, "Down"), (.leftArrow, "Left"), (.rightArrow, "Right"),
            (.return, "Return"), (.escape, "Escape"), (.delete, "Backspace"), (.deleteForward, "Delete"),
            (.tab, "Tab"), (.space, "Space"), (.home, "Home"), (.end, "End"), (.pageUp, "PageUp"),
            (.pageDown, "PageDown"), (.clear, "Clear"), (.insert, "Insert"), (.keypadEnter, "KeypadEnter"),
            (.menu, "Menu"), (.application, "Application"), (.numLock, "Numlock"), (.f1, "F1"), (.f12, "F12"), (.f24, "F24"),
        ]
        for (key, name) in expected { XCTAssertEqual(key.description, name) }
    }

    /// A character's key: letters are one key whatever their case; `" "` is Space; what no
    /// key types alone is no key.
    func testCharacterKeys() {
        XCTAssertEqual(Key(name: "a"), Key(name: "A"))
        XCTAssertEqual(Key(name: "s"), "S")
        XCTAssertEqual(Key("q"), "Q")
        XCTAssertEqual(Key(name: "a")?.description, "A")
        XCTAssertEqual(Key(name: "a")?.character, "A")
        XCTAssertEqual(Key(name: ",")?.description, ",")
        XCTAssertEqual(Key(name: "+")?.description, "+")
        XCTAssertEqual(Key(name: "1")?.description, "1")
        XCTAssertEqual(Key(name: "ä"), Key(name: "Ä"))
        XCTAssertEqual(Key(name: "ß")?.description, "ß", "no one-letter upper case: kept")
        XCTAssertEqual(Key(name: " "), .space)
        XCTAssertNotEqual(Key(name: "A"), Key(name: "B"))
        XCTAssertNotEqual(Key(name: "F"), Key.f1)
        for bad in ["", "\n", "\t", "\u{7}", "\u{200B}", "🇫🇷", "e\u{301}", "Retrun", "Ctrl+S", "Left Shift", "F25", "F0"] {
            XCTAssertNil(Key(name: bad), bad)
        }
        XCTAssertEqual(Key(name: "\u{E9}")?.description, "\u{C9}", "a precomposed é is one key")
    }

    /// A name that is no key gets a hint: another common spelling, or a named key it begins.
    func testSuggestionsAndTheOneLineMessage() {
        XCTAssertEqual(Key.suggestion(for: "Esc"), .escape)
        XCTAssertEqual(Key.suggestion(for: "enter"), .return)
        XCTAssertEqual(Key.suggestion(for: "Del"), .deleteForward)
        XCTAssertEqual(Key.suggestion(for: "page"), .pageUp)
        XCTAssertNil(Key.suggestion(for: "Banana"))
        let message = Key.unknownNameMessage("Esc")
        XCTAssertTrue(message.hasPrefix("unknown key 'Esc' (did you mean Escape?): "), message)
        XCTAssertFalse(message.contains("\n"))
    }

    /// A key press spells its modifiers first, as a script's `key` line and a tooltip do.
    func testKeyPressDescription() {
        XCTAssertEqual(KeyPress(key: .leftArrow, modifiers: [.control, .shift]).description, "Ctrl+Shift+Left")
        XCTAssertEqual(KeyPress(key: "s", modifiers: .command).description, "Ctrl+S")
        XCTAssertEqual(KeyPress(key: .delete).description, "Backspace")
    }

    /// Literals and static members compare as keys in a `switch`, as GlissCore's controls use them.
    func testKeysMatchInASwitch() {
        func kind(_ key: Key) -> String {
            switch key {
            case .leftArrow, .rightArrow: return "arrow"
            case "A", "C": return "letter"
            case .keypadEnter, .return: return "enter"
            default: return key.character != nil ? "character" : "other"
            }
        }
        XCTAssertEqual(kind("Left"), "arrow")
        XCTAssertEqual(kind("a"), "letter")
        XCTAssertEqual(kind(.keypadEnter), "enter")
        XCTAssertEqual(kind("z"), "character")
        XCTAssertEqual(kind(.f5), "other")
    }
}
