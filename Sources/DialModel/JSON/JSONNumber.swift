/// A JSON number as written in the document.
///
/// The text is kept rather than a `Double` so that integers decode exactly (a `Double` cannot hold every `Int64`)
/// and floating-point types round the literal once, exactly as their own `init?(_: String)` does.
struct JSONNumber: Sendable, Equatable {
    /// The literal, already validated against the RFC 8259 number grammar.
    var text: String

    /// The literal as a plain decimal integer ("-12", "300"), or nil if it has a nonzero fractional part.
    ///
    /// Exponents and zero fractions are resolved exactly ("1.5e1" → "15", "2.0" → "2"), so a file can say `2.0`
    /// where an integer is wanted. Results longer than `maxDigits` come back as `.tooLong`, which keeps "1e999999999"
    /// from building a billion-digit string only to find it out of range.
    func integerDigits(maxDigits: Int = 60) -> IntegerDigits {
        var scalars = Substring(text).unicodeScalars[...]
        let negative = scalars.first == "-"
        if negative { scalars = scalars.dropFirst() }

        var significand: [Unicode.Scalar] = []
        var exponent = 0
        var inFraction = false
        while let scalar = scalars.first, scalar != "e", scalar != "E" {
            scalars = scalars.dropFirst()
            if scalar == "." {
                inFraction = true
            } else {
                // Leading zeros carry no value; dropping them keeps the length check honest.
                if !(significand.isEmpty && scalar == "0") { significand.append(scalar) }
                if inFraction { exponent -= 1 }
            }
        }
        if !scalars.isEmpty {
            scalars = scalars.dropFirst()
            exponent += Self.clampedExponent(Substring(scalars))
        }
        while significand.last == "0" {
            significand.removeLast()
            exponent += 1
        }
        if significand.isEmpty { return .digits("0") }
        if exponent < 0 { return .fraction }
        if significand.count + exponent > maxDigits { return .tooLong }

        var digits = negative ? "-" : ""
        digits.unicodeScalars.append(contentsOf: significand)
        digits += String(repeating: "0", count: exponent)
        return .digits(digits)
    }

    enum IntegerDigits: Equatable {
        case digits(String)
        case fraction
        case tooLong
    }

    // Any exponent beyond a few million makes the number either zero-fractional or far too long, so clamping
    // loses nothing and avoids overflowing Int on absurd literals.
    private static func clampedExponent(_ text: Substring) -> Int {
        var scalars = text.unicodeScalars[...]
        var sign = 1
        if let first = scalars.first, first == "-" || first == "+" {
            sign = first == "-" ? -1 : 1
            scalars = scalars.dropFirst()
        }
        let limit = 10_000_000
        var magnitude = 0
        for scalar in scalars {
            magnitude = min(limit, magnitude * 10 + Int(scalar.value - 48))
        }
        return sign * magnitude
    }
}
