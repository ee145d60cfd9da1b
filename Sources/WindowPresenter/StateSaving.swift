import CalculatorController

/// Where a window's calculator state goes after each change. The presenter says when;
/// the conformer decides how (off the main thread, coalesced, unchanged state skipped).
public protocol StateSaving: AnyObject {
    /// Why the last write failed, in the system's words (`Permission denied`); nil when
    /// it worked.
    var failure: String? { get }
    /// Saves `controller`'s state as it is now.
    func save(_ controller: CalculatorController)
}

extension StateSaver: StateSaving {
    /// A snapshot costs next to nothing; the property list is built, encoded and written
    /// on the saver's queue (an unchanged state is not written again).
    public func save(_ controller: CalculatorController) {
        let snapshot = controller.savedStateSnapshot
        save { snapshot.propertyList }
    }
}
