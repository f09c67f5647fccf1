import FlyingSocks
import Foundation

/// Just enough of an HTTP client for the bench: keep-alive GETs with a Content-Length answer, and an event stream.
struct BenchClient {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private let socket: AsyncSocket
    private var buffer: [UInt8] = []

    static func connect(port: UInt16) async throws -> BenchClient {
        BenchClient(socket: try await AsyncSocket.connected(to: try sockaddr_in.inet(ip4: "127.0.0.1", port: port)))
    }

    private init(socket: AsyncSocket) {
        self.socket = socket
    }

    func close() {
        try? socket.close()
    }

    /// GET `path`; the body of a 200 answer.
    mutating func get(_ path: String) async throws -> [UInt8] {
        try await socket.write(Data("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8))
        let head = try await readUntil([0x0D, 0x0A, 0x0D, 0x0A])
        let text = String(decoding: head, as: UTF8.self)
        guard text.hasPrefix("HTTP/1.1 200") else { throw Failure(description: "GET \(path): \(text.prefix(80))") }
        guard let line = text.split(separator: "\r\n").first(where: { $0.lowercased().hasPrefix("content-length:") }),
              let length = Int(line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces))
        else { throw Failure(description: "GET \(path): no Content-Length") }
        while buffer.count < length { buffer += try await socket.read(atMost: 65536) }
        defer { buffer.removeFirst(length) }
        return Array(buffer[..<length])
    }

    /// Opens the event stream; read it with `nextEvent()`.
    mutating func openEvents() async throws {
        try await socket.write(Data("GET /api/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8))
        _ = try await readUntil([0x0D, 0x0A, 0x0D, 0x0A])
    }

    /// The next face status on the event stream.
    mutating func nextStatus() async throws -> FaceStatus {
        while true {
            let event = String(decoding: try await readUntil([0x0A, 0x0A]), as: UTF8.self)
            for line in event.split(separator: "\n") where line.hasPrefix("data: ") {
                return try JSONDecoder().decode(FaceStatus.self, from: Data(line.dropFirst(6).utf8))
            }
        }
    }

    private mutating func readUntil(_ marker: [UInt8]) async throws -> [UInt8] {
        while true {
            if let range = buffer.firstRange(of: marker) {
                defer { buffer.removeFirst(range.upperBound) }
                return Array(buffer[..<range.lowerBound])
            }
            buffer += try await socket.read(atMost: 65536)
        }
    }
}
