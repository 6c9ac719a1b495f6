extension Key {
    /// The keys with names. A key holds its case's raw value (`Key.raw`) and keys are not
    /// stored across runs, so cases may be added or reordered freely.
    enum Named: UInt8, CaseIterable {
        // SwiftUI's `KeyEquivalent` names these.
        case upArrow, downArrow, leftArrow, rightArrow, `return`, escape, delete, deleteForward, tab, space
        case home, end, pageUp, pageDown, clear
        // The other keys a script may press, spelt as scripts always have (one word each).
        case insert, keypadEnter, capsLock, printScreen, scrollLock, pause, numLock, menu, application, help
        case undo, cut, copy, paste, find, mute, volumeUp, volumeDown
        case f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17, f18, f19, f20, f21, f22, f23, f24

        /// The name a script writes and ``Key/description`` gives.
        var name: String {
            switch self {
            case .upArrow: return "Up"
            case .downArrow: return "Down"
            case .leftArrow: return "Left"
            case .rightArrow: return "Right"
            case .return: return "Return"
            case .escape: return "Escape"
            case .delete: return "Backspace"
            case .deleteForward: return "Delete"
            case .tab: return "Tab"
            case .space: return "Space"
            case .home: return "Home"
            case .end: return "End"
            case .pageUp: return "PageUp"
            case .pageDown: return "PageDown"
            case .clear: return "Clear"
            case .insert: return "Insert"
            case .keypadEnter: return "KeypadEnter"
            case .capsLock: return "CapsLock"
            case .printScreen: return "PrintScreen"
            case .scrollLock: return "ScrollLock"
            case .pause: return "Pause"
            case .numLock: return "Numlock"
            case .menu: return "Menu"
            case .application: return "Application"
            case .help: return "Help"
            case .undo: return "Undo"
            case .cut: return "Cut"
            case .copy: return "Copy"
            case .paste: return "Paste"
            case .find: return "Find"
            case .mute: return "Mute"
            case .volumeUp: return "VolumeUp"
            case .volumeDown: return "VolumeDown"
            case .f1: return "F1"
            case .f2: return "F2"
            case .f3: return "F3"
            case .f4: return "F4"
            case .f5: return "F5"
            case .f6: return "F6"
            case .f7: return "F7"
            case .f8: return "F8"
            case .f9: return "F9"
            case .f10: return "F10"
            case .f11: return "F11"
            case .f12: return "F12"
            case .f13: return "F13"
            case .f14: return "F14"
            case .f15: return "F15"
            case .f16: return "F16"
            case .f17: return "F17"
            case .f18: return "F18"
            case .f19: return "F19"
            case .f20: return "F20"
            case .f21: return "F21"
            case .f22: return "F22"
            case .f23: return "F23"
            case .f24: return "F24"
            }
        }
    }

    /// The up arrow.
    public static var upArrow: Key { Key(.upArrow) }
    /// The down arrow.
    public static var downArrow: Key { Key(.downArrow) }
    /// The left arrow.
    public static var leftArrow: Key { Key(.leftArrow) }
    /// The right arrow.
    public static var rightArrow: Key { Key(.rightArrow) }
    /// Return (Enter on the main keyboard; the keypad's is ``keypadEnter``).
    public static var `return`: Key { Key(.return) }
    /// Escape.
    public static var escape: Key { Key(.escape) }
    /// Backspace, which deletes backward (SwiftUI's name: Mac keyboards label it delete).
    public static var delete: Key { Key(.delete) }
    /// Delete, which deletes forward.
    public static var deleteForward: Key { Key(.deleteForward) }
    /// Tab.
    public static var tab: Key { Key(.tab) }
    /// The space bar.
    public static var space: Key { Key(.space) }
    /// Home.
    public static var home: Key { Key(.home) }
    /// End.
    public static var end: Key { Key(.end) }
    /// Page Up.
    public static var pageUp: Key { Key(.pageUp) }
    /// Page Down.
    public static var pageDown: Key { Key(.pageDown) }
    /// Clear (on some keypads).
    public static var clear: Key { Key(.clear) }
    /// Insert.
    public static var insert: Key { Key(.insert) }
    /// The keypad's Enter (where Return acts, Gliss's controls take it too).
    public static var keypadEnter: Key { Key(.keypadEnter) }
    /// Caps Lock.
    public static var capsLock: Key { Key(.capsLock) }
    /// Print Screen.
    public static var printScreen: Key { Key(.printScreen) }
    /// Scroll Lock.
    public static var scrollLock: Key { Key(.scrollLock) }
    /// Pause.
    public static var pause: Key { Key(.pause) }
    /// Num Lock (spelt `Numlock`, as scripts always have).
    public static var numLock: Key { Key(.numLock) }
    /// The Menu key (a context menu's key on some keyboards).
    public static var menu: Key { Key(.menu) }
    /// The Application key (the context menu key of PC keyboards).
    public static var application: Key { Key(.application) }
    /// Help.
    public static var help: Key { Key(.help) }
    /// Undo (a media keyboard's).
    public static var undo: Key { Key(.undo) }
    /// Cut (a media keyboard's).
    public static var cut: Key { Key(.cut) }
    /// Copy (a media keyboard's).
    public static var copy: Key { Key(.copy) }
    /// Paste (a media keyboard's).
    public static var paste: Key { Key(.paste) }
    /// Find (a media keyboard's).
    public static var find: Key { Key(.find) }
    /// Mute.
    public static var mute: Key { Key(.mute) }
    /// Volume Up.
    public static var volumeUp: Key { Key(.volumeUp) }
    /// Volume Down.
    public static var volumeDown: Key { Key(.volumeDown) }
    /// F1.
    public static var f1: Key { Key(.f1) }
    /// F2.
    public static var f2: Key { Key(.f2) }
    /// F3.
    public static var f3: Key { Key(.f3) }
    /// F4.
    public static var f4: Key { Key(.f4) }
    /// F5.
    public static var f5: Key { Key(.f5) }
    /// F6.
    public static var f6: Key { Key(.f6) }
    /// F7.
    public static var f7: Key { Key(.f7) }
    /// F8.
    public static var f8: Key { Key(.f8) }
    /// F9.
    public static var f9: Key { Key(.f9) }
    /// F10.
    public static var f10: Key { Key(.f10) }
    /// F11.
    public static var f11: Key { Key(.f11) }
    /// F12.
    public static var f12: Key { Key(.f12) }
    /// F13.
    public static var f13: Key { Key(.f13) }
    /// F14.
    public static var f14: Key { Key(.f14) }
    /// F15.
    public static var f15: Key { Key(.f15) }
    /// F16.
    public static var f16: Key { Key(.f16) }
    /// F17.
    public static var f17: Key { Key(.f17) }
    /// F18.
    public static var f18: Key { Key(.f18) }
    /// F19.
    public static var f19: Key { Key(.f19) }
    /// F20.
    public static var f20: Key { Key(.f20) }
    /// F21.
    public static var f21: Key { Key(.f21) }
    /// F22.
    public static var f22: Key { Key(.f22) }
    /// F23.
    public static var f23: Key { Key(.f23) }
    /// F24.
    public static var f24: Key { Key(.f24) }
}
