import DialCore
import DialModel

/// `index.html`: the export at a glance. Each face has a heading row, then a row for each device (and lock state and
/// time, when the matrix has them) with its active, Always On and redacted frames side by side: with the face's own
/// device only, that is one row per face.
///
/// "Always On" holds the frames that hide nothing for privacy (`--hide-sensitive none`, or no privacy dimension);
/// "Redacted" the Always On frames of every other privacy variant. Frames with the same bytes in one cell (active
/// frames under different privacy settings, say) are shown once, captioned with every setting they stand for.
///
/// Written a row at a time, from the outputs in manifest order, so that a running export need not hold them all.
public struct ContactSheet {
    /// The contact sheet's file name in the export folder.
    public static let fileName = "index.html"
    /// Frames are shown this many CSS pixels wide, about a third of their size.
    static let thumbnailWidth = 132

    private let faces: [ManifestFace]
    private let faceIndex: [String: Int]
    /// Faces before this one have their heading written.
    private var nextFace = 0
    /// The outputs of the row being gathered: one face, one device, lock state and time.
    private var row: [ManifestEntry] = []
    private var outputCount = 0

    /// `faces` sorted by file, as the manifest lists them.
    package init(faces: [ManifestFace]) {
        self.faces = faces
        faceIndex = Dictionary(faces.enumerated().map { ($0.element.file, $0.offset) }) { first, _ in first }
    }

    /// The whole sheet of a manifest.
    public static func html(_ manifest: ExportManifest) -> String {
        var sheet = ContactSheet(faces: manifest.faces)
        return sheet.header() + sheet.add(manifest.outputs) + sheet.finish(failures: manifest.failures)
    }

    /// The page's head, style and table header: written before the first row, so a running export's sheet can be read.
    package func header() -> String {
        """
        <!doctype html>
        <html lang="en">
        <meta charset="utf-8">
        <title>Dial export</title>
        <style>
        body { margin: 24px; background: #1c1c1e; color: #f2f2f7; font: 14px/1.4 system-ui, sans-serif; }
        table { border-collapse: collapse; }
        th, td { padding: 8px 12px; text-align: left; vertical-align: top; }
        thead th { position: sticky; top: 0; z-index: 1; background: #1c1c1e; border-bottom: 1px solid #3a3a3c; }
        tr.face th { padding-top: 20px; font-size: 17px; border-top: 1px solid #3a3a3c; }
        tr.face small, th small { color: #8e8e93; font-weight: normal; font-size: 12px; }
        figure { display: inline-block; margin: 0 12px 8px 0; width: \(Self.thumbnailWidth)px; vertical-align: top; }
        img { display: block; width: \(Self.thumbnailWidth)px; height: auto; background: #000; }
        figcaption { margin-top: 4px; color: #aeaeb2; font-size: 12px; }
        a { color: #64d2ff; }
        .failures { color: #ff6961; }
        </style>
        <h1>Dial export</h1>
        <table>
        <thead><tr><th></th>\(Column.allCases.map { "<th>\($0.title)</th>" }.joined())</tr></thead>
        <tbody>

        """
    }

    /// The rows that `entries` complete; `entries` come after every output added before, in manifest order.
    package mutating func add(_ entries: [ManifestEntry]) -> String {
        var html = ""
        for entry in entries {
            if let first = row.first, first.face != entry.face || Place(first.context) != Place(entry.context) {
                html += flushRow()
            }
            row.append(entry)
            outputCount += 1
        }
        return html
    }

    /// The last row, the headings of faces without outputs, and the list of failures: the end of the page.
    package mutating func finish(failures: [ExportFailure]) -> String {
        var html = flushRow() + headings(through: faces.count - 1) + "</tbody>\n</table>\n"
        let failed = failures.count
        html += "<p>\(outputCount) files of \(faces.count) face\(faces.count == 1 ? "" : "s")"
            + "\(failed == 0 ? "" : ", \(failed) failure\(failed == 1 ? "" : "s")"). Redacted: Always On with Hide Sensitive "
            + "Complications applied as each caption says.</p>\n"
        if failed > 0 {
            html += "<h2>Failures</h2>\n<ul class=\"failures\">\n"
            for failure in failures {
                let files = failure.files.isEmpty ? "" : " (" + HTML.escaped(failure.files.joined(separator: ", ")) + ")"
                html += "<li><b>\(HTML.escaped(failure.face))</b>\(files): \(HTML.escaped(failure.error))</li>\n"
            }
            html += "</ul>\n"
        }
        return html
    }

