import Dial
import DialCore
import DialModel
import DialTestSupport
import Foundation
import Testing

/// docs/privacy.md, "Non-interference", as a property over every artefact: for faces of `Faces/` in random redacting
/// contexts (Always On with Hide Sensitive Complications, a lock state, Allow Access When Locked), every element the
/// context hides gets two random values — text of any length and script, colours, numbers far outside their range —
/// and `dial export` (manifest, contact sheet, every output, `--json` events), `dial timeline` (filmstrip, schedule
/// files, `--json`) and `dial explain --json` must write and print the same bytes, with the same exit status and
/// standard error. The default is 10 cases at a fixed seed; `DIAL_ARTEFACT_CASES=60 DIAL_PROPERTY_SEED=7` runs more.
@Suite struct ArtefactPropertyTests {
    static let environment = ProcessInfo.processInfo.environment
    static let cases = environment["DIAL_ARTEFACT_CASES"].flatMap(Int.init) ?? 10
    static let seed = environment["DIAL_PROPERTY_SEED"].flatMap(UInt64.init) ?? 20_261_125

    static let faces = Repository.exampleFaces.map(Repository.faceFile)

    @Test func hiddenValuesChangeNoArtefact() throws {
        var random = SeededGenerator(seed: Self.seed)
        var varied = 0
        try #require(!Self.faces.isEmpty, "no faces under \(Repository.faces.path)")
        for index in 0..<Self.cases {
            let file = Self.faces[Int.random(in: 0..<Self.faces.count, using: &random)]
            let lock = ["unlocked", "locked", "beforeFirstUnlock"].randomElement(using: &random)!
            let access = Bool.random(using: &random)
            let context = ["--lock", lock, "--allow-access-when-locked", String(access)]
            let overrides = RenderOverrides(hideSensitiveComplications: true, lock: LockState(rawValue: lock)!, allowAccessWhenLocked: access)
            let face = try FaceFile.load(file.path, name: file.lastPathComponent)
            // `redactionStyle: apple` shows the hidden text's width, knowingly (README): its complications are left as they are.
            let apple = Set((face.document.complications ?? []).filter { $0.redactionStyle == .apple }.map(\.id))
            // The author's view: the redact stage's own decisions, every hidden element by its path. A complication the
            // context hides whole at every moment is not resolved for it (`CurrentContent.withheld`): every element of the
            // content a context hiding nothing draws at that moment is hidden.
            let resolved = try face.resolved(in: RenderContext(display: .alwaysOn, overrides: overrides))
            let shows = Redactor.decisions(try face.resolved(in: RenderContext(
                display: .alwaysOn, overrides: RenderOverrides(hideSensitiveComplications: false, lock: .unlocked, allowAccessWhenLocked: true))))
            let hidden = zip(Redactor.decisions(resolved), resolved.complications).flatMap { decision, complication -> [String] in
                guard !apple.contains(decision.id) else { return [] }
                if let source = decision.source { return decision.elements.filter { !$0.shown }.map { "\(source).\($0.element)" } }
                guard complication.current == .withheld, let whole = shows.first(where: { $0.id == decision.id }),
                      let source = whole.source else { return [] }
                return whole.elements.map { "\(source).\($0.element)" }
            }
            guard !hidden.isEmpty else { continue }
            varied += 1
            let label = "case \(index) (seed \(Self.seed)): \(file.lastPathComponent) \(context.joined(separator: " "))"
            let runs = try (0..<2).map { _ in
                try Self.artefacts(of: try Self.edited(file, hidden, with: &random), context: context)
            }
            for (name, first) in runs[0] {
                #expect(first == runs[1][name], "\(label): \(name) differs")
            }
            #expect(Set(runs[0].keys) == Set(runs[1].keys), "\(label): different files")
        }
        #expect(varied >= Self.cases / 2, "too few cases hid anything: \(varied) of \(Self.cases)")
    }

    /// The face file with new random values in each hidden element, as JSON text.
    static func edited(_ file: URL, _ paths: [String], with random: inout SeededGenerator) throws -> Data {
        var root = try JSONSerialization.jsonObject(with: Data(contentsOf: file))
        for path in paths { root = edit(root, Self.steps(path), with: &random) }
        return try JSONSerialization.data(withJSONObject: root, options: [.sortedKeys])
    }

