/// A request refused: the status, and a sentence for the person who sent it. Never echoes what was sent.
public struct HTTPFailure: Error, Sendable, Equatable {
    public var status: HTTPStatus
    public var message: String
    /// Whether the connection can carry on: after a malformed or oversized head it cannot be trusted to.
    public var closesConnection: Bool

    public init(_ status: HTTPStatus, _ message: String, closesConnection: Bool = false) {
        self.status = status
        self.message = message
        self.closesConnection = closesConnection
    }
}
