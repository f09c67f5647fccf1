/// One frame of an export: a face in one context, written in every format of the matrix.
public struct ExportJob: Hashable, Sendable {
    /// Counted over the whole export from 0, in the order faces (by path) and their contexts (in matrix order) come.
    public let number: Int
    /// The face's index in `ExportPlan.faces`.
    public let face: Int
    /// The context the face is rendered in.
    public let context: ExportContext
    /// `SLUG/STEM`: the output's path in the export folder, without extension.
    public let name: String

    /// The output's path in the export folder.
    public func file(_ format: OutputFormat) -> String { "\(name).\(format.rawValue)" }
}
