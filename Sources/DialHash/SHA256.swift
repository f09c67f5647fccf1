internal import CSHA256

/// SHA-256 (FIPS 180-4), to fingerprint the pinned font files, faces and exported frames without another dependency.
/// The C side uses the processor's SHA extensions where it has them: an export hashes every file it writes.
package enum SHA256 {
    /// The digest of `bytes` as 64 lowercase hexadecimal digits.
    package static func hexDigest(of bytes: UnsafeRawBufferPointer) -> String {
        let digits = Array("0123456789abcdef".utf8)
        let digest = digest(of: bytes)
        return String(unsafeUninitializedCapacity: 64) { text in
            for (index, byte) in digest.enumerated() {
                text[2 * index] = digits[Int(byte >> 4)]
                text[2 * index + 1] = digits[Int(byte & 0x0F)]
            }
            return 64
        }
    }

    /// The digest of 32-bit pixel words as little-endian bytes (what Cairo holds on every machine Dial runs on), so a
    /// picture has one digest whatever the processor.
    package static func hexDigest(ofLittleEndianWords words: [UInt32]) -> String {
        #if _endian(little)
        words.withUnsafeBytes { hexDigest(of: $0) }
        #else
        words.map(\.littleEndian).withUnsafeBytes { hexDigest(of: $0) }
        #endif
    }

    /// The 32-byte digest of `bytes`; `hardware: false` takes the portable code even where the SHA extensions are.
    static func digest(of bytes: UnsafeRawBufferPointer, hardware: Bool = true) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: 32) { digest, initialized in
            dial_sha256(bytes.baseAddress, bytes.count, digest.baseAddress!, hardware ? 1 : 0)
            initialized = 32
        }
    }

    /// Whether this processor has the SHA extensions the digest uses.
    static var usesHardware: Bool { dial_sha256_has_hardware() != 0 }
}
