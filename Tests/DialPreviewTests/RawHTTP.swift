import DialTestSupport
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A blocking TCP client on loopback, so that tests can send what no HTTP library would: broken request lines,
/// endless headers, requests never read.
final class RawConnection {
    let descriptor: Int32

    init(port: UInt16, timeout: Double = TestEnvironment.patience) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw PreviewTestError("socket: \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(descriptor)
            throw PreviewTestError("connect: \(String(cString: strerror(errno)))")
        }
        var time = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - Double(Int(timeout))) * 1e6))
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(descriptor) }

    /// Sends everything; false once the server has closed the connection (or the send timed out).
    @discardableResult
    func send(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL)) }
            if sent < 0 && errno == EINTR { continue }
            if sent <= 0 { return false }
            offset += sent
        }
        return true
    }

    @discardableResult
    func send(_ text: String) -> Bool { send(Array(text.utf8)) }

    /// Reads until the server closes, `count` bytes arrived, or the timeout.
    func readAll(upTo count: Int = 1 << 24) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while bytes.count < count {
            let got = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if got < 0 && errno == EINTR { continue }
            if got <= 0 { break }
            bytes += chunk[..<got]
        }
        return bytes
    }

    /// One response on a kept-alive connection: status, headers (lowercased names) and body.
    func response() -> HTTPAnswer? {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            if let end = bytes.firstRange(of: Array("\r\n\r\n".utf8)) {
                let head = String(decoding: bytes[..<end.lowerBound], as: UTF8.self)
                let answer = HTTPAnswer(head: head, body: [])
                guard let length = answer.headers["content-length"].flatMap(Int.init) else { return answer }
                while bytes.count < end.upperBound + length {
                    let got = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
                    if got <= 0 { return nil }
                    bytes += chunk[..<got]
                }
                return HTTPAnswer(head: head, body: Array(bytes[end.upperBound..<(end.upperBound + length)]))
            }
            let got = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if got < 0 && errno == EINTR { continue }
            if got <= 0 { return nil }
            bytes += chunk[..<got]
        }
    }

    /// Whether the server has closed its side (a read gives end of file or a reset), waiting up to the timeout.
    func isClosedByServer() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let got = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if got < 0 && errno == EINTR { continue }
            if got == 0 { return true }
            if got < 0 { return errno == ECONNRESET }
        }
    }
}

struct HTTPAnswer {
    var status: Int
    var headers: [String: String]
    var body: [UInt8]

    init(head: String, body: [UInt8]) {
        let lines = head.split(separator: "\r\n")
        status = lines.first.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        self.headers = headers
        self.body = body
    }

    var text: String { String(decoding: body, as: UTF8.self) }
}

/// One GET on a new connection.
func get(_ path: String, port: UInt16, headers: String = "Host: 127.0.0.1\r\n") throws -> HTTPAnswer {
    let connection = try RawConnection(port: port)
    connection.send("GET \(path) HTTP/1.1\r\n\(headers)Connection: close\r\n\r\n")
    guard let answer = connection.response() else { throw PreviewTestError("no answer to GET \(path.prefix(100))") }
    return answer
}
