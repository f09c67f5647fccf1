import ArgumentParser
import Dial
import DialPreview
import Foundation

/// `dial preview`: a live preview in the browser, redrawn when the face file is saved. Thin: the server is
/// DialPreview's; this parses, prints and stops it on Ctrl-C.
struct Preview: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Serve a live preview of a face (or a folder of faces) to a browser, redrawn when a file is saved.",
        discussion: """
            Shows each face active, Always On, locked and with Hide Sensitive Complications, on the devices chosen, with \
            a time slider over its timeline, toggles for the wearer's settings, and dial lint's findings. Listens on \
            127.0.0.1 only unless --host says otherwise; serves nothing but its page and Dial's renders, and writes \
            nothing. The page shows the whole face in its active view: it is the author's tool, like dial lint.
            """)

    @Argument(help: "A face file (JSON), or a folder of them. Without one, the bundled default face (not watched).")
    var face: String?

    @Option(help: ArgumentHelp("The port to listen on; 0 lets the system choose a free one.", valueName: "n"))
    var port: Int = 8080

    @Option(help: ArgumentHelp("The address to listen on: an IP address, or localhost.", valueName: "address"))
    var host = "127.0.0.1"

    @Option(help: ArgumentHelp("Instead of serving, time save-to-pictures N times on a copy of FACE and print the figures.",
                               valueName: "n"))
    var bench: Int?

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port: expected a port from 0 to 65535, found \(port)") }
        if let bench, !(1...10_000).contains(bench) { throw ValidationError("--bench: expected from 1 to 10000 runs, found \(bench)") }
    }

    func run() throws {
        if let bench {
            try runBench(iterations: bench)
            return
        }
        let catalog = try PreviewCatalog.open(face)
        var configuration = PreviewConfiguration()
        configuration.host = host
        configuration.port = UInt16(port)
        let server = try PreviewServer(catalog: catalog, configuration: configuration)
        let what = face == nil ? "the bundled default face (pass a file to watch it)"
            : catalog.isFolder ? "\(catalog.faces.count) faces in \(face!)" : face!
        print("dial preview: \(what) at \(server.url) (Ctrl-C stops)")
        if catalog.isFolder, catalog.faces.count == PreviewCatalog.maxFaces {
            Terminal.write("dial: warning: showing the first \(PreviewCatalog.maxFaces) faces of \(face!) only\n")
        }
        for entry in catalog.faces {
            if let error = entry.current.status.error { Terminal.write(error + "\n") }
        }
        Self.serve(server)
    }

    /// Runs the server until SIGINT or SIGTERM, then lets it close its sockets and threads.
    private static func serve(_ server: PreviewServer) {
        let done = DispatchSemaphore(value: 0)
        let task = Task {
            defer { done.signal() }
            do {
                try await server.run { face, status in
                    if let error = status.error {
                        Terminal.write(error + "\n")
                    } else {
                        print("\(face.file): redrawn (version \(status.generation))")
                    }
                }
            } catch is CancellationError {
            } catch {
                Terminal.error("preview stopped: \(error)")
            }
        }
        var sources: [any DispatchSourceSignal] = []
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { task.cancel() }
            source.resume()
            sources.append(source)
        }
        done.wait()
        print("dial preview: stopped")
    }

    private func runBench(iterations: Int) throws {
        guard let face else { throw CommandError.badInput("--bench: expected a face file to time, such as Faces/bench/heavy.json") }
        let done = DispatchSemaphore(value: 0)
        let box = BenchOutcome()
        Task {
            defer { done.signal() }
            do {
                box.set(.success(try await PreviewBench.run(face: face, iterations: iterations)))
            } catch {
                box.set(.failure(error))
            }
        }
        done.wait()
        switch box.get() {
        case .success(let report): print(report.markdown)
        case .failure(let error as DialError): throw error
        case .failure(let error): throw CommandError.badInput("\(error)")
        case nil: throw CommandError.inputRejected
        }
    }
}

/// The bench's result, handed from its task to the command's thread.
private final class BenchOutcome: @unchecked Sendable {
    private let lock = NSLock()
    private var result: Result<PreviewBench.Report, any Error>?
    func set(_ value: Result<PreviewBench.Report, any Error>) { lock.withLock { result = value } }
    func get() -> Result<PreviewBench.Report, any Error>? { lock.withLock { result } }
}
