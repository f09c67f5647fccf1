import DialModel

extension PathData {
    /// The path scaled uniformly so that `box` fits `rect` (aspect fit) and centred there: the box's longer side
    /// meets the rectangle's edges, the other is centred. A box stands for its path's intended extent, so a path that
    /// strays outside its box strays outside `rect` by as much, scaled.
    package func fitted(_ box: ViewBox, into rect: Rect) -> PathData {
        let scale = min(rect.width / box.width, rect.height / box.height)
        let dx = rect.x + (rect.width - box.width * scale) / 2
        let dy = rect.y + (rect.height - box.height * scale) / 2
        return transformed(scale: scale, dx: dx, dy: dy)
    }

    /// Every point `p` moved to `p × scale + (dx, dy)`.
    package func transformed(scale: Double, dx: Double, dy: Double) -> PathData {
        PathData(elements: elements.map { $0.placed { x, y in (x * scale + dx, y * scale + dy) } })
    }

    /// The signed area its subpaths enclose, through their points (curves by their ends): positive where they run
    /// clockwise on screen (y down). Its sign is the winding of the outline's largest parts, which is what decides
    /// whether another outline cuts a hole in it.
    package var signedArea: Double {
        var area = 0.0
        var start = (x: 0.0, y: 0.0), current = (x: 0.0, y: 0.0)
        func edge(to end: (x: Double, y: Double)) {
            area += (current.x * end.y - end.x * current.y) / 2
            current = end
        }
        for element in elements {
            switch element {
            case .move(let x, let y):
                edge(to: start)
                (start, current) = ((x, y), (x, y))
            case .line(let x, let y), .cubic(_, _, _, _, let x, let y):
                edge(to: (x, y))
            case .close:
                edge(to: start)
            }
        }
        edge(to: start)
        return area
    }

    /// The same outline with every subpath run the other way, so that under the nonzero rule it cuts a hole where
    /// it overlaps an outline running the first way (a symbol knocked out of a disc).
    package var reversed: PathData {
        var result: [Element] = []
        result.reserveCapacity(elements.count)
        var subpath: [Element] = []
        func flush(closed: Bool) {
            defer { subpath.removeAll(keepingCapacity: true) }
            guard case .move(var x, var y) = subpath.first else { return }
            // Each segment's start is the previous segment's end.
            var starts: [(x: Double, y: Double)] = []
            for element in subpath.dropFirst() {
                starts.append((x, y))
                switch element {
                case .line(let ex, let ey), .cubic(_, _, _, _, let ex, let ey): (x, y) = (ex, ey)
                case .move, .close: break
                }
            }
            result.append(.move(x: x, y: y))
            for (element, start) in zip(subpath.dropFirst(), starts).reversed() {
                switch element {
                case .line: result.append(.line(x: start.x, y: start.y))
                case .cubic(let x1, let y1, let x2, let y2, _, _): result.append(.cubic(x1: x2, y1: y2, x2: x1, y2: y1, x: start.x, y: start.y))
                case .move, .close: break
                }
            }
            if closed { result.append(.close) }
        }
        for element in elements {
            switch element {
            case .move:
                flush(closed: false)
                subpath.append(element)
            case .close:
                flush(closed: true)
            case .line, .cubic:
                subpath.append(element)
            }
        }
        flush(closed: false)
        return PathData(elements: result)
    }

    /// The smallest rectangle holding every point the outline passes through (curves at their extremes, not their
    /// control points), moves included; nil when there is no point at all.
    package var bounds: Rect? {
        var box: (minX: Double, minY: Double, maxX: Double, maxY: Double)?
        func include(_ x: Double, _ y: Double) {
            if let b = box {
                box = (min(b.minX, x), min(b.minY, y), max(b.maxX, x), max(b.maxY, y))
            } else {
                box = (x, y, x, y)
            }
        }
        var current = (x: 0.0, y: 0.0)
        var start = current
        for element in elements {
            switch element {
            case .move(let x, let y):
                include(x, y)
                current = (x, y)
                start = current
            case .line(let x, let y):
                include(x, y)
                current = (x, y)
            case .cubic(let x1, let y1, let x2, let y2, let x, let y):
                include(x, y)
                for t in Self.extremes(current.x, x1, x2, x) + Self.extremes(current.y, y1, y2, y) {
                    include(Self.cubic(current.x, x1, x2, x, at: t), Self.cubic(current.y, y1, y2, y, at: t))
                }
                current = (x, y)
            case .close:
                current = start
            }
        }
        return box.map { Rect(x: $0.minX, y: $0.minY, width: $0.maxX - $0.minX, height: $0.maxY - $0.minY) }
    }

    /// The parameters in (0, 1) where one coordinate of a cubic stops growing or shrinking: the roots of its
    /// derivative, a quadratic a·t² + b·t + c.
    private static func extremes(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> [Double] {
        let a = 3 * (-p0 + 3 * p1 - 3 * p2 + p3)
        let b = 6 * (p0 - 2 * p1 + p2)
        let c = 3 * (p1 - p0)
        var roots: [Double] = []
        if abs(a) < 1e-12 {
            if abs(b) > 1e-12 { roots.append(-c / b) }
        } else {
            let discriminant = b * b - 4 * a * c
            if discriminant >= 0 {
                let root = discriminant.squareRoot()
                roots += [(-b + root) / (2 * a), (-b - root) / (2 * a)]
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    private static func cubic(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double, at t: Double) -> Double {
        let u = 1 - t
        return u * u * u * p0 + 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t * p3
    }
}

extension PathData.Element {
    /// The element with each of its points moved by `place`.
    package func placed(_ place: (Double, Double) -> (x: Double, y: Double)) -> Self {
        switch self {
        case .move(let x, let y):
            let point = place(x, y)
            return .move(x: point.x, y: point.y)
        case .line(let x, let y):
            let point = place(x, y)
            return .line(x: point.x, y: point.y)
        case .cubic(let x1, let y1, let x2, let y2, let x, let y):
            let (c1, c2, end) = (place(x1, y1), place(x2, y2), place(x, y))
            return .cubic(x1: c1.x, y1: c1.y, x2: c2.x, y2: c2.y, x: end.x, y: end.y)
        case .close:
            return .close
        }
    }
}
