import Dial
import DialCore
import DialModel
import Foundation
import Testing

/// Names made from data stay one harmless path component (`dial render`'s own names: DialCLITests' RenderCommandTests).
@Suite struct OutputNameTests {
    @Test(arguments: [
        ("default", "default"),
        ("../../etc/passwd", "_._.._etc_passwd"),
        ("/absolute", "_absolute"),
        ("..", "_."),
        (".", "_"),
        (".hidden", "_hidden"),
        ("-rf", "_rf"),
        ("", "_"),
        ("a b\tc\nd", "a_b_c_d"),
        ("nul\u{0}byte", "nul_byte"),
        ("café", "caf_"),
        ("e\u{301}", "e_"),
        ("😀", "_"),
        ("C:\\windows", "C__windows"),
        ("Morning_v2.1-final", "Morning_v2.1-final"),
    ])
    func componentKeepsOnlySafeCharacters(text: String, expected: String) {
        let name = OutputName.component(text)
        #expect(name == expected)
        #expect(!name.contains("/") && !name.hasPrefix(".") && !name.hasPrefix("-") && !name.isEmpty)
    }

    @Test func longNamesAreCutAndStayDistinct() {
        let long = String(repeating: "a", count: 300)
        let name = OutputName.component(long)
        #expect(name.utf8.count == OutputName.maxLength)
        #expect(name.hasPrefix(String(repeating: "a", count: OutputName.maxLength - 9) + "-"))
        #expect(name.suffix(8).allSatisfy { $0.isHexDigit })
        // The same text always gives the same name; text that differs only past the cut gives another.
        #expect(OutputName.component(long) == name)
        #expect(OutputName.component(long.dropLast() + "b") != name)
        // At the limit nothing is cut.
        let exact = String(repeating: "x", count: OutputName.maxLength)
        #expect(OutputName.component(exact) == exact)
    }

    @Test func fittingNeverSplitsAScalar() {
        let name = OutputName.fitted(String(repeating: "é", count: 150), maxLength: 20)
        #expect(name.utf8.count <= 20)
        #expect(name.hasPrefix("éééé") && !name.contains("\u{FFFD}"))
    }

    @Test func exportNamesWithLongComplicationIdsFitAFileSystem() {
        let ids = (0..<20).map { "complication-\($0)-" + String(repeating: "x", count: 40) }
        let context = ExportContext(device: .mm45, display: .alwaysOn, privacy: .hide(ids), lock: .locked)
        #expect(context.stem.utf8.count == OutputName.maxLength)
        #expect(context.stem.hasPrefix("45mm-always-on-hide-complication-0-"))
        let other = ExportContext(device: .mm45, display: .alwaysOn, privacy: .hide(ids.dropLast() + ["other"]), lock: .locked)
        #expect(other.stem != context.stem)
        // Short names are what they always were.
        #expect(ExportContext(device: .mm45, display: .active, privacy: .hide(["a/b", "c"])).stem == "45mm-active-hide-a_b+c")
    }
}
