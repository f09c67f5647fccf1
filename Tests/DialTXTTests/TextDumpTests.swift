import DialCore
import DialModel
@testable import DialTXT
import Testing

@Suite struct TextDumpTests {
    @Test func numbersHaveTwoDecimalsAndNoNegativeZero() {
        #expect(TextDump.fixed(1) == "1.00")
        #expect(TextDump.fixed(-0.001) == "0.00")
        #expect(TextDump.fixed(-1.005) == "-1.00" || TextDump.fixed(-1.005) == "-1.01")
        #expect(TextDump.fixed(2.345) == "2.35" || TextDump.fixed(2.345) == "2.34")
        #expect(TextDump.fixed(-12.3) == "-12.30")
        #expect(TextDump.fixed(0.07) == "0.07")
        #expect(TextDump.fixed(.nan) == "nan")
    }

    @Test func textIsQuotedOnOneLine() {
        #expect(TextDump.quoted("a\"b\\c\nd\u{1}") == "\"a\\\"b\\\\c\\nd\\u{1}\"")
    }

    @Test func dumpsOneLinePerCommand() {
        let list = DisplayList(width: 396, height: 484, screenCornerRadius: 76, commands: [
            .fill(.roundedRect(Rect(x: 1, y: 2, width: 3, height: 4), radius: 0.5), Color(red: 255, green: 0, blue: 0, alpha: 89)),
            .stroke(.arc(center: Point(x: 10, y: 10), radius: 5, start: -.pi / 2, end: .pi), Stroke(width: 9, cap: .round), .white),
        ])
        #expect(TextDump.render(list) == """
            dial display-list 1
            screen 396x484 corner-radius 76.00
            fill rounded-rect 1.00,2.00 3.00x4.00 radius 0.50 #FF000059
            stroke arc (10.00,10.00) radius 5.00 from -90.00 to 180.00 width 9.00 cap round #FFFFFFFF

            """)
    }

    /// A clip's line, its commands indented under it (a nested clip's further), and a line that ends it.
    @Test func aClipIndentsWhatItHolds() {
        let dot = Shape.circle(center: Point(x: 5, y: 5), radius: 2)
        let list = DisplayList(width: 10, height: 10, screenCornerRadius: 0, commands: [
            .clip(.rect(Rect(x: 0, y: 0, width: 8, height: 8)), [
                .fill(dot, .white),
                .clip(dot, [.fill(.rect(Rect(x: 1, y: 1, width: 9, height: 9)), .black)]),
            ]),
            .fill(dot, .black),
        ])
        #expect(TextDump.render(list) == """
            dial display-list 1
            screen 10x10 corner-radius 0.00
            clip rect 0.00,0.00 8.00x8.00
              fill circle (5.00,5.00) radius 2.00 #FFFFFFFF
              clip circle (5.00,5.00) radius 2.00
                fill rect 1.00,1.00 9.00x9.00 #000000FF
              end clip
            end clip
            fill circle (5.00,5.00) radius 2.00 #000000FF

            """)
    }
}

/// A mask (issue #27, R1): its view, then "by" and its mask, at the mask's indent, each inner line two spaces in;
/// nested in a clip, one level further.
@Suite struct TextDumpMaskTests {
    @Test func aMaskDumpsItsViewThenItsMask() {
        let mask = DrawCommand.mask([.fill(.rect(Rect(x: 0, y: 0, width: 4, height: 4)), .white)],
                                    by: [.fill(.circle(center: Point(x: 2, y: 2), radius: 2), Color(red: 255, green: 255, blue: 255, alpha: 128))])
        let list = DisplayList(width: 10, height: 10, screenCornerRadius: 0, commands: [mask, .clip(.rect(Rect(x: 0, y: 0, width: 5, height: 5)), [mask])])
        #expect(TextDump.render(list) == """
            dial display-list 1
            screen 10x10 corner-radius 0.00
            mask
              fill rect 0.00,0.00 4.00x4.00 #FFFFFFFF
            by
              fill circle (2.00,2.00) radius 2.00 #FFFFFF80
            end mask
            clip rect 0.00,0.00 5.00x5.00
              mask
                fill rect 0.00,0.00 4.00x4.00 #FFFFFFFF
              by
                fill circle (2.00,2.00) radius 2.00 #FFFFFF80
              end mask
            end clip

            """)
    }
}
