/// Decodes model types from JSON with errors that name the JSON path and the line and column of the problem.
package enum FaceDecoder {
    /// Parses `data` as JSON (RFC 8259, UTF-8; a UTF-8 BOM is allowed) and decodes `T` from it with Codable.
    /// Errors carry path and location; `file` is put into the error.
    ///
    /// Besides malformed JSON and values the model rejects, a key in any decoded object that the model never asked
    /// about is an error (`.unknownKey`): in a hand-written file it is almost always a typo, and a silently ignored
    /// typo in a privacy setting would leak what the user meant to hide.
    ///
    /// The document is held to `limits` (by default `FaceLimits`): a larger file, deeper nesting, a longer string or
    /// a larger number is an error (`.tooLarge`, `.tooDeep`) naming the limit, before any of it reaches the model.
    ///
    /// - Returns: The value, and a map from every value's path to its location for errors found later.
    package static func decode<T: Decodable>(
        _ type: T.Type, from data: some Collection<UInt8>, file: String? = nil, limits: JSONLimits = .face
    ) throws(FaceError) -> (value: T, sourceMap: SourceMap) {
        do throws(FaceError) {
            // Checked before copying or parsing anything: the size is known without reading the bytes.
            let size = data.count
            if size > limits.maxBytes {
                throw FaceError(
                    kind: .tooLarge, path: .root,
                    expected: "a file of at most \(FaceLimits.describe(bytes: limits.maxBytes))",
                    found: FaceLimits.describe(bytes: size))
            }
            let tree: JSONTree
            do throws(FaceError) {
                tree = try JSONParser.parse(Array(data), limits: limits)
            } catch {
                throw PrivateRegions.unparsed(error)
            }
            let root = JSONNode(tree: tree, index: 0)
            let sourceMap = SourceMap(root: root)
            do throws(FaceError) {
                let session = DecodingSession(root: root)
                let value = try NodeDecoder(root: root, session: session).decode(T.self)
                // A value no model type read (an unknown key's, say) is still refused for what it is, as the parser
                // would have refused it; inside private data only after the unknown keys, since the key is the file's
                // structure and its value is data: `"colr": 072` and `"colr": 72` both read as the unknown key.
                let unread = sourceMap.unreadValues(tree.faults)
                if let fault = unread.outside { throw fault }
                if session.hasUnknownKey() {
                    // Again, keeping the names of the keys asked about, for the message: a pass that keeps them for
                    // every object would pay for it on every face.
                    let naming = DecodingSession(root: root, recordsNames: true)
                    _ = try NodeDecoder(root: root, session: naming).decode(T.self)
                    if let unknownKey = naming.firstUnknownKey() { throw unknownKey }
                }
                if let fault = unread.inside { throw fault }
                return (value, sourceMap)
            } catch {
                if let unknownKey = Self.unknownKey(pastPrivateFault: error, in: root, decoding: T.self, sourceMap: sourceMap) {
                    throw sourceMap.guardedDecodingError(unknownKey)
                }
                throw sourceMap.guardedDecodingError(error)
            }
        } catch {
            throw file.map { error.inFile($0) } ?? error
        }
    }

    /// The passes that read past private faults stop after this many. Past it the first fault is reported, so a face
    /// with more than 8 refused private values can still tell one of them is invalid: a known gap (review of session 15).
    private static let maxStandIns = 8

    /// The first unknown key of the document, found by reading past `fault` (and any further faults) inside private
    /// data, if the document has one and the reading gets through.
    ///
    /// Unknown keys are found once every value is read, and reading stops at the first fault: were a hidden value's
    /// fault reported before an unknown key beside it, "unknown key" or "expected ..." would tell whether the hidden
    /// value is valid (adversary9, c-by-type). So inside private data the unknown keys come first, whatever the values
    /// there: the face is read again with a stand-in in place of each private value refused (`DecodingSession.standIns`),
    /// and if that reading gets through, its unknown keys are what the face is refused for. Outside private data the
    /// first fault is still reported first.
    private static func unknownKey<T: Decodable>(pastPrivateFault fault: FaceError, in root: JSONNode, decoding type: T.Type,
                                                 sourceMap: SourceMap) -> FaceError? {
        var standIns: Set<Int> = []
        var fault = fault
        while standIns.count < maxStandIns, fault.kind != .unknownKey, sourceMap.isPrivate(fault.path),
              let node = root.descendant(at: fault.path), standIns.insert(node.index).inserted {
            do throws(FaceError) {
                let session = DecodingSession(root: root, standIns: standIns)
                _ = try NodeDecoder(root: root, session: session).decode(T.self)
                guard session.hasUnknownKey() else { return nil }
                let naming = DecodingSession(root: root, recordsNames: true, standIns: standIns)
                _ = try NodeDecoder(root: root, session: naming).decode(T.self)
                return naming.firstUnknownKey()
            } catch {
                fault = error
            }
        }
        return nil
    }
}
