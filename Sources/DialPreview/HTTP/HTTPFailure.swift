import Dial
/// A request refused: the status, and a sentence for the person who sent it. Never echoes what was sent.
package struct HTTPFailure: Error, Sendable, Equatable {
    package var status: HTTPStatus
    package var message: String
    /// Whether the connection can carry on: after a malformed or oversized head it cannot be trusted to.
    package var closesConnection: Bool

    package init(_ status: HTTPStatus, _ message: String, closesConnection: Bool = false) {
        self.status = status
        self.message = message
        self.closesConnection = closesConnection
    }

    /// A request the library refused: its error in the words `dial` prints it with, the same text the page shows
    /// for a face that does not decode (`FaceStatus`).
    package init(_ status: HTTPStatus, _ failure: DialError) {
        self.init(status, failure.printed)
    }
}
