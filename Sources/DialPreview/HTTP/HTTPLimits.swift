/// Everything a client can make the server hold is bounded here (docs/preview.md, "Limits").
package struct HTTPLimits: Sendable {
    /// The request line: method, target and version. Longer gets 414 and the connection is closed.
    package var requestLine = 8 * 1024
    /// The request line and all header lines together. More gets 431.
    package var head = 16 * 1024
    package var headerCount = 64
    package var queryItems = 32
    /// Connections open at once; one more is answered 503 and closed.
    package var connections = 256
    /// Event streams open at once (each page holds one).
    package var eventStreams = 32
    /// Seconds a client has to send a whole request head, and to take a whole response.
    package var headDeadline = 10.0
    package var writeDeadline = 10.0
    /// Seconds a kept-alive connection may sit idle between requests.
    package var idle = 15.0

    package init() {}
}
