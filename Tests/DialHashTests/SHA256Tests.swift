import Foundation
import Testing
@testable import DialHash

struct SHA256Tests {
    private func hex(_ text: String) -> String {
        Array(text.utf8).withUnsafeBytes { SHA256.hexDigest(of: $0) }
    }

    @Test func standardVectors() {
        #expect(hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
            == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test(arguments: [
        (55, "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"),
        (56, "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"),
        (63, "7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da457ddc2f34"),
        (64, "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"),
        (65, "635361c48bb9eab14198e76ea8ab7f1a41685d6ad62aa9146d301d4f17eb0ae0"),
        (119, "31eba51c313a5c08226adf18d4a359cfdfd8d2e816b13f4af952f7ea6584dcfb"),
        (120, "2f3d335432c70b580af0e8e1b3674a7c020d683aa5f73aaaedfdc55af904c21c"),
        (1_000_000, "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"),
    ])
    func paddingBoundaries(length: Int, expected: String) {
        #expect(hex(String(repeating: "a", count: length)) == expected)
    }
}

/// The SHA extensions and the portable code must agree on every length, across block and padding boundaries.
struct SHA256PathsTests {
    @Test(.enabled(if: SHA256.usesHardware, "this processor has no SHA extensions: only the portable code runs"))
    func theHardwareAndPortableDigestsAgree() {
        var generator = SystemRandomNumberGenerator()
        for length in Array(0...300) + [4_095, 4_096, 65_537, 1_000_003] {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            bytes.withUnsafeBytes { raw in
                #expect(SHA256.digest(of: raw, hardware: true) == SHA256.digest(of: raw, hardware: false), "\(length) bytes")
            }
        }
    }

    @Test func thePortableCodeGivesTheStandardVectors() {
        let digest = Array("abc".utf8).withUnsafeBytes { SHA256.digest(of: $0, hardware: false) }
        #expect(digest.map { String(format: "%02x", $0) }.joined()
            == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }
}
