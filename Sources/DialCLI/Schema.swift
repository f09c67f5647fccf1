import ArgumentParser
import Dial
import Foundation

/// `dial schema`: the face format's JSON Schema, byte for byte as Faces/face.schema.json.
struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the JSON Schema (draft 2020-12) of the face format.",
        discussion: """
            For editors and CI: `dial schema > face.schema.json`. The schema refuses what a schema can express; \
            `dial validate` also checks what it cannot (unique ids, overlapping frames, picture files, duplicate keys).
            """)

    func run() {
        StandardOutput.write(FaceSchema.bytes)
    }
}
