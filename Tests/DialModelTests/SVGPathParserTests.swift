import DialModel
import DialTestSupport
import Foundation
import Testing

@Suite struct SVGPathParserTests {
    typealias E = PathData.Element

    func parse(_ text: String) throws -> [E] { try SVGPathParser.parse(text).elements }

    func error(_ text: String) -> ValueError? {
        do {
            _ = try SVGPathParser.parse(text)
            return nil
        } catch {
            return error
        }
    }

    // MARK: Commands

    @Test func absoluteMovesAndLines() throws {
        #expect(try parse("M1 2 L3 4 Z") == [.move(x: 1, y: 2), .line(x: 3, y: 4), .close])
    }

    @Test func relativeCommandsAddToTheCurrentPoint() throws {
        #expect(try parse("M10 20 l5 -5 h3 v-2 H0 V1") == [
            .move(x: 10, y: 20), .line(x: 15, y: 15), .line(x: 18, y: 15), .line(x: 18, y: 13), .line(x: 0, y: 13),
            .line(x: 0, y: 1),
        ])
    }

    @Test func pairsAfterAMoveAreLines() throws {
        #expect(try parse("M1 1 2 2 3 3") == [.move(x: 1, y: 1), .line(x: 2, y: 2), .line(x: 3, y: 3)])
        // A leading m is absolute; its further pairs are relative lines.
        #expect(try parse("m1 1 2 2 3 3") == [.move(x: 1, y: 1), .line(x: 3, y: 3), .line(x: 6, y: 6)])
    }

    @Test func everyCommandRepeatsImplicitly() throws {
        #expect(try parse("M0 0L1 0 1 1h1 1v1 1") == [
            .move(x: 0, y: 0), .line(x: 1, y: 0), .line(x: 1, y: 1), .line(x: 2, y: 1), .line(x: 3, y: 1),
            .line(x: 3, y: 2), .line(x: 3, y: 3),
        ])
        #expect(try parse("M0 0c1 1 2 2 3 3 1 1 2 2 3 3") == [
            .move(x: 0, y: 0), .cubic(x1: 1, y1: 1, x2: 2, y2: 2, x: 3, y: 3), .cubic(x1: 4, y1: 4, x2: 5, y2: 5, x: 6, y: 6),
        ])
    }

    @Test func numbersInEveryWrittenForm() throws {
        #expect(try parse("M1e-3 2E2") == [.move(x: 0.001, y: 200)])
        #expect(try parse("M.5.5") == [.move(x: 0.5, y: 0.5)])
        #expect(try parse("M-1-2") == [.move(x: -1, y: -2)])
        #expect(try parse("M+3 5.") == [.move(x: 3, y: 5)])
        #expect(try parse("M1.5e+1-.25e1") == [.move(x: 15, y: -2.5)])
        #expect(try parse(" \t\nM 1 , 2 \r\n L\u{C}3,4 ") == [.move(x: 1, y: 2), .line(x: 3, y: 4)])
    }

    @Test func flagsNeedNoSeparator() throws {
        let packed = try parse("M0 0a1 1 0 011 1")
        let spaced = try parse("M0 0 a1,1 0 0,1 1,1")
        #expect(packed == spaced)
        #expect(packed.count == 2)
        #expect(packed.last.map(end) == Point(1, 1))
    }

    @Test func smoothCubicReflectsThePreviousControlPoint() throws {
        #expect(try parse("M0 0C1 2 3 4 5 5S9 8 10 10") == [
            .move(x: 0, y: 0), .cubic(x1: 1, y1: 2, x2: 3, y2: 4, x: 5, y: 5), .cubic(x1: 7, y1: 6, x2: 9, y2: 8, x: 10, y: 10),
        ])
        // After anything but C or S, the first control point is the current point.
        #expect(try parse("M0 0L4 0s1 1 2 2") == [
            .move(x: 0, y: 0), .line(x: 4, y: 0), .cubic(x1: 4, y1: 0, x2: 5, y2: 1, x: 6, y: 2),
        ])
    }

    /// A quadratic with control q from p0 to p1 is the cubic with controls p0 + 2/3 (q − p0) and p1 + 2/3 (q − p1).
    @Test func quadraticsBecomeTheirExactCubics() throws {
        let elements = try parse("M0 0Q3 6 6 0T12 0")
        #expect(elements.count == 3)
        expectCubic(elements[1], (2, 4), (4, 4), (6, 0))
        // T reflects Q's control (3, 6) through (6, 0) to (9, -6).
        expectCubic(elements[2], (8, -4), (10, -4), (12, 0))
        // T after a line: the control is the current point, a straight cubic.
        expectCubic(try parse("M0 0L3 0t3 0")[2], (3, 0), (4, 0), (6, 0))
        // Relative q.
        expectCubic(try parse("M10 10q3 6 6 0")[1], (12, 14), (14, 14), (16, 10))
    }

    // MARK: Arcs

    @Test func arcsLieOnTheirCircle() throws {
        // A half circle of radius 5 about (5, 0), clockwise on screen (y grows downwards): from nine o'clock
        // through twelve, (5, -5), to three.
        let elements = try parse("M0 0A5 5 0 0 1 10 0")
        let points = sample(elements)
        #expect(points.allSatisfy { abs(hypot($0.x - 5, $0.y) - 5) < 5 * 3e-4 })
        #expect(points.contains { abs($0.x - 5) < 0.2 && abs($0.y + 5) < 0.01 })
        #expect(points.allSatisfy { $0.y < 1e-9 })
        #expect(elements.last.map(end) == Point(10, 0))
    }

    @Test func theFlagsChooseOneOfFourArcs() throws {
        // Radius 10 through (0, 0) and (10, 0): centres at (5, ±8.66). Each flag pair picks a different arc; their
        // lowest or highest points tell them apart.
        func extremeY(_ text: String) throws -> (min: Double, max: Double) {
            let ys = sample(try parse(text)).map(\.y)
            return (ys.min()!, ys.max()!)
        }
        let smallClockwise = try extremeY("M0 0A10 10 0 0 1 10 0")
        let smallCounter = try extremeY("M0 0A10 10 0 0 0 10 0")
        let largeClockwise = try extremeY("M0 0A10 10 0 1 1 10 0")
        let largeCounter = try extremeY("M0 0A10 10 0 1 0 10 0")
        let sagitta = 10 - (100 - 25.0).squareRoot()
        // Clockwise from left to right passes above the chord, counter-clockwise below it.
        #expect(abs(smallClockwise.min + sagitta) < 0.01 && smallClockwise.max < 1e-9)
        #expect(abs(smallCounter.max - sagitta) < 0.01 && smallCounter.min > -1e-9)
        #expect(abs(largeClockwise.min + (20 - sagitta)) < 0.01 && largeClockwise.max < 1e-9)
        #expect(abs(largeCounter.max - (20 - sagitta)) < 0.01 && largeCounter.min > -1e-9)
    }

    @Test func radiiTooSmallAreScaledUp() throws {
        // Radius 1 cannot span a chord of 10: it becomes 5, a half circle through (5, -5).
        let points = sample(try parse("M0 0A1 1 0 0 1 10 0"))
        #expect(points.allSatisfy { abs(hypot($0.x - 5, $0.y) - 5) < 5 * 3e-4 })
        #expect(abs(points.map(\.y).min()! + 5) < 0.01)
    }

    @Test func negativeRadiiCountAsPositive() throws {
        #expect(try parse("M0 0A-5 -5 0 0 1 10 0") == (try parse("M0 0A5 5 0 0 1 10 0")))
    }

    @Test func ellipsesTurnWithTheirRotation() throws {
        // rx 10, ry 5, turned 90°: from (0, 0) to (0, 20) clockwise is the half ellipse bulging to the right by 5.
        let points = sample(try parse("M0 0A10 5 90 0 1 0 20"))
        #expect(abs(points.map(\.x).max()! - 5) < 0.01)
        #expect(points.map(\.x).min()! > -1e-9)
        #expect(points.allSatisfy { p in abs(p.x * p.x / 25 + (p.y - 10) * (p.y - 10) / 100 - 1) < 1e-3 })
    }

    @Test func aZeroRadiusIsALineAndAnEmptyArcIsNothing() throws {
        #expect(try parse("M1 2A0 5 0 0 1 5 5") == [.move(x: 1, y: 2), .line(x: 5, y: 5)])
        #expect(try parse("M1 2a5 0 0 0 1 4 3") == [.move(x: 1, y: 2), .line(x: 5, y: 5)])
        #expect(try parse("M1 2A5 5 0 0 1 1 2L3 3") == [.move(x: 1, y: 2), .line(x: 3, y: 3)])
    }

    @Test func aFullTurnNeedsAtMostFourCubics() throws {
        let elements = try parse("M0 0A5 5 0 1 1 0 0.001")
        #expect(elements.dropFirst().count == 4)
    }

    // MARK: Subpaths

    @Test func drawingAfterCloseStartsAtTheClosedSubpathsStart() throws {
        #expect(try parse("M5 5L10 5ZL5 10") == [.move(x: 5, y: 5), .line(x: 10, y: 5), .close, .move(x: 5, y: 5), .line(x: 5, y: 10)])
        // Relative commands after Z are relative to that start.
        #expect(try parse("m5 5l5 0zl0 5") == [.move(x: 5, y: 5), .line(x: 10, y: 5), .close, .move(x: 5, y: 5), .line(x: 5, y: 10)])
        #expect(try parse("M5 5L10 5Zm1 1") == [.move(x: 5, y: 5), .line(x: 10, y: 5), .close, .move(x: 6, y: 6)])
        #expect(try parse("M5 5L10 5ZZ") == [.move(x: 5, y: 5), .line(x: 10, y: 5), .close])
    }

    @Test func decodesFromJSON() throws {
        let path = try FaceDecoder.decode(PathData.self, from: Array("\"M0 0h4v4z\"".utf8)).value
        #expect(path.elements == [.move(x: 0, y: 0), .line(x: 4, y: 0), .line(x: 4, y: 4), .close])
    }

    // MARK: Errors

    @Test func errorsNameTheCharacterAndWhatIsThere() {
        #expect(error("") == ValueError(expected: "path data starting with a moveto (M or m)", found: "empty path data"))
        #expect(error("L1 1") == ValueError(expected: "path data starting with a moveto (M or m)", found: "\"L\" at character 1"))
        #expect(error("M1 2 X3") == ValueError(
            expected: "a path command (M, L, H, V, C, S, Q, T, A or Z, or its lower-case relative form)", found: "\"X\" at character 6"))
        #expect(error("M1 2 L3") == ValueError(expected: "a number (the y of L)", found: "the end of the path data"))
        #expect(error("M1 2 c1 2 3 4 5 x") == ValueError(expected: "a number (the y of c)", found: "\"x\" at character 17"))
        #expect(error("M,1 2") == ValueError(expected: "a number (the x of M)", found: "\",\" at character 2"))
        #expect(error("M1 2,") == ValueError(expected: "a number after \",\"", found: "the end of the path data"))
        #expect(error("M1 2 Z 3") == ValueError(
            expected: "a path command (M, L, H, V, C, S, Q, T, A or Z, or its lower-case relative form)", found: "\"3\" at character 8"))
        #expect(error("M0 0A1 1 0 2 1 3 3") == ValueError(expected: "a flag, 0 or 1 (the large-arc-flag of A)", found: "\"2\" at character 12"))
        #expect(error("M0 0a1 1 0 0") == ValueError(expected: "a flag, 0 or 1 (the sweep-flag of a)", found: "the end of the path data"))
        #expect(error("M1e") == ValueError(expected: "the digits of an exponent (the x of M)", found: "the end of the path data"))
        #expect(error("M1 2 L3 é") == ValueError(expected: "a number (the y of L)", found: "\"é\" at character 9"))
        #expect(error("M1 2\u{1}") == ValueError(
            expected: "a path command (M, L, H, V, C, S, Q, T, A or Z, or its lower-case relative form)", found: "U+0001 at character 5"))
        #expect(error("M1 2 L3 .") == ValueError(expected: "a number (the y of L)", found: "\".\" at character 9"))
    }

    @Test func numbersBeyondTheLimitAreRefused() {
        let limit = Int(FaceLimits.maxPathNumberMagnitude)
        #expect(error("M\(limit) -\(limit)") == nil)
        #expect(error("M0 0 L1 1e7") == ValueError(expected: "a number of magnitude at most \(limit) (the y of L)", found: "1e7 at character 9"))
        #expect(error("M1e999 0") == ValueError(expected: "a number of magnitude at most \(limit) (the x of M)", found: "1e999 at character 2"))
        #expect(error("M-1000000.5 0")?.found == "-1000000.5 at character 2")
    }

    @Test func longDataIsRefusedBeforeItIsRead() {
        let limit = FaceLimits.maxPathCharacters
        let padding = String(repeating: " ", count: limit - 4)
        #expect(error("M0 0" + padding) == nil)
        #expect(error("M0 0" + padding + " ") == ValueError(expected: "path data of at most \(limit) characters", found: "\(limit + 1) characters"))
    }

    @Test func commandsAreCountedWithTheirRepetitions() {
        let limit = FaceLimits.maxPathCommands
        // The move and limit − 1 implicit lines: exactly at the limit.
        let atLimit = "M0 0" + String(repeating: " 1 1", count: limit - 1)
        #expect(error(atLimit) == nil)
        let over = error(atLimit + " 1 1")
        #expect(over?.expected == "at most \(limit) path commands (each repeated parameter group counts)")
        #expect(over?.found == "more, the first extra one at character \(atLimit.count + 2)")
        #expect(error("M0 0" + String(repeating: "Z", count: limit)) != nil)
    }

    // MARK: Checking without parsing

    func checkError(_ text: String) -> ValueError? {
        do {
            try SVGPathParser.check(text)
            return nil
        } catch {
            return error
        }
    }

    /// `check` is what a face's reading runs on every path (`PathText`), and `parse` what draws a shown one: the
    /// first must refuse exactly what the second would, in the same words, or a path could be read and then not drawn.
    @Test func checkingRefusesWhatParsingRefusesInItsWords() {
        let limit = FaceLimits.maxPathCommands
        var texts = ["", "L1 1", "M1 2 X3", "M1 2 L3", "M1 2 c1 2 3 4 5 x", "M,1 2", "M1 2,", "M1 2 Z 3", "M0 0A1 1 0 2 1 3 3",
                     "M0 0a1 1 0 0", "M1e", "M1 2 L3 é", "M1 2\u{1}", "M1 2 L3 .", "M0 0 L1 1e7", "M1e999 0", "M-1000000.5 0",
                     "M999999.99 -999999.99", "M1000000 0", "M0001000000.5 0", "M1000000.0000001 0", "M1e6 0", "M0 0 L1e-9 .5e2",
                     "M0 0" + String(repeating: " 1 1", count: limit - 1), "M0 0" + String(repeating: " 1 1", count: limit),
                     "M0 0" + String(repeating: "Z", count: limit), "M0 0" + String(repeating: " ", count: FaceLimits.maxPathCharacters)]
        // Random text from the alphabet of path data, and random edits of a valid path.
        var random = SeededGenerator(seed: 25)
        let alphabet = Array("MmLlHhVvCcSsQqTtAaZz0123456789.,+-eE \t01")
        for _ in 0..<3_000 {
            texts.append(String((0..<random.next(below: 40)).map { _ in random.element(of: alphabet) }))
            var valid = Array("M10 10 l5-5 h3 v2 c1 2 3 4 5 6 s1 1 2 2 q3 3 4 4 t5 5 a4 4 30 1 0 6 6 z m1 1 L2 2")
            for _ in 0...random.next(below: 3) {
                valid[Int(random.next(below: UInt64(valid.count)))] = random.element(of: alphabet)
            }
            texts.append(String(valid))
        }
        var refused = 0
        for text in texts {
            let expected = error(text)
            #expect(checkError(text) == expected, "\(text.prefix(80))")
            if expected != nil { refused += 1 }
        }
        // Both answers were tested, many times.
        #expect(refused > 1_000 && texts.count - refused > 300, "\(refused) of \(texts.count) refused")
    }

    /// The check reads the grammar alone (`PathGrammar`) and leaves what is wrong to the parser: it must accept exactly
    /// what the parser accepts. Paths made of the grammar's pieces at random (every command, numbers in every form,
    /// past the limit or just within it, flags, separators, stray characters), edits of valid paths, and paths at and
    /// past the command limit, each answered both ways many times.
    @Test func theGrammarAcceptsExactlyWhatTheParserAccepts() {
        let limit = FaceLimits.maxPathCommands
        let pieces = ["M", "m", "L", "l", "H", "h", "V", "v", "C", "c", "S", "s", "Q", "q", "T", "t", "A", "a", "Z", "z",
                      "0", "1", "7", "01", "10", "-3", "+4", ".5", "5.", "-.25", "1.5.5", "12e3", "1E-2", "3e+1", "2e",
                      "999999", "999999.99", "1000000", "1000000.5", "-1000001", "1e6", "1e7", "9e-999", "1e999",
                      "0000001000000", " ", " ", " ", ",", ", ", "\t", "\n", "\u{0C}", "\r", "\u{0B}", "x", "é", "-", "+",
                      ".", "e"]
        let valid = ["M10 10 l5-5 h3 v2 c1 2 3 4 5 6 s1 1 2 2 q3 3 4 4 t5 5 a4 4 30 1 0 6 6 z m1 1 L2 2",
                     "M0,0L1,1,2,2 3 3zM4 4a1 1 0 011 1 1 1 0 1 0 2 2", "m.5.5-1-1e1.5e-1 1 2 H1 2 3V4 5 6Z z"]
        var texts = ["M0 0" + String(repeating: " 1 1", count: limit - 1), "M0 0" + String(repeating: " 1 1", count: limit),
                     "M0 0" + String(repeating: "z", count: limit - 1), "M0 0" + String(repeating: "z", count: limit),
                     "M0 0" + String(repeating: "a1 1 0 0 1 2 2", count: limit - 1) + " 0", "   ", "M"]
        var random = SeededGenerator(seed: 21)
        for _ in 0..<4_000 {
            texts.append((0..<random.next(below: 24)).map { _ in random.element(of: pieces) }.joined())
            // Mostly well formed: a move, then commands with as many numbers as they take (or one more or less), so
            // that every part of the grammar is reached.
            texts.append("M0 0" + (0..<random.next(below: 8)).map { _ in
                let command = random.element(of: pieces.prefix(20))
                let taken = ["m": 2, "l": 2, "h": 1, "v": 1, "c": 6, "s": 4, "q": 4, "t": 2, "a": 7, "z": 0][command.lowercased()]!
                let count = taken * Int(1 + random.next(below: 2)) + (random.chance(0.2) ? Int(random.next(below: 3)) - 1 : 0)
                return command + (0..<max(count, 0)).map { index in
                    let flag = command.lowercased() == "a" && index % 7 >= 3 && index % 7 <= 4
                    return random.element(of: [" ", ",", "", " "])
                        + (flag && random.chance(0.8) ? random.element(of: ["0", "1"]) : random.element(of: pieces.dropFirst(20).prefix(24)))
                }.joined()
            }.joined(separator: random.element(of: [" ", "", "\n"])))
            var edited = Array(random.element(of: valid))
            for _ in 0...random.next(below: 2) {
                let at = Int(random.next(below: UInt64(edited.count)))
                switch random.next(below: 3) {
                case 0: edited[at] = random.element(of: Array("MLHVCSQTAZmlhvcsqtaz0123456789.,+-eE \t"))
                case 1: edited.remove(at: at)
                default: edited.insert(contentsOf: random.element(of: pieces), at: at)
                }
            }
            texts.append(String(edited))
        }
        var accepted = 0
        for text in texts {
            let parsed = (try? SVGPathParser.parse(text)) != nil
            #expect(PathGrammar.accepts(text) == parsed, "\(text.prefix(120).debugDescription)")
            if parsed { accepted += 1 }
        }
        // Both answers were tested, many times.
        #expect(accepted > 1_000 && texts.count - accepted > 1_000, "\(accepted) of \(texts.count) accepted")
    }

    @Test func pathTextIsCheckedWhenReadAndParsedWhenAsked() throws {
        let text = try FaceDecoder.decode(PathText.self, from: Array("\"M0 0h4v4z\"".utf8)).value
        #expect(text.text == "M0 0h4v4z")
        #expect(text.data.elements == [.move(x: 0, y: 0), .line(x: 4, y: 0), .line(x: 4, y: 4), .close])
        #expect(throws: FaceError.self) { try FaceDecoder.decode(PathText.self, from: Array("\"M0 0 X\"".utf8)) }
        // A path built in Swift keeps what it draws.
        let data = PathData(elements: [.move(x: 1.5, y: 2), .cubic(x1: 1, y1: 2, x2: 3, y2: 4, x: 5, y: 6), .close])
        #expect(PathText(data).data == data)
    }

    // MARK: Helpers

    struct Point: Equatable {
        var x: Double, y: Double
        init(_ x: Double, _ y: Double) { (self.x, self.y) = (x, y) }
    }

    func end(_ element: E) -> Point {
        switch element {
        case .move(let x, let y), .line(let x, let y), .cubic(_, _, _, _, let x, let y): Point(x, y)
        case .close: Point(.nan, .nan)
        }
    }

    /// Points along every segment, 16 per cubic.
    func sample(_ elements: [E]) -> [Point] {
        var points: [Point] = []
        var current = Point(0, 0)
        for element in elements {
            if case .cubic(let x1, let y1, let x2, let y2, let x, let y) = element {
                for step in 0...16 {
                    let t = Double(step) / 16, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    points.append(Point(a * current.x + b * x1 + c * x2 + d * x, a * current.y + b * y1 + c * y2 + d * y))
                }
            }
            if case .close = element { continue }
            current = end(element)
            points.append(current)
        }
        return points
    }

    func expectCubic(_ element: E, _ c1: (Double, Double), _ c2: (Double, Double), _ p: (Double, Double),
                     sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        guard case .cubic(let x1, let y1, let x2, let y2, let x, let y) = element else {
            Issue.record("expected a cubic, found \(element)", sourceLocation: sourceLocation)
            return
        }
        for (found, expected) in [(x1, c1.0), (y1, c1.1), (x2, c2.0), (y2, c2.1), (x, p.0), (y, p.1)] {
            #expect(abs(found - expected) < 1e-9, "\(element)", sourceLocation: sourceLocation)
        }
    }
}
