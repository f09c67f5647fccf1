/// Everything a client can make the server hold is bounded here (docs/preview.md, "Limits").
public struct HTTPLimits: Sendable {
    /// The request line: method, target and version. Longer gets 414 and the connection is closed.
    public var requestLine = 8 * 1024
    /// The request line and all header lines together. More gets 431.
    public var head = 16 * 1024
    public var headerCount = 64
    public var queryItems = 32
    /// Connections open at once; one more is answered 503 and closed.
    public var connections = 256
    /// Event streams open at once (each page holds one).
    public var eventStreams = 32
    /// Seconds a client has to send a whole request head, and to take a whole response.
    public var headDeadline = 10.0
    public var writeDeadline = 10.0
    /// Seconds a kept-alive connection may sit idle between requests.
    public var idle = 15.0

    public init() {}
}
