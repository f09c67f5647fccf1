// swift-tools-version: 6.1
import PackageDescription

// A package of watch faces built in Swift, checked as a team would check its own: with DialTesting's assertGolden
// and with swift-snapshot-testing through DialSnapshotTesting. It takes Dial by path, as a user takes it by URL:
//     .package(url: "https://github.com/<owner>/dial", from: "...", traits: ["SnapshotTesting"])
// The trait is what brings swift-snapshot-testing in; without it, Dial's own products build without it.
let package = Package(
    name: "FaceTests",
    platforms: [.macOS(.v14)],
    products: [.library(name: "WatchFaces", targets: ["WatchFaces"])],
    dependencies: [
        .package(name: "Dial", path: "../..", traits: ["SnapshotTesting"]),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .target(name: "WatchFaces", dependencies: [.product(name: "Dial", package: "Dial")]),
        .testTarget(
            name: "WatchFacesTests",
            dependencies: [
                "WatchFaces",
                .product(name: "Dial", package: "Dial"),
                .product(name: "DialTesting", package: "Dial"),
                .product(name: "DialSnapshotTesting", package: "Dial"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
    ]
)
