import DialModel
import Foundation

extension Face {
    /// A face built in Swift, checked exactly as a file is: the document is written as the JSON `dial` reads
    /// (`FaceDocument.json()`) and that JSON goes through `Face.decode`, so a face made in code is refused for the
    /// same reasons, with the same JSON path and the same words, as the same face in a file, never accepted where a
    /// file would not be.
    ///
    /// ```swift
    /// let face = try Face(FaceDocument(style: .modular, complications: [
    ///     ComplicationDocument(id: "calendar", slot: .center, family: .accessoryRectangular,
    ///                          content: .stack(lines: ["Standup", TextDocument("Room 4").privacySensitive()])),
    /// ]))
    /// ```
    ///
    /// - Parameters:
    ///   - document: the face, as code built it.
    ///   - file: how errors name the face; by default the Swift file and line that built it
    ///     (`"FaceTests/MorningTests.swift:14: complications[0].slot: expected ..."`). Errors give no line or column
    ///     of the JSON: the path says where, in the document the code wrote.
    ///   - folder: where `ImageDocument.file` pictures are read from, as the face file's folder would be; without it a
    ///     face may name no picture file (icons and paths need none).
    ///   - fileID: the Swift file that built the face, for the default `file`; leave it to the compiler.
    ///   - line: the line that built the face, likewise.
    /// - Throws: ``DialError/face(_:)`` with the path of the offending value, what was expected and what was found
    ///   (never a value under `privacySensitive`).
    public init(_ document: FaceDocument, file: String? = nil, folder: URL? = nil,
                fileID: String = #fileID, line: Int = #line) throws(DialError) {
        let label = file ?? "\(fileID):\(line)"
        do throws(DialError) {
            let bytes: [UInt8]
            do throws(FaceError) {
                bytes = try document.json()
            } catch {
                throw DialError.face(error.inFile(label))
            }
            // A name for the face file that is not there: the decoder wants the folder its pictures sit in.
            var face = try Face.decode(bytes, file: label, location: folder?.appendingPathComponent("face.json"))
            face.locatesInSource = false
            face.slug = Face.slug(forFile: document.name ?? "face")
            self = face
        } catch {
            guard case .face(var faceError) = error else { throw error }
            faceError.location = nil
            throw .face(faceError)
        }
    }

    /// The face's document as the JSON file `dial` reads: sorted keys, defaults left out, the same bytes every time.
    public func json() throws(DialError) -> [UInt8] {
        do {
            return try document.json()
        } catch {
            throw .face(error.inFile(file))
        }
    }
}
