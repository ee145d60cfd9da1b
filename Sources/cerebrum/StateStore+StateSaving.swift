import CalculatorController
import Persistence
import WindowPresenter

/// The presenter says when to save; the store writes, off the main thread, what changed.
extension StateStore: StateSaving {
    /// A snapshot costs next to nothing: the store compares it with what it wrote on its
    /// own thread.
    public func save(_ controller: CalculatorController) {
        save(controller.savedStateSnapshot)
    }
}
