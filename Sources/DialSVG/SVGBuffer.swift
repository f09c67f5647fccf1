import DialModel

/// The bytes of one SVG document as they are written: literal markup, and numbers formatted by integer code at a
/// fixed precision (never through `String(format:)` or printf, which are slow and depend on the locale).
///
/// The document is written into raw memory (the array returned, where it is large enough), by copying bytes into it: a frame writes a few thousand short pieces
/// (a number's digits, an attribute's name), and `Array`'s `append(contentsOf:)` cost about a hundred instructions
/// each, a third of writing a frame's SVG. Not copyable: one document, written in one place.
struct SVGBuffer: ~Copyable {
    /// The document so far (`count` bytes), then room for what follows (`capacity` in all).
    private var start: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var count = 0
    /// Whether `start` is memory of the buffer's own, freed with it, rather than an array's (`document(capacity:_:)`).
    private var owned = true

    /// An empty document with room for `capacity` bytes, so that writing it rarely or never makes more.
    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        start = .allocate(capacity: self.capacity)
    }

    /// An empty document written into `lent`, an array's memory, until it needs more.
    private init(lent: UnsafeMutableBufferPointer<UInt8>) {
        (start, capacity, owned) = (lent.baseAddress!, lent.count, false)
    }

    deinit { if owned { start.deallocate() } }

    /// The document's bytes.
    var bytes: [UInt8] { Array(UnsafeBufferPointer(start: start, count: count)) }

    /// The document `body` writes, written straight into the array returned where `capacity` is room enough (as
    /// estimated, it nearly always is): a frame's 20 KB are then written once, not written and copied into an array.
    static func document(capacity: Int, _ body: (inout SVGBuffer) -> Void) -> [UInt8] {
        var outgrown: [UInt8]?
        let document = [UInt8](unsafeUninitializedCapacity: max(capacity, 64)) { array, initialized in
            var out = SVGBuffer(lent: array)
            body(&out)
            if out.owned { outgrown = out.bytes }
            initialized = out.owned ? 0 : out.count
        }
        return outgrown ?? document
    }

    mutating func append(_ text: StaticString) {
        guard text.hasPointerRepresentation else { return text.withUTF8Buffer { write($0) } }
        write(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    mutating func append(_ other: [UInt8]) {
        other.withUnsafeBufferPointer { write($0) }
    }

    mutating func append(byte: UInt8) {
        reserve(1)
        start[count] = byte
        count += 1
    }

    /// Copies `source` after the document. Most pieces are a few bytes (an attribute's name, `="`): up to 16 are copied
    /// as two overlapping words, without a call to `memmove` (a frame writes some 2,000 pieces).
    private mutating func write(_ source: UnsafeBufferPointer<UInt8>) {
        guard let bytes = source.baseAddress else { return }
        let length = source.count
        reserve(length)
        let (from, to) = (UnsafeRawPointer(bytes), UnsafeMutableRawPointer(start + count))
        switch length {
        case 8...16:
            to.storeBytes(of: from.loadUnaligned(as: UInt64.self), as: UInt64.self)
            to.storeBytes(of: from.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self), toByteOffset: length - 8, as: UInt64.self)
        case 4..<8:
            to.storeBytes(of: from.loadUnaligned(as: UInt32.self), as: UInt32.self)
            to.storeBytes(of: from.loadUnaligned(fromByteOffset: length - 4, as: UInt32.self), toByteOffset: length - 4, as: UInt32.self)
        case 0..<4:
            for index in 0..<length { to.storeBytes(of: bytes[index], toByteOffset: index, as: UInt8.self) }
        default:
            to.copyMemory(from: from, byteCount: length)
        }
        count += length
    }

    /// Makes sure there is room for `extra` more bytes, doubling the room where there is not.
    @inline(__always) private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    private mutating func grow(to least: Int) {
        capacity = max(least, capacity * 2)
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        larger.update(from: start, count: count)
        if owned { start.deallocate() }
        (start, owned) = (larger, true)
    }

    // MARK: - Numbers

    /// Coordinates, lengths and angles: at most 3 decimals (a thousandth of a pixel), trailing zeros and a lone
    /// point left out, never "-0". Beyond ±10¹⁵ a value is written as ±10¹⁵ (Cairo cannot draw past ±2²³ px anyway,
    /// and SVG has no infinity); NaN is written as 0.
    mutating func number(_ value: Double) {
        fixed(value, decimals: 3)
    }

    /// ` name="value"`, the value as `number(_:)` writes it: every numeric attribute of an element.
    mutating func attribute(_ name: StaticString, _ value: Double) {
        append(" ")
        append(name)
        append("=\"")
        number(value)
        append("\"")
    }

    /// The scale and rotation of a glyph's transform: at most 6 decimals, as the font-unit scale (size / units per
    /// em) is about 0.01, where 3 decimals would be 5 % off. Otherwise as `number(_:)`.
    mutating func coefficient(_ value: Double) {
        fixed(value, decimals: 6)
    }

    mutating func integer(_ value: Int) {
        if value < 0 { append(byte: UInt8(ascii: "-")) }
        digits(UInt64(value.magnitude), count: 1)
    }

    private static let limit = 1e15

    /// `value` rounded to `decimals` places, half away from zero. The whole part and the fraction are taken apart
    /// before scaling (both exactly), so that the digits are those of the double's own value, even where scaling it
    /// whole would need more than 53 bits.
    ///
    /// A frame writes about 800 such numbers (session 18, callgrind), so this is written for speed: rounding by integer
    /// conversion (`UInt64(_:)` truncates in one instruction, where `rounded` is a call into libm on x86-64's baseline),
    /// and every byte stored through a local pointer, the document's length updated once.
    private mutating func fixed(_ value: Double, decimals: Int) {
        let magnitude = value.isNaN ? 0 : min(value.magnitude, Self.limit)
        var scale: UInt64 = 1
        for _ in 0..<decimals { scale &*= 10 }
        // Below 10¹⁵ both conversions are exact: the whole part is `magnitude` truncated, and what the fraction
        // loses to truncation is exactly `scaled − Double(fraction)`.
        var whole = UInt64(magnitude)
        let scaled = (magnitude - Double(whole)) * Double(scale)
        var fraction = UInt64(scaled)
        if scaled - Double(fraction) >= 0.5 { fraction += 1 }
        if fraction >= scale {
            whole += 1
            fraction = 0
        }
        if whole == 0 && fraction == 0 {
            append(byte: UInt8(ascii: "0"))
            return
        }
        // The fraction's trailing zeros, and a lone point, are left out.
        var places = fraction == 0 ? 0 : decimals
        while places > 0 && fraction % 10 == 0 {
            fraction /= 10
            places -= 1
        }
        // A sign, 16 digits at most (below 10¹⁵ + 1), a point and the places.
        reserve(18 + decimals)
        var end = start + count
        if value < 0 {
            end.pointee = UInt8(ascii: "-")
            end += 1
        }
        end = Self.write(whole, digits: 1, at: end)
        if places > 0 {
            end.pointee = UInt8(ascii: ".")
            end = Self.write(fraction, digits: places, at: end + 1)
        }
        count = end - start
    }

    /// The decimal digits of `value`, zero-padded on the left to at least `count` digits.
    private mutating func digits(_ value: UInt64, count minimum: Int) {
        reserve(max(20, minimum))
        count = Self.write(value, digits: minimum, at: start + count) - start
    }

    /// Writes the decimal digits of `value` at `end`, zero-padded on the left to at least `minimum` digits, and
    /// returns where they end. The length comes from comparisons, the digits two at a time from `pairs`, last first.
    @inline(__always)
    private static func write(_ value: UInt64, digits minimum: Int, at end: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        var length = 1
        var power: UInt64 = 10
        while length < 20 && value >= power {
            length += 1
            power &*= 10
        }
        length = max(length, minimum)
        let pairs = Self.pairs.utf8Start
        var digit = end + length
        var rest = value
        while rest >= 10 {
            let pair = Int(truncatingIfNeeded: rest % 100) &* 2
            rest /= 100
            digit -= 2
            digit[0] = pairs[pair]
            digit[1] = pairs[pair &+ 1]
        }
        if rest != 0 || digit == end + length {
            digit -= 1
            digit.pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest)
        }
        // A fraction's leading zeros (and the "0" a pair such as "05" left at the front is one of them).
        while digit > end {
            digit -= 1
            digit.pointee = UInt8(ascii: "0")
        }
        return end + length
    }

    /// "00", "01", … "99": the two digits of each value below 100, as one constant.
    private static var pairs: StaticString {
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
    }

    // MARK: - Colours

    /// `#RRGGBB`, upper case; the alpha is written apart, as an opacity.
    mutating func color(_ color: Color) {
        append(byte: UInt8(ascii: "#"))
        hex(color.red)
        hex(color.green)
        hex(color.blue)
    }

    /// ` name="#RRGGBB"`, and ` opacity="…"` after it when the colour is not opaque: how a fill and a stroke are
    /// painted.
    mutating func paint(_ name: StaticString, opacity: StaticString, _ color: Color) {
        append(" ")
        append(name)
        append("=\"")
        self.color(color)
        append("\"")
        if color.alpha != 255 {
            append(" ")
            append(opacity)
            append("=\"")
            self.opacity(color.alpha)
            append("\"")
        }
    }

    private mutating func hex(_ byte: UInt8) {
        append(byte: Self.hexDigits[Int(byte >> 4)])
        append(byte: Self.hexDigits[Int(byte & 0xF)])
    }

    /// An 8-bit alpha as an opacity of 0 to 1 at 3 decimals, which is enough to give every alpha back exactly.
    mutating func opacity(_ alpha: UInt8) {
        number(Double(alpha) / 255)
    }

    private static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)
}