    // MARK: - Rows

    private enum Column: CaseIterable {
        case active, alwaysOn, redacted

        var title: String {
            switch self {
            case .active: "Active"
            case .alwaysOn: "Always On"
            case .redacted: "Redacted"
            }
        }

        init(_ context: ExportContext) {
            switch (context.display, context.privacy) {
            case (.active, _): self = .active
            case (.alwaysOn, nil), (.alwaysOn, .none?): self = .alwaysOn
            case (.alwaysOn, _?): self = .redacted
            }
        }
    }

    /// What a row stands for besides its face: everything in the context but privacy and display.
    private struct Place: Equatable {
        var device: DeviceID
        var lock: LockState?
        var time: TimeOverride?

        init(_ context: ExportContext) {
            device = context.device
            lock = context.lock
            time = context.time
        }

        var caption: String {
            ([device.rawValue] + [lock?.rawValue, time?.token].compactMap { $0 }).joined(separator: " · ")
        }
    }

    /// One picture in a cell: the files of one or more contexts whose frames have the same bytes.
    private struct Figure {
        var shown: ManifestEntry
        var contexts: [ExportContext]
        var files: [ManifestEntry]
    }

    private mutating func flushRow() -> String {
        guard let first = row.first, let face = faceIndex[first.face] else { return "" }
        let cells = Column.allCases.map { column in
            "<td>" + figures(of: row.filter { Column($0.context) == column }).map(figureHTML).joined() + "</td>"
        }
        row.removeAll(keepingCapacity: true)
        return headings(through: face) + "<tr><th scope=\"row\">\(HTML.escaped(Place(first.context).caption))</th>\(cells.joined())</tr>\n"
    }

    /// The heading rows of every face up to `index` not yet headed: a face without outputs gets its heading too.
    private mutating func headings(through index: Int) -> String {
        var html = ""
        while nextFace <= index {
            let face = faces[nextFace]
            html += "<tr class=\"face\"><th colspan=\"4\">\(HTML.escaped(face.name ?? face.slug)) <small>\(HTML.escaped(face.file))</small></th></tr>\n"
            nextFace += 1
        }
        return html
    }

    /// The cell's figures in manifest order, identical frames merged.
    private func figures(of outputs: [ManifestEntry]) -> [Figure] {
        var figures: [Figure] = []
        var contexts: [ExportContext] = []
        var filesByContext: [ExportContext: [ManifestEntry]] = [:]
        for entry in outputs {
            if filesByContext[entry.context] == nil { contexts.append(entry.context) }
            filesByContext[entry.context, default: []].append(entry)
        }
        for context in contexts {
            let files = filesByContext[context]!
            // PNG where there is one; a browser shows SVG too; a text dump only as a link.
            let shown = files.first { $0.format == .png } ?? files.first { $0.format == .svg } ?? files[0]
            if let index = figures.firstIndex(where: { $0.shown.sha256 == shown.sha256 && $0.shown.format == shown.format }) {
                figures[index].contexts.append(context)
                figures[index].files += files
            } else {
                figures.append(Figure(shown: shown, contexts: [context], files: files))
            }
        }
        return figures
    }

    private func figureHTML(_ figure: Figure) -> String {
        let shown = figure.shown
        let device = Device(shown.context.device)
        let height = Self.thumbnailWidth * device.pixelHeight / device.pixelWidth
        let picture = shown.format == .txt
            ? "<a href=\"\(HTML.escaped(shown.file))\">\(HTML.escaped(shown.file))</a>"
            : "<a href=\"\(HTML.escaped(shown.file))\"><img src=\"\(HTML.escaped(shown.file))\" width=\"\(Self.thumbnailWidth)\" "
                + "height=\"\(height)\" loading=\"lazy\" alt=\"\(HTML.escaped(shown.file))\"></a>"
        // The other contexts' files hold the same frame: the shown context's other formats are enough.
        let links = figure.files.filter { $0.context == shown.context && $0.file != shown.file }
            .map { "<a href=\"\(HTML.escaped($0.file))\">\($0.format.rawValue)</a>" }
        let hidden = figure.contexts.compactMap { $0.privacy?.token.replacingOccurrences(of: "hide:", with: "") }
        let caption = (hidden.isEmpty ? [] : [HTML.escaped("hide " + hidden.joined(separator: " / "))]) + links
        return "<figure>\(picture)\(caption.isEmpty ? "" : "<figcaption>\(caption.joined(separator: " · "))</figcaption>")</figure>"
    }

}
