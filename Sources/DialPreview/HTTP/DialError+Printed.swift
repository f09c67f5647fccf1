import Dial

extension DialError {
    /// The error as `dial` prints it (`dial: error: FILE: PATH: expected …`): how the page shows it, for a face that
    /// does not decode and for a request the library refused alike. The preview keeps the value; only this makes text.
    var printed: String { "dial: error: \(description)" }
}
