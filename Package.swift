// swift-tools-version: 6.0
import PackageDescription

// The one-way flow of DESIGN.md, as targets:
// DialModel → DialCore (resolve → redact → layout → paint) → DialCairo → Dial → dial.
// Each C library sits behind one system-library target found with pkg-config.
let package = Package(
    name: "Dial",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "dial", targets: ["DialCLI"]),
        .library(name: "Dial", targets: ["Dial"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        // libpng reports errors with longjmp, which Swift cannot survive; this C file is the setjmp boundary.
        .target(name: "CPNGCodec", dependencies: ["CPNG"]),

        .target(name: "DialModel"),
        .target(name: "DialText", dependencies: ["CFreeType", "CHarfBuzz"]),
        .target(name: "DialCore", dependencies: ["DialModel", "DialText"]),
        .target(name: "DialPNG", dependencies: ["CPNGCodec"]),
        .target(name: "DialCairo", dependencies: ["CCairo", "DialCore", "DialText", "DialPNG"]),
        .target(
            name: "Dial",
            dependencies: ["DialModel", "DialText", "DialCore", "DialCairo", "DialPNG"],
            // Faces/default.json, through a link, compiled in: `dial render` needs no file beside the binary.
            resources: [.embedInCode("Resources/default.json")]
        ),
        .executableTarget(
            name: "DialCLI",
            dependencies: ["Dial", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),

        .testTarget(name: "DialModelTests", dependencies: ["DialModel"]),
        .testTarget(name: "DialTextTests", dependencies: ["DialText"]),
        .testTarget(name: "DialCoreTests", dependencies: ["DialCore", "DialModel", "DialText"]),
        .testTarget(name: "DialPNGTests", dependencies: ["DialPNG"]),
        .testTarget(name: "DialCairoTests", dependencies: ["DialCairo", "DialCore", "DialPNG"]),
        .testTarget(name: "DialTests", dependencies: ["Dial", "DialPNG"]),
    ]
)
