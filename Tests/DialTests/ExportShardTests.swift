@testable import Dial
import DialCore
import DialTestSupport
import Foundation
import Testing

/// `--shard i/n`: every job in exactly one shard, the same numbering in every shard.
@Suite struct ExportShardTests {
    @Test func readsIOfN() {
        #expect(ExportShard("1/1") == .whole)
        #expect(ExportShard("2/4") == ExportShard(index: 2, count: 4))
        #expect(ExportShard("2/4")?.description == "2/4")
        for bad in ["0/4", "5/4", "1/0", "-1/2", "a/b", "1/2/3", " 1/2", "1/", "/2", "1", "+1/2", "1/2 "] {
            #expect(ExportShard(bad) == nil, "\(bad)")
        }
    }

    @Test func ownsAnyAgreesWithOwns() {
        for count in 1...6 {
            for index in 1...count {
                let shard = ExportShard(index: index, count: count)!
                for start in 0..<15 {
                    for length in 0..<9 {
                        let range = start..<(start + length)
                        #expect(shard.ownsAny(of: range) == range.contains(where: shard.owns), "\(shard) \(range)")
                    }
                }
            }
        }
    }

    @Test(arguments: [1, 2, 3, 5, 7, 40])
    func shardsPartitionTheJobsExactly(count: Int) throws {
        let matrix = ExportMatrix(devices: [.mm40, .mm45, .mm49], privacy: [.all, .none], locks: [.unlocked, .locked])
        func jobs(_ shard: ExportShard) throws -> [String] {
            try ExportPlan(ExportRequest(inputs: Self.faces, matrix: matrix, folder: URL(fileURLWithPath: "/nonexistent"),
                                         shard: shard)).jobs.map(\.name)
        }
        let whole = try jobs(.whole)
        #expect(whole.count == 2 * 24)
        var seen: [String: Int] = [:]
        for index in 1...count {
            let part = try jobs(ExportShard(index: index, count: count)!)
            #expect(part.count == whole.count / count || part.count == whole.count / count + 1, "shards stay balanced")
            for name in part { seen[name, default: 0] += 1 }
        }
        #expect(Set(seen.keys) == Set(whole), "the union is every job")
        #expect(seen.values.allSatisfy { $0 == 1 }, "no job is in two shards")
    }

    /// A shard's jobs, worked out one at a time, are exactly the whole export's jobs that the shard owns, numbered
    /// face by face in matrix order: checked against the definition.
    @Test(arguments: [(1, 1), (1, 2), (2, 2), (2, 3), (3, 5), (6, 7), (4, 40)] as [(Int, Int)])
    func jobsAreTheWholeExportsJobsThatTheShardOwns(_ shard: (index: Int, count: Int)) throws {
        let matrix = ExportMatrix(privacy: [.all, .none], locks: [.unlocked, .locked])
        func plan(_ shard: ExportShard) throws -> ExportPlan {
            try ExportPlan(ExportRequest(inputs: Self.faces, matrix: matrix, folder: URL(fileURLWithPath: "/nonexistent"), shard: shard))
        }
        let whole = try plan(.whole)
        let contexts = whole.faces.map { face in matrix.contexts(ownDevice: (try? face.outline.get())?.device ?? Resolver.defaultDevice) }
        let expected: [(number: Int, name: String)] = contexts.enumerated().flatMap { index, contexts in
            contexts.enumerated().map { offset, context in
                (number: index * matrix.contextsPerFace + offset, name: "\(whole.faces[index].slug)/\(context.stem)")
            }
        }
        #expect(whole.jobs.map(\.number) == Array(0..<expected.count))
        #expect(whole.jobs.map(\.name) == expected.map { $0.name })
        let part = try plan(ExportShard(index: shard.index, count: shard.count)!)
        let owned = expected.filter { part.request.shard.owns($0.number) }
        #expect(part.jobs.map(\.number) == owned.map { $0.number })
        #expect(part.jobs.map(\.name) == owned.map { $0.name })
        #expect(part.jobs.allSatisfy { part.faces[$0.face].slug == $0.name.split(separator: "/").first.map(String.init) })
    }

    @Test func aShardReadsOnlyTheFacesItRenders() throws {
        // One context per face: with two faces and two shards, each shard reads one face.
        let request = ExportRequest(inputs: Self.faces, matrix: ExportMatrix(displays: [.active]),
                                    folder: URL(fileURLWithPath: "/nonexistent"), shard: ExportShard(index: 2, count: 2)!)
        let plan = try ExportPlan(request)
        #expect(plan.faces.map(\.slug) == ["modular"])
        #expect(plan.jobs.map(\.name) == ["modular/45mm-active"])
    }

    /// Two faces, named so that the test does not change when Faces/ gains more.
    static let faces = ["default", "modular"].map { Repository.faces.appendingPathComponent("\($0).json").path }
}
