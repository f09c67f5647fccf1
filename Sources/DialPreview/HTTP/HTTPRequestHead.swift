/// A request's line and headers, read with every size bounded (`HTTPLimits`). The preview takes no request bodies.
package struct HTTPRequestHead: Sendable, Equatable {
    package enum Method: String, Sendable { case get = "GET", head = "HEAD" }

    package var method: Method
    /// The path's segments, percent-decoded: `/api/faces/0` is `["api", "faces", "0"]`. Never `.` nor `..`, never one
    /// holding `/` or NUL: nothing the server does with them names a file, but a route cannot be reached sideways either.
    package var segments: [String]
    /// Query items in order, percent-decoded (`+` is a space).
    package var query: [(name: String, value: String)]
    /// Header names lowercased; a repeated header keeps its last value.
    package var headers: [String: String]
    package var keepAlive: Bool

    package static func == (lhs: HTTPRequestHead, rhs: HTTPRequestHead) -> Bool {
        lhs.method == rhs.method && lhs.segments == rhs.segments && lhs.headers == rhs.headers && lhs.keepAlive == rhs.keepAlive
            && lhs.query.map(\.name) == rhs.query.map(\.name) && lhs.query.map(\.value) == rhs.query.map(\.value)
    }

    /// Where the head ends in `buffer` (the index after its blank line), nil if it has not all arrived; throws once
    /// what has arrived is already too long to be a head the server accepts.
    package static func end(in buffer: [UInt8], limits: HTTPLimits) throws(HTTPFailure) -> Int? {
        var lineStart = 0
        var index = 0
        while index < buffer.count {
            if buffer[index] == 0x0A {
                if lineStart == 0, index > limits.requestLine {
                    throw HTTPFailure(.uriTooLong, "the request line is longer than \(limits.requestLine) bytes", closesConnection: true)
                }
                let length = index - lineStart - (index > lineStart && buffer[index - 1] == 0x0D ? 1 : 0)
                if length == 0 && lineStart > 0 {
                    guard index < limits.head else {
                        throw HTTPFailure(.headersTooLarge, "the request's headers are longer than \(limits.head) bytes in all", closesConnection: true)
                    }
                    return index + 1
                }
                lineStart = index + 1
            }
            index += 1
        }
        if lineStart == 0, buffer.count > limits.requestLine {
            throw HTTPFailure(.uriTooLong, "the request line is longer than \(limits.requestLine) bytes", closesConnection: true)
        }
        if buffer.count > limits.head {
            throw HTTPFailure(.headersTooLarge, "the request's headers are longer than \(limits.head) bytes in all", closesConnection: true)
        }
        return nil
    }

    /// Parses a whole head (as `end(in:limits:)` delimits it).
    package static func parse(_ bytes: ArraySlice<UInt8>, limits: HTTPLimits) throws(HTTPFailure) -> HTTPRequestHead {
        func malformed(_ what: String) -> HTTPFailure { HTTPFailure(.badRequest, what, closesConnection: true) }
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
            line.last == 0x0D ? line.dropLast() : line
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        guard let first = lines.first else { throw malformed("an empty request") }
        guard first.count <= limits.requestLine else {
            throw HTTPFailure(.uriTooLong, "the request line is longer than \(limits.requestLine) bytes", closesConnection: true)
        }
        guard first.allSatisfy({ $0 >= 0x21 && $0 < 0x7F || $0 == 0x20 }) else {
            throw malformed("the request line holds bytes other than printable ASCII")
        }
        let parts = first.split(separator: 0x20, omittingEmptySubsequences: false)
        guard parts.count == 3 else { throw malformed("expected a request line \"METHOD /path HTTP/1.1\"") }
        let version = String(decoding: parts[2], as: UTF8.self)
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
            throw HTTPFailure(.versionNotSupported, "expected HTTP/1.1 or HTTP/1.0", closesConnection: true)
        }

        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard headers.count < limits.headerCount else {
                throw HTTPFailure(.headersTooLarge, "more than \(limits.headerCount) header fields", closesConnection: true)
            }
            guard let colon = line.firstIndex(of: 0x3A), colon > line.startIndex else {
                throw malformed("a header line without a name and a colon")
            }
            let name = line[..<colon]
            // A name with spaces, or a line folded onto the previous one, is how requests are smuggled: refused.
            guard name.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { throw malformed("a header name with spaces or control characters") }
            guard line[(colon + 1)...].allSatisfy({ $0 >= 0x20 && $0 != 0x7F || $0 == 0x09 }) else {
                throw malformed("a header value with control characters")
            }
            let value = String(decoding: line[(colon + 1)...], as: UTF8.self).trimmingSpaces
            headers[String(decoding: name, as: UTF8.self).lowercased()] = value
        }
        if headers["transfer-encoding"] != nil || (headers["content-length"].map { $0 != "0" } ?? false) {
            throw HTTPFailure(.payloadTooLarge, "the preview takes no request bodies", closesConnection: true)
        }

        let methodName = String(decoding: parts[0], as: UTF8.self)
        guard let method = Method(rawValue: methodName) else {
            // The head is whole and carries no body, so the connection can go on.
            throw HTTPFailure(.methodNotAllowed, "only GET and HEAD are answered")
        }

        let target = parts[1]
        guard target.first == 0x2F else { throw malformed("expected a target that begins with \"/\"") }
        let question = target.firstIndex(of: 0x3F)
        let rawPath = target[..<(question ?? target.endIndex)]
        var segments: [String] = []
        for raw in rawPath.split(separator: 0x2F, omittingEmptySubsequences: true) {
            guard let segment = percentDecoded(raw, plusIsSpace: false) else {
                throw HTTPFailure(.badRequest, "the path has a malformed %-escape")
            }
            guard segment != ".", segment != "..", !segment.contains("/"), !segment.contains("\u{0}"), !segment.contains("\\") else {
                throw HTTPFailure(.badRequest, "the path may not hold \".\", \"..\", \"/\" or \"\\\" within a segment")
            }
            segments.append(segment)
        }
        var query: [(name: String, value: String)] = []
        if let question {
            for item in target[(question + 1)...].split(separator: 0x26, omittingEmptySubsequences: true) {
                guard query.count < limits.queryItems else {
                    throw HTTPFailure(.badRequest, "more than \(limits.queryItems) query parameters")
                }
                let pair = item.split(separator: 0x3D, maxSplits: 1, omittingEmptySubsequences: false)
                guard let name = percentDecoded(pair[0], plusIsSpace: true),
                      let value = pair.count > 1 ? percentDecoded(pair[1], plusIsSpace: true) : ""
                else { throw HTTPFailure(.badRequest, "the query has a malformed %-escape or is not UTF-8") }
                query.append((name, value))
            }
        }
        let connection = headers["connection"]?.lowercased() ?? ""
        let keepAlive = version == "HTTP/1.1" ? !connection.contains("close") : connection.contains("keep-alive")
        return HTTPRequestHead(method: method, segments: segments, query: query, headers: headers, keepAlive: keepAlive)
    }

    /// `%XX` escapes decoded; nil for a malformed escape or bytes that are not UTF-8.
    static func percentDecoded(_ bytes: ArraySlice<UInt8>, plusIsSpace: Bool) -> String? {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == 0x25 {
                guard index + 2 < bytes.endIndex, let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]) else { return nil }
                out.append(high << 4 | low)
                index += 3
            } else {
                out.append(plusIsSpace && byte == 0x2B ? 0x20 : byte)
                index += 1
            }
        }
        return String(validating: out, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x41 + 10
        case 0x61...0x66: byte - 0x61 + 10
        default: nil
        }
    }
}

extension String {
    var trimmingSpaces: String {
        var scalars = Substring(self)
        while scalars.first == " " || scalars.first == "\t" { scalars.removeFirst() }
        while scalars.last == " " || scalars.last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
