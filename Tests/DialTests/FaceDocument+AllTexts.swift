import DialModel

extension FaceDocument {
    /// Every text written anywhere in the face, Always On texts too.
    var allTexts: [String] {
        func texts(_ line: TextDocument?) -> [String] {
            [line?.text, line?.alwaysOn?.text].compactMap { $0 }
        }
        func texts(_ content: ContentDocument?) -> [String] {
            switch content {
            case .stack(let stack): stack.lines.flatMap { texts($0) }
            case .gauge(let gauge): [gauge.text, gauge.leading, gauge.trailing, gauge.title].flatMap { texts($0) }
            case .rings(let rings): texts(rings.text)
            case .curvedText(let curved): texts(curved.text) + texts(curved.inner)
            case .chart(let chart): texts(chart.title)
            case .image(let image): texts(image.title)
            case .view(let view): view.view.texts
            case nil: []
            }
        }
        return (complications ?? []).flatMap { complication in
            texts(complication.content) + texts(complication.placeholder) + (complication.timeline ?? []).flatMap { texts($0.content) }
        }
    }
}
