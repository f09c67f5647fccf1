extension ContentDocument {
    /// The keys `init(from:)` reads before the template's own.
    private enum Field: String, CodingKey { case template, view }

    /// Reads a content as `init(from:)` does, the same keys asked about in the same order: a stack, the content of
    /// most timeline entries, by hand (`StackDocument(reading:)`), the other templates and views by their `Codable`
    /// conformances, their errors turned into `FaceError`s as `NodeDecoder.decode` turns them.
    /// `family` is the complication's, where the content is read as part of one (`ComplicationDocument(reading:)`).
    init(reading decoder: NodeDecoder, family: Family? = nil) throws(FaceError) {
        let object = try decoder.object()
        // A template's content never asks for `view`, so that beside a template it is an unknown key.
        if !object.contains(Field.template), object.contains(Field.view) {
            self = .view(try object.required(Field.view).decode(ViewContentDocument.self))
            return
        }
        let template = try object.required(Field.template, of: Template.self).decodeCase(of: Template.self)
        if template == .stack {
            self = .stack(try StackDocument(reading: object, family: family))
            return
        }
        do {
            self = try Self.fields(of: template, from: decoder)
        } catch {
            throw decoder.session.faceError(from: error, decoding: decoder)
        }
    }
}
