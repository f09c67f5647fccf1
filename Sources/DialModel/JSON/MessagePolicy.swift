/// Whose reading a face's error messages are written for: a context's, where nothing hidden may show, or the author's.
///
/// Every command that draws or describes a face in a context (render, explain, timeline, export, golden, preview) reads
/// it for `.context`: a fault inside private data is reported at the outermost hidden list or view that answers for it,
/// in words fixed for that place, never what was found (docs/privacy.md, "Errors, explanations, structure and timing").
/// `dial validate` and `dial lint` read the whole file for the one who wrote it and have no context, so they are exempt:
/// they read it for `.author`, and every fault is named where it is, as one outside private data is.
public enum MessagePolicy: Sendable, Equatable {
    /// For a context: nothing private data holds reaches a message; the default of every reader.
    case context
    /// For the face's author (`dial validate`, `dial lint`): every fault at its own path, line and column, with what
    /// was expected and found, saying where a context's message would name it instead when it lies in private data.
    case author
}
