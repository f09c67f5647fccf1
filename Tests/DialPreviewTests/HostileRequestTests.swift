import DialTestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The running server against requests meant to hurt it: each gets a clean 4xx (or its connection is dropped), the
/// server keeps serving everyone else, its memory stays bounded, and nothing outside the face's folder is read.
@Suite(.serialized) struct HostileRequestTests {
    /// A face in a folder of its own, and beside that folder a file no request may reach.
    final class Fixture {
        let root: URL
        let folder: URL
        let secret = "TOP-SECRET-\(UUID().uuidString)"
        let server: PreviewProcess

        init(wrapper: (URL) -> [String] = { _ in [] }) throws {
            root = try temporaryFolder()
            folder = root.appendingPathComponent("faces")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let source = TestEnvironment.repositoryRoot
                .appendingPathComponent("Faces/default.json")
            try FileManager.default.copyItem(at: source, to: folder.appendingPathComponent("default.json"))
            try secret.write(to: root.appendingPathComponent("secret.txt"), atomically: true, encoding: .utf8)
            try secret.write(to: root.appendingPathComponent("secret.json"), atomically: true, encoding: .utf8)
            server = try PreviewProcess([folder.appendingPathComponent("default.json").path], wrapper: wrapper(root))
        }

        deinit { server.stop() }
    }

    static let traversals = [
        "/../secret.txt", "/../../../../etc/passwd", "/%2e%2e/secret.txt", "/%2E%2E%2Fsecret.txt", "/..%2fsecret.txt",
        "/face/..%2F..%2Fsecret.txt", "/api/faces/0/..%2F..%2F..%2Fsecret.json", "/api/faces/%2e%2e/secret.json",
        "/api/faces/..;/secret.json", "/%252e%252e/secret.txt", "/app.js/../../secret.txt", "//etc/passwd",
        "/api/faces/0/view.png/../../../secret.txt", "/secret.txt", "/default.json", "/faces/default.json",
        "/api/faces/default.json", "/api/faces/0/%00", "/%c0%ae%c0%ae/secret.txt", "/.%2e/secret.txt", "/api/faces/\\..\\secret.txt",
    ]

    @Test func pathTraversalPlainAndPercentEncodedIsRefused() throws {
        let fixture = try Fixture()
        for path in Self.traversals {
            let answer = try get(path, port: fixture.server.port)
            #expect((400...499).contains(answer.status), "\(path): \(answer.status)")
            #expect(!answer.text.contains(fixture.secret), "\(path) gave the secret away")
            #expect(!answer.text.contains("\"schemaVersion\""), "\(path) served the face file")
        }
        // Still serving.
        #expect(try get("/api/faces/0/view.png?view=active", port: fixture.server.port).status == 200)
    }

