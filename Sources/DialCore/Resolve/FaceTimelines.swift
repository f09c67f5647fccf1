import DialModel

/// What the resolve stage needs from all of a face's timeline entries, worked out once when the face is read: each
/// complication's entries in date order, and whether privacy hides every content it has, or some.
///
/// Without it each render would sort a complication's entries and read the marks of every one, work that grows with
/// the entries a context hides and so tells their number by the time a frame takes (docs/privacy.md, "Timing"). With
/// it a render looks up the entry in force (a binary search) and reads one flag.
package struct FaceTimelines: Sendable {
    /// One complication's, in the order of the file's `complications`.
    package struct Complication: Sendable {
        /// Its entries by date.
        package var index: TimelineIndex
        /// `ComplicationDocument.privacyHidesEveryContent`.
        package var privacyHidesEveryContent: Bool
        /// `ComplicationDocument.privacyHidesTimeline`: a schedule under privacy gives nothing of its entries.
        package var privacyHidesTimeline: Bool
        /// `ContentDocument.privacyHidesWhole` of its static content (false where it has none).
        package var contentHiddenWhole: Bool
        /// The same of each timeline entry's content, by its place in the file: a render under privacy reads the flag
        /// of the entry in force rather than the entry's marks, and resolves none of an entry it hides whole.
        package var entriesHiddenWhole: [Bool]

        /// Whether privacy hides whole the content at `entry` of the timeline (nil: the static content).
        package func privacyHidesWhole(entry: Int?) -> Bool {
            entry.map { entriesHiddenWhole[$0] } ?? contentHiddenWhole
        }
    }

    /// By the complication's place in the file.
    package let complications: [Complication]

    /// Orders every complication's entries; throws as the resolve stage does for two entries of one date, at the
    /// second's path (call it once the face has resolved, and it throws nothing).
    package init(_ document: FaceDocument) throws(FaceError) {
        var complications: [Complication] = []
        for (index, complication) in (document.complications ?? []).enumerated() {
            let path = JSONPath.root.appending(key: "complications").appending(index: index).appending(key: "timeline")
            // By index, each entry's content read in place: an iterator hands each entry out as a copy.
            let timeline = complication.timeline ?? []
            var entries: [Bool] = []
            entries.reserveCapacity(timeline.count)
            for round in timeline.indices { entries.append(timeline[round].privacyHidesWhole) }
            WorkProbe.note(.entryMarksRead, entries.count)
            let content = complication.content?.privacyHidesWhole
            let hidesEvery = ComplicationDocument.privacyHidesEveryContent(content: content, entries: entries)
            complications.append(Complication(index: try TimelineIndex(timeline, at: path),
                                              privacyHidesEveryContent: hidesEvery,
                                              privacyHidesTimeline: complication.privacyHidesTimeline,
                                              contentHiddenWhole: content ?? false, entriesHiddenWhole: entries))
        }
        self.complications = complications
    }
}
