/// Standard base64 (RFC 4648, with padding), for pictures embedded as `data:` URIs.
enum Base64 {
    private static let alphabet: [UInt8] = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func encode(_ input: [UInt8]) -> [UInt8] {
        let count = (input.count + 2) / 3 * 4
        return [UInt8](unsafeUninitializedCapacity: count) { output, written in
            input.withUnsafeBufferPointer { bytes in
                alphabet.withUnsafeBufferPointer { table in
                    var source = 0
                    var target = 0
                    while source + 3 <= bytes.count {
                        let word = UInt32(bytes[source]) << 16 | UInt32(bytes[source + 1]) << 8 | UInt32(bytes[source + 2])
                        output[target] = table[Int(word >> 18)]
                        output[target + 1] = table[Int(word >> 12 & 0x3F)]
                        output[target + 2] = table[Int(word >> 6 & 0x3F)]
                        output[target + 3] = table[Int(word & 0x3F)]
                        source += 3
                        target += 4
                    }
                    let left = bytes.count - source
                    if left > 0 {
                        let word = UInt32(bytes[source]) << 16 | (left == 2 ? UInt32(bytes[source + 1]) << 8 : 0)
                        output[target] = table[Int(word >> 18)]
                        output[target + 1] = table[Int(word >> 12 & 0x3F)]
                        output[target + 2] = left == 2 ? table[Int(word >> 6 & 0x3F)] : UInt8(ascii: "=")
                        output[target + 3] = UInt8(ascii: "=")
                    }
                }
            }
            written = count
        }
    }
}
