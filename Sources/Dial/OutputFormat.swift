/// The files a frame can be written as.
public enum OutputFormat: String, CaseIterable, Sendable {
    case png, svg, txt
}
