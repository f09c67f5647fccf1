import DialModel
import DialText
import Synchronization

/// The outlines of the SF Symbols names a face draws, read once from the icon font and kept for every render.
///
/// The resolve stage places a symbol as a vector picture, so it needs its outline before layout; the fonts' files are
/// the renderer's own, so that one set of font files serves a render (`system` is shared by every renderer of the
/// system's files). One outliner behind a lock: FreeType is not thread-safe, and a face names few symbols, each read
/// once.
package final class SymbolOutlines: Sendable {
    private struct State: ~Copyable {
        var outliner: GlyphOutliner
        var outlines: [SymbolName: PathData] = [:]
    }

    private let state: Mutex<State>

    package init(files: FontFiles = .system) {
        state = Mutex(State(outliner: GlyphOutliner(files: files)))
    }

    /// The shared outlines of the system's fonts.
    package static let system = SymbolOutlines()

    /// `symbol`'s outline in the unit box (`SymbolName.outline(with:)`).
    ///
    /// - Throws: `TextError.fontMissing` naming fonts-material-design-icons-iconfont when it is not installed.
    package func outline(_ symbol: SymbolName) throws(TextError) -> PathData {
        let result: Result<PathData, TextError> = state.withLock { state in
            if let outline = state.outlines[symbol] { return .success(outline) }
            do throws(TextError) {
                let outline = try symbol.outline(with: state.outliner)
                state.outlines[symbol] = outline
                return .success(outline)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}
