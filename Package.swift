// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Gliss",
    products: [
        .library(name: "GlissCore", targets: ["GlissCore"]),
        .library(name: "GlissSDL", targets: ["GlissSDL"]),
        .library(name: "Demos", targets: ["Demos"]),
        .executable(name: "gliss-demos", targets: ["gliss-demos"]),
    ],
    targets: [
        // SDL2 + SDL2_image + SDL2_ttf through pkg-config. Only GlissSDL imports it.
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev", "libsdl2-image-dev", "libsdl2-ttf-dev"])]
        ),
        // Geometry, layout, animation, gestures, scrolling, preferences: plain Swift, no SDL.
        .target(name: "GlissCore"),
        .target(name: "GlissSDL", dependencies: ["CSDL2", "GlissCore"]),
        .target(name: "Demos", dependencies: ["GlissCore"]),
        .executableTarget(name: "gliss-demos", dependencies: ["GlissCore", "GlissSDL", "Demos"]),
        .testTarget(name: "GlissCoreTests", dependencies: ["GlissCore"]),
        .testTarget(name: "GlissSDLTests", dependencies: ["GlissSDL", "GlissCore"]),
        .testTarget(name: "DemosTests", dependencies: ["Demos", "GlissCore"]),
        // Golden screenshots: demos rendered through the real SDL backend (offscreen, software
        // renderer, fixed step) compared with committed PNGs in Tests/GoldenTests/Golden.
        .testTarget(name: "GoldenTests", dependencies: ["Demos", "GlissSDL", "GlissCore", "CSDL2"],
                    exclude: ["Golden"]),
    ]
)
