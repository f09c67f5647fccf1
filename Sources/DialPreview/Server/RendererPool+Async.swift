import Dial

extension RendererPool {
    /// Runs `body` on a worker with its renderer and waits, without holding a thread of Swift's cooperative pool,
    /// for its result. A request that finds the queue full is refused at once (503), so a burst of requests costs at
    /// most the queue's renders' time and memory.
    func run<T: Sendable>(_ body: @escaping @Sendable (Renderer) -> T) async throws(HTTPFailure) -> T {
        let result: T? = await withCheckedContinuation { continuation in
            let accepted = submit { renderer in continuation.resume(returning: body(renderer)) }
            if !accepted { continuation.resume(returning: nil) }
        }
        guard let result else { throw HTTPFailure(.unavailable, "the preview is busy rendering; try again") }
        return result
    }
}
