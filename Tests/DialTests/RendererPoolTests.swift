import Dial
import Foundation
import Synchronization
import Testing

/// The one pool of renderers behind the export, the golden runner and the preview.
@Suite struct RendererPoolTests {
    /// The default face at `count` minutes of a day, each rendered to PNG by whichever worker takes it.
    private static func render(workers: Int, count: Int) throws -> [[UInt8]] {
        let face = try Face.bundledDefault()
        let pool = try RendererPool(workers: workers)
        defer { pool.stop() }
        let next = Mutex(0)
        let outputs = Mutex([[UInt8]](repeating: [], count: count))
        pool.onEveryWorker { renderer in
            while true {
                let index = next.withLock { index in defer { index += 1 }; return index }
                guard index < count else { return }
                let context = RenderContext(display: index % 2 == 0 ? .active : .alwaysOn,
                                            time: .timeOfDay(hour: 10, minute: index, second: 0))
                let bytes = (try? renderer.render(face, in: context, formats: [.png]).first?.bytes) ?? []
                outputs.withLock { $0[index] = bytes }
            }
        }
        return outputs.withLock { $0 }
    }

    @Test func theSameJobsGiveTheSameBytesWhateverTheWorkers() throws {
        let one = try Self.render(workers: 1, count: 12)
        let three = try Self.render(workers: 3, count: 12)
        #expect(one.allSatisfy { !$0.isEmpty })
        #expect(one == three)
        // Different minutes draw different hands: the comparison above compares renders, not twelve copies of one.
        #expect(Set(one).count == 12)
    }

    @Test func aFullQueueRefusesAndAStoppedPoolTakesNothing() throws {
        let pool = try RendererPool(workers: 1, queueLimit: 2)
        let gate = DispatchSemaphore(value: 0)
        let started = DispatchSemaphore(value: 0)
        let ran = Mutex(0)
        // The worker holds the first job until the gate opens, so the next two wait in the queue and a fourth finds it full.
        #expect(pool.submit { _ in started.signal(); gate.wait(); ran.withLock { $0 += 1 } })
        started.wait()
        let done = DispatchSemaphore(value: 0)
        #expect(pool.submit { _ in ran.withLock { $0 += 1 }; done.signal() })
        #expect(pool.submit { _ in ran.withLock { $0 += 1 }; done.signal() })
        #expect(!pool.submit { _ in ran.withLock { $0 += 1 } })
        gate.signal()
        done.wait()
        done.wait()
        #expect(ran.withLock { $0 } == 3)
        pool.stop()
        #expect(!pool.submit { _ in ran.withLock { $0 += 1 } })
    }

    @Test func everyWorkerRunsTheBodyWithARendererOfItsOwn() throws {
        let pool = try RendererPool(workers: 3)
        defer { pool.stop() }
        let renderers = Mutex<Set<ObjectIdentifier>>([])
        let gate = DispatchGroup()
        for _ in 0..<3 { gate.enter() }
        // Each body waits until all three are running: three bodies at once are three workers, three renderers.
        pool.onEveryWorker { renderer in
            renderers.withLock { _ = $0.insert(ObjectIdentifier(renderer)) }
            gate.leave()
            gate.wait()
        }
        #expect(renderers.withLock { $0.count } == 3)
    }
}
