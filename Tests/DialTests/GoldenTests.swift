import Dial
import DialGolden
import DialModel
import DialTesting
import DialTestSupport
import Foundation
import Testing

/// Every example face in Faces/, in each of its variants (by default active and Always On), against
/// Golden/<face>/<variant>.png|svg|txt, through
/// DialTesting's `assertGolden`, as a team's own tests would check their faces. TXT and SVG must match exactly (line
/// endings aside); PNGs are compared as pixels with pixelmatch's threshold 0.1 and no differing pixel allowed, so a
/// new zlib that changes the bytes but not the pixels still passes.
///
/// Goldens are written only as the record mode says: `DIAL_RECORD=never|missing|failed|all`, by default `missing` on
/// a developer's machine and `never` when `CI` is set; a check that records still fails, so every new image is
/// looked at before it passes. Failures leave their package in .artifacts/golden/ (report.html).
@Suite struct GoldenTests {
    static let cases: [(face: String, variant: String)] = Repository.exampleFaces.flatMap { face in
        ((try? Self.load(face))?.variants ?? []).map { (face, $0.name) }
    }

    static func load(_ name: String) throws -> Face {
        let url = Repository.faces.appendingPathComponent("\(name).json")
        return try FaceFile.load(url.path, name: "Faces/\(name).json")
    }

    /// A face that does not decode would have no cases above: say so here.
    @Test(arguments: Repository.exampleFaces)
    func decodes(face: String) throws {
        _ = try Self.load(face)
    }

    static let store = GoldenStore(root: Repository.golden)
    static let artifacts = Repository.artifacts.appendingPathComponent("golden")

    @Test(arguments: cases)
    func matchesItsGolden(face name: String, variant: String) throws {
        let face = try Self.load(name)
        let context = try #require(face.variants.first { $0.name == variant })
        let golden = "\(name)/\(variant)"
        assertGolden(of: face, as: .png(context.context), named: golden, in: Self.store, artifacts: Self.artifacts)
        assertGolden(of: face, as: .svg(context.context), named: golden, in: Self.store, artifacts: Self.artifacts)
        assertGolden(of: face, as: .text(context.context), named: golden, in: Self.store, artifacts: Self.artifacts)
    }

    @Test func everyGoldenBelongsToAFace() throws {
        let expected = Set(Self.cases.flatMap { face, variant in
            OutputFormat.allCases.map { "\(face)/\(variant).\($0.rawValue)" }
        })
        let found = Set(Self.store.files(withExtensions: Set(OutputFormat.allCases.map(\.rawValue))))
            .filter { !$0.hasSuffix(EnvironmentRecord.fileName) && !$0.hasPrefix("filmstrips/") }
        #expect(found.subtracting(expected).isEmpty, "goldens no face asks for: \(found.subtracting(expected).sorted())")
        #expect(!found.isEmpty)
    }
}
