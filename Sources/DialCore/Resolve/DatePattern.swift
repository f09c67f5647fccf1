import Foundation

/// An ICU date pattern read as literals and fields (`EEE d MMM` is a weekday, a space, a day, a space, a month).
struct DatePattern {
    enum Part: Equatable {
        /// Text written as it is.
        case literal(String)
        /// A run of one pattern letter (`EEE`, `d`, `MMM`).
        case field(String)

        /// The part as a pattern again: a literal quoted.
        var pattern: String {
            switch self {
            case .field(let field): field
            case .literal(let text): text.isEmpty ? "" : "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
            }
        }
    }

    var parts: [Part] = []

    init(_ pattern: String) {
        var literal = ""
        var characters = Array(pattern)[...]
        func flush() {
            if !literal.isEmpty { parts.append(.literal(literal)) }
            literal = ""
        }
        while let character = characters.first {
            if character == "'" {
                characters = characters.dropFirst()
                if characters.first == "'" {
                    literal.append("'")
                    characters = characters.dropFirst()
                    continue
                }
                while let quoted = characters.first {
                    characters = characters.dropFirst()
                    if quoted == "'" {
                        if characters.first == "'" { literal.append("'"); characters = characters.dropFirst() } else { break }
                    } else {
                        literal.append(quoted)
                    }
                }
            } else if character.isASCII && character.isLetter {
                flush()
                let run = characters.prefix { $0 == character }
                parts.append(.field(String(run)))
                characters = characters.dropFirst(run.count)
            } else {
                literal.append(character)
                characters = characters.dropFirst()
            }
        }
        flush()
    }
}
