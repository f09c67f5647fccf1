/// Face files more than one test target reads: the library's tests and the command line's end to end.
public enum SampleFaces {
    /// Makasar (no font the set-up installs has it), which no pinned family has, in two complications; the second one's second line is
    /// private (`privateLine`).
    public static func makasar(privateLine: String = "𑻠 secret") -> String {
        """
        { "schemaVersion": 1, "device": "45mm", "style": "digital",
          "complications": [
            { "id": "top", "slot": "top", "family": "accessoryInline", "dataProtection": "none",
              "content": { "template": "stack", "lines": [{ "text": "Makassar 𑻡", "unredacted": true }] } },
            { "id": "notes", "slot": "bottom", "family": "accessoryRectangular", "dataProtection": "none",
              "content": { "template": "stack", "lines": [{ "text": "Notes" },
                { "text": "\(privateLine)", "privacySensitive": true }] } } ] }
        """
    }
}
