// swift-tools-version: 6.1
import PackageDescription

// The one-way flow of docs/design.md, as targets:
// DialModel → DialCore (resolve → redact → layout → paint) → DialCairo, DialSVG → Dial → DialGolden → dial.
// Each C library sits behind one system-library target found with pkg-config. The graph is declared here and nowhere
// else: every target lists each module it imports (scripts/check-imports.py fails CI otherwise), and nothing below
// adds to these lists.

/// swift-snapshot-testing's module, for DialSnapshotTesting only, and only under the trait SnapshotTesting.
let snapshotTesting = Target.Dependency.product(name: "SnapshotTesting", package: "swift-snapshot-testing",
                                                condition: .when(traits: ["SnapshotTesting"]))

let package = Package(
    name: "Dial",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "dial", targets: ["DialCLI"]),
        .library(name: "Dial", targets: ["Dial"]),
        .library(name: "DialTesting", targets: ["DialTesting"]),
        // Complications written as SwiftUI views, in Swift (issue 27): builds the view trees a face file holds.
        .library(name: "DialViews", targets: ["DialViews"]),
        // Empty unless the package trait SnapshotTesting is on (see below and docs/swift.md).
        .library(name: "DialSnapshotTesting", targets: ["DialSnapshotTesting"]),
    ],
    // Off by default: a package that takes Dial neither fetches nor builds swift-snapshot-testing unless it asks for
    // `.package(..., traits: ["SnapshotTesting"])` (measured in docs/swift.md).
    traits: [
        .trait(name: "SnapshotTesting",
               description: "DialSnapshotTesting: strategies for pointfreeco/swift-snapshot-testing (fetches and builds it)"),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // `swift package generate-documentation` (scripts/check-docs.sh): a command plugin, never linked into anything.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // `dial preview`'s sockets: of FlyingFox only its socket layer, FlyingSocks (non-blocking sockets on epoll); the
        // HTTP on top is Dial's own, because it must bound every request (docs/preview.md, Design).
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFriBidi", pkgConfig: "fribidi", providers: [.apt(["libfribidi-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        // Deflate for writing PNGs (and inflate for reading Dial's own): about twice as fast as zlib at level 1.
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        // Only for DialCairo to ask pixman its version for the golden environment record; Cairo links it already.
        .systemLibrary(name: "CPixman", pkgConfig: "pixman-1", providers: [.apt(["libpixman-1-dev"])]),
        // libpng reports errors with longjmp, which Swift cannot survive; this C file is the setjmp boundary. It also
        // writes PNGs itself, with libdeflate, and reads plain 8-bit RGBA ones the same way.
        .target(name: "CPNGCodec", dependencies: ["CPNG", "CDeflate"]),
        // SHA-256 with the x86 SHA extensions where the processor has them.
        .target(name: "CSHA256"),
        // SHA-256 for fingerprints (fonts, pictures, frames, export files). Its own module, not the shaping one's: the
        // C file beside it, measured against swift-crypto, is kept (docs/design.md, "Hashing").
        .target(name: "DialHash", dependencies: ["CSHA256"]),

        .target(name: "DialModel"),
        // SwiftUI's names over DialModel's view documents only: a package that writes complications in Swift builds
        // none of the renderer, nor its C libraries.
        .target(name: "DialViews", dependencies: ["DialModel"]),
        // Words of Thai, Lao, Khmer and Myanmar come from the toolchain's ICU (`_FoundationICU`, which Foundation links
        // on Linux): a module of the toolchain, but its library is not linked by importing it.
        .target(name: "DialText", dependencies: ["CFreeType", "CHarfBuzz", "CFriBidi", "DialHash"],
                linkerSettings: [.linkedLibrary("_FoundationICU", .when(platforms: [.linux]))]),
        .target(name: "DialCore", dependencies: ["DialModel", "DialText", "DialHash"]),
        .target(name: "DialPNG", dependencies: ["CPNGCodec"]),
        // Writing files whole (and locking folders), shared by the facade and the goldens.
        .target(name: "DialFiles"),
        .target(name: "DialCairo", dependencies: ["CCairo", "CPixman", "DialModel", "DialCore", "DialText", "DialPNG"]),
        .target(name: "DialSVG", dependencies: ["DialModel", "DialCore", "DialText", "DialPNG"]),
        // The TXT backend: a display list as a line per draw command, for reviews and golden diffs a person reads.
        .target(name: "DialTXT", dependencies: ["DialModel", "DialCore", "DialText", "DialHash"]),
        .target(
            name: "Dial",
            dependencies: ["DialModel", "DialText", "DialCore", "DialCairo", "DialSVG", "DialTXT", "DialPNG", "DialFiles", "DialHash"],
            // Faces/default.json, through a link, compiled in: `dial render` needs no file beside the binary.
            // Faces/face.schema.json likewise, for `dial schema`.
            resources: [.embedInCode("Resources/default.json"), .embedInCode("Resources/face.schema.json")]
        ),
        // Goldens: the pixelmatch-compatible comparator, the store, record modes, environment records, reports, and
        // the parallel runner and lint gate of `dial golden`.
        .target(
            name: "DialGolden",
            dependencies: ["Dial", "DialModel", "DialText", "DialCore", "DialTXT", "DialPNG", "DialFiles"]
        ),
        // assertGolden for a team's own tests, from XCTest or Swift Testing.
        .target(name: "DialTesting", dependencies: ["Dial", "DialGolden", "DialModel", "DialCore"]),
        // Strategies for swift-snapshot-testing. The target is always there, so the product can be named; its sources
        // are compiled only under the trait (`#if SnapshotTesting`), and only then does it depend on swift-snapshot-testing.
        .target(name: "DialSnapshotTesting", dependencies: ["Dial", "DialCore", "DialGolden", snapshotTesting]),
        // `dial bench`'s measures: every stage of the pipeline timed on its own, so it reaches below the facade.
        .target(name: "DialBench",
                dependencies: ["Dial", "DialGolden", "DialModel", "DialText", "DialCore", "DialCairo", "DialSVG", "DialTXT", "DialPNG", "DialHash"]),
        // `dial preview` (issue 18): a local web server over the facade. Only the CLI depends on it, so a user who
        // takes the `Dial` library builds neither it nor FlyingFox.
        .target(
            name: "DialPreview",
            dependencies: ["Dial", "DialModel", "DialCore", .product(name: "FlyingSocks", package: "FlyingFox")],
            // The page, its script and its style, compiled in: the preview needs no file beside the binary, nor a network.
            resources: [.embedInCode("Resources/index.html"), .embedInCode("Resources/app.js"), .embedInCode("Resources/app.css")]
        ),
        // The command line parses, calls the library and prints: it imports nothing below these.
        .executableTarget(
            name: "DialCLI",
            dependencies: ["Dial", "DialGolden", "DialPreview", "DialBench",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),

        .target(name: "DialTestSupport", path: "Tests/DialTestSupport"),
        .testTarget(name: "DialModelTests", dependencies: ["DialTestSupport", "DialModel"]),
        .testTarget(name: "DialTextTests", dependencies: ["DialTestSupport", "DialText", "DialHash", "CHarfBuzz", "CFriBidi"]),
        .testTarget(name: "DialHashTests", dependencies: ["DialHash"]),
        .testTarget(name: "DialViewsTests", dependencies: ["DialViews", "DialModel", "DialTestSupport"]),
        .testTarget(name: "DialCoreTests", dependencies: ["DialCore", "DialModel", "DialText", "DialTestSupport"]),
        .testTarget(name: "DialPNGTests", dependencies: ["DialPNG", "DialTestSupport"]),
        .testTarget(name: "DialFilesTests", dependencies: ["DialFiles"]),
        .testTarget(name: "DialCairoTests", dependencies: ["DialCairo", "DialCore", "DialModel", "DialPNG", "DialText", "CCairo", "DialTestSupport"]),
        .testTarget(name: "DialTXTTests", dependencies: ["DialTXT", "DialCore", "DialModel"]),
        .testTarget(name: "DialSVGTests", dependencies: ["DialSVG", "DialCore", "DialModel", "DialText", "DialPNG", "DialTestSupport"]),
        // Dial's own golden tests run on DialTesting, as a team's would.
        .testTarget(name: "DialTests",
                    dependencies: ["Dial", "DialTesting", "DialGolden", "DialTestSupport", "DialModel", "DialText", "DialCore",
                                   "DialCairo", "DialSVG", "DialTXT", "DialPNG", "DialFiles"]),
        // The command line end to end: the built `dial` run on real files, as a user runs it (exit codes, files written,
        // messages).
        .testTarget(name: "DialCLITests", dependencies: ["DialTestSupport", "Dial", "DialModel", "DialCore", "DialGolden", "DialPNG"]),
        .testTarget(name: "DialGoldenTests", dependencies: ["DialGolden", "DialPNG", "DialModel", "DialCore", "DialText", "DialTestSupport"]),
        .testTarget(name: "DialTestingTests", dependencies: ["DialTesting", "DialGolden", "Dial", "DialModel", "DialCore", "DialPNG", "DialTestSupport"]),
        // Builds Examples/FaceTests, a package that takes Dial by path with the trait on, and runs its tests: the
        // strategies' own test, and the walk-through of docs/swift.md kept honest.
        .testTarget(name: "DialSnapshotTestingTests", dependencies: ["DialPNG", "DialTestSupport"]),
        .testTarget(name: "DialPreviewTests", dependencies: ["DialPreview", "Dial", "DialModel", "DialPNG", "DialTestSupport"]),
    ]
        // The libFuzzer entry point (Fuzz/DialFuzz) is a target only when scripts/fuzz.sh sets DIAL_FUZZ: it has no
        // `main` of its own (libFuzzer's is linked in by `--sanitize fuzzer`), so a plain `swift build` could not link
        // it, and `swift build` and `swift test` never see it.
        + (Context.environment["DIAL_FUZZ"] != nil
            ? [.executableTarget(name: "DialFuzz", dependencies: ["Dial", "DialModel"], path: "Fuzz/DialFuzz")] : [])
)