    @Test func absurdQueryValuesGetAClearBadRequest() throws {
        let fixture = try Fixture()
        let port = fixture.server.port
        let bad = [
            "view=sideways", "view=active&device=999mm", "view=active&device=", "view=active&time=99999999999999999999",
            "view=active&time=-1", "view=active&time=1e9", "view=active&time=NaN", "view=active&time=%00",
            "view=active&lock=maybe", "view=active&hideSensitive=yes", "view=active&mode=infrared",
            "view=active&hide=nosuchid", "view=active&hide=date&show=date", "view=active&show=" + String(repeating: "date,", count: 200),
            "view=active&scale=1000000", "view=active&width=99999&height=99999", "view=active&view=active", "view=active&%zz=1",
            "", "device=45mm",
        ]
        for query in bad {
            let answer = try get("/api/faces/0/view.png?\(query)", port: port)
            #expect(answer.status == 400, "\(query): \(answer.status) \(answer.text)")
            #expect(answer.text.hasPrefix("400 Bad Request: "), "\(query): \(answer.text)")
        }
        for id in ["1", "99999999999999999999999", "-1", "0x0", "00", "+0", "1e3", "%30%30"] {
            let answer = try get("/api/faces/\(id)/view.png?view=active", port: port)
            #expect(answer.status == 404, "face \(id): \(answer.status)")
        }
        #expect(try get("/api/faces?x=1", port: port).status == 400)
        // The face's detail takes the page's lock, once, and nothing else.
        for query in ["lock=maybe", "lock=locked&lock=locked", "lock=locked&view=active", "x=1"] {
            #expect(try get("/api/faces/0?\(query)", port: port).status == 400, "\(query)")
        }
        #expect(try get("/api/faces/0?lock=beforeFirstUnlock", port: port).status == 200)
        #expect(try get("/api/faces/0/view.png?view=hidden&device=49mm&time=0&lock=beforeFirstUnlock&mode=accented", port: port).status == 200)
        // Other methods, bodies, versions and hosts.
        for request in ["POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\n\r\n",
                        "DELETE /api/faces/0 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"] {
            let connection = try RawConnection(port: port)
            connection.send(request)
            #expect(connection.response()?.status == 405, "\(request)")
        }
        let body = try RawConnection(port: port)
        body.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5\r\n\r\nhello")
        #expect(body.response()?.status == 413)
        let version = try RawConnection(port: port)
        version.send("GET / HTTP/2.0\r\nHost: 127.0.0.1\r\n\r\n")
        #expect(version.response()?.status == 505)
        let garbage = try RawConnection(port: port)
        garbage.send([0x16, 0x03, 0x01, 0x02, 0x00, 0x01, 0x00, 0x01, 0xfc, 0x03, 0x03, 0x0D, 0x0A, 0x0D, 0x0A])
        #expect(garbage.response()?.status == 400)
        #expect(try get("/", port: port, headers: "Host: evil.example:\(port)\r\n").status == 421)
        #expect(try get("/", port: port, headers: "").status == 400)
        #expect(try get("/", port: port, headers: "Host: localhost:\(port)\r\n").status == 200)
    }

    @Test func longURLsAndHeadersAreCutOffAndMemoryStaysBounded() throws {
        let fixture = try Fixture()
        let port = fixture.server.port
        #expect(try get("/api/faces/0/view.png?view=active", port: port).status == 200)
        let before = fixture.server.residentKiB
        let long = try get("/" + String(repeating: "a", count: 100_000), port: port)
        #expect(long.status == 414)
        let header = try get("/", port: port, headers: "Host: 127.0.0.1\r\nX-Long: \(String(repeating: "b", count: 100_000))\r\n")
        #expect(header.status == 431)
        let many = try get("/", port: port, headers: "Host: 127.0.0.1\r\n" + (0..<200).map { "X-\($0): 1\r\n" }.joined())
        #expect(many.status == 431)
        // 64 MiB of one request line, no newline: the server answers 414 and closes long before the end.
        for _ in 0..<3 {
            let flood = try RawConnection(port: port, timeout: 20)
            var sent = 0
            let chunk = [UInt8](repeating: 0x61, count: 1 << 20)
            flood.send("GET /")
            while sent < 64 << 20, flood.send(chunk) { sent += chunk.count }
            #expect(sent < 64 << 20, "the server took 64 MiB of request line")
        }
        #expect(try get("/api/faces/0/view.png?view=active", port: port).status == 200)
        let after = fixture.server.residentKiB
        #expect(after - before < 48 * 1024, "resident memory grew from \(before) KiB to \(after) KiB")
    }