    /// `complications[0].content.lines[1]` as keys and indices.
    static func steps(_ path: String) -> [Any] {
        path.split(separator: ".").flatMap { part -> [Any] in
            let pieces = part.split(separator: "[")
            return [String(pieces[0])] + pieces.dropFirst().map { Int($0.dropLast())! }
        }
    }

    /// Follows `steps`; at the end, the element: its text and colour, a gauge's value, rings' values, a chart's values,
    /// an image's colour. Element names (`value`, `rings`, `values`, `image`, `icon`) name the part of their template.
    static func edit(_ node: Any, _ steps: [Any], with random: inout SeededGenerator) -> Any {
        if let key = steps.first as? String, var object = node as? [String: Any] {
            let rest = Array(steps.dropFirst())
            if rest.isEmpty, ["value", "rings", "values"].contains(key) {
                object = editValues(object, key, with: &random)
            } else if let child = object[key] {
                object[key] = edit(child, rest, with: &random)
            }
            return object
        }
        if let index = steps.first as? Int, var array = node as? [Any], array.indices.contains(index) {
            array[index] = edit(array[index], Array(steps.dropFirst()), with: &random)
            return array
        }
        guard steps.isEmpty, var element = node as? [String: Any] else { return node }
        if element["text"] is String { element["text"] = text(with: &random) }
        element["color"] = color(with: &random)
        if element["file"] != nil || element["path"] != nil { element.removeValue(forKey: "color") }
        return element
    }

    static func editValues(_ object: [String: Any], _ key: String, with random: inout SeededGenerator) -> [String: Any] {
        var object = object
        let wild = { (random: inout SeededGenerator) in Double.random(in: -1e6...1e6, using: &random) }
        switch key {
        case "value": object["value"] = wild(&random)
        case "rings":
            object["rings"] = (object["rings"] as? [[String: Any]] ?? []).map { ring in
                var ring = ring
                ring["value"] = wild(&random)
                return ring
            }
        default:
            object["values"] = (object["values"] as? [Any] ?? []).map { _ in wild(&random) }
        }
        object["color"] = color(with: &random)
        return object
    }

    static func text(with random: inout SeededGenerator) -> String {
        let pools = ["abcdefghij KLMNOP", "会議予定秘密東京", "שלום עולם", "0123456789:.%", "😀🫀👩‍👩‍👧 "]
        let pool = Array(pools.randomElement(using: &random)!)
        return String((0..<Int.random(in: 0...60, using: &random)).map { _ in pool.randomElement(using: &random)! })
    }

    static func color(with random: inout SeededGenerator) -> String {
        String(format: "#%06X", Int.random(in: 0...0xFF_FFFF, using: &random))
    }

    /// Every file and stream of the three commands, run on `face` written into a fresh folder laid out like every other.
    static func artefacts(of face: Data, context: [String]) throws -> [String: Data] {
        let folder = try Repository.temporaryDirectory()
        let work = folder.appendingPathComponent("work")
        // Pictures the catalogue faces name live beside them.
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Repository.faces.appendingPathComponent("catalogue/images"), to: work.appendingPathComponent("images"))
        try face.write(to: work.appendingPathComponent("face.json"))
        var artefacts: [String: Data] = [:]
        let commands: [(String, [String])] = [
            ("export", ["export", "face.json", "--out", "export", "--mode", "always-on", "--hide-sensitive", "all", "--format", "png,svg,txt", "--json"] + context),
            ("timeline", ["timeline", "face.json", "--out", "timeline", "--mode", "always-on", "--hide-sensitive", "all", "--json", "--frames"] + context),
            ("explain", ["explain", "face.json", "--json", "--mode", "always-on", "--hide-sensitive", "all"] + context),
        ]
        for (name, arguments) in commands {
            let run = try Repository.run(arguments, in: work)
            // Compared as written: no output records wall-clock time.
            artefacts["\(name) status"] = Data("\(run.status)".utf8)
            artefacts["\(name) stdout"] = Data(run.stdout.utf8)
            artefacts["\(name) stderr"] = Data(run.stderr.utf8)
        }
        let written = FileManager.default.enumerator(at: work, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = written?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true, url.lastPathComponent != "face.json" else { continue }
            artefacts[String(url.path.dropFirst(work.path.count))] = try Data(contentsOf: url)
        }
        try? FileManager.default.removeItem(at: folder)
        return artefacts
    }
}
