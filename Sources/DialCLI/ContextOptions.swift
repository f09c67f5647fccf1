import ArgumentParser
import DialCore
import DialModel

/// Flags that set the render context over the face file's own values.
struct ContextOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The watch screen, over the face's own device.", valueName: "device"))
    var device: DeviceID?

    @Option(help: ArgumentHelp("The time shown: an ISO 8601 instant (2026-11-22T10:09:30+01:00), or HH:MM[:SS] on the face's own date and offset.",
                               valueName: "time"))
    var time: TimeOverride?

    @Option(name: .customLong("hide-sensitive"),
            help: ArgumentHelp("The wearer's Hide Sensitive Complications setting, over the face's own: all or none.", valueName: "all|none"))
    var hideSensitive: HideSensitive?

    var overrides: RenderOverrides {
        RenderOverrides(device: device, time: time, hideSensitiveComplications: hideSensitive.map { $0 == .all })
    }
}

enum HideSensitive: String, ExpressibleByArgument, CaseIterable {
    case all, none
}

extension DeviceID: ExpressibleByArgument {}

extension TimeOverride: ExpressibleByArgument {
    public init?(argument: String) { self.init(argument) }
}
