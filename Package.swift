// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Gliss",
    products: [
        // What an app depends on: `import Gliss` brings GlissCore, the app runtime and
        // ArgumentParser (for an app's own command-line options).
        .library(name: "Gliss", targets: ["Gliss"]),
        // What an app's tests depend on: the headless harness and snapshot assertions.
        .library(name: "GlissTesting", targets: ["GlissTesting"]),
        .library(name: "GlissCore", targets: ["GlissCore"]),
        .library(name: "GlissControls", targets: ["GlissControls"]),
        .library(name: "GlissSDL", targets: ["GlissSDL"]),
        // The XDG desktop portal's file chooser, for an app (or the runtime) to offer before its own dialog.
        .library(name: "Demos", targets: ["Demos"]),
        .executable(name: "gliss-demos", targets: ["gliss-demos"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // SDL2 + SDL2_image. Only GlissSDL imports it. No `pkgConfig:`: `sdl2.pc`'s cflags
        // carry `-D_REENTRANT`, which SwiftPM prohibits (a warning at every package load);
        // `shim.h` includes `<SDL2/…>` from the system include path and the modulemap links.
        .systemLibrary(
            name: "CSDL2",
            providers: [.apt(["libsdl2-dev", "libsdl2-image-dev"])]
        ),
        // Xlib: reading X selections of any size (SDL 2 gives up on INCR transfers). Only the
        // X11 clipboard reader imports it.
        .systemLibrary(
            name: "CX11",
            pkgConfig: "x11",
            providers: [.apt(["libx11-dev"])]
        ),
        // HarfBuzz, FreeType, fontconfig, FriBidi, libunibreak: the text engine's C libraries.
        // (pkg-config gives FreeType's include path; the others are included by folder.) Only GlissSDL imports it.
        .systemLibrary(
            name: "CText",
            pkgConfig: "freetype2",
            providers: [.apt(["libharfbuzz-dev", "libfreetype-dev", "libfontconfig-dev", "libfribidi-dev", "libunibreak-dev"])]
        ),
        // cairo: paths (fills, strokes, dashes) rasterised into coverage masks. Only GlissSDL imports it.
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]
        ),
        // libdbus, for the AT-SPI bridge and the desktop portal client. Only GlissAccessibility
        // and GlissPortal import it.
        .systemLibrary(
            name: "CDBus",
            pkgConfig: "dbus-1",
            providers: [.apt(["libdbus-1-dev"])]
        ),
        // ICU's CLDR plural rules ("1 file", "2 files" in every language a catalog has). Only
        // GlissCore's Localization imports it; `shim.h` says why it declares the calls itself.
        .systemLibrary(
            name: "CICU",
            pkgConfig: "icu-i18n",
            providers: [.apt(["libicu-dev"])]
        ),
        // cmark-gfm with its extensions: Markdown in a text's literal key (**strong**, *emphasis*,
        // `code`, ~~strikethrough~~, links), as SwiftUI's `Text` reads it. Only GlissCore's
        // Text/RichText imports it.
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        // Geometry, layout, animation, gestures, scrolling, preferences, localization: plain
        // Swift, ICU's plural rules and cmark-gfm's Markdown, no SDL.
        .target(name: "GlissCore", dependencies: ["CICU", "CCmark"]),
        // Controls, presentations and structure (toggle … text fields, menus, sheets, alerts,
        // navigation, tabs, lists, forms), written against GlissCore's public API and its
        // `@_spi(GlissControls)` tier only: what an app author can use to write a control.
        .target(name: "GlissControls", dependencies: ["GlissCore"]),
        // Files written whole or not at all, paths as bytes, bounded reads: no SDL, no UI.
        .target(name: "GlissIO"),
        // Window, events, draw-list execution, text, images. The default fonts ship with it.
        .target(name: "GlissSDL", dependencies: ["CSDL2", "CText", "CX11", "CCairo", "GlissCore", "GlissIO"],
                resources: [.copy("Fonts")]),
        // Screen readers: the frame's accessibility tree published over AT-SPI (D-Bus).
        .target(name: "GlissAccessibility", dependencies: ["CDBus", "GlissCore"]),
        // The XDG desktop portal's FileChooser (OpenFile, SaveFile) over a private session-bus
        // connection on a thread of its own. Nothing else in Gliss depends on it.
        .target(name: "GlissPortal", dependencies: ["CDBus", "GlissCore"]),
        // The app runtime: `App`, the run loop, standard options, scripts, inspector, trace, HUD.
        .target(name: "GlissApp", dependencies: [
            "GlissCore", "GlissControls", "GlissIO", "GlissSDL", "GlissAccessibility", "GlissPortal",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // `import Gliss`: re-exports GlissCore, GlissControls, GlissApp and ArgumentParser.
        .target(name: "Gliss", dependencies: ["GlissCore", "GlissControls", "GlissApp"]),
        // The headless test harness any Gliss app can use (no XCTest / Swift Testing in its API).
        .target(name: "GlissTesting", dependencies: ["Gliss", "GlissApp", "GlissCore", "GlissSDL"]),
        // The benchmark runner (`gliss-demos bench`): fixed-step frames timed against the
        // rendering floor. Only gliss-demos and the demos' tests link it, not every app.
        .target(name: "GlissBench", dependencies: ["Gliss", "GlissSDL"]),
        // The five demos, the gallery and the bench scenes, written as any Gliss app is.
        .target(name: "Demos", dependencies: ["Gliss", "GlissBench"]),
        .executableTarget(name: "gliss-demos", dependencies: ["Gliss", "Demos", "GlissBench"]),
        .testTarget(name: "GlissCoreTests", dependencies: ["GlissCore", "GlissTesting"]),
        .testTarget(name: "GlissAccessibilityTests", dependencies: ["GlissAccessibility", "GlissCore", "GlissTesting"]),
        .testTarget(name: "GlissPortalTests", dependencies: ["GlissPortal", "CDBus", "GlissIO"]),
        .testTarget(name: "GlissSDLTests", dependencies: ["GlissSDL", "GlissCore", "GlissIO"]),
        .testTarget(name: "GlissAppTests", dependencies: ["Gliss", "GlissIO"]),
        .testTarget(name: "GlissTestingTests", dependencies: ["Gliss", "GlissTesting"],
                    exclude: ["__Snapshots__", "Animation/__Snapshots__", "Table/__Snapshots__", "DragAndDrop/__Snapshots__", "Presentation/__Snapshots__", "Structure/__Snapshots__", "Toolbar/__Snapshots__", "Pickers/__Snapshots__", "RichText/__Snapshots__"]),
        .testTarget(name: "DemosTests", dependencies: ["Demos", "Gliss", "GlissBench", "GlissTesting", "GlissSDL"]),
        // Golden screenshots: demos rendered through GlissTesting's harness (offscreen SDL,
        // software renderer, fixed step) compared with committed PNGs in __Snapshots__/.
        .testTarget(name: "GoldenTests", dependencies: ["Demos", "Gliss", "GlissTesting", "GlissSDL"],
                    exclude: ["__Snapshots__"]),
    ]
)
