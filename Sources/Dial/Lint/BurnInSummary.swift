/// A burn-in run as `dial lint` reports it: how many minutes, how much of the screen stays lit, the hottest square,
/// and where the heat map was written.
public struct BurnInSummary: Encodable, Sendable {
    /// A square of the screen and its mean luminance over the run.
    public struct Region: Encodable, Sendable {
        /// The square's left edge, in pixels.
        public var x: Int
        /// The square's top edge, in pixels.
        public var y: Int
        /// The square's side, in pixels.
        public var size: Int
        /// Its mean luminance over the run, 0 to 1.
        public var luminance: Double
    }

    /// How many per-minute frames the run averaged.
    public var frames: Int
    /// Share of the frames a pixel must be lit in to count as hot.
    public var litFraction: Double
    /// Share of the screen lit in more than `litFraction` of the frames.
    public var hotShare: Double
    /// The square with the highest mean luminance.
    public var hottest: Region
    /// The heat map's path, relative to the working folder.
    public var heatMap: String
}
