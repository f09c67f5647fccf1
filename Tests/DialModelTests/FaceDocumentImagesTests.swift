import DialModel
import Testing

@Suite struct FaceDocumentImagesTests {
    @Test func listsEveryPictureWithThePathOfItsFileValue() throws {
        let json = """
            {"schemaVersion": 1, "complications": [
              {"id": "a", "slot": "topLeft", "family": "accessoryRectangular",
               "content": {"template": "stack", "lines": [{"text": "x"}], "icon": {"file": "stack.png"}},
               "placeholder": {"template": "image", "image": {"file": "placeholder.png"}},
               "timeline": [
                 {"date": "2026-01-01T10:00:00Z", "content": {"template": "gauge", "value": 0.5, "icon": {"file": "gauge.png"}}},
                 {"date": "2026-01-01T11:00:00Z", "content": {"template": "stack", "lines": [{"text": "y"}], "icon": {"icon": "heart"}}},
                 {"date": "2026-01-01T12:00:00Z", "content": {"template": "image", "image": {"file": "stack.png"}}}
               ]},
              {"id": "b", "slot": "subdialTop", "family": "graphicBezel",
               "content": {"template": "curvedText", "text": {"text": "z"},
                           "inner": {"template": "image", "image": {"file": "inner.png"}}}},
              {"id": "c", "slot": "bottomLeft", "family": "accessoryCircular",
               "content": {"template": "image", "image": {"path": "M0 0H24V24Z"}}}
            ]}
            """
        let document = try FaceDocument.decode(Array(json.utf8)).document
        let found = document.imageFiles.map { "\($0.path) \($0.file)" }
        #expect(found == [
            "complications[0].content.icon.file stack.png",
            "complications[0].placeholder.image.file placeholder.png",
            "complications[0].timeline[0].content.icon.file gauge.png",
            "complications[0].timeline[2].content.image.file stack.png",
            "complications[1].content.inner.image.file inner.png",
        ])
    }

    @Test func aFaceWithoutPicturesListsNone() throws {
        #expect(FaceDocument().imageFiles.isEmpty)
        let document = try FaceDocument.decode(Array(#"{"schemaVersion": 1, "complications": []}"#.utf8)).document
        #expect(document.imageFiles.isEmpty)
    }
}
