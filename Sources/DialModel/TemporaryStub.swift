// TEMPORARY: replaced by the JSON/ files. Delete when they land.
import Foundation
public enum JSONPathComponent: Hashable, Sendable { case key(String), index(Int) }
public struct JSONPath: Hashable, Sendable, CustomStringConvertible, ExpressibleByArrayLiteral {
    public var components: [JSONPathComponent]
    public init(_ components: [JSONPathComponent]) { self.components = components }
    public init(arrayLiteral elements: JSONPathComponent...) { components = elements }
    public static let root = JSONPath([])
    public func appending(_ c: JSONPathComponent) -> JSONPath { JSONPath(components + [c]) }
    public func appending(key: String) -> JSONPath { appending(.key(key)) }
    public func appending(index: Int) -> JSONPath { appending(.index(index)) }
    public var description: String { "\(components)" }
}
public struct SourceLocation: Hashable, Sendable { public var line: Int; public var column: Int }
public struct SourceMap: Sendable { public func location(of path: JSONPath) -> SourceLocation? { nil } }
public struct ValueError: Error, Sendable, Equatable { public var expected: String; public var found: String; public init(expected: String, found: String) { self.expected = expected; self.found = found } }
public struct FaceError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable { case syntax, typeMismatch, invalidValue, missingKey, unknownKey, duplicateKey, tooDeep, unsupportedVersion, io }
    public var kind: Kind; public var file: String?; public var path: JSONPath; public var location: SourceLocation?; public var expected: String; public var found: String
    public init(kind: Kind, file: String? = nil, path: JSONPath, location: SourceLocation? = nil, expected: String, found: String) { self.kind = kind; self.file = file; self.path = path; self.location = location; self.expected = expected; self.found = found }
    public func inFile(_ file: String) -> FaceError { var e = self; e.file = file; return e }
    public func located(by map: SourceMap) -> FaceError { self }
    public var description: String { "\(file ?? ""): \(path): expected \(expected), found \(found)" }
}
public enum FaceDecoder {
    public static func decode<T: Decodable>(_ type: T.Type, from data: [UInt8], file: String? = nil) throws(FaceError) -> (value: T, sourceMap: SourceMap) {
        do { return (try JSONDecoder().decode(T.self, from: Data(data)), SourceMap()) }
        catch { throw FaceError(kind: .syntax, path: .root, expected: "x", found: "\(error)") }
    }
}
