import FlyingSocks
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The address `--host` names: an IPv4 or IPv6 literal, or `localhost` (127.0.0.1). Host names are not looked up:
/// a preview that shows a face's every value is not something to publish under a name by accident.
enum HostAddress {
    case ip4(String)
    case ip6(String)

    init?(_ host: String) {
        var literal = host
        if literal.hasPrefix("["), literal.hasSuffix("]") { literal = String(literal.dropFirst().dropLast()) }
        if literal.lowercased() == "localhost" { literal = "127.0.0.1" }
        var v4 = in_addr()
        var v6 = in6_addr()
        if inet_pton(AF_INET, literal, &v4) == 1 {
            self = .ip4(literal)
        } else if inet_pton(AF_INET6, literal, &v6) == 1 {
            self = .ip6(literal)
        } else {
            return nil
        }
    }

    static func isIPLiteral(_ text: String) -> Bool {
        var v4 = in_addr()
        var v6 = in6_addr()
        return inet_pton(AF_INET, text, &v4) == 1 || inet_pton(AF_INET6, text, &v6) == 1
    }

    /// A listening socket bound to this address and `port` (0: one the system chooses).
    func listen(port: UInt16) throws -> Socket {
        let domain = if case .ip4 = self { AF_INET } else { AF_INET6 }
        let socket = try Socket(domain: domain, type: .stream)
        try socket.setValue(true, for: .localAddressReuse)
        switch self {
        case .ip4(let literal): try socket.bind(to: sockaddr_in.inet(ip4: literal, port: port))
        case .ip6(let literal): try socket.bind(to: sockaddr_in6.inet6(ip6: literal, port: port))
        }
        try socket.listen()
        return socket
    }

    /// How a browser's address bar writes it.
    func url(port: UInt16) -> String {
        switch self {
        case .ip4(let literal): "http://\(literal):\(port)/"
        case .ip6(let literal): "http://[\(literal)]:\(port)/"
        }
    }
}
