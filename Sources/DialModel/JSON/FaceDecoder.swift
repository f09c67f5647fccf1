/// Decodes model types from JSON with errors that name the JSON path and the line and column of the problem.
package enum FaceDecoder {
    /// The source map of `data`, parsed as `decode` parses it, without reading any model type; nil where it does not
    /// parse. For an error's second look (`SourceMap.publicSkeleton`), where the first reading stopped at a fault.
    package static func sourceMap(of data: [UInt8], limits: JSONLimits = .face) -> SourceMap? {
        guard data.count <= limits.maxBytes, let tree = try? JSONParser.parse(data, limits: limits) else { return nil }
        return SourceMap(root: JSONNode(tree: tree, index: 0))
    }

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
    /// Its errors, and those the returned map guards later, are written for `policy`'s reader (`MessagePolicy`).
    ///
    /// - Returns: The value, and a map from every value's path to its location for errors found later.
    package static func decode<T: Decodable>(
        _ type: T.Type, from data: some Collection<UInt8>, file: String? = nil, limits: JSONLimits = .face,
        policy: MessagePolicy = .context
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
            let sourceMap = SourceMap(root: root, policy: policy)
            do throws(FaceError) {
                // Unknown keys come first, before any value's fault: were they told as values are read, reading would
                // stop at a hidden value's fault first, and "unknown key" or "expected …" would tell whether the hidden
                // value is valid (docs/privacy.md, "Errors, explanations, structure and timing"). They are the file's
                // structure, found from it alone by the shape's walk, which a sound face need not pay: every shaped
                // reader asks about exactly the keys its shape takes (DocumentShapeTests), so where reading succeeds
                // and asked about every key of every object it opened, the walk would find nothing. It runs where
                // reading stops at a fault, or leaves a key unasked, and its key is told before anything else, as if
                // it had run first (docs/performance.md, "Session 19: decoding").
                let shape = (T.self as? any DocumentShaped.Type)?.shape
                let session = DecodingSession(root: root)
                let value: T
                do throws(FaceError) {
                    defer { WorkProbe.note(.absentKeysLookedUp, session.absentKeysLookedUp) }
                    value = try session.withDecoder { decoder throws(FaceError) in try decoder.decode(T.self) }
                } catch {
                    if let unknownKey = shape?.firstUnknownKey(in: root) { throw unknownKey }
                    throw error
                }
                let unasked = session.hasUnknownKey()
                if unasked, let unknownKey = shape?.firstUnknownKey(in: root) { throw unknownKey }
                // A value no model type read (an unknown key's, say) is still refused for what it is, as the parser
                // would have refused it; inside private data only after the unknown keys, since the key is the file's
                // structure and its value is data: `"colr": 072` and `"colr": 72` both read as the unknown key.
                let unread = sourceMap.unreadValues(tree.faults)
                if let fault = unread.outside { throw fault }
                // A type that says no shape (a test's, a number) has its unknown keys found as it is read: the keys no
                // reader asked about. For a shaped one this finds a key its shape takes and its reader does not: a net,
                // as a shape that drifted from its reader would order this message after a hidden value's fault again.
                if unasked {
                    // Again, keeping the names of the keys asked about, for the message: a pass that keeps them for
                    // every object would pay for it on every face.
                    let naming = DecodingSession(root: root, recordsNames: true)
                    _ = try naming.withDecoder { decoder throws(FaceError) in try decoder.decode(T.self) }
                    if let unknownKey = naming.firstUnknownKey() { throw unknownKey }
                }
                if let fault = unread.inside { throw fault }
                return (value, sourceMap)
            } catch {
                throw sourceMap.guardedDecodingError(error)
            }
        } catch {
            throw file.map { error.inFile($0) } ?? error
        }
    }
}
