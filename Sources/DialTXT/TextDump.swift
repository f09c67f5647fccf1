import DialCore
import DialModel
import DialText
import DialHash

/// The TXT output: one line per draw command, numbers at two decimals, so that a reviewer can read what changed
/// in a golden's diff. Angles are written in degrees, clockwise from the positive x axis.
package enum TextDump {
    /// The display list as Dial's TXT output.
    package static func render(_ list: DisplayList) -> String {
        var lines = ["dial display-list 1", "screen \(list.width)x\(list.height) corner-radius \(fixed(list.screenCornerRadius))"]
        dump(list.commands, indent: "", into: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    /// A line per command; a clip's commands after its line, two spaces further in, and a line closing it.
    private static func dump(_ commands: [DrawCommand], indent: String, into lines: inout [String]) {
        for command in commands {
            let start = lines.count
            // A mask's "by" line, at the mask's own indent.
            var by: Int?
            switch command {
            case .clip(let shape, let inner):
                lines.append("clip \(describe(shape))")
                dump(inner, indent: indent + "  ", into: &lines)
                lines.append("end clip")
            case .mask(let inner, let mask):
                lines.append("mask")
                dump(inner, indent: indent + "  ", into: &lines)
                by = lines.count
                lines.append("by")
                dump(mask, indent: indent + "  ", into: &lines)
                lines.append("end mask")
            case .fill(let shape, let color):
                lines.append("fill \(describe(shape)) \(color)")
            case .stroke(let shape, let stroke, let color):
                lines.append("stroke \(describe(shape)) width \(fixed(stroke.width)) cap \(stroke.cap.rawValue) \(color)")
            case .glyphs(let run, let color):
                let origin = run.glyphs.first?.origin ?? Point(x: 0, y: 0)
                let turned = run.glyphs.contains { $0.rotation != 0 }
                lines.append("text \(quoted(run.text)) \(run.font.rawValue) \(fixed(run.size)) glyphs \(run.glyphs.count) "
                             + "at \(point(origin))\(turned ? " curved" : "") \(color)")
            case .image(let bitmap, let frame, let mask):
                lines.append("image \(bitmap.width)x\(bitmap.height) sha256:\(bitmap.digest.prefix(12)) "
                             + "frame \(describe(frame)) mask \(describe(mask))")
            }
            guard !indent.isEmpty else { continue }
            lines[start] = indent + lines[start]
            if case .clip = command { lines[lines.count - 1] = indent + lines[lines.count - 1] }
            if let by {
                lines[by] = indent + lines[by]
                lines[lines.count - 1] = indent + lines[lines.count - 1]
            }
        }
    }

    static func describe(_ shape: Shape) -> String {
        switch shape {
        case .rect(let rect): "rect \(describe(rect))"
        case .roundedRect(let rect, let radius): "rounded-rect \(describe(rect)) radius \(fixed(radius))"
        case .circle(let center, let radius): "circle \(point(center)) radius \(fixed(radius))"
        case .arc(let center, let radius, let start, let end):
            "arc \(point(center)) radius \(fixed(radius)) from \(fixed(start * 180 / .pi)) to \(fixed(end * 180 / .pi))"
        case .line(let from, let to): "line \(point(from)) \(point(to))"
        case .path(let path): "path \(describe(path))"
        }
    }

    /// Too long to print whole: the element count, the bounds, and a digest of the elements as printed at two
    /// decimals, so the line changes when the outline visibly moves and not when a last bit of rounding does.
    static func describe(_ path: PathData) -> String {
        var text = ""
        for element in path.elements {
            switch element {
            case .move(let x, let y): text += "M\(fixed(x)),\(fixed(y))"
            case .line(let x, let y): text += "L\(fixed(x)),\(fixed(y))"
            case .cubic(let x1, let y1, let x2, let y2, let x, let y):
                text += "C\(fixed(x1)),\(fixed(y1)),\(fixed(x2)),\(fixed(y2)),\(fixed(x)),\(fixed(y))"
            case .close: text += "Z"
            }
        }
        let digest = Array(text.utf8).withUnsafeBytes { SHA256.hexDigest(of: $0) }.prefix(12)
        let bounds = path.bounds.map(describe) ?? "none"
        return "elements \(path.elements.count) bounds \(bounds) sha256:\(digest)"
    }

    static func describe(_ rect: Rect) -> String {
        "\(fixed(rect.x)),\(fixed(rect.y)) \(fixed(rect.width))x\(fixed(rect.height))"
    }

    static func point(_ p: Point) -> String { "(\(fixed(p.x)),\(fixed(p.y)))" }

    /// Two decimals, rounded half away from zero, never "-0.00": the same text on every machine and locale.
    static func fixed(_ value: Double) -> String {
        guard value.isFinite, value.magnitude < 1e15 else { return value.isNaN ? "nan" : value < 0 ? "-huge" : "huge" }
        let hundredths = Int64((value * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = hundredths.magnitude
        let fraction = magnitude % 100
        return "\(sign)\(magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// The text in double quotes with quotes, backslashes and control characters escaped, so one run stays one line.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: out += "\\u{\(String(scalar.value, radix: 16))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
