import Dial
import Testing

/// The pairs `dial bench` times: each is two faces of one size that differ in hidden data, and the work timed for
/// its context gives the same result for both, so that a ratio of their times measures nothing but the data.
@Suite struct HiddenDataPairTests {
    @Test(arguments: HiddenDataPair.all.indices)
    func bothSidesAreOneSizeAndDrawTheSame(index: Int) throws {
        let pair = HiddenDataPair.all[index]
        #expect(pair.bytes(.few).count == pair.bytes(.many).count, "\(pair.name)")
        #expect(pair.bytes(.few) != pair.bytes(.many), "\(pair.name)")
        let renderer = try Renderer()
        let png = try pair.render(.few, with: renderer)
        #expect(png == (try pair.render(.many, with: renderer)), "\(pair.name): the renders differ")
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let timeline = try TimelineRenderer()
        let moments = try pair.timeline(.few, with: timeline)
        #expect(moments == (try pair.timeline(.many, with: timeline)), "\(pair.name): the moments differ")
    }
}
