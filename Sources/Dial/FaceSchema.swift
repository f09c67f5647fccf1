/// The JSON Schema (draft 2020-12) of the face format: Faces/face.schema.json, compiled in through a link, so that
/// `dial schema` can hand editors and CI the schema of exactly the format this binary reads.
///
/// The schema refuses everything a schema can say (unknown keys, closed sets, patterns, ranges, which templates and
/// slots each family and style take); `dial validate` also checks what it cannot (unique ids, overlapping frames,
/// picture files, SVG path grammar, duplicate keys).
public enum FaceSchema {
    /// The schema file's bytes, exactly as in Faces/face.schema.json.
    public static var bytes: [UInt8] { PackageResources.face_schema_json }
}
