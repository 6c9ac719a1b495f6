// swift-tools-version:5.9
import Foundation
import PackageDescription

// A path dependency's package identity is the name of its folder, and the Gliss checkout
// may be cloned into a folder of any name: take the identity from the path itself.
let glissRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../..").standardized
let gliss = glissRoot.lastPathComponent

let package = Package(
    name: "Library",
    dependencies: [.package(path: "../..")],
    targets: [
        .executableTarget(name: "Library", dependencies: [.product(name: "Gliss", package: gliss)]),
        .testTarget(name: "LibraryTests", dependencies: ["Library", .product(name: "GlissTesting", package: gliss)],
                    exclude: ["__Snapshots__"]),
    ]
)
