#if SnapshotTesting
// `.png(_:tolerance:)` takes DialGolden's tolerance; a test that imports DialSnapshotTesting names it without
// importing DialGolden, a module that is no product of its own.
@_exported import struct DialGolden.ImageTolerance
#endif
