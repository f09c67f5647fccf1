/// What a symbol's icon is set in (`SymbolName.enclosure`).
package enum SymbolEnclosure: Sendable {
    /// A filled disc with the symbol cut out of it: SF Symbols' `.circle.fill`.
    case disc
    /// A ring with the symbol inside: SF Symbols' `.circle`.
    case ring
}
