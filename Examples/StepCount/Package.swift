// swift-tools-version: 6.1
import PackageDescription

// A team's package that writes a complication in Swift with DialViews, as SwiftUI writes it, and prints the view tree
// a face file holds. It takes Dial by path, as a user takes it by URL:
//     .package(url: "https://github.com/<owner>/dial", from: "...")
// DialViews depends on Dial's model only: this builds none of the renderer, nor needs its C libraries.
let package = Package(
    name: "StepCount",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Dial", path: "../.."),
    ],
    targets: [
        .executableTarget(name: "StepCount", dependencies: [.product(name: "DialViews", package: "Dial")]),
    ]
)
