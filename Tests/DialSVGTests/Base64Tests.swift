@testable import DialSVG
import Foundation
import Testing

@Suite struct Base64Tests {
    @Test(arguments: [("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="), ("fooba", "Zm9vYmE="),
                      ("foobar", "Zm9vYmFy")])
    func rfc4648Vectors(input: String, output: String) {
        #expect(String(decoding: Base64.encode(Array(input.utf8)), as: UTF8.self) == output)
    }

    @Test func everyByteValueRoundTrips() {
        let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ $0 / 7) }
        let encoded = String(decoding: Base64.encode(bytes), as: UTF8.self)
        #expect(encoded == Data(bytes).base64EncodedString())
    }
}
