/// What privacy leaves of one content, folded from the sensitivities of its elements (`Sensitivity`, containment
/// applied) one by one, as the redact stage decides their fates (docs/privacy.md, "Per element"): marked none, it is
/// hidden whole (the placeholder is drawn); marked some, exactly those are hidden; marked all, every element is drawn
/// as a bar and nothing of its data shows either.
///
/// The one rule every reader of a face's marks applies, whatever it reads them from: the built content
/// (`ContentDocument.marks`), the file's grammar (`PlainEntry`) and the file itself (`PrivateRegions`, for the error
/// messages), so that what a message withholds and what `dial timeline` withholds are decided alike.
package struct ContentMarks: Hashable, Sendable {
    private var allOrdinary = true
    private var allSensitive = true
    private var someSensitive = false

    /// No element noted yet.
    package init() {}

    /// Notes one element's sensitivity.
    package mutating func note(_ sensitivity: Sensitivity) {
        allOrdinary = allOrdinary && sensitivity == .ordinary
        allSensitive = allSensitive && sensitivity == .privacySensitive
        someSensitive = someSensitive || sensitivity == .privacySensitive
    }

    /// Privacy hides it whole: no element is `privacySensitive`, so all of it is treated as sensitive, and none is
    /// `unredacted`, so none stays (the redact stage draws its placeholder).
    package var privacyHidesWhole: Bool { allOrdinary }

    /// Some element is `privacySensitive` once `unredacted` has neutralised marks. A content that marks none is hidden
    /// whole by privacy (or shows only what is `unredacted`).
    package var marksSensitive: Bool { someSensitive }

    /// Every element is `privacySensitive` (none `unredacted`): privacy draws each as a bar.
    package var marksEveryElement: Bool { allSensitive }

    /// Privacy shows nothing of it: it hides it whole, or every element is `privacySensitive` and drawn as a bar. Then
    /// a context under privacy shows nothing of which content is in force, nor from when (`dial timeline` says
    /// "hidden in this context").
    package var privacyShowsNothing: Bool { allOrdinary || allSensitive }
}
