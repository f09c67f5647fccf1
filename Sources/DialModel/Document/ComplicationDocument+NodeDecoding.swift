extension ComplicationDocument {
    /// The keys it reads, in the order it reads them (its properties' order, as a synthesized conformance reads them).
    private enum Field: String, CodingKey, CaseIterable {
        case id, slot, family, dataProtection, tint, content, placeholder, timeline, redactionStyle, reloadPolicy,
             reloadBudget, usesLocation
    }

    /// Reads every key in the order of its properties, by hand, from a face file (`FaceDocument.decode`), its only
    /// reader: one reader knows which of a complication's values some context hides (`PrivateRegions`), and reads its
    /// contents and timeline entries knowing its family (a stack's line is held to the family's room where its
    /// `maxLines` is read: `LineRoom`). A second reader through another decoder's containers would be a second set of
    /// rules and messages to keep from drifting apart; another decoder is refused.
    public init(from decoder: any Decoder) throws {
        try self.init(reading: try NodeDecoder.faceFile(decoder, reading: Self.self))
    }

    private init(reading decoder: NodeDecoder) throws(FaceError) {
        let object = try decoder.object()
        id = try object.required(Field.id).decodeString()
        slot = try object.required(Field.slot, of: SlotID.self).decode(SlotID.self)
        let family = try object.required(Field.family, of: Family.self).decode(Family.self)
        self.family = family
        dataProtection = try object.optional(Field.dataProtection)?.decode(DataProtection.self)
        tint = try object.optional(Field.tint)?.decode(Color.self)
        content = try object.optional(Field.content).map { (content) throws(FaceError) in
            try ContentDocument(reading: content, family: family)
        }
        placeholder = try object.optional(Field.placeholder).map { (content) throws(FaceError) in
            try ContentDocument(reading: content, family: family)
        }
        timeline = try object.optional(Field.timeline)?.array { entry, _, _ throws(FaceError) in
            try TimelineEntryDocument(reading: entry, family: family)
        }
        redactionStyle = try object.optional(Field.redactionStyle)?.decode(RedactionStyle.self)
        reloadPolicy = try object.optional(Field.reloadPolicy)?.decode(ReloadPolicyDocument.self)
        reloadBudget = try object.optional(Field.reloadBudget)?.decode(ReloadBudgetDocument.self)
        usesLocation = try object.optional(Field.usesLocation)?.decodeBool()
    }
}

extension ComplicationDocument: DocumentShaped {
    static let shape = DocumentShape.object(Field.self) { key in
        switch key {
        case .id, .slot, .family, .dataProtection, .tint, .redactionStyle, .usesLocation: .value
        case .content, .placeholder: .reader(ContentDocument.self)
        case .timeline: .array(of: TimelineEntryDocument.self)
        case .reloadPolicy: .reader(ReloadPolicyDocument.self)
        case .reloadBudget: .reader(ReloadBudgetDocument.self)
        }
    }
}
