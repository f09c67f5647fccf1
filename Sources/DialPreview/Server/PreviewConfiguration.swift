import Foundation

/// How a preview server listens and what it allows itself.
package struct PreviewConfiguration: Sendable {
    /// An IPv4 or IPv6 literal, or `localhost`.
    package var host = "127.0.0.1"
    /// 0: a free port the system chooses.
    package var port: UInt16 = 8080
    package var limits = HTTPLimits()
    /// Renders at once: one per core, at most 4.
    package var renderWorkers = max(1, min(4, ProcessInfo.processInfo.activeProcessorCount))
    /// Renders waiting; one more is refused with 503.
    package var renderQueue = 32
    /// How often the face files are looked at.
    package var pollInterval = 0.025
    /// How often open event streams get a comment, which finds the ones whose page has gone.
    package var heartbeat = 10.0

    package init() {}
}
