import DialCore
import DialModel
import Foundation

/// A decoded face file, ready to be rendered in any context.
public struct Face: Sendable {
    /// The file as decoded: every field as written, before defaults are applied for a context.
    public private(set) var document: FaceDocument
    /// Where each value sits in the file, so that errors found after decoding can give a line and column.
    package private(set) var sourceMap: SourceMap
    /// The file as errors name it.
    public private(set) var file: String
    /// A file-system-safe name for outputs: the file's base name without `.json`.
    public internal(set) var slug: String
    /// The pictures its `file` images name, keyed by the file as written: checked when the face was read, decoded
    /// only when a frame shows them.
    package private(set) var images: [String: Picture]
    /// False for a face built in Swift: the lines and columns of the JSON it went through are no place the user
    /// wrote, so its errors give the path alone.
    var locatesInSource = true
    /// Its complications' entries in date order and whether privacy hides all they have, worked out once when the face
    /// is read, so that no render reads the entries again (docs/privacy.md, "Timing"); nil until the face is read.
    private(set) var timelines: FaceTimelines?

    /// Decodes a face file's bytes and checks what every context needs: the face resolves, and so does every timeline
    /// entry's content, so that a face is refused (or not) alike in every context. `file` is how errors name it;
    /// `location`, the file on disk, is the folder its pictures are read from (a face without one may name no picture).
    ///
    /// A face with faults both in private data and outside it is refused for the first fault outside it, wherever the
    /// private one stands, so that the message does not tell a valid hidden value from an invalid one before it
    /// (`SourceMap.publicSkeleton`; docs/privacy.md, "Errors, explanations, structure and timing"). Read for its
    /// author (`MessagePolicy.author`: `dial validate`, `dial lint`), it is refused for its first fault, named where it
    /// is, and so are the faults found when it is resolved later.
    public static func decode(
        _ bytes: [UInt8], file: String, location: URL? = nil, policy: MessagePolicy = .context
    ) throws(DialError) -> Face {
        do throws(DialError) {
            return try read(bytes, file: file, location: location, policy: policy)
        } catch {
            // Keys unknown or repeated are the file's structure, told first; a syntax error has no private data yet.
            guard policy == .context, case .face(let fault) = error, fault.kind != .unknownKey, fault.kind != .duplicateKey, fault.kind != .syntax,
                  fault.kind != .tooDeep, let map = FaceDecoder.sourceMap(of: bytes), map.isPrivate(fault.path),
                  let skeleton = map.publicSkeleton() else { throw error }
            do throws(DialError) {
                _ = try read(skeleton, file: file, location: location, policy: policy)
            } catch {
                if case .face(let outside) = error, !map.isPrivate(outside.path), outside.kind != .syntax {
                    throw .face(map.fromSkeleton(outside))
                }
            }
            throw error
        }
    }

    /// Reads and checks a face file's bytes (`decode`), refused for its first fault.
    private static func read(_ bytes: [UInt8], file: String, location: URL?, policy: MessagePolicy) throws(DialError) -> Face {
        var face: Face
        do throws(FaceError) {
            let (document, sourceMap) = try FaceDocument.decode(bytes, file: file, policy: policy)
            var seen: [String: Int] = [:]
            for (index, variant) in (document.variants ?? []).enumerated() {
                if let first = seen[variant.name.value] {
                    throw FaceError(kind: .invalidValue, file: file, path: [.key("variants"), .index(index), .key("name")],
                                    expected: "a name no other variant has", found: "\"\(variant.name)\", the name of variants[\(first)] too")
                        .located(by: sourceMap)
                }
                seen[variant.name.value] = index
            }
            let images: [String: Picture]
            do throws(FaceError) {
                images = try ImageLoader.load(document, faceFile: location)
            } catch {
                throw error.located(by: sourceMap).inFile(file)
            }
            face = Face(document: document, sourceMap: sourceMap, file: file, slug: slug(forFile: file), images: images)
        } catch {
            throw .face(error)
        }
        // The entries are ordered and their marks read once, for this first resolve too. Two entries of one date leave
        // them to the resolve stage, which refuses the face in its own order of checks.
        face.timelines = try? FaceTimelines(face.document)
        // Whatever the context: the face as written, then every content, static and each timeline entry's.
        _ = try face.resolved(in: .active)
        try checkContents(face)
        if face.timelines == nil {
            do throws(FaceError) {
                face.timelines = try FaceTimelines(face.document)
            } catch {
                // The face resolved, so its entries' dates are distinct and this cannot fail; were it to, the error is
                // the resolve stage's own.
                throw .face(face.presented(error))
            }
        }
        return face
    }

