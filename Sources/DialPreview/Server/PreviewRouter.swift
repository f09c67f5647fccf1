import Dial
import DialModel
import Foundation

/// Maps a request to its answer. Every address is one of a fixed few; a face is named by its index in the catalogue,
/// so nothing in a request ever reaches the file system.
struct PreviewRouter: Sendable {
    let catalog: PreviewCatalog
    let pool: RendererPool
    /// The `--host` the server listens on, lowercased: the one host name besides `localhost` a request may name.
    let host: String

    enum Outcome: Sendable {
        case response(HTTPResponse)
        /// The event stream: the connection keeps the socket and sends face changes as they come.
        case events
    }

    func route(_ request: HTTPRequestHead) async -> Outcome {
        do throws(HTTPFailure) {
            try checkHost(request.headers["host"])
            return try await answer(request)
        } catch {
            return .response(.failure(error))
        }
    }

    private func answer(_ request: HTTPRequestHead) async throws(HTTPFailure) -> Outcome {
        let path = request.segments
        let takesQuery = (path.count == 4 && path[3] == "view.png") || (path.count == 3 && path[0] == "api" && path[1] == "faces")
        if !takesQuery, !request.query.isEmpty {
            throw HTTPFailure(.badRequest, "this address takes no query")
        }
        switch path.count {
        case 0:
            return .response(HTTPResponse(contentType: "text/html; charset=utf-8", body: PreviewAssets.html))
        case 1 where path[0] == "app.js":
            return .response(HTTPResponse(contentType: "text/javascript; charset=utf-8", body: PreviewAssets.script))
        case 1 where path[0] == "app.css":
            return .response(HTTPResponse(contentType: "text/css; charset=utf-8", body: PreviewAssets.style))
        case 2 where path[0] == "face":
            _ = try face(path[1])
            return .response(HTTPResponse(contentType: "text/html; charset=utf-8", body: PreviewAssets.html))
        case 2 where path == ["api", "faces"]:
            return .response(.json(FaceList(folder: catalog.isFolder, faces: catalog.faces.map { entry in
                let (face, status) = entry.current
                return FaceSummary(index: entry.index, name: face?.displayName ?? (entry.file as NSString).lastPathComponent, file: entry.file,
                                   device: face.map { ($0.document.device ?? .mm45).rawValue }, status: status)
            })))
        case 2 where path == ["api", "events"]:
            return .events
        case 3 where path[0] == "api" && path[1] == "faces":
            let entry = try face(path[2])
            let (face, status) = entry.current
            guard let face else { return .response(.json(FaceList.Broken(status: status, file: entry.file))) }
            return .response(.json(FaceDetail(face: face, file: entry.file, status: status, pageLock: try Self.lock(request.query))))
        case 4 where path[0] == "api" && path[1] == "faces" && path[3] == "view.png":
            return .response(try await picture(try face(path[2]), query: request.query))
        case 4 where path[0] == "api" && path[1] == "faces" && path[3] == "lint":
            return .response(try await lint(try face(path[2])))
        default:
            throw HTTPFailure(.notFound, "no such address; the preview serves its page, its script and its pictures")
        }
    }

    /// The face detail's query: at most `lock`, the page's, for the marks of its active view.
    static func lock(_ query: [(name: String, value: String)]) throws(HTTPFailure) -> LockState? {
        guard let (name, value) = query.first else { return nil }
        guard query.count == 1, name == "lock" else { throw HTTPFailure(.badRequest, "a face's detail takes only lock, once") }
        guard let lock = LockState(rawValue: value) else {
            throw HTTPFailure(.badRequest, "lock: expected one of \(LockState.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return lock
    }

    private func face(_ segment: String) throws(HTTPFailure) -> PreviewFace {
        guard let face = catalog.face(segment) else {
            throw HTTPFailure(.notFound, "no such face; faces are numbered from 0 to \(catalog.faces.count - 1)")
        }
        return face
    }

    /// One view of a face, from the last version of it that decoded, as a PNG straight from Dial's renderer.
    private func picture(_ entry: PreviewFace, query: [(name: String, value: String)]) async throws(HTTPFailure) -> HTTPResponse {
        guard let face = entry.current.face else {
            throw HTTPFailure(.conflict, "this face has not decoded yet; the page shows its error")
        }
        let request = try ViewRequest(query: query, face: face.document)
        let context = request.view.context(over: request.settings)
        let result = try await pool.run { renderer in
            Result { () throws(DialError) in try renderer.render(face, in: context, formats: [.png])[0].bytes }
        }
        switch result {
        case .success(let png): return HTTPResponse(contentType: "image/png", body: png)
        case .failure(let error): throw HTTPFailure(.badRequest, error)
        }
    }

    /// `dial lint` of the face's current version, in its own settings; worked out once per version.
    private func lint(_ entry: PreviewFace) async throws(HTTPFailure) -> HTTPResponse {
        let (face, status) = entry.current
        guard let face else { throw HTTPFailure(.conflict, "this face has not decoded yet; the page shows its error") }
        if let cached = entry.cachedLint(for: status.generation) { return .json(cached) }
        let generation = status.generation
        let result = try await pool.run { renderer in
            Result { () throws(DialError) in LintPayload(generation: generation, report: try Linter.lint(face, renderer: renderer)) }
        }
        switch result {
        case .success(let payload):
            entry.cache(payload, for: generation)
            return .json(payload)
        case .failure(let error):
            throw HTTPFailure(.conflict, error)
        }
    }

    /// Refuses a request that names another host: a web page elsewhere could otherwise point a name of its own at
    /// 127.0.0.1 (DNS rebinding) and read a face's active view. IP literals cannot be rebound, so any is accepted.
    private func checkHost(_ header: String?) throws(HTTPFailure) {
        guard let header, !header.isEmpty else { throw HTTPFailure(.badRequest, "expected a Host header") }
        var name = header.lowercased()
        if name.hasPrefix("[") {
            guard let close = name.firstIndex(of: "]") else { throw HTTPFailure(.badRequest, "a malformed Host header") }
            name = String(name[name.index(after: name.startIndex)..<close])
        } else if let colon = name.lastIndex(of: ":") {
            name = String(name[..<colon])
        }
        if name == "localhost" || name == host || HostAddress.isIPLiteral(name) { return }
        throw HTTPFailure(.misdirected, "this server answers for localhost and IP addresses only", closesConnection: true)
    }
}

/// `/api/faces`.
struct FaceList: Codable, Sendable {
    var folder: Bool
    var faces: [FaceSummary]

    /// `/api/faces/N` for a face that has never decoded: its error, for the page to show.
    struct Broken: Codable, Sendable {
        var status: FaceStatus
        var file: String
    }
}
