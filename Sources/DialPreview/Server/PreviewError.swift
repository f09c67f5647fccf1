import Dial

/// Why a preview could not start.
package enum PreviewError: Error, CustomStringConvertible {
    case host(String)
    case listen(address: String, reason: String)
    case dial(DialError)

    package var description: String {
        switch self {
        case .host(let host): "host: expected an IP address (127.0.0.1, ::1, 0.0.0.0) or localhost, found \"\(host)\""
        case .listen(let address, let reason): "cannot listen on \(address): \(reason); choose another port"
        case .dial(let error): error.description
        }
    }
}
