import ArgumentParser

/// `dial golden`: reference outputs of every face in Faces/, kept in Golden/ and checked against fresh renders.
struct Golden: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check, record and prune the golden outputs of faces.",
        discussion: """
            Golden/<face>/<active|always-on>.<png|svg|txt> holds what each face in Faces/ must render, with
            Golden/<face>/environment.json recording the libraries, fonts and face file they were made with.
            PNGs are compared as pixels (pixelmatch, threshold 0.1, no differing pixel allowed); SVG and TXT exactly.
            """,
        subcommands: [GoldenVerify.self, GoldenRecord.self, GoldenPrune.self])
}
