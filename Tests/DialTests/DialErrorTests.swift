import Dial
import Testing

/// The library's messages name its parameters; the command line names its flags, through `description(naming:)`.
@Suite struct DialErrorTests {
    static let errors: [DialError] = [
        .exportFolderInUse(folder: "out"),
        .strayFiles(folder: "out", first: ["notes.txt"], count: 1, cleanable: true),
        .strayFiles(folder: "out", first: ["notes.txt", "a.png"], count: 3, cleanable: false),
        .timeline(.emptyRange(from: Timestamp(secondsSinceEpoch: 60, utcOffsetSeconds: 0),
                              to: Timestamp(secondsSinceEpoch: 0, utcOffsetSeconds: 0))),
    ]

    @Test(arguments: errors)
    func aLibraryMessageNamesNoFlag(error: DialError) {
        #expect(!error.description.contains("--"), "\(error.description)")
        #expect(!error.description.contains("dial "), "\(error.description)")
    }

    @Test func theCommandLineNamesItsFlags() {
        let flags = DialError.SettingNames(clean: "--clean", folder: "--out", export: "dial export")
        #expect(DialError.exportFolderInUse(folder: "out").description(naming: flags)
                == "out: another dial export is writing into this folder; wait for it to end or choose another --out")
        #expect(DialError.strayFiles(folder: "out", first: ["notes.txt"], count: 1, cleanable: true).description(naming: flags)
                == "out: holds 1 file(s) this export would not list: notes.txt; export into an empty folder, or pass --clean to remove them first")
        #expect(DialError.strayFiles(folder: "out", first: ["a", "b"], count: 3, cleanable: false).description
                == "out: holds 3 file(s) this export would not list: a, b and 1 more; clean: true removes only files Dial writes; "
                + "move these away or choose another folder")
    }
}
