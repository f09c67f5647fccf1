import DialModel
import DialViews
import Testing

/// `Color.opacity(_:)` as SwiftUI's: the colour's own opacity scaled, to the nearest of 256 levels.
@Suite struct ColorSwiftUITests {
    @Test(arguments: [(1.0, UInt8(255)), (0.5, 128), (0, 0), (2, 255), (-1, 0), (.nan, 255)])
    func opacityScalesTheAlpha(opacity: Double, alpha: UInt8) {
        #expect(Color.red.opacity(opacity) == Color.red.withAlpha(alpha))
    }

    @Test func opacityOfATranslucentColourMultiplies() throws {
        #expect(Color.red.withAlpha(128).opacity(0.5).alpha == 64)
        #expect(try ViewTree(Text("A").foregroundStyle(.clear)).json == ##"{"foregroundStyle":"#00000000","text":"A"}"##)
    }
}
