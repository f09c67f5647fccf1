/// The statuses the preview answers with; nothing else is ever sent.
package enum HTTPStatus: Int, Sendable {
    case ok = 200
    case noContent = 204
    case badRequest = 400
    case forbidden = 403
    case notFound = 404
    case conflict = 409
    case methodNotAllowed = 405
    case requestTimeout = 408
    case payloadTooLarge = 413
    case uriTooLong = 414
    case misdirected = 421
    case headersTooLarge = 431
    case internalError = 500
    case unavailable = 503
    case versionNotSupported = 505

    package var reason: String {
        switch self {
        case .ok: "OK"
        case .noContent: "No Content"
        case .badRequest: "Bad Request"
        case .forbidden: "Forbidden"
        case .notFound: "Not Found"
        case .conflict: "Conflict"
        case .methodNotAllowed: "Method Not Allowed"
        case .requestTimeout: "Request Timeout"
        case .payloadTooLarge: "Content Too Large"
        case .uriTooLong: "URI Too Long"
        case .misdirected: "Misdirected Request"
        case .headersTooLarge: "Request Header Fields Too Large"
        case .internalError: "Internal Server Error"
        case .unavailable: "Service Unavailable"
        case .versionNotSupported: "HTTP Version Not Supported"
        }
    }
}
