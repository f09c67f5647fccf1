/// Shorter forms of a line's text, as ClockKit's `shortText` and SwiftUI's `ViewThatFits` give them: where the text
/// does not fit its slot, each is tried in order and the first that fits is drawn whole. Written
/// `"shortText": "3,2 kW"` for one, or `"shortText": ["Strom 3,2 kW", "3,2 kW"]` for several, longest first.
public struct ShortTextDocument: Codable, Sendable, Equatable, ExpressibleByStringLiteral, ExpressibleByArrayLiteral {
    /// The forms, in the order they are tried.
    public var forms: [String]

    /// (Dial) At most this many forms: enough for a long, a medium and a short one and a last resort.
    public static let maxForms = 4

    /// What an error says `shortText` should be.
    public static let expectation = "a shorter form of the text, or an array of 1 to \(maxForms) of them, longest first"

    /// `forms`, tried in order.
    public init(_ forms: [String]) { self.forms = forms }

    /// One shorter form.
    public init(stringLiteral form: String) { self.forms = [form] }

    /// Several, tried in order.
    public init(arrayLiteral forms: String...) { self.forms = forms }

    /// Reads a string, or an array of 1 to `maxForms` strings, none of them empty.
    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer().decode(String.self) {
            forms = [single]
        } else {
            do {
                forms = try decoder.singleValueContainer().decode([String].self)
            } catch var error as FaceError {
                // An array with a number in it keeps its own path and message; anything else says what is wanted.
                if error.path.components.count <= decoder.codingPath.count { error.expected = Self.expectation }
                throw error
            }
        }
        guard (1...Self.maxForms).contains(forms.count) else {
            throw ValueError(expected: Self.expectation, found: "\(forms.count) forms")
        }
        guard !forms.contains(where: \.isEmpty) else {
            throw ValueError(expected: Self.expectation + ", none of them empty", found: "an empty form")
        }
    }

    /// Writes one form as a string, several as an array.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if forms.count == 1 { try container.encode(forms[0]) } else { try container.encode(forms) }
    }
}
