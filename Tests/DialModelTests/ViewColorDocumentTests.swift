@testable import DialModel
import DialTestSupport
import Foundation
import Testing

/// SwiftUI's colour names in a view's colour positions (issue #27: ports write `.foregroundStyle(.mint)` as "mint").
struct ViewColorDocumentTests: ViewReading {
    /// Each name, in each position a colour goes: a style, a tint, a gradient's colour, a background.
    @Test(arguments: [
        ("red", "#FF453A"), ("orange", "#FF9F0A"), ("yellow", "#FFD60A"), ("green", "#30D158"), ("mint", "#63E6E2"),
        ("teal", "#40C8E0"), ("cyan", "#64D2FF"), ("blue", "#0A84FF"), ("indigo", "#5E5CE6"), ("purple", "#BF5AF2"),
        ("pink", "#FF375F"), ("brown", "#AC8E68"), ("gray", "#8E8E93"), ("white", "#FFFFFF"), ("black", "#000000"),
        ("clear", "#00000000"),
    ])
    func aNameReadsAsItsWatchOSColour(name: String, hex: String) throws {
        let color = try #require(Color(hex: hex))
        let view = try Self.view(##"{"text": "A", "foregroundStyle": "\##(name)", "tint": {"gradient": ["\##(name)", "#000000"]}, "background": "\##(name)"}"##)
        #expect(view.modifiers == [.foregroundStyle(.color(color)), .tint(.gradient(GradientDocument(colors: [color, .black]))), .background(.color(color))])
    }

    /// A level in a background is its white, fixed; in a style it stays a level, which the context resolves.
    @Test func aLevelInABackgroundIsItsWhite() throws {
        let view = try Self.view(#"{"text": "A", "foregroundStyle": "secondary", "background": "secondary"}"#)
        #expect(view.modifiers == [.foregroundStyle(.hierarchical(.secondary)),
                                   .background(.color(Color(red: 255, green: 255, blue: 255, alpha: 153)))])
    }

    /// The fill and background levels are the dark system colours a watch face shows, wherever a style or a layer
    /// goes; a gradient takes colours only, as SwiftUI's `Gradient` does.
    @Test(arguments: [
        ("fill", "#7878805C"), ("fill.secondary", "#78788052"), ("fill.tertiary", "#7676803D"), ("fill.quaternary", "#7676802E"),
        ("background", "#000000"), ("background.secondary", "#1C1C1E"), ("background.tertiary", "#2C2C2E"),
    ])
    func aSemanticStyleIsItsDarkSystemColour(name: String, hex: String) throws {
        let color = try #require(Color(hex: hex))
        let view = try Self.view(##"{"text": "A", "foregroundStyle": "\##(name)", "tint": "\##(name)", "background": "\##(name)", "overlay": "\##(name)"}"##)
        #expect(view.modifiers == [.foregroundStyle(.color(color)), .tint(.color(color)), .background(.color(color)), .overlay(.color(color))])
        #expect(throws: FaceError.self) { try Self.view(#"{"text": "A", "tint": {"gradient": ["\#(name)", "red"]}}"#) }
    }

    /// A misspelt name, or a level SwiftUI does not have, is refused naming what is read.
    @Test(arguments: ["fill.quinary", "backgroundColor", "Red", "grey"])
    func anUnknownNameIsRefused(name: String) {
        #expect(throws: FaceError.self) { try Self.view(#"{"text": "A", "foregroundStyle": "\#(name)"}"#) }
        #expect(throws: FaceError.self) { try Self.view(#"{"text": "A", "background": "\#(name)"}"#) }
        #expect(throws: FaceError.self) { try Self.view(#"{"text": "A", "tint": {"gradient": ["\#(name)", "red"]}}"#) }
    }

    /// docs/views.md's colour table gives every name its colour, and names no other.
    @Test func theDocsTableIsTheMapping() throws {
        let page = try String(contentsOf: TestEnvironment.repositoryRoot.appendingPathComponent("docs/views.md"), encoding: .utf8)
        let section = try #require(page.components(separatedBy: "### Colours").dropFirst().first?.components(separatedBy: "**Order.**").first)
        var table: [String: Color] = [:]
        for line in section.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            for pair in stride(from: 0, to: cells.count - 1, by: 2) where cells[pair].hasPrefix("`") {
                let name = cells[pair].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
                let value = cells[pair + 1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
                table[name] = value == "nothing drawn" ? Color.clear : Color(hex: value)
            }
        }
        #expect(table == ViewColorDocument.named)
    }
}
