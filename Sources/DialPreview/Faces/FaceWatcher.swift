import Foundation

/// Watches the catalogue's files by polling `stat` (device, inode, size, modification time) every `interval` on a
/// thread of its own, and publishes each change. Polling rather than inotify: it sees every way an editor saves
/// (in place, or a new file renamed over the old), on every file system, and a `stat` a file every 25 ms costs
/// nothing measurable.
final class FaceWatcher: @unchecked Sendable {
    private let catalog: PreviewCatalog
    private let feed: ChangeFeed
    private let interval: TimeInterval
    private let lock = NSLock()
    private var stopped = false
    private let done = DispatchSemaphore(value: 0)

    /// Called for each change, after the pages have been told: the command prints it.
    private let onChange: @Sendable (PreviewFace, FaceStatus) -> Void

    init(catalog: PreviewCatalog, feed: ChangeFeed, interval: TimeInterval, onChange: @escaping @Sendable (PreviewFace, FaceStatus) -> Void) {
        self.catalog = catalog
        self.feed = feed
        self.interval = interval
        self.onChange = onChange
    }

    func start() {
        let thread = Thread { [self] in
            while !lock.withLock({ stopped }) {
                for face in catalog.faces {
                    if let status = face.refresh() {
                        feed.publish(status)
                        onChange(face, status)
                    }
                }
                Thread.sleep(forTimeInterval: interval)
            }
            done.signal()
        }
        thread.name = "dial-preview-watcher"
        thread.start()
    }

    func stop() {
        lock.withLock { stopped = true }
        _ = done.wait(timeout: .now() + 2)
    }
}
