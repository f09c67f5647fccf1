import Dial
import Foundation

extension Benchmark {
    /// Whether the work for a context grows with what that context hides: a time that does is a measure of the
    /// secret (docs/performance.md). Each row is a `HiddenDataPair`: a face whose hidden part is small against one
    /// whose hidden part is large, the two files of one size, read (`Face.decode`) and drawn (PNG) in a context that
    /// hides that part. The frames of a pair must be the same bytes, or the context did not hide what the row says.
    func hiddenData() throws {
        let renderer = try Renderer()
        let rows = try HiddenDataPair.all.map { pair in try hiddenRow(pair, renderer: renderer) }
        print("### Hidden data: work in a context that hides it\n")
        print(Self.table(["hidden", "decode", "decode ratio", "frame (PNG)", "frame ratio"], rows))
        print("Decode checks the whole file whatever a context hides, so its time follows what the file holds as well as "
              + "its size; the frame is drawn for the context, and its ratio should read 1.00× within noise. "
              + "Milliseconds, median of \(iterations) runs, wall (thread CPU); ratios of thread CPU time.\n")
    }

    /// The figures of one pair, few vs many, in one row.
    private func hiddenRow(_ pair: HiddenDataPair, renderer: Renderer) throws -> [String] {
        var decodes: [Sample] = [], frames: [Sample] = [], bytes: [[UInt8]] = []
        for side in HiddenDataPair.Side.allCases {
            let file = pair.bytes(side)
            let face = try Face.decode(file, file: "\(side.rawValue).json")
            decodes.append(try measure { try Face.decode(file, file: "\(side.rawValue).json").document.complications?.count ?? 0 })
            frames.append(try measure {
                try renderer.render(face, in: pair.context, formats: [.png])[0].bytes.count
            })
            bytes.append(try renderer.render(face, in: pair.context, formats: [.png])[0].bytes)
        }
        guard bytes[0] == bytes[1] else {
            throw BenchError("the bench's \(pair.name): the frames differ, so the context does not hide what differs")
        }
        let ratio = { (samples: [Sample]) in samples[0].cpu > 0 ? String(format: "%.2f×", samples[1].cpu / samples[0].cpu) : "–" }
        return [pair.name, "\(decodes[0]) vs \(decodes[1])", ratio(decodes), "\(frames[0]) vs \(frames[1])", ratio(frames)]
    }
}
