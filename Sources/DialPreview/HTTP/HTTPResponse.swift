import DialModel
import Foundation

/// A whole response: the preview never streams one, except the event stream (`EventStream`).
package struct HTTPResponse: Sendable {
    package var status: HTTPStatus
    package var contentType: String
    package var body: [UInt8]
    package var extraHeaders: [(String, String)] = []

    package init(status: HTTPStatus = .ok, contentType: String, body: [UInt8], extraHeaders: [(String, String)] = []) {
        self.status = status
        self.contentType = contentType
        self.body = body
        self.extraHeaders = extraHeaders
    }

    package static func text(_ status: HTTPStatus, _ message: String) -> HTTPResponse {
        HTTPResponse(status: status, contentType: "text/plain; charset=utf-8",
                     body: Array("\(status.rawValue) \(status.reason): \(message)\n".utf8))
    }

    package static func json(_ value: some Encodable) -> HTTPResponse {
        let encoder = JSONEncoder.dial(.line)
        // Everything encoded here is Dial's own values; a failure would be a bug, answered as one.
        guard let data = try? encoder.encode(value) else { return .text(.internalError, "could not encode the answer") }
        return HTTPResponse(contentType: "application/json", body: Array(data))
    }

    package static func failure(_ failure: HTTPFailure) -> HTTPResponse {
        var response = text(failure.status, failure.message)
        if failure.status == .methodNotAllowed { response.extraHeaders.append(("Allow", "GET, HEAD")) }
        if failure.status == .unavailable { response.extraHeaders.append(("Retry-After", "1")) }
        return response
    }

    /// The bytes on the wire. Every response forbids caching, sniffing and framing, and allows only the page's own
    /// script and style: the page shows a face file's whole content in its active view, and must not be readable by
    /// another site (the server answers no CORS request either).
    package func encoded(keepAlive: Bool, includeBody: Bool) -> [UInt8] {
        var head = "HTTP/1.1 \(status.rawValue) \(status.reason)\r\n"
        head += "Content-Type: \(contentType)\r\n"
        head += "Content-Length: \(body.count)\r\n"
        head += Self.commonHeaders
        for (name, value) in extraHeaders { head += "\(name): \(value)\r\n" }
        head += "Connection: \(keepAlive ? "keep-alive" : "close")\r\n\r\n"
        return Array(head.utf8) + (includeBody ? body : [])
    }

    static let commonHeaders = "Cache-Control: no-store\r\n"
        + "X-Content-Type-Options: nosniff\r\n"
        + "X-Frame-Options: DENY\r\n"
        + "Referrer-Policy: no-referrer\r\n"
        + "Cross-Origin-Resource-Policy: same-origin\r\n"
        + "Content-Security-Policy: default-src 'self'; img-src 'self' blob:; frame-ancestors 'none'; form-action 'none'; base-uri 'none'\r\n"
}
