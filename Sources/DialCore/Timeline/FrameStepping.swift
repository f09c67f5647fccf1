import DialModel

/// Which moments of a range `dial timeline` draws.
public enum FrameStepping: Hashable, Sendable {
    /// From the start, every so long, up to the end.
    case every(TimeSpan)
    /// The start, and every moment at which what some complication draws changes. The clock is left out:
    /// its hands move every second.
    case changes
}
