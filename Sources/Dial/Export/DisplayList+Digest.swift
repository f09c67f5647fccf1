import DialCore
import DialModel
import DialText
import DialHash

extension DisplayList {
    /// SHA-256 of a fixed binary form of the list: what identifies an export job in its manifest and decides
    /// `--resume`. The display list of a context is all its outputs are drawn from, and the one of a redacted context
    /// holds no hidden value (docs/privacy.md), so neither does this digest; a digest of the face file would let
    /// anyone brute-force a short secret from the manifest.
    ///
    /// Not `Hasher`, which is seeded per process; not the text dump, which formats every number and costs as much as
    /// a PNG. Every number goes in as its exact bits, little-endian, every string with its length first, every case
    /// behind a tag byte, so two lists give the same digest only if they are equal.
    public var digest: String {
        var form = CanonicalForm()
        form.bytes.reserveCapacity(64 + commands.count * 96)
        form.append("dial display-list digest 1")
        form.append(width)
        form.append(height)
        form.append(screenCornerRadius)
        form.append(commands)
        return form.bytes.withUnsafeBytes(SHA256.hexDigest)
    }

    /// The bytes the digest is taken of.
    private struct CanonicalForm {
        var bytes: [UInt8] = []

        /// The commands' count, then each behind its tag; a clip's own commands inside it, so that where a clip ends is
        /// part of the form.
        mutating func append(_ commands: [DrawCommand]) {
            append(commands.count)
            for command in commands {
                switch command {
                case .clip(let shape, let inner):
                    tag(5)
                    append(shape)
                    append(inner)
                case .mask(let inner, let mask):
                    tag(6)
                    append(inner)
                    append(mask)
                case .fill(let shape, let color):
                    tag(1)
                    append(shape)
                    append(color)
                case .stroke(let shape, let stroke, let color):
                    tag(2)
                    append(shape)
                    append(stroke.width)
                    append(stroke.cap.rawValue)
                    append(color)
                case .glyphs(let run, let color):
                    tag(3)
                    append(run.font.rawValue)
                    append(run.size)
                    append(run.text)
                    append(run.glyphs.count)
                    for glyph in run.glyphs {
                        append(Int(glyph.id))
                        append(glyph.origin)
                        append(glyph.rotation)
                    }
                    append(color)
                case .image(let bitmap, let frame, let mask):
                    tag(4)
                    // The pixels by their own SHA-256, which the bitmap already holds: a picture is hashed once.
                    append(bitmap.width)
                    append(bitmap.height)
                    append(bitmap.digest)
                    append(frame)
                    append(mask)
                }
            }
        }

        mutating func tag(_ value: UInt8) { bytes.append(value) }

        mutating func append(_ value: Int) {
            withUnsafeBytes(of: Int64(value).littleEndian) { bytes.append(contentsOf: $0) }
        }

        /// The exact bits: 0.1 + 0.2 and 0.3 differ here as they may in pixels.
        mutating func append(_ value: Double) {
            withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
        }

        mutating func append(_ value: String) {
            append(value.utf8.count)
            bytes.append(contentsOf: value.utf8)
        }

        mutating func append(_ point: Point) {
            append(point.x)
            append(point.y)
        }

        mutating func append(_ rect: Rect) {
            append(rect.x)
            append(rect.y)
            append(rect.width)
            append(rect.height)
        }

        mutating func append(_ color: Color) {
            bytes += [color.red, color.green, color.blue, color.alpha]
        }

        mutating func append(_ shape: Shape) {
            switch shape {
            case .rect(let rect):
                tag(1)
                append(rect)
            case .roundedRect(let rect, let radius):
                tag(2)
                append(rect)
                append(radius)
            case .circle(let center, let radius):
                tag(3)
                append(center)
                append(radius)
            case .arc(let center, let radius, let start, let end):
                tag(4)
                append(center)
                append(radius)
                append(start)
                append(end)
            case .line(let from, let to):
                tag(5)
                append(from)
                append(to)
            case .path(let path):
                tag(6)
                append(path.elements.count)
                for element in path.elements {
                    switch element {
                    case .move(let x, let y):
                        tag(1)
                        append(x)
                        append(y)
                    case .line(let x, let y):
                        tag(2)
                        append(x)
                        append(y)
                    case .cubic(let x1, let y1, let x2, let y2, let x, let y):
                        tag(3)
                        append(x1)
                        append(y1)
                        append(x2)
                        append(y2)
                        append(x)
                        append(y)
                    case .close:
                        tag(4)
                    }
                }
            }
        }
    }
}
