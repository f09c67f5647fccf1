import ArgumentParser
import Dial
import Foundation

/// Flags that set the render context over the face file's own values.
struct ContextOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The watch screen, over the face's own device.", valueName: "device"))
    var device: DeviceID?

    @Option(help: ArgumentHelp("The time shown: an ISO 8601 instant (2026-11-22T10:09:30+01:00), or HH:MM[:SS] on the face's own date and offset.",
                               valueName: "time"))
    var time: TimeOverride?

    @Option(name: .customLong("hide-sensitive"),
            help: ArgumentHelp("""
                The wearer's privacy settings: all (every complication hides its sensitive content in Always On), none \
                (nothing hidden), face (the file's own global and per-complication settings, the default), hide:ID+ID \
                (only those complications hide).
                """, valueName: "all|none|face|hide:ID+ID"))
    var hideSensitive: PrivacyVariant?

    @Option(help: ArgumentHelp("The wearer's choice \"hide\" for these complications (comma-separated ids), over the global setting.",
                               valueName: "id,..."))
    var hide: IDList?

    @Option(help: ArgumentHelp("The wearer's choice \"show\" for these complications (comma-separated ids), over the global setting.",
                               valueName: "id,..."))
    var show: IDList?

    @Option(help: ArgumentHelp("Whether the watch is locked: unlocked, locked or beforeFirstUnlock.", valueName: "state"))
    var lock: LockState?

    @Option(name: .customLong("allow-access-when-locked"),
            help: ArgumentHelp("The wearer's Allow Access When Locked setting: true or false.", valueName: "bool"))
    var allowAccessWhenLocked: Bool?

    @Option(name: .customLong("rendering-mode"),
            help: ArgumentHelp("How complications are coloured, over the face's own: fullColor or accented (a tinted face).",
                               valueName: "mode"))
    var renderingMode: RenderingMode?

    @Option(help: ArgumentHelp("The wearer's colour that the accented mode tints with (#RRGGBB), over the face's own.",
                               valueName: "#RRGGBB"))
    var tint: Color?

    @Option(help: ArgumentHelp("The wearer's language and region, a BCP 47 tag (fr-FR, de-DE, ja-JP), over the face's own: the date, the time's digits and its 12 or 24 hours, live time texts.",
                               valueName: "tag"),
            transform: LocaleName.argument)
    var locale: LocaleName?

    @Flag(name: .customLong("bold-text"), inversion: .prefixedNo,
          help: ArgumentHelp("The wearer's Bold Text setting, over the face's own: every text one weight heavier."))
    var boldText: Bool?

    func validate() throws {
        let both = Set(hide?.ids ?? []).intersection(show?.ids ?? [])
        if let id = both.sorted().first {
            throw ValidationError("--hide and --show: expected each id in at most one of them, found \"\(id)\" in both")
        }
    }

    /// The context the flags set, active: each command draws it in the displays it is asked for.
    var renderContext: RenderContext {
        var context = RenderContext(device: device, time: time, lock: lock, allowAccessWhenLocked: allowAccessWhenLocked,
                                    renderingMode: renderingMode, tint: tint, locale: locale,
                                    boldText: boldText).privacy(hideSensitive ?? .face)
        // --hide and --show name single complications, over the preset.
        for id in hide?.ids ?? [] { context.perComplication[id] = .hide }
        for id in show?.ids ?? [] { context.perComplication[id] = .show }
        return context
    }
}

extension PrivacyVariant: ExpressibleByArgument {
    public init?(argument: String) { self.init(token: argument) }
}

/// Comma-separated complication ids.
struct IDList: ExpressibleByArgument {
    var ids: [String]

    init?(argument: String) {
        ids = argument.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        if ids.isEmpty || ids.contains(where: \.isEmpty) { return nil }
    }
}

extension LockState: ExpressibleByArgument {}

extension RenderingMode: ExpressibleByArgument {}

extension LocaleName {
    /// `--locale`'s tag, or an error that says what a tag looks like and names the tag meant by one written the POSIX
    /// way (`kl_GL`), as a face's `locale` does.
    static func argument(_ text: String) throws -> LocaleName {
        guard let name = LocaleName(text) else { throw ValidationError("expected \(expectation); found \(found(text))") }
        return name
    }
}

extension Color: ExpressibleByArgument {
    public init?(argument: String) { self.init(hex: argument) }
}

extension DeviceID: ExpressibleByArgument {}

extension TimeOverride: ExpressibleByArgument {
    public init?(argument: String) { self.init(argument) }
}
