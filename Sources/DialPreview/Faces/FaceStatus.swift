import Dial

/// What the page is told of a face when it changes: enough to know whether to fetch new pictures and what error to show.
package struct FaceStatus: Codable, Sendable, Equatable {
    package var index: Int
    /// Counts every change seen, good or bad.
    package var revision: Int
    /// Counts the versions that decoded: the pictures are of this one. 0 while the file has never been valid.
    package var generation: Int
    /// The error as `dial` prints it (`dial: error: FILE: PATH: expected …, found … (line L, column C)`), nil while the
    /// file is valid. Dial's own message, which never repeats a value that may be private.
    package var error: String?

    /// A status whose error is `failure`, printed.
    init(index: Int, revision: Int, generation: Int, failure: DialError?) {
        self.init(index: index, revision: revision, generation: generation, error: failure?.printed)
    }

    init(index: Int, revision: Int, generation: Int, error: String?) {
        self.index = index
        self.revision = revision
        self.generation = generation
        self.error = error
    }
}
