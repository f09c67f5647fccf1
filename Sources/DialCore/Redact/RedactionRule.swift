import DialModel

/// A rule of docs/privacy.md that applies to a complication in its context, and the reason it gives.
package enum RedactionRule: Hashable, Sendable {
    /// The watch has not been unlocked since it started, and the app's data is protected until then.
    case beforeFirstUnlock(DataProtection)
    /// The watch is locked and the app's data is protected while locked.
    case lockedWhileProtected(DataProtection)
    /// Every timeline entry lies in the future and there is no static content.
    case nothingCurrent
    /// It uses the location, and the wearer's location permission gives the app's widgets none at the moment shown.
    case noLocation(LocationPermission)
    /// Always On with Hide Sensitive Complications in force for this complication, by the wearer's choice for it
    /// (`hide`) or by the global setting (`inherit`).
    case hiddenInAlwaysOn(PrivacyChoice)
    /// The watch is locked and the wearer does not allow access when locked.
    case lockedWithoutAccess

    /// The reason the rule gives: placeholder or privacy.
    package var reason: RedactionReasons {
        switch self {
        case .beforeFirstUnlock, .lockedWhileProtected, .nothingCurrent, .noLocation: .placeholder
        case .hiddenInAlwaysOn, .lockedWithoutAccess: .privacy
        }
    }

    /// Whether the rule hides `complication` whole at every moment of a context, whatever its timeline: the lock, the
    /// data protection and the wearer's settings do not change with time. A placeholder rule hides any complication
    /// whole; a privacy rule one whose every content it hides whole (`ResolvedComplication.privacyHidesEveryContent`),
    /// which is then drawn as its placeholder whatever is current. Only what is current changes with time.
    package func hidesWholeAtEveryMoment(_ complication: ResolvedComplication) -> Bool {
        switch self {
        case .beforeFirstUnlock, .lockedWhileProtected: true
        case .hiddenInAlwaysOn, .lockedWithoutAccess: complication.privacyHidesEveryContent
        // Whether a location is given changes with the app's use and the wearer's views, and it is no secret (the
        // wearer's own permission, not the app's data): like nothing current, it does not hide a schedule.
        case .nothingCurrent, .noLocation: false
        }
    }

    /// Whether the rule keeps the app's data from the screen for secrecy (the lock, the wearer's privacy settings),
    /// rather than because there is nothing to show: nothing current, or no location to show it with.
    package var conceals: Bool {
        switch self {
        case .beforeFirstUnlock, .lockedWhileProtected, .hiddenInAlwaysOn, .lockedWithoutAccess: true
        case .nothingCurrent, .noLocation: false
        }
    }

    /// A short stable name for tools.
    package var name: String {
        switch self {
        case .beforeFirstUnlock: "beforeFirstUnlock"
        case .lockedWhileProtected: "lockedWhileProtected"
        case .nothingCurrent: "nothingCurrent"
        case .noLocation: "noLocation"
        case .hiddenInAlwaysOn: "hideSensitiveInAlwaysOn"
        case .lockedWithoutAccess: "lockedWithoutAccess"
        }
    }

    /// The rule in words, for a person reviewing a face.
    package var explanation: String {
        switch self {
        case .beforeFirstUnlock(let protection):
            "placeholder: not unlocked since it started, and its data protection is \(protection.rawValue)"
        case .lockedWhileProtected(let protection):
            "placeholder: locked, and its data protection (\(protection.rawValue)) keeps its data closed while locked"
        case .nothingCurrent:
            "placeholder: no timeline entry is dated at or before the time shown, and it has no static content"
        case .noLocation(let permission):
            "placeholder: it uses the location, and the location permission (\(permission.rawValue)) gives none at the time shown"
        case .hiddenInAlwaysOn(.hide):
            "privacy: Always On, and the wearer chose \"hide\" for this complication"
        case .hiddenInAlwaysOn:
            "privacy: Always On, and Hide Sensitive Complications is on (this complication inherits it)"
        case .lockedWithoutAccess:
            "privacy: locked, and Allow Access When Locked is off"
        }
    }
}
