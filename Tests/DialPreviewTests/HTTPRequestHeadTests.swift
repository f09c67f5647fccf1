@testable import DialPreview
import Testing

/// The request reader on its own: what it accepts, what it refuses, and that it refuses early.
struct HTTPRequestHeadTests {
    let limits = HTTPLimits()

    func parse(_ text: String) throws(HTTPFailure) -> HTTPRequestHead {
        try HTTPRequestHead.parse(ArraySlice(Array(text.utf8)), limits: limits)
    }

    @Test func readsPathQueryAndHeaders() throws {
        let head = try parse("GET /api/faces/0/view.png?view=always-on&hide=a%2Cb&x=1+2 HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nX-A: b \r\n\r\n")
        #expect(head.method == .get)
        #expect(head.segments == ["api", "faces", "0", "view.png"])
        #expect(head.query.map(\.name) == ["view", "hide", "x"])
        #expect(head.query.map(\.value) == ["always-on", "a,b", "1 2"])
        #expect(head.headers["host"] == "127.0.0.1:8080" && head.headers["x-a"] == "b")
        #expect(head.keepAlive)
        #expect(try parse("HEAD / HTTP/1.0\r\nHost: x\r\n\r\n").keepAlive == false)
    }

    @Test func refusesTraversalAndMalformedEscapes() {
        for target in ["/../x", "/a/%2e%2e/x", "/a%2Fb", "/%00", "/%zz", "/%c0%ae", "/a\\b", "/./x"] {
            #expect(throws: HTTPFailure.self, "\(target)") { try parse("GET \(target) HTTP/1.1\r\nHost: x\r\n\r\n") }
        }
    }

    @Test func refusesWhatIsNotAPlainGet() {
        let cases: [(String, HTTPStatus)] = [
            ("POST / HTTP/1.1\r\nHost: x\r\n\r\n", .methodNotAllowed),
            ("GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n\r\n", .payloadTooLarge),
            ("GET / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n", .payloadTooLarge),
            ("GET / HTTP/3\r\n\r\n", .versionNotSupported),
            ("GET /\r\n\r\n", .badRequest),
            ("GET x HTTP/1.1\r\n\r\n", .badRequest),
            ("GET / HTTP/1.1\r\n folded: yes\r\n\r\n", .badRequest),
            ("GET / HTTP/1.1\r\nNo-Colon\r\n\r\n", .badRequest),
        ]
        for (text, status) in cases {
            #expect(throws: HTTPFailure.self) { try parse(text) }
            do { _ = try parse(text) } catch { #expect(error.status == status, "\(text.debugDescription): \(error.status)") }
        }
    }

    @Test func findsTheEndOfAHeadAndRefusesOversizedOnesBeforeTheyEnd() throws {
        #expect(try HTTPRequestHead.end(in: Array("GET / HTTP/1.1\r\nHost: x\r\n\r\nGET".utf8), limits: limits) == 27)
        #expect(try HTTPRequestHead.end(in: Array("GET / HTTP/1.1\r\nHost: x\r\n".utf8), limits: limits) == nil)
        let line = Array("GET /".utf8) + [UInt8](repeating: 0x61, count: limits.requestLine + 10)
        #expect(throws: HTTPFailure(.uriTooLong, "the request line is longer than \(limits.requestLine) bytes", closesConnection: true)) {
            try HTTPRequestHead.end(in: line, limits: limits)
        }
        let headers = Array("GET / HTTP/1.1\r\n".utf8) + [UInt8](repeating: 0x62, count: limits.head + 10)
        #expect(throws: HTTPFailure.self) { try HTTPRequestHead.end(in: headers, limits: limits) }
    }
}