    @Test func manyClientsAndClientsThatNeverReadDoNotStopTheOthers() throws {
        let fixture = try Fixture()
        let port = fixture.server.port
        let before = fixture.server.residentKiB
        // 100 connections that ask for pictures, pipelined, and never read the answers.
        var stalled: [RawConnection] = []
        let request = "GET /api/faces/0/view.png?view=active HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
        for _ in 0..<100 {
            let connection = try RawConnection(port: port, timeout: 2)
            connection.send(String(repeating: request, count: 20))
            stalled.append(connection)
        }
        // 100 that connect and say nothing, and one that sends a header a byte a second would (a few bytes only).
        var silent: [RawConnection] = []
        for _ in 0..<100 { silent.append(try RawConnection(port: port)) }
        let slow = try RawConnection(port: port)
        slow.send("GET / HTTP/1.1\r\nHo")

        // Meanwhile 40 clients at once, each a whole request: every one gets a picture or a clean 503.
        let results = ResultBox()
        DispatchQueue.concurrentPerform(iterations: 40) { index in
            let view = ["active", "always-on", "locked", "hidden"][index % 4]
            let status = (try? get("/api/faces/0/view.png?view=\(view)&time=\(1_795_000_000 + index * 60)", port: port).status) ?? -1
            results.add(status)
        }
        #expect(results.all.allSatisfy { $0 == 200 || $0 == 503 }, "\(results.all)")
        #expect(try get("/api/faces", port: port).status == 200)
        // A burst may all get 503 while the stalled clients' first renders fill the queue (the suite runs beside
        // others on two cores); a client that tries again is served, however many stalled clients stay connected.
        var served = false
        let deadline = Date().addingTimeInterval(TestEnvironment.patience)
        while !served && Date() < deadline {
            served = (try? get("/api/faces/0/view.png?view=active", port: port).status) == 200
            if !served { Thread.sleep(forTimeInterval: 0.2) }
        }
        #expect(served, "no picture for a client that retried for \(Int(TestEnvironment.patience)) s beside stalled clients: \(results.all)")

        // The silent ones are closed once the head deadline passes; the slow one too, with a 408.
        #expect(silent[0].isClosedByServer())
        #expect(String(decoding: slow.readAll(), as: UTF8.self).hasPrefix("HTTP/1.1 408"))
        let after = fixture.server.residentKiB
        #expect(after - before < 96 * 1024, "resident memory grew from \(before) KiB to \(after) KiB")
        stalled.removeAll()
        silent.removeAll()
        #expect(eventually { (try? get("/api/faces/0/view.png?view=hidden", port: port).status) == 200 })
        #expect(fixture.server.stop() == 0, "the server did not stop cleanly on SIGINT")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/strace"),
                   "strace is not installed (Debian package strace); scripts/setup-test.sh installs it"))
    func noRequestOpensAFileOutsideTheFacesFolder() throws {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("dial-preview-strace-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: log) }
        let fixture = try Fixture { _ in ["/usr/bin/strace", "-f", "-qq", "-e", "trace=open,openat,openat2,stat,newfstatat,statx,readlink,execve", "-o", log.path] }
        let port = fixture.server.port
        // Whatever the server opened to start (libraries, fonts) is not the question: only what requests make it open.
        try #require(eventually { (try? get("/api/faces", port: port).status) == 200 })
        let started = (try? String(contentsOf: log, encoding: .utf8))?.count ?? 0
        for path in Self.traversals { _ = try? get(path, port: port) }
        for view in ["active", "always-on", "locked", "hidden"] { _ = try get("/api/faces/0/view.png?view=\(view)", port: port) }
        _ = try get("/api/faces/0/lint", port: port)
        fixture.server.stop()
        let calls = String((try String(contentsOf: log, encoding: .utf8)).dropFirst(started))
        // The watcher looks at the face file all along: proof that the trace is of the server, and not empty.
        #expect(calls.contains(fixture.folder.appendingPathComponent("default.json").path), "the trace saw nothing of the server")
        let paths = calls.matches(of: /"([^"]*)"/).map { String($0.output.1) }
        let allowed = [fixture.folder.path, "/usr/share/fonts/", "/usr/share/zoneinfo/", "/etc/localtime", "/proc/", "/sys/", "/dev/"]
        let outside = paths.filter { path in !allowed.contains { path.hasPrefix($0) } && !path.isEmpty }
        #expect(outside.isEmpty, "opened outside the face's folder: \(Set(outside).sorted())")
        #expect(!calls.contains("secret"), "touched the secret files")
    }
}

final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Int] = []
    func add(_ value: Int) { lock.withLock { values.append(value) } }
    var all: [Int] { lock.withLock { values } }
}
