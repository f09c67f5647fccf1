extension ContentDocument {
    /// The keys `init(from:)` reads before the template's own (numbered, for `NodeObject.present`).
    enum Field: Int, CodingKey, CaseIterable { case template, view }

    static let fieldNames = FieldNames(Field.self)

    /// `stack`'s bytes: the template of most timeline entries, matched by its bytes in the file.
    static let stackName = Array(Template.stack.rawValue.utf8)

    /// Reads a content as `init(from:)` does, the same keys asked about in the same order: a stack, the content of
    /// most timeline entries, by hand (`StackDocument(reading:)`), the other templates and views by their `Codable`
    /// conformances, their errors turned into `FaceError`s as `NodeDecoder.decode` turns them.
    /// `family` is the complication's, where the content is read as part of one (`ComplicationDocument(reading:)`).
    /// Its two keys are found in one pass, and a `stack` is known by its bytes, without a string made of it and
    /// looked up among the templates' names, for every entry a face holds (docs/performance.md, "Session 20: decoding").
    init(reading decoder: NodeDecoder, family: Family? = nil) throws(FaceError) {
        let object = try decoder.object()
        let keys = object.present(Self.fieldNames)
        // A template's content never asks for `view`, so that beside a template it is an unknown key.
        if !object.contains(Field.template, in: keys), object.contains(Field.view, in: keys) {
            self = .view(try object.required(Field.view, in: keys).decode(ViewContentDocument.self))
            return
        }
        let named = try object.required(Field.template, in: keys, of: Template.self)
        let template: Template
        if let stack = named.withUnescapedBytes({ $0.elementsEqual(Self.stackName) ? Template.stack : nil }) {
            template = stack
        } else {
            template = try named.decodeCase(of: Template.self)
        }
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

extension ContentDocument: DocumentShaped {
    /// A view's content takes `view` alone; a template's, `template` and that template's keys (without `view`, which its
    /// reader never asks for beside a template). Which template a content is is its structure, as a key is (docs/privacy.md,
    /// "Errors, explanations, structure and timing"): the one value the walk reads. A `template` that names none takes every template's keys, so that
    /// the reader refuses the name, as it would refuse it whatever the keys around it; so does a content with neither
    /// key, whose reader refuses it for the `template` it lacks.
    static let shape = DocumentShape.chosen { object in
        guard let template = object[Field.template.stringValue] else {
            return object[Field.view.stringValue] == nil ? anyTemplateShape : viewShape
        }
        let named = template.value.kind == .string ? Template(rawValue: template.value.tree.string(at: template.value.index)) : nil
        return named.flatMap { templateShapes[$0] } ?? anyTemplateShape
    }

    /// A view's content: its reader asked for `template` first.
    private static let viewShape = DocumentShape.object(Field.self) { key in
        switch key {
        case .template: .value
        case .view: .reader(ViewContentDocument.self)
        }
    }

    /// Each template's keys, `template` among them.
    private static let templateShapes = Dictionary(uniqueKeysWithValues: Template.allCases.map {
        ($0, DocumentShape.object(templateKeys.adding(keys(of: $0))))
    })

    private static let templateKeys = DocumentShape.Keys([Field.template.stringValue: .value])

    private static func keys(of template: Template) -> DocumentShape.Keys {
        let shape: DocumentShape = switch template {
        case .stack: StackDocument.shape
        case .gauge: GaugeDocument.shape
        case .rings: RingsDocument.shape
        case .curvedText: CurvedTextDocument.shape
        case .chart: ChartDocument.shape
        case .image: ImageTemplateDocument.shape
        }
        guard case .object(let keys) = shape else { preconditionFailure("a template's shape is an object's") }
        return keys
    }

    /// Every template's keys: what a content whose `template` names none may hold.
    private static let anyTemplateShape = DocumentShape.object(Template.allCases.reduce(templateKeys) { $0.adding(keys(of: $1)) })
}
