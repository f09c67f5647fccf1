extension ComplicationDocument {
    /// The keys it reads, in the order it reads them (its properties' order, as a synthesized conformance reads them).
    private enum Field: String, CodingKey {
        case id, slot, family, dataProtection, tint, content, placeholder, timeline, redactionStyle, reloadPolicy,
             reloadBudget, usesLocation
    }

    /// Reads every key in the order of its properties. From a face file (`FaceDecoder`) it reads by hand, so that its
    /// contents and timeline entries know the family when read: a stack's line is held to the family's room where its
    /// `maxLines` is read (`LineRoom`), and a hidden `maxLines` that is not an integer and one past the room are refused
    /// at one place, whatever else is wrong in the face. The messages are the same either way.
    public init(from decoder: any Decoder) throws {
        if let decoder = decoder as? NodeDecoder {
            try self.init(reading: decoder)
            return
        }
        let container = try decoder.container(keyedBy: Field.self)
        self.init(id: try container.decode(String.self, forKey: .id),
                  slot: try container.decode(SlotID.self, forKey: .slot),
                  family: try container.decode(Family.self, forKey: .family),
                  dataProtection: try container.decodeIfPresent(DataProtection.self, forKey: .dataProtection),
                  tint: try container.decodeIfPresent(Color.self, forKey: .tint),
                  content: try container.decodeIfPresent(ContentDocument.self, forKey: .content),
                  placeholder: try container.decodeIfPresent(ContentDocument.self, forKey: .placeholder),
                  timeline: try container.decodeIfPresent([TimelineEntryDocument].self, forKey: .timeline),
                  redactionStyle: try container.decodeIfPresent(RedactionStyle.self, forKey: .redactionStyle),
                  reloadPolicy: try container.decodeIfPresent(ReloadPolicyDocument.self, forKey: .reloadPolicy),
                  reloadBudget: try container.decodeIfPresent(ReloadBudgetDocument.self, forKey: .reloadBudget))
        usesLocation = try container.decodeIfPresent(Bool.self, forKey: .usesLocation)
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
