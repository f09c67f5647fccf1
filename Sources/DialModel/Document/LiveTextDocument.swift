/// A view's live time text, as SwiftUI's `Text(_:style:)`: `{"text": {"date": "now", "style": "time", "timeZone":
/// "Asia/Tokyo"}}`, written for the moment drawn in the face's locale like a template's live text.
package struct LiveTextDocument: Codable, Sendable, Hashable {
    /// Required: `"now"` or an ISO 8601 instant.
    package var date: TextDate
    /// Required: `time`, `date`, `relative`, `offset` or `timer`.
    package var style: DateTextStyle
    /// The zone a `time` or `date` is read in. Default: the face's clock's.
    package var timeZone: TimeZoneName?

    package init(date: TextDate, style: DateTextStyle, timeZone: TimeZoneName? = nil) {
        self.date = date
        self.style = style
        self.timeZone = timeZone
    }

    /// Its keys, as its `Codable` conformance reads them and its `DocumentShape` takes them.
    enum CodingKeys: String, CodingKey, CaseIterable { case date, style, timeZone }
}

extension LiveTextDocument: DocumentShaped {
    static let shape = DocumentShape.values(CodingKeys.self)
}
