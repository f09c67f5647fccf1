import DialModel

/// How ``PixelDiff`` compares two images and draws their difference: pixelmatch v7.2.0's options, with its defaults.
///
/// Each property names the pixelmatch option it stands for, so settings carry over from jest-image-snapshot or
/// Playwright unchanged.
public struct PixelDiffOptions: Sendable, Equatable {
    /// pixelmatch `threshold`: how different two pixels may look, 0 to 1, before they count; smaller is stricter.
    /// It scales the largest possible YIQ distance (35215) by its square.
    public var threshold: Double
    /// pixelmatch `includeAA`: count pixels that look like anti-aliasing as differences too.
    public var includesAntiAliased: Bool
    /// pixelmatch `alpha`: how strongly the expected image shows, in grey, under the diff (0 white, 1 full).
    public var alpha: Double
    /// pixelmatch `aaColor`: the colour of anti-aliased pixels in the diff image (alpha is ignored).
    public var antiAliasedColor: Color
    /// pixelmatch `diffColor`: the colour of differing pixels in the diff image (alpha is ignored).
    public var diffColor: Color
    /// pixelmatch `diffColorAlt`: where set, the colour of differing pixels that got darker, so that what was
    /// added and what was removed can be told apart.
    public var alternateDiffColor: Color?
    /// pixelmatch `diffMask`: draw only the differences, over a transparent image.
    public var diffMask: Bool
    /// pixelmatch `checkerboard`: blend translucent pixels over a fixed pattern of dark and light colours instead
    /// of white, so that white over transparent is not mistaken for transparent.
    public var checkerboard: Bool

    /// Options with pixelmatch's defaults for everything not given.
    public init(threshold: Double = 0.1, includesAntiAliased: Bool = false, alpha: Double = 0.1,
                antiAliasedColor: Color = Color(red: 255, green: 255, blue: 0),
                diffColor: Color = Color(red: 255, green: 0, blue: 0), alternateDiffColor: Color? = nil,
                diffMask: Bool = false, checkerboard: Bool = true) {
        self.threshold = threshold
        self.includesAntiAliased = includesAntiAliased
        self.alpha = alpha
        self.antiAliasedColor = antiAliasedColor
        self.diffColor = diffColor
        self.alternateDiffColor = alternateDiffColor
        self.diffMask = diffMask
        self.checkerboard = checkerboard
    }
}
