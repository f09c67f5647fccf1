import Dial
import FlyingSocks
import Foundation

/// `dial preview`'s server: one page, its script, its style, and pictures rendered by Dial, for the faces of one
/// catalogue. It writes nothing, holds a bounded number of connections, event streams and renders, and stops when the
/// task running it is cancelled.
package final class PreviewServer: Sendable {
    package let catalog: PreviewCatalog
    package let configuration: PreviewConfiguration
    /// Where a browser finds it, with the port the system chose if it was asked for 0.
    package let url: String
    package let port: UInt16

    private let listening: Socket
    private let router: PreviewRouter
    private let pool: RendererPool
    private let feed: ChangeFeed
    private let connections: ConnectionGauge
    private let deadlines = Deadlines()

    /// Binds the listening socket at once, so that a port in use is an error before anything is printed.
    package init(catalog: PreviewCatalog, configuration: PreviewConfiguration = PreviewConfiguration()) throws(PreviewError) {
        guard let address = HostAddress(configuration.host) else { throw .host(configuration.host) }
        self.catalog = catalog
        self.configuration = configuration
        do {
            pool = try RendererPool(workers: configuration.renderWorkers, queueLimit: configuration.renderQueue, name: "dial-preview-render")
        } catch {
            throw .dial(error)
        }
        do {
            listening = try address.listen(port: configuration.port)
        } catch {
            pool.stop()
            let reason = (error as? SocketError).flatMap { if case .failed(_, _, let message) = $0 { message } else { nil } }
            throw .listen(address: address.url(port: configuration.port), reason: reason ?? "\(error)")
        }
        switch try? listening.sockname() {
        case .ip4(_, let bound), .ip6(_, let bound): port = bound
        default: port = configuration.port
        }
        url = address.url(port: port)
        router = PreviewRouter(catalog: catalog, pool: pool, host: configuration.host.lowercased())
        feed = ChangeFeed(limit: configuration.limits.eventStreams)
        connections = ConnectionGauge(limit: configuration.limits.connections)
    }

    /// Serves until the task is cancelled; `onChange` hears of every face file change (on the watcher's thread).
    package func run(onChange: @escaping @Sendable (PreviewFace, FaceStatus) -> Void = { _, _ in }) async throws {
        let socketPool = SocketPool.make()
        try await socketPool.prepare()
        let listener = try AsyncSocket(socket: listening, pool: socketPool)
        let watcher = FaceWatcher(catalog: catalog, feed: feed, interval: configuration.pollInterval, onChange: onChange)
        watcher.start()
        defer {
            watcher.stop()
            feed.finishAll()
            pool.stop()
            try? listening.close()
        }
        try await withThrowingDiscardingTaskGroup { group in
            group.addTask { try await socketPool.run() }
            // A tenth of a second: a deadline ends at most that late.
            group.addTask { [deadlines] in await deadlines.watch(every: .milliseconds(100)) }
            group.addTask { [feed, configuration] in
                while !Task.isCancelled {
                    try await Task.sleep(for: .milliseconds(Int(configuration.heartbeat * 1000)))
                    feed.heartbeat()
                }
            }
            while !Task.isCancelled {
                let client: AsyncSocket
                do {
                    client = try await listener.accept()
                } catch {
                    if Task.isCancelled { break }
                    // Out of descriptors, or a connection reset before it was taken: wait a moment, go on serving.
                    try? await Task.sleep(for: .milliseconds(20))
                    continue
                }
                guard connections.tryAcquire() else {
                    // Full: dropped at once rather than queued, so that a flood cannot hold memory.
                    try? client.close()
                    continue
                }
                group.addTask { [self] in
                    await serve(client)
                    connections.release()
                }
            }
            group.cancelAll()
        }
    }

    /// Requests on one connection, one after another, until the client closes it, idles, or sends what cannot be
    /// answered on a connection that is trusted to go on.
    private func serve(_ client: AsyncSocket) async {
        defer { try? client.close() }
        let limits = configuration.limits
        var buffer: [UInt8] = []
        var first = true
        while !Task.isCancelled {
            let head: HTTPRequestHead
            do {
                let waiting = buffer
                let (end, filled) = try await deadlines.run(seconds: first ? limits.headDeadline : limits.idle) {
                    try await Self.readHead(client, buffer: waiting, limits: limits)
                }
                buffer = Array(filled[end...])
                do {
                    head = try HTTPRequestHead.parse(filled[..<end], limits: limits)
                } catch {
                    await send(.failure(error), on: client, keepAlive: !error.closesConnection, body: true)
                    if error.closesConnection { return }
                    first = false
                    continue
                }
            } catch let failure as HTTPFailure {
                await send(.failure(failure), on: client, keepAlive: false, body: true)
                return
            } catch is Deadlines.Expired {
                if first || !buffer.isEmpty {
                    await send(.failure(HTTPFailure(.requestTimeout, "the request did not arrive in time")), on: client, keepAlive: false, body: true)
                }
                return
            } catch {
                return
            }
            first = false
            switch await router.route(head) {
            case .response(let response):
                let keepAlive = head.keepAlive && response.status != .misdirected
                guard await send(response, on: client, keepAlive: keepAlive, body: head.method == .get), keepAlive else { return }
            case .events:
                await streamEvents(to: client, head: head)
                return
            }
        }
    }

    /// Reads until `buffer` holds a whole head; returns where it ends and everything read.
    private static func readHead(_ client: AsyncSocket, buffer: [UInt8], limits: HTTPLimits) async throws -> (Int, [UInt8]) {
        var buffer = buffer
        while true {
            if let end = try HTTPRequestHead.end(in: buffer, limits: limits) { return (end, buffer) }
            buffer += try await client.read(atMost: 4096)
        }
    }

    /// Sends a whole response; false if the client did not take it in time.
    @discardableResult
    private func send(_ response: HTTPResponse, on client: AsyncSocket, keepAlive: Bool, body: Bool) async -> Bool {
        let bytes = Data(response.encoded(keepAlive: keepAlive, includeBody: body))
        do {
            try await deadlines.run(seconds: configuration.limits.writeDeadline) { try await client.write(bytes) }
            return true
        } catch {
            return false
        }
    }

    /// Server-sent events: every face's status now, then each change, until the page goes or the server stops.
    private func streamEvents(to client: AsyncSocket, head: HTTPRequestHead) async {
        guard let (id, stream) = feed.subscribe() else {
            await send(.failure(HTTPFailure(.unavailable, "too many pages are open; close one")), on: client, keepAlive: false, body: true)
            return
        }
        defer { feed.unsubscribe(id) }
        var start = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\n" + HTTPResponse.commonHeaders + "Connection: close\r\n\r\n"
        start += "retry: 1000\n\n"
        var first = Array(start.utf8)
        for face in catalog.faces { first += ChangeFeed.message(face.current.status) }
        let deadline = configuration.limits.writeDeadline
        do {
            let opening = Data(first)
            try await deadlines.run(seconds: deadline) { try await client.write(opening) }
            guard head.method == .get else { return }
            for await message in stream {
                let data = Data(message)
                try await deadlines.run(seconds: deadline) { try await client.write(data) }
            }
        } catch {
            return
        }
    }
}
