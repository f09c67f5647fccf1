// The libFuzzer entry point: every input is a face file, decoded and rendered in each of its variants to every
// format, through the `Dial` facade as `dial render` does. Built only by scripts/fuzz.sh (the target exists in
// Package.swift only when DIAL_FUZZ is set); libFuzzer supplies `main`, so this file declares no top-level code.
//
// A crash is a trap anywhere below (an index out of range, an overflow, a failed precondition), a hang past the
// script's -timeout, or memory past its -rss_limit_mb. Besides those, `FuzzCheck` turns a broken promise of the
// facade into a crash: a face error that does not name the file, or an output that is not the format asked for.

import Dial
import DialModel
import Foundation

enum FuzzTarget {
    /// How each input is known to the decoder; every face error must carry it.
    static let fileName = "fuzz.json"
    /// Variants beyond these add time, not coverage: each is one more render of the same code.
    static let maximumVariants = 4
    /// Where the input is as far as its pictures are concerned: scripts/fuzz.sh names Faces/catalogue, so that the
    /// example pictures load and every `file` the fuzzer makes up is held to that folder like any face's.
    static let location: URL? = ProcessInfo.processInfo.environment["DIAL_FUZZ_FACE_FOLDER"].map {
        URL(fileURLWithPath: $0, isDirectory: true).appendingPathComponent(fileName)
    }

    // One renderer for the run, as one `dial export` worker keeps one: fonts and shaping caches load once.
    // libFuzzer calls the entry point from one thread only.
    nonisolated(unsafe) static let renderer: Renderer = {
        do {
            return try Renderer()
        } catch {
            fatalError("dial-fuzz: cannot load the fonts: \(error)")
        }
    }()

    static func run(_ bytes: [UInt8]) {
        let face: Face
        do {
            face = try Face.decode(bytes, file: fileName, location: location)
        } catch {
            FuzzCheck.clean(error)
            return
        }
        for variant in face.variants.prefix(maximumVariants) {
            do {
                let outputs = try renderer.render(face, display: variant.display, formats: OutputFormat.allCases,
                                                  overrides: variant.overrides)
                FuzzCheck.outputs(outputs)
            } catch {
                FuzzCheck.clean(error)
            }
        }
    }
}

enum FuzzCheck {
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// An error the user would see: it must say something, and a face error must name the file.
    static func clean(_ error: DialError) {
        let message = error.description
        guard !message.isEmpty else { fatalError("dial-fuzz: an error with an empty message: \(error)") }
        if case .face(let faceError) = error, faceError.file != FuzzTarget.fileName {
            fatalError("dial-fuzz: a face error that does not name the file: \(message)")
        }
    }

    static func outputs(_ outputs: [(format: OutputFormat, bytes: [UInt8])]) {
        guard outputs.map(\.format) == OutputFormat.allCases else {
            fatalError("dial-fuzz: asked for \(OutputFormat.allCases), got \(outputs.map(\.format))")
        }
        for (format, bytes) in outputs {
            let wellFormed = switch format {
            case .png: bytes.starts(with: pngSignature)
            case .svg: bytes.starts(with: Array("<?xml".utf8))
            case .txt: bytes.starts(with: Array("dial display-list 1\n".utf8))
            }
            guard wellFormed else { fatalError("dial-fuzz: \(format) output of \(bytes.count) bytes does not start as one") }
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    FuzzTarget.run(bytes)
    return 0
}