    /// The dates of the timeline entries of the complications `context` draws unredacted, in seconds since 1970,
    /// earliest first, each once: what the author's own view may mark (the preview's slider, for its active view).
    ///
    /// A complication to which a placeholder or privacy rule applies in `context` gives none, neither its dates nor
    /// their count, since what it shows there tells nothing of them; that no entry is current yet (`nothingCurrent`)
    /// is shown by the view itself. Nothing is done per entry of a timeline left out (docs/privacy.md, "Timing").
    package func timelineDates(shownIn context: RenderContext) throws(DialError) -> [Int64] {
        guard let timelines else { return [] }
        let face = try resolved(in: context)
        let shown = Set(face.complications.filter { complication in
            Redactor.rules(for: complication, display: face.display, privacy: face.privacy).allSatisfy { $0 == .nothingCurrent }
        }.map(\.id))
        var dates = Set<Int64>()
        for (complication, timeline) in zip(document.complications ?? [], timelines.complications) where shown.contains(complication.id) {
            dates.formUnion(timeline.index.entries.map(\.date.secondsSinceEpoch))
        }
        return dates.sorted()
    }

    /// The face `dial render` draws when given none (Faces/default.json, built into the library).
    public static func bundledDefault() throws(DialError) -> Face {
        try decode(PackageResources.default_json, file: "default.json")
    }

    /// The name reports show: the face's own `name`, else its slug.
    public var displayName: String { document.name ?? slug }

    /// Resolves the face for a context, its symbols drawn from `symbols` (the renderer's font files); errors name the
    /// file, the JSON path and its line.
    package func resolved(in context: RenderContext, symbols: SymbolOutlines = .system) throws(DialError) -> ResolvedFace {
        do throws(FaceError) {
            return try Resolver.resolve(document, name: displayName, display: context.display, overrides: context.overrides,
                                        images: images, timelines: timelines, symbols: symbols)
        } catch {
            throw .face(presented(error))
        }
    }

    /// `error` as this face's errors read: with the file, and the line and column where the face has a source.
    func presented(_ error: FaceError) -> FaceError {
        var error = error.located(by: sourceMap).inFile(file)
        if !locatesInSource { error.location = nil }
        return error
    }

    /// The face as it may be shown in a context: resolved, then redacted. Only the pictures it shows are decoded.
    package func redacted(in context: RenderContext, symbols: SymbolOutlines = .system,
                          measure: Redactor.Measure) throws(DialError) -> RedactedFace {
        let resolved = try resolved(in: context, symbols: symbols)
        do {
            return try Redactor.redact(resolved, measure: measure)
        } catch {
            throw .face(presented(error))
        }
    }

    /// The contexts its goldens are checked in: the face's `variants`, else `active` and `always-on`.
    public var variants: [FaceVariant] {
        guard let variants = document.variants, !variants.isEmpty else {
            return Display.allCases.map { FaceVariant(name: $0.rawValue, context: RenderContext(display: $0)) }
        }
        return variants.map { variant in
            FaceVariant(name: variant.name.value, context: RenderContext(
                display: variant.display, device: variant.device, time: variant.time.map(TimeOverride.instant),
                lock: variant.lock, hideSensitive: variant.hideSensitiveComplications,
                perComplication: variant.perComplication ?? [:], allowAccessWhenLocked: variant.allowAccessWhenLocked,
                renderingMode: variant.renderingMode, tint: variant.tint,
                locale: variant.locale, boldText: variant.boldText))
        }
    }

    /// Keeps letters, digits, `.`, `-` and `_` of the base name; anything else becomes `_`. Never empty.
    static func slug(forFile file: String) -> String {
        var base = Substring(file.split(separator: "/").last ?? "")
        if base.hasSuffix(".json") { base = base.dropLast(5) }
        let safe = String(base.unicodeScalars.map { scalar -> Character in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "._-".unicodeScalars.contains(scalar))
                ? Character(scalar) : "_"
        })
        return safe.isEmpty || safe.allSatisfy({ $0 == "." }) ? "face" : safe
    }
}

/// A named context a face is rendered in for its goldens.
public struct FaceVariant: Hashable, Sendable {
    /// The variant's name: the golden's file name, and `--variants`' part of an output's name.
    public var name: String
    /// The context the variant draws the face in: display, device, time, lock state, privacy choices.
    public var context: RenderContext
}
